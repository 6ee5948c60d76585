import ScrollSimUIKit
import Testing

/// Tests that the flow layout sets the content size and the target at the lift, with the delegate deciding last.
///
/// `UICollectionView` and `UICollectionViewFlowLayout`: the content size comes from the layout, the layout has a say
/// over the target at the lift, and the delegate has the last word.
@MainActor
struct UICollectionViewTests {
    final class Items: UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
    }

    /// One section, counted only.
    final class OneSection: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    }

    /// A carousel: 300 × 500 items in one row, 10 pt apart, 20 pt section insets left and right.
    static func carousel(_ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(), items: Int = 10)
        -> (UICollectionView, Items)
    {
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 500)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        let items = Items([items])
        view.dataSource = items
        return (view, items)
    }

    @Test func theContentSizeComesFromTheLayout() {
        let (view, items) = Self.carousel()
        // 20 + 10 × 300 + 9 × 10 + 20 across; the view's height along the other axis.
        #expect(view.contentSize == CGSize(width: 3130, height: 852))
        items.counts = [3]
        #expect(view.contentSize.width == 3130) // not until the data is reloaded
        view.reloadData()
        #expect(view.contentSize == CGSize(width: 960, height: 852))
        let layout = view.collectionViewLayout as! UICollectionViewFlowLayout
        layout.minimumLineSpacing = 0
        #expect(view.contentSize.width == 940)
        view.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 2, right: 0)
        view.frame = CGRect(x: 0, y: 0, width: 393, height: 600)
        #expect(view.contentSize == CGSize(width: 940, height: 548))
        view.dataSource = nil
        #expect(view.numberOfSections == 0 && view.contentSize.width == 0)
        #expect(view.accessibilityIdentifier == nil)
        let other = UICollectionViewFlowLayout()
        view.collectionViewLayout = other
        #expect(layout.collectionView == nil && other.collectionView === view)
    }

    @Test func aVerticalGridIsJustifiedAndCentresALoneItem() throws {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero)
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        let items = Items([10, 0, 2])
        view.dataSource = items
        #expect(view.numberOfSections == 3 && view.numberOfItems(inSection: 0) == 10)
        #expect(view.numberOfItems(inSection: 7) == 0)
        // Section 0: 3 per line (403 / 110), 4 lines of 100 and 3 spacings; section 1 empty; section 2 one line.
        #expect(view.contentSize == CGSize(width: 393, height: 430 + 0 + 100))
        let frames = (0..<10).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0].origin == CGPoint(x: 0, y: 0))
        #expect(frames[1].origin == CGPoint(x: 146.5, y: 0))
        #expect(frames[2].origin == CGPoint(x: 293, y: 0))
        #expect(frames[3].origin == CGPoint(x: 0, y: 110))
        #expect(frames[9].origin == CGPoint(x: 146.5, y: 330)) // alone on its line: centred
        let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 2)))
        // A partial line keeps the full lines' spacing from the leading edge.
        #expect(third.frame.origin == CGPoint(x: 146.5, y: 430) && third.center == CGPoint(x: 196.5, y: 480))
        #expect(third.representedElementCategory == .cell && third.representedElementKind == nil)
        #expect(third.size == CGSize(width: 100, height: 100) && third.indexPath == IndexPath(item: 1, section: 2))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        // Frames that only touch the rectangle's edges (row 0 ends at y 100, row 2 starts at 220) are not in it.
        let visible = try #require(
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 393, height: 120)))
        #expect(visible.map(\.indexPath.item) == [3, 4, 5])
        let single = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        let one = OneSection()
        single.dataSource = one
        #expect(single.numberOfSections == 1 && single.numberOfItems(inSection: 0) == 10)
    }

    @Test func indexPathsHaveUIKitsAccessors() {
        let path = IndexPath(item: 4, section: 2)
        #expect(path.item == 4 && path.section == 2 && path.row == 4)
        #expect(IndexPath(row: 1, section: 0) == IndexPath(item: 1, section: 0))
    }

    /// A layout that names a fixed target and records what it was asked.
    final class FixedTargetLayout: UICollectionViewFlowLayout {
        var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            asked.append((proposedContentOffset, velocity))
            return CGPoint(x: 620, y: proposedContentOffset.y)
        }
    }

    static let flickLeft = Gesture.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))

    /// The layout answers first; the delegate sees the layout's target and may still change it.
    @Test func theLayoutAnswersFirstAndTheDelegateHasTheLastWord() throws {
        let layout = FixedTargetLayout()
        // The data source is held weakly, as in UIKit, and asked for its counts at the layout pass:
        // keep it alive.
        let (view, items) = Self.carousel(layout)
        defer { withExtendedLifetime(items) {} }
        let simulator = ScrollSimulator()
        simulator.addSubview(view)
        let delegate = RecordingDelegate()
        view.delegate = delegate
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        #expect(layout.asked.count == 1)
        #expect(delegate.targets == [CGPoint(x: 620, y: 0)]) // the layout's answer
        // The layout gets the delegate's velocity (pt/ms) and UIKit's own projection.
        #expect(layout.asked[0].velocity == delegate.velocities[0] && abs(delegate.velocities[0].x - 1.5) < 1e-6)
        #expect(layout.asked[0].proposed.x > 620)
        #expect(view.contentOffset == CGPoint(x: 620, y: 0))

        delegate.newTarget = CGPoint(x: 930, y: 0)
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        #expect(layout.asked.count == 2 && delegate.targets.last == CGPoint(x: 620, y: 0))
        #expect(view.contentOffset == CGPoint(x: 930, y: 0))
        let release = try #require(simulator.logEntries.last { $0.event.name == "willEndDragging" })
        guard case let .willEndDragging(_, target, _) = release.event else {
            Issue.record("the willEndDragging entry carries \(release.event)")
            return
        }
        #expect(target == Point(x: 930, y: 0))
    }

    @Test func theBaseLayoutKeepsTheProposalAndHasNoContent() throws {
        let base = UICollectionViewLayout()
        #expect(base.collectionViewContentSize == .zero)
        #expect(base.layoutAttributesForElements(in: .zero) == nil && base.layoutAttributesForItem(at: [0, 0]) == nil)
        #expect(base.targetContentOffset(forProposedContentOffset: CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        #expect(!base.shouldInvalidateLayout(forBoundsChange: .zero))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: base)
        // A layout pass sets the content size from the layout (zero for the base layout), as in UIKit;
        // after it, the app's size stays until the next pass.
        view.layoutIfNeeded()
        view.contentSize = CGSize(width: 393, height: 3000)
        view.contentOffset = CGPoint(x: 0, y: 100)
        let simulator = ScrollSimulator()
        simulator.addSubview(view)
        try simulator.perform(.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -800)))
        try simulator.runUntilIdle()
        let release = try #require(simulator.logEntries.first { $0.event.name == "willEndDragging" })
        guard case let .willEndDragging(_, target, _) = release.event else {
            Issue.record("the willEndDragging entry carries \(release.event)")
            return
        }
        // The base layout returned UIKit's projection unchanged: a free deceleration, landing within
        // a pixel of the reported target.
        let shortfall = target.y - Double(view.contentOffset.y)
        #expect(shortfall >= 0 && shortfall < 0.34)
        #expect(release.view == "collectionView")
    }
}
