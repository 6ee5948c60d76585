import ScrollSimUIKit
import Testing

/// Each shape of the public-code survey runs under `ScrollSimulator` doing what its authors intend.
///
/// Each shape of the public-code survey (PublicScrollShapes.swift) runs under `ScrollSimulator`
/// doing what its authors intend. The same file is in the Swift 5 and the Swift 6 test targets.
@MainActor
struct PublicScrollShapesTests {
    @Test func pullingPastTheThresholdRefreshesUntilEndRefreshing() throws {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 3000)
        let header = PullToRefreshHeaderView(frame: .zero)
        list.addSubview(header)
        simulator.addSubview(list)
        var refreshes = 0
        header.onRefresh = { refreshes += 1 }
        #expect(header.frame == CGRect(x: 0, y: -80, width: 393, height: 80) && header.spinner.isHidden)
        try simulator.perform(
            .drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 500), duration: 0.5, hold: 0.2))
        try simulator.runUntilIdle()
        #expect(header.state == .refreshing && refreshes == 1 && !header.spinner.isHidden && header.ring.strokeEnd == 1)
        #expect(header.titleLabel.text == "Loading…")
        #expect(list.contentInset.top == 80 && list.contentOffset.y == -80)
        header.endRefreshing()
        try simulator.runUntilIdle()
        #expect(header.state == .idle && header.spinner.isHidden && list.contentOffset.y == 0)
        // A short pull does not refresh.
        try simulator.perform(
            .drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 260), duration: 0.3, hold: 0.2))
        try simulator.runUntilIdle()
        #expect(header.state == .idle && refreshes == 1 && list.contentOffset.y == 0)
        #expect(header.owningViewController == nil)
    }

    @Test func theCarouselSnapsACardToTheCentre() throws {
        let controller = CarouselViewController()
        let simulator = ScrollSimulator(rootViewController: controller)
        let collectionView: UICollectionView = controller.collectionView
        // Cards 313 wide (the delegate's size), 16 apart, 40 from the ends.
        let expectedWidth: CGFloat = 40 + 12 * 313 + 11 * 16 + 40
        #expect(collectionView.contentSize.width == expectedWidth)
        try simulator.perform(.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -3000, y: 0)))
        try simulator.runUntilIdle()
        let x = collectionView.contentOffset.x
        #expect(x > 0 && x.truncatingRemainder(dividingBy: 329) == 0) // card i's centre is the view's at 329 i
        #expect(controller.settledPages == [Int(x / 329)])
        let visible = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let centred = visible.first { $0.transform3D.m11 == 1 } as? CardLayoutAttributes
        #expect(centred?.zIndex == 10 && centred?.shadowOpacity == 0.3)
        #expect(visible.contains { $0.transform3D.m11 < 1 } && centred?.owningLayoutIsCarousel(collectionView) == true)
        #expect(collectionView.owningViewController === controller)
    }

    @Test func thePhotoViewerZoomsOnADoubleTapAndDismissesOnAPull() throws {
        UIImage.register(named: "landscape.jpg", size: CGSize(width: 1600, height: 1200))
        let root = UIViewController()
        let simulator = ScrollSimulator(rootViewController: root)
        let viewer = ZoomingPhotoViewController()
        root.present(viewer, animated: true)
        viewer.display(UIImage(named: "landscape.jpg")!)
        let scrollView = viewer.scrollView
        #expect(viewer.presentingViewController === root && viewer.view.superview === simulator.window)
        #expect(scrollView.zoomScale == scrollView.minimumZoomScale && viewer.imageView.frame.width == 393)
        try simulator.perform(.tap(at: CGPoint(x: 196, y: 426), count: 2))
        try simulator.runUntilIdle()
        #expect(scrollView.zoomScale == scrollView.maximumZoomScale)
        try simulator.perform(.tap(at: CGPoint(x: 196, y: 426), count: 2))
        try simulator.runUntilIdle()
        #expect(scrollView.zoomScale == scrollView.minimumZoomScale)
        try simulator.perform(
            .drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 800), duration: 0.4, hold: 0.2))
        #expect(viewer.dismissing && viewer.imageView.isHidden)
        #expect(root.presentedViewController == nil && viewer.view.superview == nil)
    }
}

extension UICollectionViewLayoutAttributes {
    /// Whether these attributes came from a `CardCarouselLayout` of `collectionView`.
    func owningLayoutIsCarousel(_ collectionView: UICollectionView) -> Bool {
        self is CardLayoutAttributes && collectionView.collectionViewLayout is CardCarouselLayout
    }
}
