/// The `snapPoints` behaviour: snaps `targetContentOffset` to one of a set of offsets along one axis.
///
/// A delegate that rewrites `targetContentOffset` in `scrollViewWillEndDragging` to one of a set of offsets along one
/// axis, by a `SnapRule`.
///
/// It remembers the offset at `scrollViewWillBeginDragging` (the drag's start) and, at the lift,
/// lets `SnapPoints.decide` choose among the points from that start, UIKit's projected target
/// (the `targetContentOffset` it receives) and the release velocity's sign. The other axis of the
/// target is left alone; UIKit then glides onto the target and clamps it into the scrollable
/// range ([UIScrollView-Decompile]), as for every rewritten target.
///
/// Written as an app writes such a delegate; the rules themselves are definitions (`SnapRule`),
/// not a measured UIKit behaviour (UIKit has no snap points of its own).
///
/// Logged: `snapChosen` with the rule, the start point, the velocity (pt/ms) and the target.
public final class SnapPointsBehavior: ScrollBehavior {
    /// The parameters.
    public struct Configuration: Equatable, Sendable {
        /// The axis the points lie on.
        public var axis: Axis
        /// The offsets (points).
        public var points: SnapPoints
        /// How the resting point is chosen.
        public var rule: SnapRule
        /// The most points the target may lie from the start point (nil: the rule's default).
        public var maxSteps: Int?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - axis: The axis the points lie along.
        ///   - points: The snap points, in points.
        ///   - rule: The snapping rule.
        ///   - maxSteps: The most snap points one release may pass, or nil for no limit.
        public init(axis: Axis, points: SnapPoints, rule: SnapRule = .nearest, maxSteps: Int? = nil) {
            self.axis = axis
            self.points = points
            self.rule = rule
            self.maxSteps = maxSteps
        }
    }

    /// The parameters.
    public let configuration: Configuration
    /// The offset along the axis when the last drag began (points).
    public private(set) var dragStartOffset: Double?

    /// Creates the behaviour.
    ///
    /// - Parameter configuration: The axis, points, rule and step limit.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// The configuration as log fields.
    public var parameters: [LogField] {
        var fields = [LogField("axis", .string(configuration.axis.rawValue))]
        switch configuration.points {
        case .list(let points): fields.append(LogField("points", .integer(points.count)))
        case .even(let points): fields.append(LogField("points", .integer(points.count)))
        case .grid(let every, let origin):
            fields.append(LogField("every", .number(every, .points)))
            fields.append(LogField("origin", .number(origin, .points)))
        }
        fields.append(LogField("rule", .string(configuration.rule.rawValue)))
        if let steps = configuration.maxSteps ?? configuration.rule.defaultMaxSteps {
            fields.append(LogField("maxSteps", .integer(steps)))
        }
        return fields
    }

    /// Remembers where the drag starts.
    ///
    /// - Parameter scrollView: The scroll view whose drag begins.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        dragStartOffset = scrollView.contentOffset[configuration.axis]
    }

    /// Rewrites the target along the axis (see the type's documentation).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose drag ends.
    ///   - velocity: The release velocity, in points per millisecond.
    ///   - targetContentOffset: The offset where the content will stop, in points; rewritten to a snap point's.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let axis = configuration.axis
        let start = dragStartOffset ?? scrollView.contentOffset[axis]
        let decision = configuration.points.decide(
            rule: configuration.rule, start: start, proposed: targetContentOffset[axis], velocity: velocity[axis],
            maxSteps: configuration.maxSteps)
        targetContentOffset[axis] = decision.offset
        report(
            "snapChosen",
            [
                LogField("rule", .string(configuration.rule.rawValue)),
                LogField("start", .number(configuration.points.offset(at: decision.startIndex), .points)),
                LogField("velocity", .number(velocity[axis], .ptPerMs)),
                LogField("target", .point(targetContentOffset)),
            ], for: scrollView)
    }
}
