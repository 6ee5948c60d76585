/// `UICollectionViewFlowLayout` [Apple-UICollectionViewFlowLayout] over the model's `FlowLayout`.
///
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
    /// The content size the collection view's `UICollectionViewDelegateFlowLayout` gave (nil: none).
    private var computedContentSize: CGSize?

    /// A layout with UIKit's defaults: 50 × 50 items, spacings 10, no insets, vertical.
    public override init() { super.init() }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
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
        computedContentSize = nil
        invalidateLayout()
    }

    /// Drops the item frames.
    ///
    /// They are computed again from the properties (or the delegate's answers), the item counts and the view's size
    /// when next asked for.
    open override func prepare() {
        super.prepare()
        computedFrames = nil
        computedContentSize = nil
    }

    /// Every item's frame, per section, from the properties or the delegate's answers.
    ///
    /// From the properties, or — when the collection view's delegate is a `UICollectionViewDelegateFlowLayout` — from
    /// its answers for each section and item, asked once per layout pass, as UIKit asks them
    /// (`FlowLayout.itemFrames(sections:…)`).
    private var frames: [[Rect]] {
        if let computedFrames { return computedFrames }
        guard let collectionView else { return [] }
        let viewSize = collectionView.frame.size.model, inset = collectionView.contentInset.model
        if let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout {
            let sections = collectionView.itemCounts.enumerated().map { section, count in
                FlowLayout.Section(
                    itemSizes: (0..<count).map { item in
                        delegate.collectionView(
                            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)
                        ).model
                    },
                    sectionInset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
                        .model,
                    minimumLineSpacing: Double(
                        delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)),
                    minimumInteritemSpacing: Double(
                        delegate.collectionView(
                            collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)),
                    headerReferenceSize: delegate.collectionView(
                        collectionView, layout: self, referenceSizeForHeaderInSection: section
                    ).model,
                    footerReferenceSize: delegate.collectionView(
                        collectionView, layout: self, referenceSizeForFooterInSection: section
                    ).model)
            }
            let result = geometry.itemFrames(sections: sections, viewSize: viewSize, contentInset: inset)
            computedFrames = result.frames
            computedContentSize = CGSize(result.contentSize)
            return result.frames
        }
        let frames = geometry.itemFrames(
            itemCounts: collectionView.itemCounts, viewSize: viewSize, contentInset: inset)
        computedFrames = frames
        return frames
    }

    /// The sections' lengths along the scroll direction; the view's size less its content insets
    /// across it.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        if collectionView.delegate is UICollectionViewDelegateFlowLayout {
            _ = frames
            return computedContentSize ?? .zero
        }
        return CGSize(
            geometry.contentSize(
                itemCounts: collectionView.itemCounts, viewSize: collectionView.frame.size.model,
                contentInset: collectionView.contentInset.model))
    }

    /// Every item whose frame overlaps `rect` (a frame that only touches its edge does not), in index order.
    ///
    /// O(items).
    ///
    /// - Parameter rect: The rectangle, in content coordinates (points).
    /// - Returns: The overlapping items' attributes.
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
    ///
    /// - Parameter indexPath: The index path of the item.
    /// - Returns: The item's attributes, or nil.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
            frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    /// New attributes of `layoutAttributesClass` for the item at `indexPath`.
    private func attributes(_ indexPath: IndexPath, _ frame: Rect) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        let attributes = (type ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        attributes.frame = CGRect(frame)
        return attributes
    }
}

/// `UICollectionViewDelegateFlowLayout`: a delegate that sizes a flow layout's items and spaces its sections.
///
/// `UICollectionViewDelegateFlowLayout` with UIKit's method signatures
/// [Apple-UICollectionViewDelegateFlowLayout]: a collection view's delegate that sizes a flow
/// layout's items and spaces its sections. `UICollectionViewFlowLayout` asks it for every item and
/// section at each layout pass, as UIKit does, and lays out with the answers
/// (`FlowLayout.itemFrames(sections:viewSize:contentInset:)`: a section of one item size gets the
/// fixed-size layout's frames exactly; mixed sizes follow its generalized rules).
///
/// UIKit declares the methods `@objc optional`; here each has a default implementation returning
/// the layout's own property (`itemSize`, `sectionInset`, …; UIKit's defaults for a layout that is
/// not a flow layout), which is what UIKit uses for a method the delegate does not implement.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - indexPath: The index path of the item.
    /// - Returns: The item's size, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins around the items of `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - section: The section's index.
    /// - Returns: The section's insets, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The least spacing between the lines of `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - section: The section's index.
    /// - Returns: The spacing, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least spacing between the items of a line of `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - section: The section's index.
    /// - Returns: The spacing, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the header of `section` (its length along the scroll direction takes room).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - section: The section's index.
    /// - Returns: The header's size, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the footer of `section` (its length along the scroll direction takes room).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The flow layout asking.
    ///   - section: The section's index.
    /// - Returns: The footer's size, in points.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize` (50 × 50 for a layout that is not a flow layout).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - indexPath: The index path of the item.
    /// - Returns: The item's size, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    /// The layout's `sectionInset` (zero otherwise).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - section: The section's index.
    /// - Returns: The section's insets, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The layout's `minimumLineSpacing` (10 otherwise).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - section: The section's index.
    /// - Returns: The spacing, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }

    /// The layout's `minimumInteritemSpacing` (10 otherwise).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - section: The section's index.
    /// - Returns: The spacing, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }

    /// The layout's `headerReferenceSize` (zero otherwise).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - section: The section's index.
    /// - Returns: The header's size, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The layout's `footerReferenceSize` (zero otherwise).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: The layout asking.
    ///   - section: The section's index.
    /// - Returns: The footer's size, in points.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
