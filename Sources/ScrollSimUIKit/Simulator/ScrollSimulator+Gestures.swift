// Gestures by intent — drag, fling, tap, path, pinch — expanded into touches by the model's one expansion.
//
// The expansion is `Gesture.samples(startingAt:touchRate:)`, the same as a trace's `"gesture"` events.
extension ScrollSimulator {
    /// Performs `gesture` starting now and returns when the finger has lifted.
    ///
    /// Performs `gesture` starting now, sampled at `touchRate`, and returns when the finger has
    /// lifted (the content may still move: `runUntilIdle()` or `advance(by:)`). Throws for an
    /// invalid gesture (a non-positive duration, a negative hold, …) before any touch, and when the
    /// scene fails to settle.
    ///
    /// - Parameter gesture: The gesture to perform.
    /// - Throws: `ScrollSimulatorError` when the gesture is invalid or the scene does not settle.
    public func perform(_ gesture: Gesture) throws(ScrollSimulatorError) {
        do { try gesture.validate() } catch { throw .gesture(error) }
        willInput()
        var events = ExpandedEvents(TraceEventArray([.gesture(time: now, gesture)]), touchRate: touchRate)
        try apply(&events, timeShift: 0, source: "gesture")
    }

    /// Feeds expanded events to the model through the trace replay's one event loop.
    func apply<Base>(_ events: inout ExpandedEvents<Base>, timeShift: Double, source: String)
        throws(ScrollSimulatorError)
    {
        let scrollModels = scrollViews.map(\.scrollModel)
        let models = views.map(\.model)
        let scrollView: (String?) -> ScrollView = { id in
            id.flatMap { id in scrollModels.first { $0.id == id } } ?? scrollModels[0]
        }
        do {
            try Replay.apply(
                &events, to: simulation, timeShift: timeShift, scrollView: scrollView,
                view: { id in id.flatMap { id in models.first { $0.id == id } } ?? scrollView(id) })
        } catch {
            if case .simulation(let failure, _) = error { throw .simulation(failure) }
            throw .trace(path: source, error)
        }
    }
}

extension Gesture {
    /// A drag from `from` to `to` (window points) over `duration` s, then `hold` s still before the lift.
    ///
    /// A hold of 0.1 s or more releases without velocity.
    ///
    /// - Parameters:
    ///   - from: The touch-down location, in window coordinates (points).
    ///   - to: The lift location, in window coordinates (points).
    ///   - duration: How long the finger moves, in seconds.
    ///   - hold: The time the finger stays still before the lift, in seconds.
    ///   - profile: The speed profile of the motion.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The drag.
    public static func drag(
        from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval = 0, profile: GestureProfile = .linear,
        holdBefore: TimeInterval = 0, finger: Int = 0
    ) -> Gesture {
        drag(
            from: from.model, to: to.model, duration: duration, hold: hold, profile: profile, holdBefore: holdBefore,
            finger: finger)
    }

    /// A fling from `from` at `velocity` (pt/s, finger direction), lifting while moving after `duration` s.
    ///
    /// The default duration is the shortest that begins the pan and then sends four samples; the release velocity is
    /// exactly `velocity`.
    ///
    /// - Parameters:
    ///   - from: The touch-down location, in window coordinates (points).
    ///   - velocity: The finger's velocity, in points per second.
    ///   - duration: How long the finger moves, in seconds, or nil for the default.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The fling.
    public static func fling(
        from: CGPoint, velocity: CGPoint, duration: TimeInterval? = nil, holdBefore: TimeInterval = 0, finger: Int = 0
    ) -> Gesture {
        fling(from: from.model, velocity: velocity.model, duration: duration, holdBefore: holdBefore, finger: finger)
    }

    /// `count` taps at `at` (2: a double tap), each lifting after `duration` s.
    ///
    /// The next touches down `Gesture.tapInterval` s after the lift.
    ///
    /// - Parameters:
    ///   - at: The tap location, in window coordinates (points).
    ///   - duration: How long each tap touches, in seconds.
    ///   - count: The number of taps.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The taps.
    public static func tap(
        at: CGPoint, duration: TimeInterval = defaultTapDuration, count: Int = 1, finger: Int = 0
    ) -> Gesture {
        tap(at: at.model, duration: duration, count: count, finger: finger)
    }

    /// A piecewise-linear motion through `points`, then `hold` s still before the lift.
    ///
    /// `points` are in window points, at seconds after the motion starts: the first 0, then increasing.
    ///
    /// - Parameters:
    ///   - points: The path's locations (window points) and times since the touch-down (seconds).
    ///   - hold: The time the finger stays still before the lift, in seconds.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The path gesture.
    public static func path(
        _ points: [(location: CGPoint, time: TimeInterval)], hold: TimeInterval = 0, holdBefore: TimeInterval = 0,
        finger: Int = 0
    ) -> Gesture {
        path(
            points.map { PathPoint(location: $0.location.model, time: $0.time) }, hold: hold, holdBefore: holdBefore,
            finger: finger)
    }

    /// A pinch around `center` (window points) from `distance` pt to `distance × scale` over `duration` s.
    ///
    /// `fingers` touch down `distance` pt apart on a line at `angle` degrees, spread or close to `distance × scale`
    /// over `duration` s, stay still for `hold` s, lift.
    ///
    /// - Parameters:
    ///   - center: The midpoint between the fingers, in window coordinates (points).
    ///   - distance: The fingers' starting distance apart, in points.
    ///   - scale: The ratio of the final distance to the starting one.
    ///   - duration: How long the fingers move, in seconds.
    ///   - hold: The time the finger stays still before the lift, in seconds.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - angle: The angle of the line through the fingers, in degrees.
    ///   - fingers: The two fingers' indices.
    /// - Returns: The pinch.
    public static func pinch(
        center: CGPoint, distance: CGFloat = CGFloat(defaultPinchDistance), scale: CGFloat, duration: TimeInterval,
        hold: TimeInterval = 0, holdBefore: TimeInterval = 0, angle: CGFloat = 0,
        fingers: (first: Int, second: Int) = (0, 1)
    ) -> Gesture {
        pinch(
            center: center.model, distance: Double(distance), scale: Double(scale), duration: duration, hold: hold,
            holdBefore: holdBefore, angle: Double(angle), fingers: fingers)
    }
}
