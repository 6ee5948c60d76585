/// Attaches a SwiftUI-style `ScrollTargetBehavior` to a simulated scroll view, as
/// `.scrollTargetBehavior(_:)` attaches one to a SwiftUI `ScrollView` (a `UIScrollView` on iOS).
///
/// The engine calls `updateTarget` where Apple's documentation says ([Apple-ScrollTargetBehavior]):
/// - when a drag ends: through the model's `layoutTargetContentOffset` hook, with UIKit's projected
///   target as the proposal, before the delegate's `scrollViewWillEndDragging` (so a delegate still
///   has the last word, as a collection view's delegate does over its layout);
/// - when the view's size changes at rest: through `sizeChangeTargetContentOffset`, with UIKit's
///   clamped offset as the proposal and zero velocity.
///
/// The context: `originalTarget` is the visible rect at the drag's start (the current one on a size
/// change); `containerSize` the bounds minus the content insets; `axes` the axes a drag can move;
/// `velocity` UIKit's release velocity (zero below the fling floor) in `velocityUnit`. Each call is
/// recorded in `updates` and logged as an `updateTarget` event (`reason`, `before`, `after`,
/// `velocity`, `unit`). The behaviour's answer goes through `ScrollTarget`'s offset rule and then
/// UIKit's clamp. The view keeps the attachment alive; it holds the view weakly.
public final class ScrollTargetBehaviorAttachment {
    /// The behaviour.
    public let behavior: any ScrollTargetBehavior
    /// The unit of the context's velocity (default points per second).
    public var velocityUnit: ScrollTargetVelocityUnit
    /// The environment the context exposes.
    public var environment: EnvironmentValues
    /// The frames of the scroll target layout's views (content coordinates).
    public var targetLayoutFrames: [CGRect]
    /// Every `updateTarget` call so far, in order.
    public private(set) var updates: [ScrollTargetUpdate] = []

    /// An attachment of `behavior`.
    public init(
        _ behavior: any ScrollTargetBehavior, velocityUnit: ScrollTargetVelocityUnit = .pointsPerSecond,
        environment: EnvironmentValues = EnvironmentValues(), targetLayoutFrames: [CGRect] = []
    ) {
        self.behavior = behavior
        self.velocityUnit = velocityUnit
        self.environment = environment
        self.targetLayoutFrames = targetLayoutFrames
    }

    /// Makes the behaviour decide `scrollView`'s targets (replacing any layout hook it had).
    public func attach(to scrollView: ScrollView) {
        scrollView.layoutTargetContentOffset = { [weak scrollView, self] proposed, velocity in
            guard let scrollView else { return proposed }
            let start = scrollView.contentOffsetAtDragStart ?? scrollView.contentOffset
            return self.update(
                scrollView, reason: .gestureEnded, proposed: proposed, start: start, velocity: velocity)
        }
        scrollView.sizeChangeTargetContentOffset = { [weak scrollView, self] proposed in
            guard let scrollView else { return proposed }
            return self.update(scrollView, reason: .sizeChanged, proposed: proposed, start: proposed, velocity: .zero)
        }
    }

    /// Makes the behaviour decide the targets of the model behind `scrollView`.
    @MainActor
    public func attach(to scrollView: UIScrollView) {
        attach(to: scrollView.scrollsimScrollView)
    }

    /// The context for `scrollView` at `start`, with `velocity` in pt/ms (content direction).
    public func context(for scrollView: ScrollView, start: Point, velocity: Point) -> ScrollTargetBehaviorContext {
        let container = containerSize(of: scrollView)
        let factor = velocityUnit.perMillisecond
        var axes: Axis.Set = []
        for axis in Axis.allCases where scrollView.canDrag(axis) { axes.insert(axis.set) }
        return ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: cgPoint(start), size: container)),
            velocity: CGVector(dx: velocity.x * factor, dy: velocity.y * factor),
            contentSize: CGSize(width: scrollView.contentSize.width, height: scrollView.contentSize.height),
            containerSize: container, axes: axes, environment: environment, targetLayoutFrames: targetLayoutFrames)
    }

    private func update(
        _ scrollView: ScrollView, reason: ScrollTargetUpdate.Reason, proposed: Point, start: Point, velocity: Point
    ) -> Point {
        let context = context(for: scrollView, start: start, velocity: velocity)
        var target = ScrollTarget(rect: CGRect(origin: cgPoint(proposed), size: context.containerSize))
        behavior.updateTarget(&target, context: context)
        let offset = target.contentOffset(containerSize: context.containerSize, proposed: cgPoint(proposed))
        let after = Point(x: Double(offset.x), y: Double(offset.y))
        let update = ScrollTargetUpdate(
            reason: reason, before: cgPoint(proposed), after: offset, velocity: context.velocity, unit: velocityUnit)
        updates.append(update)
        scrollView.simulation?.record(
            .behavior(
                name: "updateTarget",
                fields: [
                    LogField("reason", .string(reason.rawValue)), LogField("before", .point(proposed)),
                    LogField("after", .point(after)),
                    LogField("velocity", .point(Point(x: Double(context.velocity.dx), y: Double(context.velocity.dy)))),
                    LogField("unit", .string(velocityUnit.symbol)),
                ]), for: scrollView)
        return after
    }

    private func containerSize(of scrollView: ScrollView) -> CGSize {
        let inset = scrollView.contentInset, bounds = scrollView.boundsSize
        return CGSize(
            width: max(bounds.width - inset.left - inset.right, 0),
            height: max(bounds.height - inset.top - inset.bottom, 0))
    }

    private func cgPoint(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y) }
}
