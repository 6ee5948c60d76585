/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`, [Apple-PagingScrollTargetBehavior]).
///
/// On a device `.paging` behaves "identical" to `UIScrollView.isPagingEnabled`, its landscape
/// misalignment included ([Blog-FatbobmanPaging], FB16486510): pages of the bounds' size, UIKit's
/// page choice and its spring settle, with no `updateTarget` call. So attaching `.paging`
/// (``PageSize/bounds``, the default) turns on the model's `isPagingEnabled`; in landscape with side
/// insets (the safe area) the pages are the bounds' width while the content lies inside the
/// insets, which is the reported misalignment.
///
/// ``PageSize/container`` keeps scrollsim's earlier rule: per scrollable axis, with `W` the
/// container's length, the pages are the multiples of `W`; a release with velocity moves one page
/// in its direction from the page nearest the original target, a release at zero velocity takes the
/// page nearest the proposed target; the last page is clamped to the content's end
/// (`ScrollTargetRule.pagedOffset`, shared with the trace key). A **choice**, unverified.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The pages `.paging` turns to.
    public enum PageSize: String, CaseIterable, Sendable {
        /// The bounds' size: UIKit's `isPagingEnabled`, as on a device (the default).
        case bounds
        /// The container's size (the bounds minus the insets), decided in `updateTarget`.
        case container
    }

    /// The pages this behaviour turns to.
    public var pageSize: PageSize

    /// The paging behaviour, with UIKit's bounds-size pages unless `pageSize` says otherwise.
    ///
    /// - Parameter pageSize: The size of a page (default: the bounds, as UIKit pages).
    public init(pageSize: PageSize = .bounds) {
        self.pageSize = pageSize
    }

    /// With container-size pages, moves the target onto a page (see the type's documentation).
    ///
    /// With bounds-size pages it leaves the target as it is, since UIKit's paging decides and SwiftUI does not ask.
    ///
    /// - Parameters:
    ///   - target: The proposed target, updated in place.
    ///   - context: The gesture's velocity and the scroll view's geometry.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard pageSize == .container else { return }
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
