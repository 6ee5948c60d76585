/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`): targets aligned to the layout's views.
///
/// See [Apple-ViewAlignedScrollTargetBehavior]: scroll targets aligned to the leading edges of the scroll target
/// layout's views (`ScrollTargetBehaviorContext.targetLayoutFrames`).
///
/// Per scrollable axis the candidates are the views' leading edges, the last clamped to the
/// content's end. An unlimited behaviour takes the edge nearest the proposed target; a limited one
/// moves in the release velocity's direction from the edge nearest the original target, at least
/// one view and at most its limit (the edge nearest the proposed target at zero velocity). The
/// limits (**choices**, unverified: Apple gives no numbers): `alwaysByOne` 1; `alwaysByFew` and
/// `always` the number of views that fit in the container (at least 1; Apple: `always` allows "a
/// few views"); `automatic` limited as `always` in a compact size class along the axis, else
/// unlimited (Apple's rule); `never` unlimited. `ScrollTargetRule` makes the decision (shared
/// with the trace key).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll may pass ([Apple-ViewAlignedScrollTargetBehavior] `LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        /// The case by name.
        public let kind: ScrollTargetLimit

        /// Limited in a compact size class along the scrolling axis, unlimited otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// Always limited (to a few views).
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// Never limited.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
        /// At most one view per interaction (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
        /// A few views per interaction, the number decided automatically (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }

        /// The limit of `kind`.
        ///
        /// - Parameter kind: How far one gesture may scroll.
        public init(kind: ScrollTargetLimit) { self.kind = kind }
    }

    /// The limit.
    public var limitBehavior: LimitBehavior

    /// A view-aligned behaviour limited by `limitBehavior`.
    ///
    /// - Parameter limitBehavior: How far one gesture may scroll (default: automatic).
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Aligns the target with a view's leading edge (see the type's documentation).
    ///
    /// - Parameters:
    ///   - target: The proposed target, updated in place.
    ///   - context: The gesture's velocity, the scroll view's geometry and the layout's frames.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let container = Double(context.containerSize[axis])
            let edges = context.targetLayoutFrames.map { Double($0.minimum(axis)) }
            let sizeClass = axis == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
            let limit = ScrollTargetRule.limit(
                limitBehavior.kind, compact: sizeClass == .compact, edges: edges, container: container)
            target.rect.origin[axis] = CGFloat(
                ScrollTargetRule.alignedOffset(
                    edges: edges, start: Double(context.originalTarget.rect.origin[axis]),
                    proposed: Double(target.rect.origin[axis]), velocity: Double(context.velocity[axis]),
                    container: container, contentLength: Double(context.contentSize[axis]), limit: limit))
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The view-aligned behaviour with the automatic limit.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The view-aligned behaviour limited by `limitBehavior`.
    ///
    /// - Parameter limitBehavior: How far one gesture may scroll.
    /// - Returns: The view-aligned behaviour.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
