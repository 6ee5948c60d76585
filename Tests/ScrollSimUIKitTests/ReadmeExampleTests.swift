// The "Use it from Swift" examples of the README and of ScrollSimUIKit.docc/UseItFromSwift.md, exactly as written there (imports at the top of the
// file). Their goldens are in __Goldens__/ReadmeExampleTests/.
import ScrollSimTesting
import ScrollSimUIKit
import Testing

// Pasted from the app as it is.
final class PageSnapper: NSObject, UIScrollViewDelegate {
    let pageHeight: CGFloat = 400

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let page = (targetContentOffset.pointee.y / pageHeight).rounded()
        targetContentOffset.pointee.y = page * pageHeight
    }
}

@MainActor @Test func aFlingLandsOnAPage() throws {
    let simulator = ScrollSimulator(windowSize: CGSize(width: 393, height: 852))
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    list.contentSize = CGSize(width: 393, height: 20_000)
    let snapper = PageSnapper()
    list.delegate = snapper // weak, as in UIKit
    simulator.addSubview(list)

    try simulator.perform(.fling(from: CGPoint(x: 196, y: 700), velocity: CGPoint(x: 0, y: -1500)))

    assertGolden(of: simulator) // compares with __Goldens__/<this file>/aFlingLandsOnAPage.log
    #expect(list.contentOffset.y.truncatingRemainder(dividingBy: 400) == 0)
}

final class CenteringLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let halfWidth = collectionView.bounds.width / 2
        let proposedRect = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
        let candidates = super.layoutAttributesForElements(in: proposedRect) ?? []
        let centre = proposedContentOffset.x + halfWidth
        let nearest = candidates.min { abs($0.center.x - centre) < abs($1.center.x - centre) }
        guard let nearest else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - halfWidth, y: proposedContentOffset.y)
    }
}

final class Cards: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
}

@MainActor @Test func aFlickCentresTheNearestCard() throws {
    let layout = CenteringLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 300, height: 500)
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 0, left: 46.5, bottom: 0, right: 46.5)
    let carousel = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    let cards = Cards()
    carousel.dataSource = cards
    carousel.decelerationRate = .fast
    let simulator = ScrollSimulator()
    simulator.addSubview(carousel)

    try simulator.perform(.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1200, y: 0)))

    assertGolden(of: simulator)
    #expect(carousel.contentOffset.x.truncatingRemainder(dividingBy: 310) == 0) // a card in the middle
}

final class PhotoViewer: NSObject, UIScrollViewDelegate {
    let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    // Keeps the image centred while it is smaller than the view.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let left = max(0, scrollView.bounds.width - scrollView.contentSize.width) / 2
        let top = max(0, scrollView.bounds.height - scrollView.contentSize.height) / 2
        scrollView.contentInset = UIEdgeInsets(top: top, left: left, bottom: top, right: left)
    }
}

@MainActor @Test func aPinchZoomsAroundTheFingers() throws {
    let simulator = ScrollSimulator()
    let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let viewer = PhotoViewer()
    photo.addSubview(viewer.imageView)
    photo.contentSize = viewer.imageView.frame.size
    photo.maximumZoomScale = 3
    photo.delegate = viewer
    simulator.addSubview(photo)

    try simulator.perform(.pinch(center: CGPoint(x: 196, y: 426), distance: 150, scale: 2, duration: 0.4))

    assertGolden(of: simulator) // willBeginZooming, didZoom per move, didEndZooming at the lift
    #expect(photo.zoomScale > 1.8 && photo.zoomScale < 2) // the pinch's 8 pt hysteresis
}

final class DoubleTapPhotoViewer: NSObject, UIScrollViewDelegate {
    let imageView = UIImageView(image: UIImage(named: "photo.jpg"))
    let doubleTap = UITapGestureRecognizer()

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    // Double tap: zoom in around the finger, or back out.
    func install(in scrollView: UIScrollView) {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget { [unowned self, unowned scrollView] recognizer in
            if scrollView.zoomScale > scrollView.minimumZoomScale {
                scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            } else {
                let point = recognizer.location(in: imageView)
                scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 100, width: 100, height: 200), animated: true)
            }
        }
        imageView.addGestureRecognizer(doubleTap)
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        scrollView.delegate = self
    }
}

@MainActor @Test func aDoubleTapZoomsIn() throws {
    let simulator = ScrollSimulator()
    simulator.registerImage(named: "photo.jpg", size: CGSize(width: 393, height: 852), scale: 3)
    let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    photo.maximumZoomScale = 4
    let viewer = DoubleTapPhotoViewer()
    viewer.install(in: photo)
    simulator.addSubview(photo)

    try simulator.perform(.tap(at: CGPoint(x: 196, y: 426), count: 2))
    try simulator.runUntilIdle()

    #expect(photo.zoomScale == 3.93) // 393 / 100: the rectangle fills the width
}
