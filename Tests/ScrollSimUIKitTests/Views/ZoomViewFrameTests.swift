import ScrollSimUIKit
import Testing

/// Setting the zoom view's `frame` from Swift while zoomed (a rotation in a photo viewer): the
/// model's `setZoomViewFrame`, through `UIView.frame`.
@MainActor
struct ZoomViewFrameTests {
    @Test func aFrameSetWhileZoomedKeepsTheTransform() {
        let (_, scrollView, viewer) = PhotoViewerZoomTests.photoViewer()
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        viewer.imageView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 300))
        scrollView.setZoomScale(1, animated: false)
        #expect(viewer.imageView.frame.size == CGSize(width: 200, height: 150))
    }

    @Test func aViewThatDoesNotZoomSetsItsFrameAsBefore() {
        let (_, scrollView, _) = PhotoViewerZoomTests.photoViewer()
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.addSubview(label)
        label.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(label.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 300))
    }
}
