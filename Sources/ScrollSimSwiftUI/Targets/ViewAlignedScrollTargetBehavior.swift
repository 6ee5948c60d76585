/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`, [Apple-ViewAlignedScrollTargetBehavior]):
/// scroll targets aligned to the leading edges of the scroll target layout's views
/// (`ScrollTargetBehaviorContext.targetLayoutFrames`).
///
/// Per scrollable axis the candidates are the views' leading edges, the last clamped to the
/// content's end. An unlimited behaviour takes the edge nearest the proposed target; a limited one
/// moves in the release velocity's direction from the edge nearest the original target, at least
/// one view and at most its limit (the edge nearest the proposed target at zero velocity). The
/// limits (**choices**, unverified: Apple gives no numbers): `alwaysByOne` 1; `alwaysByFew` and
/// `always` the number of views that fit in the container (at least 1; Apple: `always` allows "a
/// few views"); `automatic` limited as `always` in a compact size class along the axis, else
/// unlimited (Apple's rule); `never` unlimited. `SnapPoints.decide` makes the decision.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll may pass ([Apple-ViewAlignedScrollTargetBehavior] `LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case automatic, always, never, alwaysByOne, alwaysByFew
        }
        let kind: Kind

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

        /// The names a trace may give, in the order error messages list them.
        public static let names = Kind.allCases.map(\.rawValue)

        /// The limit named `name`, if any.
        public init?(name: String) {
            guard let kind = Kind(rawValue: name) else { return nil }
            self.kind = kind
        }

        init(kind: Kind) { self.kind = kind }

        /// The name a trace gives it.
        public var name: String { kind.rawValue }
    }

    /// The limit.
    public var limitBehavior: LimitBehavior

    /// A view-aligned behaviour limited by `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Aligns the target with a view's leading edge (see the type's documentation).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let container = Double(context.containerSize[axis])
            let end = max(Double(context.contentSize[axis]) - container, 0)
            let edges = context.targetLayoutFrames.map { min(max(Double($0.minimum(axis)), 0), end) }
            guard !edges.isEmpty else { continue }
            let points = SnapPoints.sorted(edges)
            let start = Double(context.originalTarget.rect.origin[axis])
            let proposed = Double(target.rect.origin[axis])
            let decision: SnapDecision
            if let limit = limit(along: axis, points: points, container: container, context: context) {
                decision = points.decide(
                    rule: .byVelocity, start: start, proposed: proposed, velocity: Double(context.velocity[axis]),
                    maxSteps: limit)
            } else {
                decision = points.decide(rule: .nearest, start: start, proposed: proposed, velocity: 0, maxSteps: nil)
            }
            target.rect.origin[axis] = CGFloat(decision.offset)
        }
    }

    /// The most views one scroll passes along `axis`, or nil for no limit.
    func limit(along axis: Axis, points: SnapPoints, container: Double, context: TargetContext) -> Int? {
        switch limitBehavior.kind {
        case .never: return nil
        case .alwaysByOne: return 1
        case .always, .alwaysByFew: return fewViews(points, container: container)
        case .automatic:
            let sizeClass = axis == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
            return sizeClass == .compact ? fewViews(points, container: container) : nil
        }
    }

    /// The number of views that fit in the container: its length over the smallest positive gap
    /// between edges, at least 1.
    func fewViews(_ points: SnapPoints, container: Double) -> Int {
        guard case .list(let edges) = points, edges.count > 1 else { return 1 }
        let gaps = zip(edges, edges.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        guard let pitch = gaps.min() else { return 1 }
        return max(1, Int(min((container / pitch).rounded(.down), 1e6)))
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The view-aligned behaviour with the automatic limit.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The view-aligned behaviour limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
