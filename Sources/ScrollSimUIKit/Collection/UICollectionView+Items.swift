// Finding items and scrolling to them, from the layout's attributes [Apple-UICollectionView].
//
// `indexPathForItem(at:)`, `indexPathsForVisibleItems`, `scrollToItem(at:at:animated:)`.
extension UICollectionView {
    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item.
    ///
    /// One vertical and one horizontal option at most (UIKit's raw values).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// An option set from its bits.
        ///
        /// - Parameter rawValue: The option set's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Item at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Item at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Item at the left edge of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Item at the right edge of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The item whose frame contains `point` (content coordinates); nil when none does.
    ///
    /// The last in index order when frames overlap.
    ///
    /// - Parameter point: The point, in content coordinates (points).
    /// - Returns: The item's index path, or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .last { !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// The items whose frames overlap the bounds, in index order (UIKit's order is unspecified).
    public var indexPathsForVisibleItems: [IndexPath] {
        prepareLayoutIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).map(\.indexPath).sorted()
    }

    /// Scrolls so the item at `indexPath` sits at `scrollPosition` within the area inside `adjustedContentInset`.
    ///
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` within the area inside
    /// `adjustedContentInset`, then clamps the offset to the scrollable range (UIKit does not scroll
    /// past the content). An axis without an option in `scrollPosition` keeps its offset; a missing
    /// item does nothing. Moves through `setContentOffset(_:animated:)`.
    ///
    /// - Parameters:
    ///   - indexPath: The index path of the item to show.
    ///   - scrollPosition: Where the item ends up in the visible area.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        var target = contentOffset
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - size.width + inset.right }
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - size.height + inset.bottom }
        target.x = min(max(target.x, -inset.left), max(content.width + inset.right - size.width, -inset.left))
        target.y = min(max(target.y, -inset.top), max(content.height + inset.bottom - size.height, -inset.top))
        setContentOffset(target, animated: animated)
    }
}
