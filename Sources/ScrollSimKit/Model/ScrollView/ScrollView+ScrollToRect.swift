/// Where `scrollToItem` puts an item: `UICollectionView.ScrollPosition`'s options, one at a time.
///
/// See https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition.
public enum ItemScrollPosition: String, CaseIterable, Sendable {
    /// "Don't scroll the item into view" (Apple's `UICollectionViewScrollPositionNone`).
    case none
    /// The item's top at the top of the area inside `adjustedContentInset`.
    case top
    /// The item's centre at the bounds' centre, vertically.
    case centeredVertically
    /// The item's bottom at the bottom of the area inside `adjustedContentInset`.
    case bottom
    /// The item's left edge at the left of the area inside `adjustedContentInset`.
    case left
    /// The item's centre at the bounds' centre, horizontally.
    case centeredHorizontally
    /// The item's right edge at the right of the area inside `adjustedContentInset`.
    case right
}

// Scrolling to a rectangle of the content.
//
// `UICollectionView.scrollToItem(at:at:animated:)` over a `flowLayout`'s items and
// `UIScrollView.scrollRectToVisible(_:animated:)`. Both end in `setContentOffset(_:animated:)` with an offset clamped
// to the scrollable range (UIKit does not scroll past the content; the range includes the safe area, see
// `ScrollView+SafeArea`).
//
// **Choice** (undocumented): the edge positions align with the area inside
// `adjustedContentInset`, the centred ones centre in the bounds; the alternative (centring inside
// the insets) is unverified.
extension ScrollView {
    /// The offset that puts `rect` (content coordinates) at `position`, clamped to the range.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in content coordinates (points).
    ///   - position: Where the item ends up in the visible area.
    /// - Returns: The content offset, in points.
    public func contentOffset(showing rect: Rect, at position: ItemScrollPosition) -> Point {
        let inset = adjustedContentInset, size = boundsSize
        var target = contentOffset
        switch position {
        case .none: return target
        case .top: target.y = rect.origin.y - inset.top
        case .centeredVertically: target.y = rect.origin.y + rect.size.height / 2 - size.height / 2
        case .bottom: target.y = rect.origin.y + rect.size.height - size.height + inset.bottom
        case .left: target.x = rect.origin.x - inset.left
        case .centeredHorizontally: target.x = rect.origin.x + rect.size.width / 2 - size.width / 2
        case .right: target.x = rect.origin.x + rect.size.width - size.width + inset.right
        }
        return clampedOffset(target)
    }

    /// The offset that scrolls the least distance bringing `rect` inside the bounds.
    ///
    /// The offset that scrolls the least distance bringing `rect` inside the bounds, as UIKit's
    /// `scrollRectToVisible(_:animated:)` does ("Scrolls a specific area of the content so that it
    /// is visible", Apple's page); a rectangle larger than the bounds aligns its top-left corner.
    /// Clamped to the range; the current offset when it is already visible.
    ///
    /// - Parameter rect: The rectangle, in content coordinates (points).
    /// - Returns: The content offset, in points.
    public func contentOffset(makingVisible rect: Rect) -> Point {
        let size = boundsSize, start = contentOffset
        func axis(_ low: Double, _ length: Double, _ start: Double, _ visible: Double) -> Double {
            if length > visible || low < start { return low }
            if low + length > start + visible { return low + length - visible }
            return start
        }
        return clampedOffset(
            Point(
                x: axis(rect.origin.x, rect.size.width, start.x, size.width),
                y: axis(rect.origin.y, rect.size.height, start.y, size.height)))
    }

    /// `scrollRectToVisible(_:animated:)`: nothing when `rect` is already visible.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to show, in content coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let target = contentOffset(makingVisible: rect)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// `scrollToItem(at:at:animated:)` over the content's items (`itemFrame`).
    ///
    /// Nothing for `.none`, a missing item, or an offset that does not change.
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - position: Where the item ends up in the visible area.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scrollToItem(_ item: Int, at position: ItemScrollPosition, animated: Bool) {
        guard let frame = itemFrame?(item) else { return }
        let target = contentOffset(showing: frame, at: position)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
