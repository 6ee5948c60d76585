import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// Warnings for traces that are valid but implausible.
//
// Most often times written in milliseconds where the format wants seconds. They go to standard error; the replay and
// its status are unchanged.
extension EventDecodingState {
    /// Consecutive samples of one moving finger further apart than this (s) draw a warning.
    ///
    /// Touch hardware samples at 60–240 Hz (Apple, "Getting high-fidelity input with coalesced touches"), so a whole
    /// second without a sample while the finger travels means lost samples or times in milliseconds.
    static let implausibleSampleGap = 1.0
    /// A gesture longer than this (s) draws a warning.
    ///
    /// A minute-long drag or fling is almost always a duration written in milliseconds.
    static let implausibleGestureDuration = 60.0

    /// Records a hand-written touch and warns when it comes long after the finger's previous sample.
    ///
    /// Records a hand-written touch of `finger` (`events[index]`) and warns when it moved more than
    /// ``implausibleSampleGap`` after the finger's previous sample. The gap is computed, not written in the trace, so
    /// the warning prints its shortest form (``FixedPoint/shortest(_:)``). O(1).
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

    /// Warns when the gesture `name` at `events[index]` lasts more than ``implausibleGestureDuration`` s.
    ///
    /// The duration is computed (from the gesture's parameters), so the warning prints its shortest form
    /// (``FixedPoint/shortest(_:)``). O(1).
    mutating func noteGesture(_ name: String, lasting duration: Double, index: Int) {
        guard duration > Self.implausibleGestureDuration else { return }
        warnings.append(
            "events[\(index)]: the \(name) gesture lasts \(FixedPoint.shortest(duration)) s; "
                + "are the times in milliseconds?")
    }

    /// Warns when `event` (`events[index]`) sets a deceleration rate `UIScrollView` does not store as given.
    ///
    /// See ``Trace/rateWarning(_:at:)``.
    ///
    /// O(1).
    mutating func noteRate(in event: TraceEvent, index: Int) {
        guard case let .call(_, view, .set(.decelerationRate(rate))) = event,
            (view ?? firstScrollView).map({ !ratesAsGiven.contains($0) }) ?? true,
            let warning = Trace.rateWarning(rate, at: "events[\(index)].value")
        else { return }
        warnings.append(warning)
    }
}

extension Trace {
    /// The warning for a deceleration rate that `UIScrollView` stores as another, or nil.
    ///
    /// The warning for a deceleration rate given at `place` that `UIScrollView` stores as another (any rate below 0.994
    /// as 0.990, any other as 0.998), or nil for 0.998 and 0.990 themselves.
    ///
    /// - Parameters:
    ///   - rate: The deceleration rate the trace gives.
    ///   - place: Where the trace gives it, for the warning's text.
    /// - Returns: The warning's text, or nil when `UIScrollView` stores the rate as it is.
    public static func rateWarning(_ rate: DecelerationRate, at place: String) -> String? {
        let stored = rate.storedByUIKit
        guard stored != rate else { return nil }
        return "\(place): \(FixedPoint.shortest(rate.rawValue)) decelerates as "
            + "\(FixedPoint.shortest(stored.rawValue)) (\(stored)): UIScrollView stores any rate below 0.994 "
            + "as fast and any other as normal"
    }

    /// The warnings of the header's scroll views whose deceleration rate UIKit stores as another.
    static func headerRateWarnings(scrollView: ScrollViewSpec, scene: SceneSpec?) -> [String] {
        func warning(_ spec: ScrollViewSpec, _ place: String) -> String? {
            guard spec.options.decelerationRateStorage == .uiKit else { return nil }
            return rateWarning(spec.decelerationRate, at: place)
        }
        guard let scene else { return warning(scrollView, "scrollView.decelerationRate").map { [$0] } ?? [] }
        return scene.views.enumerated().compactMap { index, view in
            view.scrollViewSpec.flatMap { warning($0, "scene.views[\(index)].decelerationRate") }
        }
    }
}
