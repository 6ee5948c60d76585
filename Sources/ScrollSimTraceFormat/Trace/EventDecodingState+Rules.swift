import ScrollSimJSON
import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// The rules that tie an event to the ones before it, written once for both readers of events.
//
// The rules that tie an event to the ones before it (times never go backwards, each finger runs began →
// moved/stationary… → ended/cancelled, a gesture holds its finger until its lift), each written once for the two
// readers of events: the general decoder (`Trace.decodeEvent`) and the streaming reader's fast path for plain touch
// events (`TraceReader`).
extension EventDecodingState {
    /// A broken rule: the message, and the member of the event it names (`nil`: the event).
    package struct Violation: Error {
        /// The key of the event's member the error names (`t`, `phase`), or `nil` for the event.
        let key: String?
        /// One short line, such as `finger 0 is already down (it began at events[0])`.
        let message: String

        /// The error, for the event at `event` (`events[12]`).
        package func error(at event: JSONPath) -> TraceDecodingError {
            TraceDecodingError(path: key.map(event.appending) ?? event, message: message)
        }
    }

    /// Checks that an event at `time` (s), whose `t` reads `written`, does not come before the previous one, and
    /// records both.
    ///
    /// The message quotes both times as written (`expected a time ≥ 1.50 (the previous event's t), got 2e-1`; see
    /// ``NumberLiteral``). O(1).
    @inline(__always)
    package mutating func advanceTime(to time: Double, written: NumberLiteral) throws(Violation) {
        if time < previousTime {
            throw Violation(
                key: "t",
                message:
                    "expected a time ≥ \(previousTimeLiteral.text(for: previousTime)) (the previous event's t), got "
                    + written.text(for: time))
        }
        previousTime = time
        previousTimeLiteral = written
    }

    /// Checks a hand-written touch against the finger's state, and records it, warnings included.
    ///
    /// Checks a hand-written touch of `finger` in `phase` at `time` (`events[index]`, whose members were all read and
    /// are valid) against the finger's state, and records it, warnings included. O(1).
    package mutating func admitTouch(finger: Int, phase: TouchPhase, time: Double, location: Point, index: Int)
        throws(Violation)
    {
        try checkGestureReleased(finger, at: time, by: index)
        switch phase {
        case .began:
            if let began = downSince[finger] {
                throw Violation(
                    key: "phase", message: "finger \(finger) is already down (it began at events[\(began)])")
            }
            downSince[finger] = index
        case .moved, .stationary, .ended, .cancelled:
            guard downSince[finger] != nil else {
                throw Violation(
                    key: "phase",
                    message: "finger \(finger) is not down (expected \"began\" before \"\(phase.rawValue)\")")
            }
            if phase == .ended || phase == .cancelled { downSince[finger] = nil }
        }
        noteSample(finger: finger, phase: phase, time: time, location: location, index: index)
    }

    /// Throws when a gesture still holds `finger` at `time`; otherwise forgets a gesture that has ended.
    ///
    /// Throws when a gesture still holds `finger` at `time`, which `events[index]` wants; otherwise forgets a gesture
    /// that has ended. A gesture's lift at exactly `time` comes first (see `TouchEventMerger`), so the finger is free
    /// then. `time` is the event's `t`, recorded by ``advanceTime(to:written:)`` just before: the message quotes it as
    /// written, and the gesture's end, which scrollsim computed, in its shortest form. O(1).
    mutating func checkGestureReleased(_ finger: Int, at time: Double, by index: Int) throws(Violation) {
        guard let held = gestures[finger] else { return }
        guard held.end <= time else {
            let written = time == previousTime ? previousTimeLiteral : .none
            throw Violation(
                key: nil,
                message:
                    "finger \(finger) is still \(held.kind.progressiveVerb) until \(FixedPoint.shortest(held.end)) s"
                    + " (events[\(held.index)]), but events[\(index)] touches it at \(written.text(for: time)) s")
        }
        gestures[finger] = nil
    }
}
