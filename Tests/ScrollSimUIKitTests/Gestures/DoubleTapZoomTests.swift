import Foundation
import Testing

@testable import ScrollSimUIKit

/// The double-tap-to-zoom recipe of photo viewers.
///
/// The double-tap-to-zoom recipe of photo viewers: a `UITapGestureRecognizer` with
/// `numberOfTapsRequired = 2` on the image view zooms in around the tap, or back out, with
/// `zoom(to:animated:)`; a single tap that requires the double tap to fail toggles the chrome.
/// Driven from Swift (`.tap(count: 2)`) and from a trace's `{"gesture": "tap", "count": 2}`.
@MainActor
struct DoubleTapZoomTests {
    final class Viewer: UIScrollViewDelegate {
        let imageView: UIImageView
        let doubleTap = UITapGestureRecognizer()
        let singleTap = UITapGestureRecognizer()
        var chromeToggles = 0

        init(scrollView: UIScrollView) {
            UIImage.register(named: "photo.jpg", size: CGSize(width: 393, height: 852), scale: 3)
            imageView = UIImageView(image: UIImage(named: "photo.jpg"))
            scrollView.addSubview(imageView)
            scrollView.contentSize = imageView.frame.size
            scrollView.maximumZoomScale = 3
            scrollView.delegate = self
            doubleTap.numberOfTapsRequired = 2
            doubleTap.addTarget { [unowned scrollView] recognizer in
                if scrollView.zoomScale > 1 {
                    scrollView.setZoomScale(1, animated: true)
                } else {
                    let point = recognizer.location(in: self.imageView)
                    scrollView.zoom(
                        to: CGRect(x: point.x - 65, y: point.y - 142, width: 131, height: 284), animated: true)
                }
            }
            singleTap.require(toFail: doubleTap)
            singleTap.addTarget { [unowned self] _ in self.chromeToggles += 1 }
            imageView.addGestureRecognizer(doubleTap)
            imageView.addGestureRecognizer(singleTap)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    }

    static func scene() -> (ScrollSimulator, UIScrollView, Viewer) {
        let simulator = ScrollSimulator()
        let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let viewer = Viewer(scrollView: photo)
        simulator.addSubview(photo)
        return (simulator, photo, viewer)
    }

    @Test func theImageViewIsSizedToItsImage() {
        let (_, _, viewer) = Self.scene()
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(viewer.imageView.image?.scale == 3)
        #expect(UIImage(named: "missing.jpg") == nil)
        #expect(UIImage(contentsOfFile: "photo.jpg")?.size == CGSize(width: 393, height: 852))
    }

    @Test func aDoubleTapFromSwiftZoomsInAndOut() throws {
        let (simulator, photo, viewer) = Self.scene()
        try simulator.perform(.tap(at: CGPoint(x: 100, y: 200), count: 2))
        try simulator.runUntilIdle()
        #expect(photo.zoomScale == 3)
        #expect(viewer.chromeToggles == 0)
        try simulator.perform(.tap(at: CGPoint(x: 100, y: 200), count: 2))
        try simulator.runUntilIdle()
        #expect(photo.zoomScale == 1)
        // One tap toggles the chrome once the double tap has failed, 0.35 s later.
        try simulator.perform(.tap(at: CGPoint(x: 100, y: 200)))
        #expect(viewer.chromeToggles == 0)
        simulator.advance(by: 0.5)
        #expect(viewer.chromeToggles == 1)
        #expect(photo.zoomScale == 1)
    }

    @Test func aDoubleTapFromATraceZoomsIn() throws {
        let (simulator, photo, viewer) = Self.scene()
        let trace = """
            {"scrollsim": 1, "name": "double-tap",
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                            "contentSize": {"width": 393, "height": 852}},
             "events": [{"t": 0, "gesture": "tap", "at": {"x": 300, "y": 600}, "count": 2}]}
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "double-tap-\(UInt32.random(in: 0...UInt32.max)).json"
        ).path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try simulator.replay(traceAt: path)
        try simulator.runUntilIdle()
        #expect(photo.zoomScale == 3)
        #expect(viewer.chromeToggles == 0)
        #expect(simulator.log.contains("didEndZooming"))
    }

    /// A drag on the photo is the scroll view's pan: the taps fail and the content scrolls.
    @Test func aDragIsNotATap() throws {
        let (simulator, photo, viewer) = Self.scene()
        photo.setZoomScale(2, animated: false)
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2))
        simulator.advance(by: 1)
        #expect(viewer.chromeToggles == 0)
        #expect(photo.contentOffset.y > 0)
    }
}
