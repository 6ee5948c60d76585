/// One axis of UIScrollView's paging settle: a spring with friction, stepped once per millisecond.
///
/// One axis of UIScrollView's paging settle: a spring with friction, stepped once per
/// millisecond, exactly as `_getPagingDecelerationOffset:forTimeInterval:` does it [UIScrollView-Decompile] ~581K:
///
///     repeat ⌊Δt_ms⌋ times:  v += (T − x)·springPull;  v *= friction;  x += v
///
/// then the position is pixel-rounded, with an anti-stall nudge of one device pixel toward the
/// target when the pixel did not change and |v| < 0.5 pt/ms (`ScrollConstants.paging…`). The fractional millisecond of
/// each frame is dropped, as in UIKit, so this motion (unlike free deceleration) depends on the
/// frame rate. Constants come from the bounds width (`pagingSpring(forWidth:)`).
///
/// Units at the API: points and seconds; velocity in points per second.
public struct PagingAxis: Equatable, Sendable {
    /// Spring pull and friction per millisecond for a scroll view `width` points wide.
    ///
    /// `pull = 0.000359090909 − 1.84659091e-7·W` (0.00017 above 1024 pt) and `friction = 0.966818182 + 9.94318182e-6·W`
    /// (0.977 above 1024 pt); the constants and their sources are in `ScrollConstants` (`pagingSpringPull…`,
    /// `pagingFriction…`, `pagingWide…`).
    ///
    /// - Parameter width: The scroll view's width, in points.
    /// - Returns: The spring's pull and friction, per millisecond.
    public static func pagingSpring(forWidth width: Double) -> (pull: Double, friction: Double) {
        typealias C = ScrollConstants
        if width > C.pagingWideWidth { return (C.pagingWideSpringPull, C.pagingWideFriction) }
        return (
            C.pagingSpringPullIntercept - C.pagingSpringPullSlope * width,
            C.pagingFrictionIntercept + C.pagingFrictionSlope * width
        )
    }

    /// The paging spring constants for a scroll view `width` points wide, scaled by `scale`.
    ///
    /// `pagingSpring(forWidth:)` with the pull multiplied by `scale.pull` and the velocity lost per
    /// ms (1 − friction) by `scale.damping`: the handles `scrollsim fit` moves
    /// (`pagingSpringPullScale`, `pagingSpringDampingScale`, default 1, which returns the decompiled
    /// values bit for bit). The constants are read from [UIScrollView-Decompile] and not measured
    /// on a device: **unverified**.
    ///
    /// - Parameters:
    ///   - width: The scroll view's width, in points.
    ///   - scale: The factors of the pull and of the damping (1 for UIKit's values).
    /// - Returns: The spring's pull and friction, per millisecond.
    public static func pagingSpring(forWidth width: Double, scale: SpringScale) -> (pull: Double, friction: Double) {
        let spring = pagingSpring(forWidth: width)
        return (
            spring.pull * scale.pull,
            scale.damping == 1 ? spring.friction : 1 - (1 - spring.friction) * scale.damping
        )
    }

    /// Factors on the paging spring's pull and damping (see `pagingSpring(forWidth:scale:)`).
    public struct SpringScale: Equatable, Sendable {
        /// The pull's factor (1: UIKit's).
        public var pull: Double
        /// The factor on the velocity lost per ms (1: UIKit's).
        public var damping: Double
        /// Factors `pull` and `damping`.
        ///
        /// - Parameters:
        ///   - pull: The factor of the spring's pull.
        ///   - damping: The factor of the velocity lost per millisecond.
        public init(pull: Double, damping: Double) {
            self.pull = pull
            self.damping = damping
        }
        /// UIKit's spring, unchanged.
        public static let uiKit = SpringScale(pull: 1, damping: 1)
    }

    /// The page the axis settles on (points).
    public let target: Double
    /// Per-ms spring pull.
    public let pull: Double
    /// Per-ms velocity retention.
    public let friction: Double
    /// Screen scale (pixels per point), for rounding and the anti-stall nudge.
    public let scale: Double
    /// Scrollable range, used by the no-bounce stop rule.
    public let lower: Double, upper: Double
    /// Whether the axis may leave its range.
    public let bounces: Bool

    /// Current (pixel-rounded) position, points.
    public private(set) var position: Double
    private var velocity: Double // pt/ms
    private var lastUpdate: Double // s
    private var direction: Double // sign of the initial approach (0 if none)
    private var stage: Stage

    /// Where the settle is: still heading for the target, swung past it, or snapped onto it.
    private enum Stage: Equatable, Sendable { case approaching, pastTarget, finished }

    /// True once the axis has snapped onto its target.
    public var isFinished: Bool { stage == .finished }

    /// Starts settling from `position` with `velocity` (pt/s) at `time` (s).
    ///
    /// - Parameters:
    ///   - position: The starting position, in points.
    ///   - velocity: The release velocity, in points per second.
    ///   - target: The page's position the axis settles on, in points.
    ///   - time: The start time, in seconds.
    ///   - width: The scroll view's size along the axis, in points, which sets the spring.
    ///   - scale: The screen's scale, in pixels per point.
    ///   - lower: The lower end of the scrollable range, in points.
    ///   - upper: The upper end of the scrollable range, in points.
    ///   - bounces: Whether the axis may leave its range.
    ///   - springScale: The factors of the spring's pull and damping (default: UIKit's).
    public init(
        position: Double, velocity: Double, target: Double, time: Double, width: Double,
        scale: Double, lower: Double, upper: Double, bounces: Bool, springScale: SpringScale = .uiKit
    ) {
        let spring = Self.pagingSpring(forWidth: width, scale: springScale)
        self.springScale = springScale
        self.width = width
        self.pull = spring.pull
        self.friction = spring.friction
        self.target = target
        self.scale = scale
        self.lower = lower
        self.upper = upper
        self.bounces = bounces
        self.position = position
        self.velocity = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: velocity)
        self.lastUpdate = time
        self.direction = target > position ? 1 : (target < position ? -1 : 0)
        self.stage = position == target && velocity == 0 ? .finished : .approaching
    }

    private let width: Double
    private let springScale: SpringScale

    /// The same settle (target, spring, range) continuing from `position` at `time` (s) with the
    /// current velocity.
    ///
    /// - Parameters:
    ///   - position: The new position, in points.
    ///   - time: The time of the restart, in seconds.
    /// - Returns: The settle continuing from `position`.
    public func restarted(position: Double, time: Double) -> PagingAxis {
        PagingAxis(
            position: position, velocity: currentVelocity, target: target, time: time, width: width,
            scale: scale, lower: lower, upper: upper, bounces: bounces, springScale: springScale)
    }

    /// The same settle against a scene that changed under it: a new target, width and range.
    ///
    /// The same settle (position, velocity, clock) against a scene that changed under it: a new
    /// target (the old page clamped into the new range), width (the spring constants follow it,
    /// as UIKit recomputes them on a frame change) and range. O(1).
    ///
    /// - Parameters:
    ///   - target: The new target, in points.
    ///   - width: The new size along the axis, in points.
    ///   - lower: The new lower end of the scrollable range, in points.
    ///   - upper: The new upper end of the scrollable range, in points.
    ///   - bounces: Whether the axis may now leave its range.
    /// - Returns: The settle against the changed scene.
    public func changingScene(target: Double, width: Double, lower: Double, upper: Double, bounces: Bool)
        -> PagingAxis
    {
        PagingAxis(
            position: position, velocity: currentVelocity, target: target, time: lastUpdate, width: width,
            scale: scale, lower: lower, upper: upper, bounces: bounces, springScale: springScale)
    }

    /// Velocity in points per second.
    public var currentVelocity: Double { UIKitUnits.pointsPerSecond(fromPointsPerMillisecond: velocity) }

    /// Advances to the display frame at `time` (s) and returns the new rounded position.
    ///
    /// - Parameter time: The display frame's time, in seconds.
    /// - Returns: The new position, rounded to the pixel grid, in points.
    public mutating func step(to time: Double) -> Double {
        guard !isFinished else { return position }
        let elapsed = UIKitUnits.milliseconds(fromSeconds: time - lastUpdate)
        guard elapsed >= ScrollConstants.minimumFrameStep else { return position }
        lastUpdate = time
        let steps = Int(saturating: elapsed.rounded(.down))
        let previousPixel = position
        var x = position
        for _ in 0..<steps {
            velocity += (target - x) * pull
            velocity *= friction
            x += velocity
        }
        var rounded = PixelGrid.round(x, scale: scale)
        if rounded == previousPixel, abs(velocity) < ScrollConstants.pagingAntiStallSpeed, rounded != target {
            rounded += (target > rounded ? 1 : -1) / scale
        }
        position = rounded
        if stage == .approaching, direction != 0, (position - target) * direction > 0 { stage = .pastTarget }
        let swungBack = stage == .pastTarget && velocity * direction < 0
        if (abs(velocity) < ScrollConstants.stopSpeed && abs(target - position) <= ScrollConstants.pagingSnapDistance)
            || (!bounces && (position < lower || position > upper))
            || (swungBack && abs(velocity) < ScrollConstants.pagingSwingBackStopSpeed)
        {
            position = target
            velocity = 0
            stage = .finished
        }
        return position
    }
}
