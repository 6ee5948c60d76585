/// A touch gesture described by intent, expanded deterministically into touch samples.
///
/// A touch gesture described by intent ("fling up at 1 000 pt/s"), expanded deterministically into
/// touch samples by ``samples(startingAt:touchRate:)``. Trace files (`"gesture"` events),
/// `scrollsim expand` and the Swift simulator all use this one expansion.
///
/// Units: window points, seconds, points per second. Build one with the factories:
///
/// ```swift
/// let flick = Gesture.fling(from: Point(x: 196, y: 700), velocity: Point(x: 0, y: -1000))
/// for sample in flick.samples(startingAt: 0, touchRate: 120) { print(sample) }
/// ```
///
/// The test tools iOS and Flutter engineers use speak the same language: XCUITest's
/// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)` (Apple's XCUICoordinate
/// documentation) and Flutter's `WidgetTester.fling` / `timedDrag` (api.flutter.dev). Unlike
/// XCUITest, a fling here releases with exactly the velocity it names.
public struct Gesture: Equatable, Sendable {
    /// What the finger does.
    public enum Motion: Equatable, Sendable {
        /// Touch down at `from`, move to `to` over `duration` s along `profile`, lift.
        ///
        /// Touch down at `from`, stay still for `holdBefore` s, move to `to` over `duration` s along `profile`, stay
        /// still for `hold` s (zero-delta moves, so the release velocity decays to 0), lift.
        case drag(from: Point, to: Point, duration: Double, profile: GestureProfile, hold: Double, holdBefore: Double)
        /// Touch down at `from`, move at the constant `velocity` (pt/s) for `duration` s, lift while moving.
        ///
        /// Stays still for `holdBefore` s first; a nil `duration` means
        /// ``Gesture/defaultFlingDuration(speed:touchRate:)``.
        case fling(from: Point, velocity: Point, duration: Double?, holdBefore: Double)
        /// Touch down at `at` and lift `duration` s later without moving.
        case tap(at: Point, duration: Double, count: Int = 1)
        /// Touch down at the first point, move piecewise-linearly through the points, lift.
        ///
        /// Touch down at the first point, stay still for `holdBefore` s, move piecewise-linearly through the points
        /// (their `time` relative to the motion's start: the first 0, then increasing), stay still for `hold` s, lift.
        case path(points: [PathPoint], hold: Double, holdBefore: Double)
        /// Two fingers touch down on either side of a centre, spread or close by `scale` over `duration` s, lift.
        ///
        /// The fingers are the pinch's `firstFinger` and `secondFinger` (the gesture's `finger` is not used); they stay
        /// still for `holdBefore` s, spread or close until their distance is `scale` × the starting one over `duration`
        /// s, stay still for `hold` s, lift (see ``Pinch``).
        case pinch(Pinch, hold: Double, holdBefore: Double)
    }

    /// The geometry of a ``Motion/pinch(_:hold:holdBefore:)``.
    ///
    /// The fingers sit on a line through `center` at `angle` degrees (0: side by side, `firstFinger` on the left), at
    /// `distance` pt from each other at the touch-down and `distance × scale` at the end, the distance changing
    /// linearly with time (constant spreading speed, so `scale` changes linearly: the simplest motion that names what a
    /// pinch does; XCUITest's `pinch(withScale:velocity:)`, Apple's XCUIElement documentation, names the same two
    /// quantities).
    public struct Pinch: Equatable, Sendable {
        /// The midpoint of the two fingers (window points); it does not move.
        public var center: Point
        /// Points between the fingers at the touch-down (> 0).
        public var distance: Double
        /// The end distance ÷ the start distance (> 0): above 1 spreads (zooms in).
        public var scale: Double
        /// Seconds the fingers take to spread or close (> 0).
        public var duration: Double
        /// The angle of the line from the first finger to the second, in degrees.
        ///
        /// 0: along +x, 90: along +y, the window's y pointing down.
        public var angle: Double
        /// The finger on the left at angle 0 (0…``Gesture/maximumFinger``).
        public var firstFinger: Int
        /// The other finger (0…``Gesture/maximumFinger``, not `firstFinger`).
        public var secondFinger: Int

        /// Creates a pinch description.
        ///
        /// - Parameters:
        ///   - center: The midpoint between the fingers, in window coordinates (points).
        ///   - distance: The fingers' starting distance apart, in points.
        ///   - scale: The ratio of the final distance to the starting one.
        ///   - duration: How long the fingers move, in seconds.
        ///   - angle: The angle of the line through the fingers, in degrees.
        ///   - fingers: The two fingers' indices.
        public init(
            center: Point, distance: Double = Gesture.defaultPinchDistance, scale: Double, duration: Double,
            angle: Double = 0, fingers: (first: Int, second: Int) = (0, 1)
        ) {
            self.center = center
            self.distance = distance
            self.scale = scale
            self.duration = duration
            self.angle = angle
            firstFinger = fingers.first
            secondFinger = fingers.second
        }

        /// Where the finger on the `sign` side (−1: `firstFinger`, +1: `secondFinger`)
        /// is when the fingers are `distance` pt apart.
        func location(side sign: Double, distance: Double) -> Point {
            let radians = angle * Double.pi / 180
            let half = distance / 2 * sign
            return GestureGrid.location(
                Point(
                    x: center.x + half * DeterministicMath.cos(radians),
                    y: center.y + half * DeterministicMath.sin(radians)))
        }
    }

    /// A point of a ``Motion/path(points:hold:holdBefore:)``.
    public struct PathPoint: Equatable, Sendable {
        /// Window coordinates (pt).
        public var location: Point
        /// Seconds after the motion starts (the first point's is 0).
        public var time: Double

        /// Creates a path point.
        ///
        /// - Parameters:
        ///   - location: The finger's location, in window coordinates (points).
        ///   - time: The time since the touch-down, in seconds.
        public init(location: Point, time: Double) {
            self.location = location
            self.time = time
        }
    }

    /// Highest finger number (fingers are 0…20, as in trace format 1).
    public static let maximumFinger = 20
    /// The tap's default duration (s): a quick tap, 50 ms between touch-down and lift.
    public static let defaultTapDuration = 0.05
    /// The time (s) between a tap's lift and the next touch-down of a multiple tap: 0.1.
    ///
    /// The time (s) between a tap's lift and the next touch-down of a multiple tap: 0.1, well inside
    /// the 0.35 s UIKit's tap recognizers allow (`TapGestureRecognizer`). A trace-format choice.
    public static let tapInterval = 0.1
    /// The most taps one `tap` gesture makes.
    public static let maximumTapCount = 10
    /// The pinch's default distance between the fingers at the touch-down (pt): 200.
    ///
    /// Trace format 1's default, about two finger widths apart on a phone screen.
    public static let defaultPinchDistance: Double = 200

    /// What the finger does.
    public var motion: Motion
    /// Which finger (0…``maximumFinger``); a pinch names its own two (``fingers``).
    public var finger: Int

    /// Creates a gesture; see the factories for the usual forms.
    ///
    /// A pinch's `finger` is its `firstFinger`, whatever `finger` says.
    ///
    /// - Parameters:
    ///   - motion: How the finger moves.
    ///   - finger: The finger's index (0 for the first).
    public init(_ motion: Motion, finger: Int = 0) {
        self.motion = motion
        if case .pinch(let pinch, _, _) = motion { self.finger = pinch.firstFinger } else { self.finger = finger }
    }

    /// The gesture's kind.
    public var kind: GestureKind {
        switch motion {
        case .drag: return .drag
        case .fling: return .fling
        case .tap: return .tap
        case .path: return .path
        case .pinch: return .pinch
        }
    }

    /// The fingers the gesture holds, in the order their samples come.
    ///
    /// Its `finger`, or a pinch's `firstFinger` and `secondFinger`.
    public var fingers: [Int] {
        if case .pinch(let pinch, _, _) = motion { return [pinch.firstFinger, pinch.secondFinger] }
        return [finger]
    }

    /// A drag from `from` to `to` over `duration` s, then `hold` s still before the lift.
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
        from: Point, to: Point, duration: Double, hold: Double = 0, profile: GestureProfile = .linear,
        holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        Gesture(
            .drag(from: from, to: to, duration: duration, profile: profile, hold: hold, holdBefore: holdBefore),
            finger: finger)
    }

    /// A drag from `from` by the vector `by` (pt); the same as `drag(from:to: from + by, …)`.
    ///
    /// - Parameters:
    ///   - from: The touch-down location, in window coordinates (points).
    ///   - by: The vector to move by, in points.
    ///   - duration: How long the finger moves, in seconds.
    ///   - hold: The time the finger stays still before the lift, in seconds.
    ///   - profile: The speed profile of the motion.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The drag.
    public static func drag(
        from: Point, by: Point, duration: Double, hold: Double = 0, profile: GestureProfile = .linear,
        holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        drag(
            from: from, to: from + by, duration: duration, hold: hold, profile: profile, holdBefore: holdBefore,
            finger: finger)
    }

    /// A fling from `from` at `velocity` (pt/s, finger direction), lifting while moving after `duration` s.
    ///
    /// The default duration is ``defaultFlingDuration(speed:touchRate:)``.
    ///
    /// - Parameters:
    ///   - from: The touch-down location, in window coordinates (points).
    ///   - velocity: The finger's velocity, in points per second.
    ///   - duration: How long the finger moves, in seconds, or nil for the default.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The fling.
    public static func fling(
        from: Point, velocity: Point, duration: Double? = nil, holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        Gesture(.fling(from: from, velocity: velocity, duration: duration, holdBefore: holdBefore), finger: finger)
    }

    /// `count` taps at `at` (a double tap is 2), each lifting after `duration` s.
    ///
    /// The next touches down ``tapInterval`` s after the lift.
    ///
    /// - Parameters:
    ///   - at: The tap location, in window coordinates (points).
    ///   - duration: How long each tap touches, in seconds.
    ///   - count: The number of taps.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The taps.
    public static func tap(at: Point, duration: Double = defaultTapDuration, count: Int = 1, finger: Int = 0)
        -> Gesture
    {
        Gesture(.tap(at: at, duration: duration, count: count), finger: finger)
    }

    /// A piecewise-linear motion through `points`, then `hold` s still before the lift.
    ///
    /// - Parameters:
    ///   - points: The path's points, with their times since the touch-down.
    ///   - hold: The time the finger stays still before the lift, in seconds.
    ///   - holdBefore: The time the finger stays still after touching down, in seconds.
    ///   - finger: The finger's index (0 for the first).
    /// - Returns: The path gesture.
    public static func path(_ points: [PathPoint], hold: Double = 0, holdBefore: Double = 0, finger: Int = 0)
        -> Gesture
    {
        Gesture(.path(points: points, hold: hold, holdBefore: holdBefore), finger: finger)
    }

    /// A pinch around `center` from `distance` pt apart to `distance × scale` over `duration` s.
    ///
    /// `fingers` touch down `distance` pt apart on a line at `angle` degrees and spread or close to `distance × scale`
    /// over `duration` s, then stay still for `hold` s before the lift.
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
        center: Point, distance: Double = defaultPinchDistance, scale: Double, duration: Double,
        hold: Double = 0, holdBefore: Double = 0, angle: Double = 0, fingers: (first: Int, second: Int) = (0, 1)
    ) -> Gesture {
        Gesture(
            .pinch(
                Pinch(
                    center: center, distance: distance, scale: scale, duration: duration, angle: angle, fingers: fingers
                ),
                hold: hold, holdBefore: holdBefore))
    }
}
