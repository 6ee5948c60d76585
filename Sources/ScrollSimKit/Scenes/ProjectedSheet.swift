/// The release policy the mature sheet libraries converged on (FloatingPanel 2.x, the Apple Maps card).
///
/// See [Repo-FloatingPanel]. It runs on the same view tree and with the same drag and inner-list handoff as
/// `ThreeStageSheet`, so the two can be compared on one gesture.
///
/// - Projection: `y + (v/1000)·r/(1 − r)` with `r` = 0.998 (`momentumProjectionRate` = `.normal`),
///   v in pt/s [FloatingPanel `Core.targetState`].
/// - Direction from the sign of v; with v = 0, from the displacement from the current detent.
/// - The segment of neighbouring detents around the **current** frame top in that direction; the
///   projection is clamped to it unless `allowsSkipping` (`shouldProjectMomentum`, default false),
///   in which case the segment around the projection is used.
/// - The far detent of the segment wins when more than `redirectionalProgress` (0.5) of it is
///   covered by the projection, otherwise the near one.
/// - Settle: a display-link spring on the model frame (FloatingPanel's `NumericSpringAnimator`):
///   response 0.4 s (ω = 2π/0.4); damping ratio `ln(0.991)/(−2π·f·0.001)` with f = 1/0.4
///   (≈ 0.576; `springDecelerationRate` = `.fast` + 0.001) when |v| > 300 pt/s, else 1; starts
///   with the release velocity. **Choice**: the closed-form `DampedSpring` instead of
///   FloatingPanel's per-frame numeric integration (same ODE; no step-size dependence); it ends
///   when less than half a pixel of motion is left.
/// - Interruptible (FloatingPanel PR #62, UltraDrawerView): when the pan begins during the settle,
///   the spring stops where the sheet is on screen, which is also its model frame.
/// - Scroll tracking: while the inner list handles the touch (`.insideView`) the sheet's pan
///   translation is discarded, and the callback that takes the gesture back is the interaction's
///   start: the sheet moves only by the finger's travel after it. FloatingPanel starts an
///   interaction with `initialTranslation = translation` and moves the panel by `translation −
///   initialTranslation` (`Core.startInteraction` / `panningChange`; issue #30, PR #32); the
///   seed's accumulated translation made the sheet jump by the whole scrolled distance on the
///   first move after the handoff, the bug [Repo-PullUpController] #17 reports ("topConstraint jumps from
///   some value to some value + 30").
public final class ProjectedSheet: SheetCoordinator, FrameClient {
    /// The policy's parameters, with FloatingPanel's defaults.
    public struct Configuration: Equatable, Sendable {
        /// The detents (the same as `ThreeStageSheet`'s for a side-by-side comparison).
        public var detents: SheetDetents
        /// `momentumProjectionRate`: `.normal` (0.998).
        public var projectionRate: DecelerationRate = .normal
        /// `redirectionalProgress` (the fraction of a segment the projection must cover): 0.5.
        public var redirectionalProgress: Double = 0.5
        /// `shouldProjectMomentum`: false, no skipping of detents.
        public var allowsSkipping = false
        /// `springResponseTime`: 0.4 s.
        public var springResponse: Double = 0.4
        /// `springDecelerationRate`: `.fast` + 0.001 = 0.991.
        public var springDecelerationRate: Double = 0.991
        /// Below this release speed (pt/s) the spring is critically damped: 300.
        public var criticalDampingSpeed: Double = 300
        /// The initial detent: `.middle`.
        public var initialPosition: SheetPosition = .middle

        /// FloatingPanel's defaults on `detents`.
        ///
        /// - Parameter detents: The sheet's detents.
        public init(detents: SheetDetents) { self.detents = detents }

        /// Where a release at frame top `y` (pt) with `velocity` (pt/s) projects to:
        /// `y + (v/1000)·r/(1 − r)`.
        ///
        /// - Parameters:
        ///   - y: The frame top at the release, in points.
        ///   - velocity: The release velocity, in points per second.
        /// - Returns: The projected frame top, in points.
        public func projection(frameTop y: Double, velocity: Double) -> Double {
            y + UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: velocity) * projectionRate.geometricSum
        }

        /// The spring for a release at `velocity` pt/s.
        ///
        /// - Parameter velocity: The release velocity, in points per second.
        /// - Returns: The settle spring.
        public func spring(velocity: Double) -> DampedSpring {
            let frequency = 1 / springResponse
            let ratio =
                abs(velocity) > criticalDampingSpeed
                ? DeterministicMath.log(springDecelerationRate)
                    / (-2 * Double.pi * UIKitUnits.perMillisecond(fromPerSecond: frequency)) : 1
            return DampedSpring(response: springResponse, dampingRatio: ratio)
        }
    }

    /// A settle in progress.
    struct Attraction {
        let spring: DampedSpring
        let start: Double
        let from: Double
        let target: Double
        let velocity: Double
    }

    /// The configuration.
    public let configuration: Configuration
    var attraction: Attraction?
    /// The list handled the previous callbacks.
    ///
    /// The next one that moves the sheet starts the interaction (its translation is the baseline).
    var resumesFromList = false

    /// Sets the sheet up on `container` with `list` inside it, as `ThreeStageSheet` does.
    ///
    /// - Parameters:
    ///   - simulation: The simulation the scene runs in.
    ///   - container: The sheet's container view.
    ///   - list: The list scroll view inside the sheet.
    ///   - configuration: The detents and the projection's parameters.
    public init(simulation: Simulation, container: View, list: ScrollView, configuration: Configuration) {
        self.configuration = configuration
        super.init(
            simulation: simulation, container: container, list: list, detents: configuration.detents,
            initialPosition: configuration.initialPosition)
    }

    override var policyFields: [LogField] {
        [
            LogField("projectionRate", .number(configuration.projectionRate.rawValue, .factor)),
            LogField("redirectionalProgress", .number(configuration.redirectionalProgress, .fraction)),
            LogField("allowsSkipping", .bool(configuration.allowsSkipping)),
            LogField("settle", .string("display-link spring")),
            LogField("springResponse", .number(configuration.springResponse, .seconds)),
        ]
    }

    /// FloatingPanel's `targetState` for a release at `frameTop` with velocity `v` from the detent `current`.
    ///
    /// FloatingPanel's `targetState` for a release at `frameTop` (pt) with velocity `v` (pt/s, positive
    /// = down) from the detent `current`. O(1).
    ///
    /// - Parameters:
    ///   - y: The frame top at the release, in points.
    ///   - v: The release velocity, in points per second.
    ///   - current: The detent the sheet is at.
    ///   - configuration: The detents and the projection's parameters.
    /// - Returns: The detent the sheet settles at.
    public static func target(
        frameTop y: Double, velocity v: Double, current: SheetPosition,
        configuration: Configuration
    ) -> SheetPosition {
        let detents = configuration.detents
        let ordered = SheetPosition.allCases.map { (position: $0, y: detents.frameTop($0)) }.sorted { $0.y < $1.y }
        var projection = configuration.projection(frameTop: y, velocity: v)
        let forward = v != 0 ? v > 0 : y - detents.frameTop(current) > 0
        let around = configuration.allowsSkipping ? projection : y
        let segment = Self.segment(at: around, forward: forward, in: ordered.map(\.y))
        let lower = ordered[segment.lower], upper = ordered[segment.upper]
        if segment.lower == segment.upper { return lower.position }
        if !configuration.allowsSkipping { projection = min(max(projection, lower.y), upper.y) }
        let (from, to) = forward ? (lower, upper) : (upper, lower)
        let progress = abs(projection - from.y) / abs(to.y - from.y)
        return progress > configuration.redirectionalProgress ? to.position : from.position
    }

    /// The indices of the neighbouring detents around `y` (ascending frame tops).
    ///
    /// On a detent the direction picks the segment ahead of it; outside the range both are the end detent.
    static func segment(at y: Double, forward: Bool, in tops: [Double]) -> (lower: Int, upper: Int) {
        if y < tops[0] || (y == tops[0] && !forward) { return (0, 0) }
        let last = tops.count - 1
        if y > tops[last] || (y == tops[last] && forward) { return (last, last) }
        for index in 0..<last {
            let a = tops[index], b = tops[index + 1]
            if (forward && y >= a && y < b) || (!forward && y > a && y <= b) { return (index, index + 1) }
        }
        return (last, last)
    }

    override func release(velocity v: Double) {
        let y = container.frame.origin.y
        go(
            to: Self.target(frameTop: y, velocity: v, current: position, configuration: configuration), velocity: v,
            rule: "projection",
            extra: [LogField("projection", .number(configuration.projection(frameTop: y, velocity: v), .points))])
    }

    override func settle(to target: SheetPosition, velocity: Double) {
        let spring = configuration.spring(velocity: velocity)
        attraction = Attraction(
            spring: spring, start: simulation.now, from: container.frame.origin.y,
            target: detents.frameTop(target), velocity: velocity)
        note("attractionBegan", [LogField("dampingRatio", .number(spring.dampingRatio, .dampingRatio))])
        simulation.requestFrames(for: self)
    }

    override func panIgnored(_ pan: PanGestureRecognizer) {
        pan.setTranslation(.zero, in: container)
        resumesFromList = pan.state == .began || pan.state == .changed
    }

    override func panWillMoveSheet(_ pan: PanGestureRecognizer) {
        guard resumesFromList else { return }
        resumesFromList = false
        pan.setTranslation(.zero, in: container)
    }

    override func panDidBegin() {
        guard attraction != nil else { return }
        attraction = nil
        note("attractionInterrupted", [LogField("y", .number(container.frame.origin.y, .points))])
    }

    /// True while the settle spring runs.
    public var needsFrames: Bool { attraction != nil }

    /// The sheet settling on a detent while the spring runs.
    public var stillMoving: StillMoving? {
        attraction == nil ? nil : StillMoving(view: container.id, motion: .settlingOnADetent)
    }

    /// One refresh of the settle spring at `time` (simulation seconds): the model frame follows the
    /// closed form.
    ///
    /// - Parameter time: The refresh's time, in seconds.
    public func displayFrame(at time: Double) {
        guard let attraction else { return }
        let state = attraction.spring.state(
            displacement: attraction.from - attraction.target, velocity: attraction.velocity,
            at: time - attraction.start)
        let settled = attraction.spring.isSettled(
            displacement: state.displacement, velocity: state.velocity,
            tolerance: simulation.screen.halfPixel)
        container.frame.origin.y = settled ? attraction.target : attraction.target + state.displacement
        note("attraction", [LogField("y", .number(container.frame.origin.y, .points))])
        if settled {
            self.attraction = nil
            note("attractionEnded", [])
        }
    }
}
