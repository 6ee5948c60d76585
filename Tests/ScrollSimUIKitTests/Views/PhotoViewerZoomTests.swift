import ScrollSimUIKit
import Testing

/// Tests a UIKit-style photo viewer that centres its image while small and zooms by pinch and by `zoom(to:animated:)`.
///
/// A photo viewer as UIKit apps write it: an image view returned by `viewForZooming(in:)`, centred while smaller than
/// the view by the usual recipe (`contentInset` recomputed in `scrollViewDidZoom`), zoomed by a `.pinch` gesture and by
/// `zoom(to:animated:)`.
@MainActor
struct PhotoViewerZoomTests {
    /// Offsets and insets are pixel-rounded at 3x: a third of a point.
    static let pixel: CGFloat = 1.0 / 3 + 1e-9
    /// Sizes scaled back and forth through the zoom view's transform: rounding error only.
    static let sizeTolerance: CGFloat = 1e-9

    final class PhotoViewer: UIScrollViewDelegate {
        let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var calls: [String] = []
        var scalesSeenInDidZoom: [CGFloat] = []
        var bouncing = false

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            calls.append(view === imageView ? "willBeginZooming(image)" : "willBeginZooming(nil)")
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            calls.append("didZoom")
            scalesSeenInDidZoom.append(scrollView.zoomScale)
            bouncing = bouncing || scrollView.isZoomBouncing
            centre(scrollView)
        }

        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append(view === imageView ? "didEndZooming(image, \(scale))" : "didEndZooming(nil, \(scale))")
        }

        /// The usual recipe: inset the content by half the room left around it.
        func centre(_ scrollView: UIScrollView) {
            let size = scrollView.contentSize, bounds = scrollView.bounds.size
            let horizontal = max(0, (bounds.width - size.width) / 2)
            let vertical = max(0, (bounds.height - size.height) / 2)
            scrollView.contentInset = UIEdgeInsets(
                top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        }
    }

    static func photoViewer() -> (ScrollSimulator, UIScrollView, PhotoViewer) {
        let simulator = ScrollSimulator(windowSize: CGSize(width: 400, height: 800))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let viewer = PhotoViewer()
        scrollView.addSubview(viewer.imageView)
        scrollView.contentSize = viewer.imageView.frame.size
        scrollView.delegate = viewer
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        viewer.centre(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.contentInset.top)
        simulator.addSubview(scrollView)
        return (simulator, scrollView, viewer)
    }

    struct Pinch: Sendable, CustomTestStringConvertible {
        var scale: CGFloat
        var bouncesZoom: Bool
        var endScale: CGFloat
        var bounces: Bool
        var testDescription: String { "pinch ×\(scale)" }
    }

    @Test(arguments: [
        Pinch(scale: 0.4, bouncesZoom: true, endScale: 1, bounces: true),
        Pinch(scale: 5, bouncesZoom: false, endScale: 3, bounces: false),
        Pinch(scale: 5, bouncesZoom: true, endScale: 3, bounces: true),
    ])
    func aPinchZoomsTheImageAndKeepsItCentred(_ pinch: Pinch) throws {
        let (simulator, scrollView, viewer) = Self.photoViewer()
        scrollView.bouncesZoom = pinch.bouncesZoom
        #expect(scrollView.pinchGestureRecognizer != nil)
        try simulator.perform(.pinch(center: CGPoint(x: 200, y: 400), distance: 150, scale: pinch.scale, duration: 0.4))
        try simulator.runUntilIdle()
        #expect(viewer.calls.first == "willBeginZooming(image)")
        #expect(viewer.calls.last == "didEndZooming(image, \(pinch.endScale))")
        #expect(viewer.calls.dropFirst().dropLast().allSatisfy { $0 == "didZoom" })
        #expect(viewer.bouncing == pinch.bounces)
        #expect(scrollView.zoomScale == pinch.endScale)
        #expect(abs(scrollView.contentSize.width - 400 * pinch.endScale) <= Self.sizeTolerance)
        #expect(abs(scrollView.contentSize.height - 300 * pinch.endScale) <= Self.sizeTolerance)
        #expect(viewer.imageView.frame.size == scrollView.contentSize)
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        // At rest the image is centred where it is smaller than the view (the recipe's insets).
        let room = (800 - scrollView.contentSize.height) / 2
        if room > 0 {
            #expect(abs(scrollView.contentInset.top - room) <= Self.pixel)
            #expect(abs(scrollView.contentOffset.y + room) <= Self.pixel)
        }
    }

    @Test func zoomToRectAndSetZoomScaleCallTheDelegateInTheModelsOrder() throws {
        let (simulator, scrollView, viewer) = Self.photoViewer()
        scrollView.setZoomScale(2, animated: false)
        #expect(viewer.calls == ["didZoom"])
        #expect(scrollView.zoomScale == 2)
        viewer.calls = []
        // 400 pt wide over 400 / 3 pt of the image: scale 3, the maximum.
        scrollView.zoom(to: CGRect(x: 150, y: 100, width: 400.0 / 3, height: 100), animated: true)
        try simulator.runUntilIdle()
        #expect(viewer.calls.first == "willBeginZooming(image)")
        #expect(viewer.calls.last == "didEndZooming(image, 3.0)")
        // UIKit's structure: one `didZoom` at the start with the end values, none while the screen moves.
        #expect(viewer.calls == ["willBeginZooming(image)", "didZoom", "didEndZooming(image, 3.0)"])
        #expect(scrollView.zoomScale == 3)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    /// The recipe of the UseItFromSwift article, as written there (insets recomputed in
    /// `scrollViewDidZoom` only), over a landscape photo.
    final class DocsPhotoViewer: UIScrollViewDelegate {
        let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 262))

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            let left = max(0, scrollView.bounds.width - scrollView.contentSize.width) / 2
            let top = max(0, scrollView.bounds.height - scrollView.contentSize.height) / 2
            scrollView.contentInset = UIEdgeInsets(top: top, left: left, bottom: top, right: left)
        }
    }

    /// The docs' recipe with a landscape photo stays inside its scrollable range at rest after each zoom.
    ///
    /// The docs' recipe with a landscape photo stays inside its scrollable range at rest after each
    /// zoom: pinches past the maximum and the minimum, animated and immediate `setZoomScale`, an
    /// animated `zoom(to:)`. The recipe re-insets in `scrollViewDidZoom`, and the inset setter goes
    /// through the model's scene-change path, which clamps a resting offset into the new range.
    @Test func theDocsRecipeStaysInRangeThroughEveryZoom() throws {
        let simulator = ScrollSimulator()
        let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let viewer = DocsPhotoViewer()
        photo.addSubview(viewer.imageView)
        photo.contentSize = viewer.imageView.frame.size
        photo.maximumZoomScale = 3
        photo.delegate = viewer
        simulator.addSubview(photo)
        let actions: [(String, () throws -> Void)] = [
            (
                "pinch past the maximum",
                {
                    try simulator.perform(
                        .pinch(center: CGPoint(x: 150, y: 300), distance: 150, scale: 5, duration: 0.4))
                }
            ),
            (
                "pinch past the minimum",
                {
                    try simulator.perform(
                        .pinch(center: CGPoint(x: 260, y: 500), distance: 300, scale: 0.2, duration: 0.4))
                }
            ),
            ("animated setZoomScale", { photo.setZoomScale(2.5, animated: true) }),
            ("immediate setZoomScale", { photo.setZoomScale(1.5, animated: false) }),
            ("animated zoom(to:)", { photo.zoom(to: CGRect(x: 300, y: 200, width: 100, height: 80), animated: true) }),
            ("immediate setZoomScale to the minimum", { photo.setZoomScale(1, animated: false) }),
        ]
        for (name, action) in actions {
            try action()
            try simulator.runUntilIdle()
            let inset = photo.contentInset, size = photo.contentSize, bounds = photo.bounds.size
            let offset = photo.contentOffset
            let maximum = CGPoint(
                x: max(-inset.left, size.width + inset.right - bounds.width),
                y: max(-inset.top, size.height + inset.bottom - bounds.height))
            #expect(offset.x >= -inset.left - Self.pixel && offset.x <= maximum.x + Self.pixel, "\(name): x")
            #expect(offset.y >= -inset.top - Self.pixel && offset.y <= maximum.y + Self.pixel, "\(name): y")
        }
    }
}
