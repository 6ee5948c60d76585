/// `UICollectionViewFlowLayout` [Apple-UICollectionViewFlowLayout] over the model's `FlowLayout`:
/// items of `itemSize` flow into lines across `scrollDirection`, `minimumLineSpacing` between
/// lines, `sectionInset` around each section. Changing a property lays the collection view out
/// again. Subclasses may override `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (and call `super.layoutAttributesForElements(in:)` from it) to snap to items.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    private var geometry = FlowLayout()
    private var frames: [[Rect]] = []

    /// A layout with UIKit's defaults: 50 × 50 items, spacings 10, no insets, vertical.
    public override init() { super.init() }

    /// The size of every item.
    open var itemSize: CGSize {
        get { CGSize(geometry.itemSize) }
        set { change { $0.itemSize = newValue.model } }
    }

    /// The least spacing between lines (rows when vertical, columns when horizontal).
    open var minimumLineSpacing: CGFloat {
        get { CGFloat(geometry.minimumLineSpacing) }
        set { change { $0.minimumLineSpacing = Double(newValue) } }
    }

    /// The least spacing between the items of one line.
    open var minimumInteritemSpacing: CGFloat {
        get { CGFloat(geometry.minimumInteritemSpacing) }
        set { change { $0.minimumInteritemSpacing = Double(newValue) } }
    }

    /// The margins around each section.
    open var sectionInset: UIEdgeInsets {
        get { UIEdgeInsets(geometry.sectionInset) }
        set { change { $0.sectionInset = newValue.model } }
    }

    /// The direction the content scrolls in.
    open var scrollDirection: ScrollDirection {
        get { geometry.scrollDirection == .horizontal ? .horizontal : .vertical }
        set { change { $0.scrollDirection = newValue == .horizontal ? .horizontal : .vertical } }
    }

    private func change(_ update: (inout FlowLayout) -> Void) {
        update(&geometry)
        invalidateLayout()
    }

    /// Computes every item's frame from the collection view's item counts and size.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            frames = []
            return
        }
        frames = geometry.itemFrames(
            itemCounts: collectionView.itemCounts, viewSize: collectionView.frame.size.model,
            contentInset: collectionView.contentInset.model)
    }

    /// The sections' lengths along the scroll direction; the view's size less its content insets
    /// across it.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        return CGSize(
            geometry.contentSize(
                itemCounts: collectionView.itemCounts, viewSize: collectionView.frame.size.model,
                contentInset: collectionView.contentInset.model))
    }

    /// Every item whose frame overlaps `rect` (a frame that only touches its edge does not), in
    /// index order. O(items).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let area = rect.model
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            for (item, frame) in sectionFrames.enumerated() where frame.overlaps(area) {
                result.append(attributes(IndexPath(item: item, section: section), frame))
            }
        }
        return result
    }

    /// The item at `indexPath`, or nil when there is none.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
            frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    private func attributes(_ indexPath: IndexPath, _ frame: Rect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(frame)
        return attributes
    }
}
