/// The engine side of SwiftUI's `ScrollTargetBehavior`: asks for a scroll view's target and logs each call.
///
/// The engine side of SwiftUI's `ScrollTargetBehavior`: asks a decision for a scroll view's target
/// where Apple documents `updateTarget` is called ([Apple-ScrollTargetBehavior]) — at a drag's lift
/// (the model's `layoutTargetContentOffset`, before the delegate) and at a size change at rest
/// (`sizeChangeTargetContentOffset`) — records each call and logs it as an `updateTarget` event
/// (`reason`, `before`, `after`, `velocity` in `unit`, `unit`). Used by `ScrollSimSwiftUI`'s
/// attachment and by the trace key `scrollTargetBehavior`.
///
/// The request and the decision are in SwiftUI's coordinates, which `ScrollTargetCoordinates`
/// converts to and from UIKit's `contentOffset` (the one place that does): a target origin of 0 is
/// the exact top, inside the insets; `before` and `after` are logged in them.
public final class ScrollTargetDecider {
    /// What the engine knows when it asks.
    public struct Request: Sendable {
        /// Why it asks.
        public var reason: ScrollTargetUpdate.Reason
        /// The target it proposes: the target rect's origin, in SwiftUI's coordinates (points).
        public var proposed: Point
        /// The target at the drag's start (the proposal on a size change), in the same coordinates.
        public var start: Point
        /// The release velocity in `unit`, content direction (zero on a size change).
        public var velocity: Point
        /// The bounds minus the content insets.
        public var containerSize: Size
        /// The content size.
        public var contentSize: Size
        /// Whether a drag can move the content along x and along y.
        public var horizontal: Bool, vertical: Bool
    }

    /// The decision: the offset for a request.
    public let decide: (Request) -> Point
    /// The unit of `Request.velocity`.
    public let unit: ScrollTargetVelocityUnit
    /// Whether a lift with zero release velocity (below UIKit's fling floor) is asked too.
    ///
    /// Apple says `updateTarget` is called "when a scroll gesture ends"; whether a release below the floor counts is
    /// unverified. **Choice**: true (asked, so a slow drag still lands on a target); false leaves such a lift to UIKit
    /// (the view stays where it was released).
    public let asksAtZeroVelocity: Bool
    /// Whether `updates` keeps every call or stays empty.
    ///
    /// Keeping every call lets memory grow with the calls, for a caller that reads them back; staying empty keeps
    /// memory constant (a trace's replay, whose calls are in the log).
    public let keepsUpdates: Bool
    /// Every call so far, in order, when `keepsUpdates`; else empty.
    public private(set) var updates: [ScrollTargetUpdate] = []
    /// The number of calls so far, kept or not.
    public private(set) var updateCount = 0

    /// A decider answering with `decide`, velocities in `unit`; `keepsUpdates` false keeps no call
    /// (only the log has them).
    ///
    /// - Parameters:
    ///   - unit: The unit velocities are passed in.
    ///   - asksAtZeroVelocity: Whether a release at zero velocity asks too.
    ///   - keepsUpdates: Whether the calls are kept in `updates`.
    ///   - decide: The closure that answers the target origin for a request.
    public init(
        unit: ScrollTargetVelocityUnit = .pointsPerMillisecond, asksAtZeroVelocity: Bool = true,
        keepsUpdates: Bool = true, decide: @escaping (Request) -> Point
    ) {
        self.unit = unit
        self.asksAtZeroVelocity = asksAtZeroVelocity
        self.keepsUpdates = keepsUpdates
        self.decide = decide
    }

    /// Installs the decider on `scrollView`, replacing its layout and size-change hooks.
    ///
    /// The view keeps it alive and is held weakly.
    ///
    /// - Parameter scrollView: The scroll view to decide the targets of.
    public func install(on scrollView: ScrollView) {
        scrollView.layoutTargetContentOffset = { [weak scrollView, self] proposed, velocity in
            guard let scrollView, velocity != .zero || self.asksAtZeroVelocity else { return proposed }
            let start = scrollView.contentOffsetAtDragStart ?? scrollView.contentOffset
            return self.ask(scrollView, .gestureEnded, proposed: proposed, start: start, velocity: velocity)
        }
        scrollView.sizeChangeTargetContentOffset = { [weak scrollView, self] proposed in
            guard let scrollView else { return proposed }
            return self.ask(scrollView, .sizeChanged, proposed: proposed, start: proposed, velocity: .zero)
        }
    }

    /// The decided content offset for a release of `scrollView`.
    ///
    /// `proposed` and `start` are content offsets and `velocity` is in pt/ms.
    func ask(
        _ scrollView: ScrollView, _ reason: ScrollTargetUpdate.Reason, proposed: Point, start: Point, velocity: Point
    ) -> Point {
        let coordinates = ScrollTargetCoordinates(scrollView)
        let inset = coordinates.insets, bounds = scrollView.boundsSize
        let scaled = velocity * unit.perMillisecond
        let before = coordinates.targetOrigin(ofContentOffset: proposed)
        let request = Request(
            reason: reason, proposed: before, start: coordinates.targetOrigin(ofContentOffset: start),
            velocity: scaled,
            containerSize: Size(
                width: max(bounds.width - inset.left - inset.right, 0),
                height: max(bounds.height - inset.top - inset.bottom, 0)),
            contentSize: scrollView.contentSize, horizontal: scrollView.canDrag(.horizontal),
            vertical: scrollView.canDrag(.vertical))
        let after = decide(request)
        updateCount += 1
        if keepsUpdates {
            updates.append(
                ScrollTargetUpdate(reason: reason, before: before, after: after, velocity: scaled, unit: unit))
        }
        scrollView.simulation?.record(
            .behavior(
                name: "updateTarget",
                fields: [
                    LogField("reason", .string(reason.rawValue)), LogField("before", .point(before)),
                    LogField("after", .point(after)), LogField("velocity", .point(scaled)),
                    LogField("unit", .string(unit.symbol)),
                ]), for: scrollView)
        return coordinates.contentOffset(ofTargetOrigin: after)
    }
}

/// SwiftUI's scroll-target coordinates against UIKit's `contentOffset`: the one place that converts.
///
/// SwiftUI's scroll-target coordinates against UIKit's `contentOffset`: a `ScrollTarget.rect` is
/// aligned inside the scroll view's insets, so its origin 0 is the exact top (Apple's own
/// behaviour sets `target.rect.origin.y = 0` to reach "the exact top", WWDC23 "Beyond scroll views"
/// [Apple-WWDC23-BeyondScrollViews]; `containerSize` is the bounds "subtracting any insets applied
/// to the scroll view (like the safe area)" [Apple-ScrollTargetBehaviorContext]), while UIKit's top
/// offset is `−inset.top`. Origin = offset + (inset.left, inset.top). The one place that converts.
public struct ScrollTargetCoordinates: Sendable {
    /// The insets SwiftUI sees: the scroll view's `adjustedContentInset`.
    ///
    /// That is its `contentInset` plus the safe area on the edges its behaviour adjusts.
    public let insets: EdgeInsets

    /// The coordinates of `scrollView` now.
    ///
    /// - Parameter scrollView: The scroll view whose insets are read.
    public init(_ scrollView: ScrollView) {
        insets = scrollView.adjustedContentInset
    }

    /// Coordinates for `insets`.
    ///
    /// - Parameter insets: The adjusted content inset, in points.
    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// The target origin that shows the content at `offset`.
    ///
    /// - Parameter offset: The content offset, in points.
    /// - Returns: The target origin, in points.
    public func targetOrigin(ofContentOffset offset: Point) -> Point {
        Point(x: offset.x + insets.left, y: offset.y + insets.top)
    }

    /// The content offset that shows a target whose rect starts at `origin`.
    ///
    /// - Parameter origin: The target's origin, in points.
    /// - Returns: The content offset, in points.
    public func contentOffset(ofTargetOrigin origin: Point) -> Point {
        Point(x: origin.x - insets.left, y: origin.y - insets.top)
    }
}

/// The unit in which SwiftUI-style scroll target behaviours receive the release velocity.
///
/// The unit in which SwiftUI-style scroll target behaviours receive the release velocity
/// (`ScrollTargetBehaviorContext.velocity`), which Apple does not document. Points per millisecond
/// by default, UIKit's delegate unit: behaviours written and run on iOS devices compare it with
/// single-digit thresholds (`-dy > 1.5` meaning "pulled down with momentum" in the widely copied
/// pull-to-search pattern, [Repo-PullToSearch]; a pager moving `abs(round(velocity.dx))` pages).
/// Points per second is what a macOS behaviour tuned to 1100 "a real fling" assumes. Indirect
/// evidence, **unverified** on a device.
public enum ScrollTargetVelocityUnit: String, CaseIterable, Sendable {
    /// Points per second: the scale macOS behaviours are tuned to.
    case pointsPerSecond
    /// Points per millisecond (the default).
    ///
    /// The unit of UIKit's `scrollViewWillEndDragging` velocity and of iOS behaviours' thresholds.
    case pointsPerMillisecond

    /// The factor from the model's points per millisecond.
    var perMillisecond: Double { self == .pointsPerSecond ? 1000 : 1 }

    /// The unit's symbol in log lines.
    public var symbol: String { self == .pointsPerSecond ? "pt/s" : "pt/ms" }
}

/// One call of a scroll target decision, as recorded and logged.
public struct ScrollTargetUpdate: Equatable, Sendable {
    /// Why the engine asked.
    public enum Reason: String, Sendable {
        /// A drag ended (the lift).
        case gestureEnded
        /// The view's size changed at rest.
        case sizeChanged
    }

    /// Why the engine asked.
    public var reason: Reason
    /// The target offset proposed.
    public var before: Point
    /// The target offset decided.
    public var after: Point
    /// The velocity the decision received, in `unit`.
    public var velocity: Point
    /// The velocity's unit.
    public var unit: ScrollTargetVelocityUnit
}
