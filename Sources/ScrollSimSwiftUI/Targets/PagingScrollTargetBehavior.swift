/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`, [Apple-PagingScrollTargetBehavior]): scroll
/// targets aligned to container-size pages.
///
/// Per scrollable axis, with `W` the container's length: the pages are the multiples of `W`; a
/// release with velocity moves one page in its direction from the page nearest the original
/// target, a release at zero velocity takes the page nearest the proposed target (UIKit's own
/// paging rule, which the model's `isPagingEnabled` follows); the last page is clamped to the
/// content's end. **Choice**, unverified for SwiftUI: Apple says only "container-based geometry".
/// `ScrollTargetRule.pagedOffset` makes the decision (shared with the trace key).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}

    /// Moves the target onto a page (see the type's documentation).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            target.rect.origin[axis] = CGFloat(
                ScrollTargetRule.pagedOffset(
                    start: Double(context.originalTarget.rect.origin[axis]), proposed: Double(target.rect.origin[axis]),
                    velocity: Double(context.velocity[axis]), page: Double(context.containerSize[axis]),
                    contentLength: Double(context.contentSize[axis])))
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The paging behaviour.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
