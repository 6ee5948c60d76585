/// `UICollectionViewFlowLayout` [Apple-UICollectionViewFlowLayout] over the model's `FlowLayout`:
/// items of `itemSize` flow into lines across `scrollDirection`, `minimumLineSpacing` between
/// lines, `sectionInset` around each section, `headerReferenceSize` and `footerReferenceSize`
/// (their length along the scroll direction) before and after it. Changing a property invalidates
/// the layout (the collection view lays out at its next pass; inside `prepare()` the pass under way
/// takes the change). The item frames are computed from the properties when first asked for after
/// `prepare()` or a change, so a subclass may set properties before or after `super.prepare()`. Subclasses may override `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (and call `super.layoutAttributesForElements(in:)` from it) to snap to items.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    private var geometry = FlowLayout()
    private var computedFrames: [[Rect]]?

    /// A layout with UIKit's defaults: 50 × 50 items, spacings 10, no insets, vertical.
    public override init() { super.init() }

    /// Never decoded from an archive here: always nil.
    public required init?(coder: NSCoder) { return nil }

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

    /// The size of each section's header; only its length along the scroll direction takes room.
    open var headerReferenceSize: CGSize {
        get { CGSize(geometry.headerReferenceSize) }
        set { change { $0.headerReferenceSize = newValue.model } }
    }

    /// The size of each section's footer; only its length along the scroll direction takes room.
    open var footerReferenceSize: CGSize {
        get { CGSize(geometry.footerReferenceSize) }
        set { change { $0.footerReferenceSize = newValue.model } }
    }

    private func change(_ update: (inout FlowLayout) -> Void) {
        update(&geometry)
        computedFrames = nil
        invalidateLayout()
    }

    /// Drops the item frames: they are computed again from the properties, the item counts and the
    /// view's size when next asked for.
    open override func prepare() {
        super.prepare()
        computedFrames = nil
    }

    /// Every item's frame, per section.
    private var frames: [[Rect]] {
        if let computedFrames { return computedFrames }
        guard let collectionView else { return [] }
        let frames = geometry.itemFrames(
            itemCounts: collectionView.itemCounts, viewSize: collectionView.frame.size.model,
            contentInset: collectionView.contentInset.model)
        computedFrames = frames
        return frames
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
