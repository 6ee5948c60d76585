/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`, [Apple-PagingScrollTargetBehavior]): scroll
/// targets aligned to container-size pages.
///
/// Per scrollable axis, with `W` the container's length: the pages are the multiples of `W`; a
/// release with velocity moves one page in its direction from the page nearest the original
/// target, a release at zero velocity takes the page nearest the proposed target (UIKit's own
/// paging rule, which the model's `isPagingEnabled` follows); the last page is clamped to the
/// content's end. **Choice**, unverified for SwiftUI: Apple says only "container-based geometry".
/// `SnapPoints.decide` (`byVelocity`, one step) makes the decision, as for `snapPoints`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}

    /// Moves the target onto a page (see the type's documentation).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let page = Double(context.containerSize[axis])
            guard page > 0 else { continue }
            let decision = SnapPoints.grid(every: page, origin: 0).decide(
                rule: .byVelocity, start: Double(context.originalTarget.rect.origin[axis]),
                proposed: Double(target.rect.origin[axis]), velocity: Double(context.velocity[axis]), maxSteps: 1)
            let end = max(Double(context.contentSize[axis]) - page, 0)
            target.rect.origin[axis] = CGFloat(min(max(decision.offset, 0), end))
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The paging behaviour.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
