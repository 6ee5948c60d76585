import ScrollSimUIKit
import Testing

/// Tests that the collection view layout lifecycle matches UIKit's: invalidation, `prepare()` and bounds changes.
///
/// The layout lifecycle as UIKit's: invalidation marks, `prepare()` runs once per layout pass, a layout may set its own
/// properties in `prepare()`, and bounds changes ask the layout.
@MainActor
struct UICollectionViewLayoutLifecycleTests {
    /// A carousel layout that configures itself in `prepare()` (the pattern that used to recurse
    /// until the stack overflowed) and counts its calls.
    final class SelfConfiguringLayout: UICollectionViewFlowLayout {
        var prepares = 0
        var boundsContexts = 0
        var invalidatesOnScroll = false
        override func prepare() {
            super.prepare()
            prepares += 1
            guard let collectionView else { return }
            scrollDirection = .horizontal
            minimumLineSpacing = 20
            itemSize = CGSize(width: collectionView.bounds.width - 80, height: 400)
            sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnScroll }
        override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            boundsContexts += 1
            return super.invalidationContext(forBoundsChange: newBounds)
        }
    }

    final class Items: UICollectionViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    }

    @Test func aLayoutThatSetsItsPropertiesInPrepareRunsItOncePerPass() {
        let layout = SelfConfiguringLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        #expect(layout.prepares == 0) // attaching only invalidates
        let items = Items(5)
        view.dataSource = items
        #expect(layout.prepares == 0)
        // 40 + 5 × 313 + 4 × 20 + 40: the properties prepare() set, in the same pass.
        #expect(view.contentSize == CGSize(width: 1725, height: 600))
        #expect(layout.prepares == 1)
        #expect(view.contentSize.width == 1725 && layout.prepares == 1) // valid: no second pass
        layout.invalidateLayout()
        layout.invalidateLayout()
        view.reloadData()
        #expect(layout.prepares == 1) // three invalidations, still only marked
        view.layoutIfNeeded()
        #expect(layout.prepares == 2) // one pass, one prepare()
        view.layoutIfNeeded()
        #expect(layout.prepares == 2)
        items.count = 2
        #expect(view.numberOfItems(inSection: 0) == 5) // the counts of the last pass until reloadData()
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 2 && view.contentSize.width == 726 && layout.prepares == 3)
    }

    @Test func aPendingPassRunsBeforeTheNextInputAndAtTheNextFrame() throws {
        let layout = SelfConfiguringLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        let items = Items(5)
        view.dataSource = items
        let simulator = ScrollSimulator()
        simulator.addSubview(view)
        simulator.advance(by: 0) // an input: the pass runs first, so the log header has the size
        #expect(layout.prepares == 1 && simulator.log.contains("contentSize (1725, 600)"))
        layout.invalidateLayout()
        simulator.advance(by: 0.001)
        #expect(layout.prepares == 2)
        // During motion, an invalidation is served at the next refresh, once.
        final class Invalidator: UIScrollViewDelegate {
            let layout: UICollectionViewLayout
            var preparesAtInvalidation: [Int] = []
            init(_ layout: UICollectionViewLayout) { self.layout = layout }
            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                layout.invalidateLayout()
                layout.invalidateLayout()
            }
        }
        let delegate = Invalidator(layout)
        view.delegate = delegate
        try simulator.perform(.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -800, y: 0)))
        #expect(layout.prepares == 2) // the lift invalidated; nothing prepared yet
        simulator.advance(by: 1.0 / 60)
        #expect(layout.prepares == 3)
        try simulator.runUntilIdle()
        #expect(layout.prepares == 3 && view.contentOffset.x > 0)
    }

    @Test func scrollingAsksTheLayoutAboutTheBoundsAndPreparesOncePerFrame() throws {
        let layout = SelfConfiguringLayout()
        layout.invalidatesOnScroll = true
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        let items = Items(20)
        view.dataSource = items
        let simulator = ScrollSimulator()
        simulator.addSubview(view)
        let delegate = RecordingDelegate()
        view.delegate = delegate
        try simulator.perform(.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1200, y: 0)))
        try simulator.runUntilIdle()
        let didScrolls = delegate.calls.filter { $0 == "didScroll" }.count
        #expect(didScrolls > 10 && layout.boundsContexts == didScrolls)
        // Each scroll invalidated; the passes (one per refresh or input) prepared at most once per scroll.
        #expect(layout.prepares > 1 && layout.prepares <= didScrolls + 1)
    }

    /// A context subclass that adjusts the content size and offset.
    final class GrowingContext: UICollectionViewLayoutInvalidationContext {}

    final class ContextLayout: UICollectionViewFlowLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override class var invalidationContextClass: AnyClass { GrowingContext.self }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    @Test func invalidationContextsCarryCountsAndAdjustments() {
        let layout = ContextLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        let items = Items(9)
        view.dataSource = items
        // 3 per line, 3 lines of 100 and 2 spacings of 10.
        #expect(view.contentSize == CGSize(width: 393, height: 320))
        #expect(layout.contexts.allSatisfy { $0 is GrowingContext })
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: 0, height: 50)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        #expect(!context.invalidateEverything && context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        layout.invalidateLayout(with: context)
        #expect(view.contentSize == CGSize(width: 393, height: 370) && view.contentOffset.y == 30)
        layout.invalidateLayout()
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(view.contentSize.height == 320)
    }

    @Test func headersAndFootersTakeTheirLengthAlongTheScrollDirection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 999, height: 40)
        layout.footerReferenceSize = CGSize(width: 999, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        let items = Items(3)
        view.dataSource = items
        #expect(view.contentSize == CGSize(width: 393, height: 160)) // 40 + 100 + 20
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(layout.headerReferenceSize.height == 40 && layout.footerReferenceSize.height == 20)
    }
}
