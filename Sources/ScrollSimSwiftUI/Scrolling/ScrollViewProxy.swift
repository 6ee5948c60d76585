import Foundation

/// SwiftUI's `ScrollViewProxy` (https://developer.apple.com/documentation/swiftui/scrollviewproxy)
/// over a simulated scroll view: `scrollTo(_:anchor:)` with Apple's anchor rules.
///
/// SwiftUI hands the proxy to a `ScrollViewReader`'s content; here it is made from the scroll view
/// and its identified views: the frames you give (content coordinates), or the view's layout items
/// (`ScrollView.itemFrame`, a trace's `flowLayout`) identified by their index.
///
/// The rules, from Apple's `scrollTo(_:anchor:)` page, measured in the visible region inside the
/// view's `adjustedContentInset` (the insets SwiftUI sees, see ScrollSimKit's "The safe area"):
/// - a non-nil `anchor` "defines the points in the identified view and the scroll view to align"
///   (`.top` puts the view's top at the top of the region);
/// - a nil `anchor` "scrolls the minimum amount to make the identified view wholly visible": no
///   scroll when it already is; otherwise its nearer edge at the region's edge (a view larger than
///   the region aligns its top or leading edge: **choice**, undocumented).
///
/// The target is clamped to the scrollable range and set through `setContentOffset(_:animated:)`
/// (animated: inside `withAnimation`; a programmatic scroll's phase is `animating`, Apple's
/// `ScrollPhase.animating` page). An unknown identifier does nothing.
public struct ScrollViewProxy {
    /// The scroll view scrolled.
    public let scrollView: ScrollSimKit.ScrollView
    private let frames: (AnyHashable) -> CGRect?

    /// A proxy whose identified views are `items` (identifier → frame in content coordinates).
    public init(scrollView: ScrollSimKit.ScrollView, items: [AnyHashable: CGRect]) {
        self.scrollView = scrollView
        frames = { items[$0] }
    }

    /// A proxy whose identified views are the view's layout items (`itemFrame`), by index (`Int`).
    public init(scrollView: ScrollSimKit.ScrollView) {
        self.scrollView = scrollView
        frames = { [weak scrollView] id in
            guard let index = id.base as? Int, let frame = scrollView?.itemFrame?(index) else { return nil }
            return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        }
    }

    /// Scrolls to the view identified by `id` without animation (`proxy.scrollTo(id, anchor:)`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scrollTo(id, anchor: anchor, animated: false)
    }

    /// Scrolls to the view identified by `id`, animated as inside `withAnimation` when `animated`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil, animated: Bool) {
        guard let target = contentOffset(showing: id, anchor: anchor) else { return }
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: animated) }
    }

    /// The offset `scrollTo(id, anchor:)` scrolls to (clamped), nil for an unknown identifier.
    public func contentOffset<ID: Hashable>(showing id: ID, anchor: UnitPoint?) -> Point? {
        guard let frame = frames(AnyHashable(id)) else { return nil }
        let view = scrollView, inset = view.adjustedContentInset, size = view.boundsSize, offset = view.contentOffset
        func axis(
            _ low: Double, _ length: Double, _ start: Double, _ lead: Double, _ trail: Double, _ size: Double,
            _ unit: Double?
        ) -> Double {
            let region = max(size - lead - trail, 0)
            if let unit { return low + unit * length - (lead + unit * region) }
            let visibleLow = start + lead
            if length > region || low < visibleLow { return low - lead }
            if low + length > visibleLow + region { return low + length - region - lead }
            return start
        }
        let target = Point(
            x: axis(
                Double(frame.minX), Double(frame.width), offset.x, inset.left, inset.right, size.width,
                anchor.map { Double($0.x) }),
            y: axis(
                Double(frame.minY), Double(frame.height), offset.y, inset.top, inset.bottom, size.height,
                anchor.map { Double($0.y) }))
        return view.clampedOffset(target)
    }
}
