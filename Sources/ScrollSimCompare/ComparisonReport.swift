import ScrollSimLog
import ScrollSimTrace

/// A phase of motion a recorded frame falls in, read from the replay at the frame's time.
package enum MotionPhase: String, CaseIterable, Sendable {
    /// A finger is down (`isTracking` or `isDragging`).
    case tracking
    /// Decelerating inside the scrollable range.
    case deceleration
    /// Decelerating outside the range: the bounce back.
    case bounce
    /// Decelerating with `isPagingEnabled`: the paging spring.
    case spring
    /// Moving with no flag and no zoom change: an animation from code.
    case animation
    /// The zoom scale moving with no flag: the zoom bounce.
    case zoomBounce = "zoom bounce"
    /// Not moving (before the first touch, after the replay came to rest).
    case rest
}

/// Max, 95th percentile and median of one phase's per-frame errors.
///
/// Nearest rank, so each is one of the errors; with the time of the first frame at the maximum.
package struct ErrorSummary: Equatable, Sendable {
    /// The phase's name, or `all`.
    package var phase: String
    /// Frames in the phase.
    package var count: Int
    /// The largest error.
    package var maximum: Double
    /// The 95th percentile (nearest rank).
    package var p95: Double
    /// The median (nearest rank, the lower of two middles).
    package var median: Double
    /// When the first frame with the largest error was shown (s).
    package var worstTime: Double

    /// The summary of `samples` (time, error), nil when there is none.
    package static func of(_ samples: [(time: Double, error: Double)], phase: String) -> ErrorSummary? {
        guard let first = samples.first else { return nil }
        var worst = first
        for sample in samples where sample.error > worst.error { worst = sample }
        let sorted = samples.map(\.error).sorted()
        func rank(_ fraction: Double) -> Double {
            let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(index, 0), sorted.count - 1)]
        }
        return ErrorSummary(
            phase: phase, count: samples.count, maximum: worst.error, p95: rank(0.95), median: rank(0.5),
            worstTime: worst.time)
    }
}

/// One recorded frame against the replay at the same time.
package struct FrameComparison: Equatable, Sendable {
    /// The frame's time (s since the trace's first event).
    package var time: Double
    /// What the device showed.
    package var recorded: Point
    /// What the replay showed.
    package var replayed: Point
    /// The larger of the two axes' offset differences (pt).
    package var error: Double
    /// The zoom scale difference.
    package var scaleError: Double
    /// The phase of motion the replay was in.
    package var phase: MotionPhase
    /// Which of the compared view's entries the frame was matched with (nil before the first).
    package var entryIndex: Int?
}

/// A delegate call with its time (s since the trace's first event).
package struct TimedCall: Equatable, Sendable {
    /// When.
    package var time: Double
    /// The call's log name.
    package var name: String
}

/// The i-th `willEndDragging` of the replay and of the recording.
package struct ReleaseComparison: Equatable, Sendable {
    /// The replay's velocity (pt/ms) and target.
    package var replayedVelocity: Point, replayedTarget: Point
    /// The recording's, when it recorded them.
    package var recordedVelocity: Point?, recordedTarget: Point?

    /// The larger axis difference of the velocities (pt/ms), nil when not recorded.
    package var velocityDifference: Double? { recordedVelocity.map { largestAxis(replayedVelocity, $0) } }
    /// The larger axis difference of the targets (pt), nil when not recorded.
    package var targetDifference: Double? { recordedTarget.map { largestAxis(replayedTarget, $0) } }
}

/// The larger of the two axes' absolute differences.
func largestAxis(_ a: Point, _ b: Point) -> Double { max(abs(a.x - b.x), abs(a.y - b.y)) }

/// Everything `scrollsim compare` reports.
///
/// The delegate calls side by side, the releases, the rest, the per-frame errors by phase and the verdict.
package struct ComparisonReport: Sendable {
    /// The trace's name.
    package var name: String
    /// The compared scroll view's id.
    package var view: String
    /// The display refresh the replay was aligned on (s), and whether it came from the recording.
    package var firstFrame: Double, firstFrameFromRecording: Bool
    /// Delegate calls other than `didScroll`, in order.
    package var replayedCalls: [TimedCall], recordedCalls: [TimedCall]
    /// The index of the first differing call (by name), nil when the sequences are identical.
    package var firstDifference: Int?
    /// Each `willEndDragging` pair.
    package var releases: [ReleaseComparison]
    /// Where and when each came to rest.
    package var replayedRest: (offset: Point, time: Double), recordedRest: (offset: Point, time: Double)
    /// Every recorded frame.
    package var frames: [FrameComparison]
    /// The offset error per phase present (in ``MotionPhase`` order), then `all`.
    package var offsetErrors: [ErrorSummary]
    /// The scale error likewise, when the replay shows a zoom scale (a view set up to zoom).
    package var scaleErrors: [ErrorSummary]?
    /// The verdict's offset tolerance (pt) and rest-time tolerance (s, one display frame).
    package var tolerance: Double, restTimeTolerance: Double
    /// The log header, entries and final states of the replay, for the page and the plot.
    package var header: LogHeader, entries: [LogEntry], finals: [FinalState]
    /// The recording compared.
    package var recording: RecordedSession
    /// The trace as replayed (its display phase set).
    package var trace: Trace
    /// The recording's optional captures against the replay.
    package var captures: CaptureComparison

    /// The worst offset error over all frames.
    package var worst: ErrorSummary { offsetErrors[offsetErrors.count - 1] }

    /// Why the recording is beyond tolerance, one reason a line; empty when within it.
    ///
    /// Checked: identical callbacks, every frame's offset, each recorded target, the rest offset (all within the
    /// tolerance) and the rest time (within one display frame); and, when captured, the adjusted inset (within the
    /// tolerance), identical scroll phases and each `updateTarget`'s target. Velocities, scales and the zoom bounce's
    /// end are reported, not judged.
    package var failures: [String] {
        var reasons: [String] = []
        if let index = firstDifference { reasons.append("the delegate calls differ at #\(index + 1)") }
        if worst.maximum > tolerance {
            reasons.append("the worst frame is \(number(worst.maximum, 3)) pt off at \(number(worst.worstTime, 4)) s")
        }
        for (index, release) in releases.enumerated() {
            if let difference = release.targetDifference, difference > tolerance {
                reasons.append("willEndDragging #\(index + 1)'s target is \(number(difference, 3)) pt off")
            }
        }
        let restOffset = largestAxis(replayedRest.offset, recordedRest.offset)
        if restOffset > tolerance { reasons.append("the rest offset is \(number(restOffset, 3)) pt off") }
        let restTime = abs(replayedRest.time - recordedRest.time)
        if restTime > restTimeTolerance { reasons.append("the rest time is \(number(restTime, 4)) s off") }
        return reasons + captures.failures(tolerance: tolerance)
    }
}
