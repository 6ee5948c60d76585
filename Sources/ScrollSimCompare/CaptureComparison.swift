import ScrollSimLog
import ScrollSimTrace

/// The recording's optional captures against the replay.
///
/// The recording's optional captures against the replay: the adjusted content inset per frame, a
/// SwiftUI host's phase changes and `updateTarget` calls, and the end of a zoom bounce. Each part
/// is nil or empty when the recording did not capture it, and the report then says nothing of it.
package struct CaptureComparison: Sendable {
    /// The frame whose recorded `adjustedContentInset` is furthest from the replay's.
    package struct InsetDifference: Sendable, Equatable {
        /// When the frame was shown (s since the trace's first event).
        package var time: Double
        /// The largest edge difference (pt).
        package var difference: Double
        /// The two insets at that frame.
        package var recorded: EdgeInsets, replayed: EdgeInsets
    }

    /// One phase change, as `old → new`, with its time (s since the trace's first event).
    package struct PhaseStep: Sendable, Equatable {
        /// When.
        package var time: Double
        /// `idle → tracking`.
        package var change: String
    }

    /// The i-th `updateTarget` of the replay and of the recording.
    package struct TargetUpdatePair: Sendable, Equatable {
        /// The replay's decided target origin and the velocity it passed, nil when the replay made fewer calls.
        ///
        /// The velocity is in its own unit: pt/s or pt/ms as the trace chose.
        package var replayedTarget: Point?, replayedVelocity: Point?
        /// The recording's, nil when it made fewer calls.
        package var recordedTarget: Point?, recordedVelocity: Point?

        /// The larger axis difference of the targets (pt), nil unless both made the call.
        package var targetDifference: Double? {
            guard let replayedTarget, let recordedTarget else { return nil }
            return largestAxis(replayedTarget, recordedTarget)
        }

        /// The recorded velocity's length over the replayed one's.
        ///
        /// Nil unless both are known and the replayed one is not zero: about 1 when the device used the replay's unit,
        /// about 0.001 when the replay passed points per second and the device points per millisecond.
        package var velocityRatio: Double? {
            guard let replayedVelocity, let recordedVelocity else { return nil }
            let replayed = (replayedVelocity.x * replayedVelocity.x + replayedVelocity.y * replayedVelocity.y)
                .squareRoot()
            guard replayed > 0 else { return nil }
            return (recordedVelocity.x * recordedVelocity.x + recordedVelocity.y * recordedVelocity.y).squareRoot()
                / replayed
        }
    }

    /// The worst adjusted-inset frame, nil when no frame recorded the inset.
    package var inset: InsetDifference?
    /// The phase changes of each side (empty unless the recording has `scrollPhases`).
    package var replayedPhases: [PhaseStep] = [], recordedPhases: [PhaseStep] = []
    /// The index of the first differing phase change, nil when the sequences are identical.
    package var firstPhaseDifference: Int?
    /// The `updateTarget` calls paired by index (empty unless the recording has `targetUpdates`).
    package var targetUpdates: [TargetUpdatePair] = []
    /// When each side's zoom bounce ended.
    ///
    /// When each side's zoom bounce ended: the recording's last frame with `isZoomBouncing`, the
    /// replay's last frame in the zoom-bounce phase (nil when it had none). Nil unless the
    /// recording captured `isZoomBouncing` and bounced.
    package var zoomBounceEnd: (recorded: Double, replayed: Double?)?

    /// Whether the recording captured phase changes.
    package var hasPhases: Bool { !recordedPhases.isEmpty }
}

extension CaptureComparison {
    /// Compares `recording`'s captures with the replay.
    ///
    /// `ownInsets` is the compared view's adjusted inset after each of its entries (when tracked) and
    /// `initialInset` the one before the first; `all` every entry of the replay (the phase and `updateTarget`
    /// lines); `frames` the recording's frames as `RecordingComparison.matchFrames` matched them with the entries.
    static func of(
        _ recording: RecordedSession, ownInsets: [EdgeInsets]?, initialInset: EdgeInsets,
        frames: [FrameComparison], view: String, all: [LogEntry]
    ) -> CaptureComparison {
        var result = CaptureComparison()
        if let ownInsets {
            // Each frame's inset is the one after the line `matchFrames` matched it with.
            for (frame, matched) in zip(recording.frames, frames) {
                guard let recorded = frame.adjustedContentInset else { continue }
                let replayed = matched.entryIndex.map { ownInsets[$0] } ?? initialInset
                let difference = max(
                    abs(recorded.top - replayed.top), abs(recorded.left - replayed.left),
                    abs(recorded.bottom - replayed.bottom), abs(recorded.right - replayed.right))
                if result.inset == nil || difference > result.inset!.difference {
                    result.inset = InsetDifference(
                        time: frame.time, difference: difference, recorded: recorded, replayed: replayed)
                }
            }
        }
        if !recording.phaseChanges.isEmpty {
            result.recordedPhases = recording.phaseChanges.map {
                PhaseStep(time: $0.time, change: "\($0.old.rawValue) → \($0.new.rawValue)")
            }
            result.replayedPhases = all.compactMap { entry in
                guard entry.view == view, case .behavior("scrollPhase", let fields) = entry.event,
                    case .string(let change)? = fields.first?.value
                else { return nil }
                return PhaseStep(time: entry.time, change: change)
            }
            result.firstPhaseDifference = firstDifference(
                result.replayedPhases.map(\.change), result.recordedPhases.map(\.change))
        }
        if !recording.targetUpdates.isEmpty {
            let replayed = all.compactMap { entry -> (target: Point, velocity: Point)? in
                guard entry.view == view, case .behavior("updateTarget", let fields) = entry.event,
                    case .point(let after)? = fields.first(where: { $0.name == "after" })?.value,
                    case .point(let velocity)? = fields.first(where: { $0.name == "velocity" })?.value
                else { return nil }
                return (after, velocity)
            }
            for index in 0..<max(replayed.count, recording.targetUpdates.count) {
                let a = index < replayed.count ? replayed[index] : nil
                let b = index < recording.targetUpdates.count ? recording.targetUpdates[index] : nil
                result.targetUpdates.append(
                    TargetUpdatePair(
                        replayedTarget: a?.target, replayedVelocity: a?.velocity, recordedTarget: b?.target,
                        recordedVelocity: b?.velocity))
            }
        }
        if let recordedEnd = recording.frames.last(where: { $0.isZoomBouncing == true })?.time {
            result.zoomBounceEnd = (recordedEnd, frames.last { $0.phase == .zoomBounce }?.time)
        }
        return result
    }

    /// The index of the first place `a` and `b` differ (a missing element differs), nil when equal.
    static func firstDifference(_ a: [String], _ b: [String]) -> Int? {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : nil
            let right = index < b.count ? b[index] : nil
            if left != right { return index }
        }
        return nil
    }

    /// Why the captures are beyond `tolerance` (pt), one reason each.
    func failures(tolerance: Double) -> [String] {
        var reasons: [String] = []
        if let inset, inset.difference > tolerance {
            reasons.append(
                "the adjusted content inset is \(number(inset.difference, 3)) pt off at \(number(inset.time, 4)) s")
        }
        if let index = firstPhaseDifference { reasons.append("the scroll phases differ at #\(index + 1)") }
        for (index, pair) in targetUpdates.enumerated() {
            if let difference = pair.targetDifference {
                if difference > tolerance {
                    reasons.append("updateTarget #\(index + 1)'s target is \(number(difference, 3)) pt off")
                }
            } else {
                reasons.append("updateTarget #\(index + 1) was called by one side only")
            }
        }
        return reasons
    }
}
