import ScrollSimUIKit
import Testing

/// Each UIKit-style shape (UIKitStyleShapes.swift) runs under `ScrollSimulator` doing what it intends.
///
/// The same file is in the Swift 5 and the Swift 6 test targets.
@MainActor
struct UIKitStyleShapesTests {
    final class Items: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    }

    static let flickLeft = Gesture.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -900, y: 0))

    /// A carousel of 10 items, 300 pt wide and 20 pt apart, centred by the layout's own prepare().
    static func carousel(_ layout: UICollectionViewLayout, _ items: Items) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        view.dataSource = items
        return view
    }

    @Test func aFlowLayoutThatConfiguresItselfInPrepareSnapsToAnItem() throws {
        let items = Items(10)
        let carousel = Self.carousel(SnappingFlowLayout(), items)
        let simulator = ScrollSimulator()
        simulator.addSubview(carousel)
        // 46.5 + 10 × 300 + 9 × 20 + 46.5 across: the insets prepare() computed.
        #expect(carousel.contentSize == CGSize(width: 3273, height: 600))
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        // Item i's centre is 196.5 + 320 i: the view's centre rests on one.
        let x = carousel.contentOffset.x
        #expect(x > 0 && x.truncatingRemainder(dividingBy: 320) == 0)
    }

    @Test func aLayoutThatCopiesAndScalesItsAttributesLeavesTheOriginalsAlone() throws {
        let layout = ScalingCarouselLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 400)
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 0, left: 46.5, bottom: 0, right: 46.5)
        let items = Items(10)
        let carousel = Self.carousel(layout, items)
        let simulator = ScrollSimulator()
        simulator.addSubview(carousel)
        carousel.setContentOffset(CGPoint(x: 320, y: 0), animated: false)
        let scaled = try #require(layout.layoutAttributesForElements(in: carousel.bounds))
        let centred = try #require(scaled.first { $0.indexPath.item == 1 })
        let neighbour = try #require(scaled.first { $0.indexPath.item == 0 })
        #expect(centred.transform3D.m11 == 1 && centred.alpha == 1 && centred.zIndex == 100)
        #expect(neighbour.transform3D.m11 < 1 && neighbour.transform3D.m11 >= 0.8 && neighbour.alpha < 1)
        #expect(carousel.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        #expect(carousel.contentOffset.x > 320)
    }

    @Test func aPlainPagingHelperClassDrivesACollectionView() throws {
        let items = Items(10)
        let carousel = Self.carousel(SnappingFlowLayout(), items)
        let simulator = ScrollSimulator()
        simulator.addSubview(carousel)
        let pager = CarouselPager(collectionView: carousel)
        var pages: [Int] = []
        pager.onPageChange = { pages.append($0) }
        pager.scrollToPage(3, animated: true)
        try simulator.runUntilIdle()
        pager.update()
        #expect(carousel.contentOffset.x == 960 && pager.currentPage == 3 && pages == [3])
        pager.scrollToPage(9, animated: false)
        pager.update()
        #expect(carousel.contentOffset.x == 2880 && pages == [3, 9])
    }

    @Test func aProtocolExtensionOnADelegateSubProtocolReadsTheGeometry() throws {
        let simulator = ScrollSimulator()
        let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        pages.isPagingEnabled = true
        pages.contentSize = CGSize(width: 393 * 4, height: 852)
        simulator.addSubview(pages)
        let delegate = OnboardingPages()
        pages.delegate = delegate
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        #expect(delegate.landedPages == [1, 2] && !delegate.isAtLastPage(pages))
        pages.setContentOffset(CGPoint(x: 393 * 3, y: 0), animated: false)
        #expect(delegate.isAtLastPage(pages))
    }

    @Test func aViewControllerBuildsItsScrollViewInViewDidLoad() throws {
        let controller = GalleryViewController()
        #expect(!controller.isViewLoaded)
        let simulator = ScrollSimulator(rootViewController: controller)
        #expect(controller.isViewLoaded && controller.layoutPasses == 1)
        let scrollView = try #require(simulator.scrollViews.first)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.contentSize == CGSize(width: 1179, height: 852))
        try simulator.perform(Self.flickLeft)
        try simulator.runUntilIdle()
        #expect(controller.currentPage == 1 && scrollView.contentOffset.x == 393)
    }

    @Test func aKVOObserverSeesEveryContentOffset() throws {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 20_000)
        simulator.addSubview(list)
        var observer: ScrollOffsetObserver? = ScrollOffsetObserver(scrollView: list)
        try simulator.perform(.fling(from: CGPoint(x: 196, y: 700), velocity: CGPoint(x: 0, y: -1000)))
        try simulator.runUntilIdle()
        let offsets = observer?.offsets ?? []
        #expect(offsets.count > 10 && offsets.last == list.contentOffset.y)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        observer = nil // deinit invalidates the observation; scrolling on must not reach it
        list.setContentOffset(.zero, animated: false)
        #expect(list.contentOffset == .zero && observer == nil)
    }
}
