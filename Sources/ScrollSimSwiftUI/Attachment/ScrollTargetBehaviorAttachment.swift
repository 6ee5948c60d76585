/// Attaches a SwiftUI-style `ScrollTargetBehavior` to a simulated scroll view.
///
/// As `.scrollTargetBehavior(_:)` attaches one to a SwiftUI `ScrollView` (a `UIScrollView` on iOS).
///
/// The engine (`ScrollTargetDecider`) calls `updateTarget` where Apple's documentation says
/// ([Apple-ScrollTargetBehavior]): when a drag ends, with UIKit's projected target as the proposal,
/// before the delegate's `scrollViewWillEndDragging` (so a delegate still has the last word, as a
/// collection view's delegate does over its layout); and when the view's size changes at rest,
/// with UIKit's clamped offset and zero velocity.
///
/// The context: `originalTarget` is the visible rect at the drag's start (the current one on a size
/// change); `containerSize` the bounds minus the content insets; `axes` the axes a drag can move;
/// `velocity` UIKit's release velocity (zero below the fling floor) in `velocityUnit` (points per
/// millisecond by default, as iOS behaviours assume). Targets are in SwiftUI's coordinates, inside
/// the insets (`ScrollTargetCoordinates`). `.paging` with bounds-size pages (the default) is not
/// asked at all: attaching it turns on UIKit's `isPagingEnabled`, as a device does. Each call is
/// recorded in `updates` and logged as an `updateTarget` event. The behaviour's answer goes through
/// `ScrollTarget`'s offset rule and then UIKit's clamp. The view keeps the attachment alive (through
/// its hooks) and is held weakly.
public final class ScrollTargetBehaviorAttachment {
    /// The behaviour.
    public let behavior: any ScrollTargetBehavior
    /// The unit of the context's velocity (default points per millisecond).
    public let velocityUnit: ScrollTargetVelocityUnit
    /// Whether a lift below the fling floor (zero velocity) calls `updateTarget` (default true).
    ///
    /// See `ScrollTargetDecider.asksAtZeroVelocity`.
    public let asksAtZeroVelocity: Bool
    /// The environment the context exposes.
    public var environment: EnvironmentValues
    /// The frames of the scroll target layout's views (content coordinates).
    public var targetLayoutFrames: [CGRect]
    /// Weak: the view's hooks own the decider, the decider owns this attachment (no cycle).
    private weak var decider: ScrollTargetDecider?

    /// An attachment of `behavior`.
    ///
    /// - Parameters:
    ///   - behavior: The behaviour that decides the targets.
    ///   - velocityUnit: The unit of the context's velocity (default: points per millisecond).
    ///   - asksAtZeroVelocity: Whether a release below the fling floor still asks the behaviour (default: true).
    ///   - environment: The environment the behaviour reads (default: SwiftUI's defaults).
    ///   - targetLayoutFrames: The frames of the scroll target layout's views, in content coordinates (default: none).
    public init(
        _ behavior: any ScrollTargetBehavior, velocityUnit: ScrollTargetVelocityUnit = .pointsPerMillisecond,
        asksAtZeroVelocity: Bool = true, environment: EnvironmentValues = EnvironmentValues(),
        targetLayoutFrames: [CGRect] = []
    ) {
        self.behavior = behavior
        self.velocityUnit = velocityUnit
        self.asksAtZeroVelocity = asksAtZeroVelocity
        self.environment = environment
        self.targetLayoutFrames = targetLayoutFrames
    }

    /// Every `updateTarget` call so far, in order.
    public var updates: [ScrollTargetUpdate] { decider?.updates ?? [] }

    /// Makes the behaviour decide `scrollView`'s targets (replacing any layout hook it had).
    ///
    /// - Parameter scrollView: The model scroll view whose targets the behaviour decides.
    public func attach(to scrollView: ScrollView) {
        if let paging = behavior as? PagingScrollTargetBehavior, paging.pageSize == .bounds {
            scrollView.isPagingEnabled = true
            return
        }
        let decider = ScrollTargetDecider(unit: velocityUnit, asksAtZeroVelocity: asksAtZeroVelocity) {
            [self] request in self.decide(request)
        }
        decider.install(on: scrollView)
        self.decider = decider
    }

    /// Makes the behaviour decide the targets of the model behind `scrollView`.
    ///
    /// - Parameter scrollView: The scroll view whose model's targets the behaviour decides.
    @MainActor
    public func attach(to scrollView: UIScrollView) {
        attach(to: scrollView.scrollsimScrollView)
    }

    /// The context the behaviour receives for `request`.
    ///
    /// - Parameter request: The target request of a release or a programmatic scroll.
    /// - Returns: The context passed to the behaviour's `updateTarget(_:context:)`.
    public func context(for request: ScrollTargetDecider.Request) -> ScrollTargetBehaviorContext {
        let container = CGSize(width: request.containerSize.width, height: request.containerSize.height)
        var axes: Axis.Set = []
        if request.horizontal { axes.insert(.horizontal) }
        if request.vertical { axes.insert(.vertical) }
        return ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: cgPoint(request.start), size: container)),
            velocity: CGVector(dx: request.velocity.x, dy: request.velocity.y),
            contentSize: CGSize(width: request.contentSize.width, height: request.contentSize.height),
            containerSize: container, axes: axes, environment: environment, targetLayoutFrames: targetLayoutFrames)
    }

    private func decide(_ request: ScrollTargetDecider.Request) -> Point {
        let context = context(for: request)
        var target = ScrollTarget(rect: CGRect(origin: cgPoint(request.proposed), size: context.containerSize))
        behavior.updateTarget(&target, context: context)
        let offset = target.contentOffset(containerSize: context.containerSize, proposed: cgPoint(request.proposed))
        return Point(x: Double(offset.x), y: Double(offset.y))
    }

    private func cgPoint(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y) }
}
