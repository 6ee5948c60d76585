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
        /// Touch down at `from`, stay still for `holdBefore` s, move to `to` over `duration` s along
        /// `profile`, stay still for `hold` s (zero-delta moves, so the release velocity decays to
        /// 0), lift.
        case drag(from: Point, to: Point, duration: Double, profile: GestureProfile, hold: Double, holdBefore: Double)
        /// Touch down at `from`, stay still for `holdBefore` s, move at the constant `velocity`
        /// (pt/s) for `duration` s (`nil`: ``Gesture/defaultFlingDuration(speed:touchRate:)``),
        /// lift while moving.
        case fling(from: Point, velocity: Point, duration: Double?, holdBefore: Double)
        /// Touch down at `at` and lift `duration` s later without moving.
        case tap(at: Point, duration: Double)
        /// Touch down at the first point, stay still for `holdBefore` s, move piecewise-linearly
        /// through the points (their `time` relative to the motion's start: the first 0, then
        /// increasing), stay still for `hold` s, lift.
        case path(points: [PathPoint], hold: Double, holdBefore: Double)
    }

    /// A point of a ``Motion/path(points:hold:holdBefore:)``.
    public struct PathPoint: Equatable, Sendable {
        /// Window coordinates (pt).
        public var location: Point
        /// Seconds after the motion starts (the first point's is 0).
        public var time: Double

        /// Creates a path point.
        public init(location: Point, time: Double) {
            self.location = location
            self.time = time
        }
    }

    /// Highest finger number (fingers are 0…20, as in trace format 1).
    public static let maximumFinger = 20
    /// The tap's default duration (s): a quick tap, 50 ms between touch-down and lift.
    public static let defaultTapDuration = 0.05

    /// What the finger does.
    public var motion: Motion
    /// Which finger (0…``maximumFinger``).
    public var finger: Int

    /// Creates a gesture; see the factories for the usual forms.
    public init(_ motion: Motion, finger: Int = 0) {
        self.motion = motion
        self.finger = finger
    }

    /// The gesture's kind.
    public var kind: GestureKind {
        switch motion {
        case .drag: return .drag
        case .fling: return .fling
        case .tap: return .tap
        case .path: return .path
        }
    }

    /// A drag from `from` to `to` over `duration` s, then `hold` s still before the lift.
    public static func drag(
        from: Point, to: Point, duration: Double, hold: Double = 0, profile: GestureProfile = .linear,
        holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        Gesture(
            .drag(from: from, to: to, duration: duration, profile: profile, hold: hold, holdBefore: holdBefore),
            finger: finger)
    }

    /// A drag from `from` by the vector `by` (pt); the same as `drag(from:to: from + by, …)`.
    public static func drag(
        from: Point, by: Point, duration: Double, hold: Double = 0, profile: GestureProfile = .linear,
        holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        drag(
            from: from, to: from + by, duration: duration, hold: hold, profile: profile, holdBefore: holdBefore,
            finger: finger)
    }

    /// A fling from `from` at `velocity` (pt/s, finger direction), lifting while moving after
    /// `duration` s (default: ``defaultFlingDuration(speed:touchRate:)``).
    public static func fling(
        from: Point, velocity: Point, duration: Double? = nil, holdBefore: Double = 0, finger: Int = 0
    ) -> Gesture {
        Gesture(.fling(from: from, velocity: velocity, duration: duration, holdBefore: holdBefore), finger: finger)
    }

    /// A tap at `at`, lifting after `duration` s.
    public static func tap(at: Point, duration: Double = defaultTapDuration, finger: Int = 0) -> Gesture {
        Gesture(.tap(at: at, duration: duration), finger: finger)
    }

    /// A piecewise-linear motion through `points`, then `hold` s still before the lift.
    public static func path(_ points: [PathPoint], hold: Double = 0, holdBefore: Double = 0, finger: Int = 0)
        -> Gesture
    {
        Gesture(.path(points: points, hold: hold, holdBefore: holdBefore), finger: finger)
    }
}
