@_spi(ScrollSimInternal) import ScrollSimSupport

/// Warnings for traces that are valid but implausible: most often times written in milliseconds
/// where the format wants seconds. They go to standard error; the replay and its status are
/// unchanged.
extension EventDecodingState {
    /// Consecutive samples of one moving finger further apart than this (s) draw a warning. Touch
    /// hardware samples at 60–240 Hz (Apple, "Getting high-fidelity input with coalesced
    /// touches"), so a whole second without a sample while the finger travels means lost samples
    /// or times in milliseconds.
    static let implausibleSampleGap = 1.0
    /// A gesture longer than this (s) draws a warning: a minute-long drag or fling is almost
    /// always a duration written in milliseconds.
    static let implausibleGestureDuration = 60.0

    /// Records a hand-written touch of `finger` (`events[index]`) and warns when it moved more
    /// than ``implausibleSampleGap`` after the finger's previous sample. The gap is computed, not
    /// written in the trace, so the warning prints its shortest form (``FixedPoint/shortest(_:)``).
    /// O(1).
    mutating func noteSample(finger: Int, phase: TouchPhase, time: Double, location: Point, index: Int) {
        if phase != .began, let last = lastSample[finger], time - last.time > Self.implausibleSampleGap,
            location != last.location
        {
            warnings.append(
                "events[\(index)]: finger \(finger) moved \(FixedPoint.shortest(time - last.time)) s after its "
                    + "previous sample (events[\(last.index)]); are the times in milliseconds?")
        }
        switch phase {
        case .ended, .cancelled: lastSample[finger] = nil
        default: lastSample[finger] = (time, location, index)
        }
    }

    /// Warns when the gesture `name` at `events[index]` lasts more than
    /// ``implausibleGestureDuration`` s. The duration is computed (from the gesture's parameters),
    /// so the warning prints its shortest form (``FixedPoint/shortest(_:)``). O(1).
    mutating func noteGesture(_ name: String, lasting duration: Double, index: Int) {
        guard duration > Self.implausibleGestureDuration else { return }
        warnings.append(
            "events[\(index)]: the \(name) gesture lasts \(FixedPoint.shortest(duration)) s; "
                + "are the times in milliseconds?")
    }
}
