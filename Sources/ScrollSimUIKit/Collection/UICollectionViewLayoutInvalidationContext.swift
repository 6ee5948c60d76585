/// `UICollectionViewLayoutInvalidationContext`: which parts of a layout an invalidation concerns.
///
/// `UICollectionViewLayoutInvalidationContext`: which parts of a layout an invalidation concerns
/// [Apple-UICollectionViewLayoutInvalidationContext]. The collection view honours
/// `invalidateEverything`, `invalidateDataSourceCounts` (it asks the data source for the counts
/// again) and the content offset and size adjustments; the index paths are kept for the layout to
/// read (cells are not modelled).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is invalid (set by `invalidateLayout()` and by `reloadData()`).
    open var invalidateEverything: Bool { invalidatesEverything || invalidatesDataSourceCounts }
    /// Whether the item counts must be asked for again (set by `reloadData()` and data source changes).
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
    /// Added to the content offset after the layout pass.
    open var contentOffsetAdjustment = CGPoint.zero
    /// Added to the content size after the layout pass.
    open var contentSizeAdjustment = CGSize.zero
    /// The items marked with `invalidateItems(at:)`, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false

    /// An empty context.
    public required init() {}

    /// Marks the items at `indexPaths` as invalid.
    ///
    /// - Parameter indexPaths: The index paths of the invalid items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
