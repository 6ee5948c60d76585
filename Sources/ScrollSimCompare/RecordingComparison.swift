import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// `scrollsim compare`'s engine: replays a trace and compares it with the recording.
///
/// The trace is replayed at the recording's display phase and compared frame by frame, call by call.
package enum RecordingComparison {
    /// How long after a recorded frame the replay's latest line may be to match it (s).
    ///
    /// A touch-driven frame is logged by the recorder a fraction of a millisecond after the touch the replay applies at
    /// the touch's own time (measurement of the published recordings).
    package static let frameMatchWindow = 0.001
    /// The default offset tolerance of the verdict (pt): the aim the model's documentation states.
    package static let defaultTolerance = 0.5

    /// Compares the trace `bytes` with `recording`, a real-UIKit recording file's bytes.
    ///
    /// Compares with the trace's own `recorded` member when `recording` is nil.
    package static func compare(
        trace bytes: [UInt8], recording: [UInt8]?, tolerance: Double = defaultTolerance
    ) throws(CompareError) -> ComparisonReport {
        let trace: Trace
        do { trace = try Replay.decode(bytes) } catch { throw .replay(error) }
        let session: RecordedSession
        if let recording {
            session = try UIKitRecording.session(recording)
        } else {
            let recorded: RecordedSession?
            do { recorded = try Trace.recordedSession(in: bytes) } catch { throw .replay(error) }
            guard let recorded else { throw .noRecording }
            session = recorded
        }
        return try compare(trace: trace, recording: session, tolerance: tolerance)
    }

    /// Compares the replay of `trace` with `recording`.
    ///
    /// Unless the trace sets `screen.firstFrame`, the replay's display refreshes are put on the recording's first frame
    /// (its display phase). `constants`, when given, replace every scroll view's unverified constants (`fit`).
    package static func compare(
        trace: Trace, recording: RecordedSession, tolerance: Double = defaultTolerance,
        constants: ModelConstants? = nil
    ) throws(CompareError) -> ComparisonReport {
        guard let firstRecorded = recording.frames.first else { throw .noFrames }
        var trace = trace
        let fromRecording = trace.screen.firstFrame == nil
        // Recorded times are since the first event (the recorder re-bases them); `firstFrame` is on
        // the trace's clock.
        if fromRecording { trace.screen.firstFrame = firstRecorded.time + trace.startTime }
        let collector = EntryCollector()
        if let constants { trace.modelConstants = constants }
        // The recording's captures ask the replay for what it does not log by default.
        if !recording.phaseChanges.isEmpty { trace.log.scrollPhases = true }
        let tracksInsets = recording.frames.contains { $0.adjustedContentInset != nil }
        do {
            try Replay.replay(trace, into: collector) { scene in
                if tracksInsets { collector.trackInsets(of: scene.scrollViews) }
            }
        } catch {
            throw .replay(error)
        }
        guard let header = collector.header else { throw .noFrames }
        let summary = header.views.first { $0.range != nil } ?? header.views[0]
        let view = summary.id
        let ownIndices = collector.entries.indices.filter { index in
            let entry = collector.entries[index]
            guard entry.view == view else { return false }
            if case .behavior = entry.event { return entry.isPresentationFrame }
            return true
        }
        let own = ownIndices.map { collector.entries[$0] }
        let final = collector.finals.first { $0.view == view }
        let initial = view == trace.scrollView.id ? trace.scrollView.contentOffset : own.first?.offset ?? .zero
        let frames = matchFrames(
            recording.frames, with: own, initial: initial, range: summary.range,
            restTime: final?.restTime ?? 0, paging: view == trace.scrollView.id && trace.scrollView.isPagingEnabled)
        let replayedCalls = own.filter { $0.event.isDelegateCall && $0.event != .didScroll }
            .map { TimedCall(time: $0.time, name: $0.event.name) }
        let recordedCalls = recording.calls.filter { $0.name != "didScroll" }
            .map { TimedCall(time: $0.time, name: $0.name) }
        let firstDifference = CaptureComparison.firstDifference(
            replayedCalls.map(\.name), recordedCalls.map(\.name))
        let zooms = own.contains { $0.zoomScale != nil }
        let captures = CaptureComparison.of(
            recording, ownInsets: tracksInsets ? ownIndices.map { collector.insets[$0] } : nil,
            initialInset: collector.initialInsets[view] ?? EdgeInsets.zero, frames: frames, view: view,
            all: collector.entries)
        return ComparisonReport(
            name: trace.name ?? "trace", view: view, firstFrame: trace.screen.firstFrame ?? 0,
            firstFrameFromRecording: fromRecording, replayedCalls: replayedCalls, recordedCalls: recordedCalls,
            firstDifference: firstDifference, releases: releases(own, recording.calls),
            replayedRest: (final?.offset ?? initial, final?.restTime ?? 0),
            recordedRest: (recording.restOffset, recording.restTime), frames: frames,
            offsetErrors: summaries(frames, \.error),
            scaleErrors: zooms ? summaries(frames, \.scaleError) : nil, tolerance: tolerance,
            restTimeTolerance: 1 / trace.screen.refreshRate, header: header, entries: collector.entries,
            finals: collector.finals, recording: recording, trace: trace, captures: captures)
    }

    /// Each recorded frame against the replay's latest line of the view at most ``frameMatchWindow`` after it.
    ///
    /// With the phase that line's flags and position say.
    static func matchFrames(
        _ recorded: [RecordedSession.Frame], with entries: [LogEntry], initial: Point, range: OffsetRange?,
        restTime: Double, paging: Bool
    ) -> [FrameComparison] {
        var next = 0
        var result: [FrameComparison] = []
        result.reserveCapacity(recorded.count)
        for frame in recorded {
            while next < entries.count, entries[next].time <= frame.time + frameMatchWindow { next += 1 }
            let entry = next > 0 ? entries[next - 1] : nil
            let previous = next > 1 ? entries[next - 2] : nil
            let shown = entry?.shown
            let offset = shown?.offset ?? initial
            let scale = shown?.zoomScale ?? 1
            result.append(
                FrameComparison(
                    time: frame.time, recorded: frame.offset, replayed: offset,
                    error: largestAxis(offset, frame.offset), scaleError: abs(scale - frame.zoomScale),
                    phase: phase(
                        of: entry, after: previous, time: frame.time, range: range, restTime: restTime,
                        paging: paging),
                    entryIndex: next > 0 ? next - 1 : nil))
        }
        return result
    }

    /// The phase of motion at `time`, whose latest line is `entry` (`previous` the one before).
    static func phase(
        of entry: LogEntry?, after previous: LogEntry?, time: Double, range: OffsetRange?, restTime: Double,
        paging: Bool
    ) -> MotionPhase {
        guard let entry else { return .rest }
        let flags = entry.flags
        // UIKit keeps isDragging set while the view decelerates after the lift (`-Dd`).
        if flags.decelerating {
            if let range, isOutside(entry.offset, range) { return .bounce }
            return paging ? .spring : .deceleration
        }
        if flags.tracking || flags.dragging { return .tracking }
        if time >= restTime { return .rest }
        if case .didZoom = entry.event { return .zoomBounce }
        if let previous, previous.shown.zoomScale != entry.shown.zoomScale { return .zoomBounce }
        return .animation
    }

    /// The i-th `willEndDragging` of the replay with the i-th of the recording.
    static func releases(_ entries: [LogEntry], _ calls: [RecordedSession.Call]) -> [ReleaseComparison] {
        let recorded = calls.filter { $0.name == "willEndDragging" }
        var result: [ReleaseComparison] = []
        for entry in entries {
            guard case let .willEndDragging(velocity, target, _) = entry.event else { continue }
            let index = result.count
            let call = index < recorded.count ? recorded[index] : nil
            result.append(
                ReleaseComparison(
                    replayedVelocity: velocity, replayedTarget: target, recordedVelocity: call?.velocity,
                    recordedTarget: call?.target))
        }
        return result
    }

    /// One summary per phase present, in ``MotionPhase`` order, then `all`.
    static func summaries(_ frames: [FrameComparison], _ error: KeyPath<FrameComparison, Double>) -> [ErrorSummary] {
        var result: [ErrorSummary] = []
        for phase in MotionPhase.allCases {
            let samples = frames.filter { $0.phase == phase }.map { (time: $0.time, error: $0[keyPath: error]) }
            if let summary = ErrorSummary.of(samples, phase: phase.rawValue) { result.append(summary) }
        }
        let all = frames.map { (time: $0.time, error: $0[keyPath: error]) }
        result.append(ErrorSummary.of(all, phase: "all")!)
        return result
    }
}

/// True when `offset` lies outside `range` by more than a rounding error.
func isOutside(_ offset: Point, _ range: OffsetRange) -> Bool {
    let slack = 1e-9
    return offset.x < range.minimum.x - slack || offset.y < range.minimum.y - slack
        || offset.x > range.maximum.x + slack || offset.y > range.maximum.y + slack
}

/// `value` with `decimals` fraction digits (the project's formatting: no negative zero, no locale).
func number(_ value: Double, _ decimals: Int) -> String { FixedPoint.format(value, decimals: decimals) }

/// Keeps the replay's header, entries and final states, and optionally each entry's adjusted inset.
///
/// When asked, keeps each entry's view's `adjustedContentInset` just after it was logged (what the model does not log
/// by default).
final class EntryCollector: LogWriter {
    var header: LogHeader?
    var entries: [LogEntry] = []
    var finals: [FinalState] = []
    /// The inset of each entry's view after the entry (parallel to `entries`), when tracked.
    var insets: [EdgeInsets] = []
    /// Each scroll view's inset before the first event, when tracked.
    var initialInsets: [String: EdgeInsets] = [:]
    private var trackedViews: [ScrollView] = []
    var output: String { "" }

    /// Tracks the adjusted insets of `views` from now on.
    func trackInsets(of views: [ScrollView]) {
        trackedViews = views
        for view in views { initialInsets[view.id] = view.adjustedContentInset }
    }

    func begin(_ header: LogHeader) { self.header = header }
    func record(_ entry: LogEntry) {
        entries.append(entry)
        if !trackedViews.isEmpty {
            insets.append(trackedViews.first { $0.id == entry.view }?.adjustedContentInset ?? EdgeInsets.zero)
        }
    }
    func finish(_ finals: [FinalState]) { self.finals = finals }
}
