/// The three-stage bottom sheet of [Seed-ThreeStageSheet] as written, quirks included.
///
/// [Seed-ThreeStageSheet]'s three-stage bottom sheet (`FJFScrollDragHelper` and its demo view controller) as
/// written, quirks included ([Seed-ThreeStageSheet]):
///
/// - Release, with `v = pan.velocity(in: container).y` (pt/s, positive = finger down) and strict
///   inequalities: `v < −limit` → top; `−limit < v < 0` → middle if the position type is
///   `.bottom`, otherwise top; `v > limit` → lowest; `0 < v < limit` → middle if the type is
///   `.top`, otherwise lowest. Only `v` exactly 0 or ±limit reaches the nearest-detent rule by
///   midpoints of the show heights (at or above the top/middle mean → top, above the
///   middle/lowest mean → middle, else lowest). The type is **stale**: it changes during a drag
///   only at the clamps, so a slow upward release just below the top from `.bottom` goes to middle.
/// - Settle: `UIView.animate(withDuration: 0.18, delay: 0, options: .allowUserInteraction)` on the
///   container's top (default ease-in-out). The model frame is final at once, so a re-touch during
///   the animation adds its translation to the **target** and the sheet drifts away from the finger
///   while the animation's remainder plays out (see `ViewAnimator`).
/// - No interruption logic, no handback of a decelerating list (the type stays `.insideView`).
public final class ThreeStageSheet: SheetCoordinator {
    /// [Seed-ThreeStageSheet]'s parameters.
    public struct Configuration: Equatable, Sendable {
        /// The detents (default: the demo's, see `SheetDetents.demo`).
        public var detents: SheetDetents
        /// `slideInitSpeedLimit`: 3500 pt/s.
        public var speedLimit: Double = 3500
        /// The settle animation's duration: 0.18 s (the demo view controller).
        public var settleDuration: Double = 0.18
        /// `curScrollViewPositionType`'s initial value: `.middle`.
        public var initialPosition: SheetPosition = .middle

        /// [Seed-ThreeStageSheet]'s parameters on `detents` (use `SheetDetents.demo(screenHeight:)` for the demo's).
        ///
        /// - Parameter detents: The sheet's detents.
        public init(detents: SheetDetents) { self.detents = detents }
    }

    /// The configuration.
    public let configuration: Configuration

    /// Sets the sheet up on `container` (moved to the initial detent) with `list` inside it.
    ///
    /// Adds the helper's pan and becomes the list's delegate.
    ///
    /// - Parameters:
    ///   - simulation: The simulation the scene runs in.
    ///   - container: The sheet's container view, moved to the initial detent.
    ///   - list: The list scroll view inside the sheet.
    ///   - configuration: The detents and the helper's parameters.
    public init(simulation: Simulation, container: View, list: ScrollView, configuration: Configuration) {
        self.configuration = configuration
        super.init(
            simulation: simulation, container: container, list: list, detents: configuration.detents,
            initialPosition: configuration.initialPosition)
    }

    override var policyFields: [LogField] {
        [
            LogField("speedLimit", .number(configuration.speedLimit, .speed)),
            LogField("settle", .string("UIView.animate easeInOut .allowUserInteraction")),
            LogField("settleDuration", .number(configuration.settleDuration, .seconds)),
        ]
    }

    /// The seed's release branches, in order.
    override func release(velocity v: Double) {
        let decision = Self.decide(
            frameTop: container.frame.origin.y, velocity: v, type: position, configuration: configuration)
        go(to: decision.target, velocity: v, rule: decision.rule)
    }

    /// The seed's nearest-detent rule by midpoints of the show heights.
    ///
    /// - Parameters:
    ///   - frameTop: The sheet's frame top, in points.
    ///   - detents: The sheet's detents.
    /// - Returns: The nearest detent.
    public static func nearest(frameTop: Double, detents: SheetDetents) -> SheetPosition {
        let shown = detents.screenHeight - frameTop
        let topAndMiddle = (detents.topShowHeight + detents.middleShowHeight) / 2
        let middleAndBottom = (detents.middleShowHeight + detents.lowestShowHeight) / 2
        if shown >= topAndMiddle { return .top }
        if shown < topAndMiddle, shown > middleAndBottom { return .middle }
        return .bottom
    }

    /// The decision as a pure function (for table tests): the detent [Seed-ThreeStageSheet] picks.
    ///
    /// The detent picked for a release at `frameTop` (pt) with velocity `v` (pt/s, positive = down) while the position
    /// type reads `type`, and the branch taken.
    ///
    /// - Parameters:
    ///   - frameTop: The sheet's frame top, in points.
    ///   - v: The release velocity, in points per second.
    ///   - type: The detent the sheet is at.
    ///   - configuration: The detents and the helper's parameters.
    /// - Returns: The detent picked and the name of the rule that picked it.
    public static func decide(
        frameTop: Double, velocity v: Double, type: SheetPosition,
        configuration: Configuration
    ) -> (target: SheetPosition, rule: String) {
        let limit = configuration.speedLimit
        if v < -limit { return (.top, "v < -limit") }
        if v < 0, v > -limit { return (type == .bottom ? .middle : .top, "-limit < v < 0, type \(type.rawValue)") }
        if v > limit { return (.bottom, "v > limit") }
        if v > 0, v < limit { return (type == .top ? .middle : .bottom, "0 < v < limit, type \(type.rawValue)") }
        return (nearest(frameTop: frameTop, detents: configuration.detents), "nearest")
    }

    /// The view controller's block: animate the container's top to the detent.
    override func settle(to target: SheetPosition, velocity: Double) {
        let top = detents.frameTop(target)
        simulation.animate(withDuration: configuration.settleDuration, delay: 0, options: .allowUserInteraction) {
            self.container.frame.origin.y = top
        }
    }
}
