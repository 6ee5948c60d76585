import Foundation

/// SwiftUI's `ScrollViewProxy` over a simulated scroll view: `scrollTo(_:anchor:)` with Apple's anchor rules.
///
/// See https://developer.apple.com/documentation/swiftui/scrollviewproxy.
///
/// SwiftUI hands the proxy to a `ScrollViewReader`'s content; here it is made from the scroll view
/// and its identified views: the frames you give (content coordinates), or the view's layout items
/// (`ScrollView.itemFrame`, a trace's `flowLayout`) identified by their index.
///
/// The rules, from Apple's `scrollTo(_:anchor:)` page, are the model's (ScrollSimKit's
/// `ScrollView+ScrollToAnchor`), measured in the visible region inside the view's
/// `adjustedContentInset`: a non-nil `anchor` aligns its points of the view and of the region; a
/// nil `anchor` scrolls the least that shows the whole view (none when it is visible).
///
/// The target is clamped to the scrollable range and set through `setContentOffset(_:animated:)`
/// (animated: inside `withAnimation`; a programmatic scroll's phase is `animating`, Apple's
/// `ScrollPhase.animating` page). An unknown identifier does nothing.
public struct ScrollViewProxy {
    /// The scroll view scrolled.
    public let scrollView: ScrollSimKit.ScrollView
    private let frames: (AnyHashable) -> CGRect?

    /// A proxy whose identified views are `items` (identifier → frame in content coordinates).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view the proxy scrolls.
    ///   - items: The identified views' frames in content coordinates, by identifier.
    public init(scrollView: ScrollSimKit.ScrollView, items: [AnyHashable: CGRect]) {
        self.scrollView = scrollView
        frames = { items[$0] }
    }

    /// A proxy whose identified views are the view's layout items (`itemFrame`), by index (`Int`).
    ///
    /// - Parameter scrollView: The scroll view the proxy scrolls, whose layout items are identified by index.
    public init(scrollView: ScrollSimKit.ScrollView) {
        self.scrollView = scrollView
        frames = { [weak scrollView] id in
            guard let index = id.base as? Int, let frame = scrollView?.itemFrame?(index) else { return nil }
            return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        }
    }

    /// Scrolls to the view identified by `id` without animation (`proxy.scrollTo(id, anchor:)`).
    ///
    /// - Parameters:
    ///   - id: The identifier of the view to show.
    ///   - anchor: The point of the view and of the visible area that are aligned, or nil to scroll as little as
    ///     possible.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scrollTo(id, anchor: anchor, animated: false)
    }

    /// Scrolls to the view identified by `id`, animated as inside `withAnimation` when `animated`.
    ///
    /// - Parameters:
    ///   - id: The identifier of the view to show.
    ///   - anchor: The point of the view and of the visible area that are aligned, or nil to scroll as little as
    ///     possible.
    ///   - animated: Whether the scroll is animated, as inside `withAnimation`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil, animated: Bool) {
        guard let target = contentOffset(showing: id, anchor: anchor) else { return }
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: animated) }
    }

    /// The offset `scrollTo(id, anchor:)` scrolls to (clamped), nil for an unknown identifier.
    ///
    /// The model's rule, ScrollSimKit's `ScrollView.contentOffset(showing:anchor:)`.
    ///
    /// - Parameters:
    ///   - id: The identifier of the view to show.
    ///   - anchor: The point of the view and of the visible area that are aligned, or nil to scroll as little as
    ///     possible.
    /// - Returns: The content offset, in points, or nil for an unknown identifier.
    public func contentOffset<ID: Hashable>(showing id: ID, anchor: UnitPoint?) -> Point? {
        guard let frame = frames(AnyHashable(id)) else { return nil }
        return scrollView.contentOffset(
            showing: Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
            anchor: anchor.map(ScrollAnchor.init))
    }
}

extension ScrollAnchor {
    /// SwiftUI's `UnitPoint` as the model's anchor.
    ///
    /// - Parameter point: The unit point to convert.
    public init(_ point: UnitPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}
