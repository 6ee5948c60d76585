// The collection view's side of the layout lifecycle (described on ``UICollectionViewLayout``).
//
// Invalidations mark, one `prepare()` per pass, adjustments applied after it.
extension UICollectionView {
    /// Whether the layout needs a pass, and what the invalidations since the last one asked for.
    struct LayoutLifecycle {
        /// The layout was invalidated since its last `prepare()`.
        var needsPrepare = true
        /// `prepare()` is running: invalidations now belong to this pass.
        var isPreparing = false
        /// The data source's counts must be asked for again.
        var countsAreStale = true
        /// The counts as of the last time they were asked for.
        var counts: [Int] = []
        /// The adjustments of the invalidation contexts since the last pass.
        var offsetAdjustment = CGPoint.zero
        var sizeAdjustment = CGSize.zero
    }

    /// Every section's item count, cached until the counts are invalidated.
    ///
    /// Asked for again only after `reloadData()`, a new data source or a context that invalidates the counts.
    var itemCounts: [Int] {
        if lifecycle.countsAreStale {
            lifecycle.countsAreStale = false
            let sections = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
            lifecycle.counts = (0..<sections).map { section in
                max(dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0, 0)
            }
        }
        return lifecycle.counts
    }

    /// Records an invalidation: marks the layout and the view for the next pass.
    ///
    /// During `prepare()` only the counts and adjustments are kept: the pass under way already sees the change.
    func layoutWasInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { lifecycle.countsAreStale = true }
        lifecycle.offsetAdjustment.x += context.contentOffsetAdjustment.x
        lifecycle.offsetAdjustment.y += context.contentOffsetAdjustment.y
        lifecycle.sizeAdjustment.width += context.contentSizeAdjustment.width
        lifecycle.sizeAdjustment.height += context.contentSizeAdjustment.height
        guard !lifecycle.isPreparing else { return }
        lifecycle.needsPrepare = true
        setNeedsLayout()
    }

    /// The layout part of a layout pass.
    ///
    /// The layout part of a layout pass: `prepare()` once, then the content size (plus any size
    /// adjustment) and the offset adjustment. Does nothing when the layout is valid or preparing.
    func prepareLayoutIfNeeded() {
        guard lifecycle.needsPrepare, !lifecycle.isPreparing else { return }
        lifecycle.needsPrepare = false
        lifecycle.isPreparing = true
        collectionViewLayout.prepare()
        lifecycle.isPreparing = false
        let size = collectionViewLayout.collectionViewContentSize
        let (sizeAdjustment, offsetAdjustment) = (lifecycle.sizeAdjustment, lifecycle.offsetAdjustment)
        lifecycle.sizeAdjustment = .zero
        lifecycle.offsetAdjustment = .zero
        super.contentSize = CGSize(
            width: size.width + sizeAdjustment.width, height: size.height + sizeAdjustment.height)
        if offsetAdjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + offsetAdjustment.x, y: contentOffset.y + offsetAdjustment.y)
        }
    }

    /// The bounds moved (a scroll) or changed size.
    ///
    /// Asks `shouldInvalidateLayout(forBoundsChange:)` and invalidates with `invalidationContext(forBoundsChange:)` on
    /// true; a size change invalidates the whole layout otherwise.
    func boundsDidChange(sizeChanged: Bool) {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        } else if sizeChanged {
            layout.invalidateLayout()
        }
    }
}
