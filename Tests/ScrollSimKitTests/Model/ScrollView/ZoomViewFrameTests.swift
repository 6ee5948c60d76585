import ScrollSimKit
import Testing

/// Tests `setZoomViewFrame`: the frame under the zoom transform, the content size and zooming back out.
///
/// `setZoomViewFrame` (`set` of `zoomView.frame`): the frame under the zoom transform, the content size following, and
/// a zoom back out that shrinks the view in proportion.
struct ZoomViewFrameTests {
    /// A landscape photo viewer: an 852 × 393 view, a 589.5 × 393 photo, scales 1…3.
    static func viewer() -> ScrollView {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 852, height: 393), contentSize: Size(width: 589.5, height: 393))
        let photo = View(id: "photo", frame: Rect(x: 0, y: 0, width: 589.5, height: 393))
        view.addSubview(photo)
        view.zoomView = photo
        view.minimumZoomScale = 1
        view.maximumZoomScale = 3
        return view
    }

    @Test func aFrameSetWhileZoomedKeepsTheScale() throws {
        let view = Self.viewer()
        view.setZoomScale(2, animated: false)
        #expect(view.contentSize == Size(width: 1179, height: 786))
        view.apply(.frame(Rect(x: 0, y: 0, width: 393, height: 852)))
        view.apply(.zoomViewFrame(Rect(x: 0, y: 0, width: 393, height: 262)))
        let photo = try #require(view.zoomView)
        #expect(photo.frame == Rect(x: 0, y: 0, width: 393, height: 262))
        #expect(photo.untransformedSize == Size(width: 196.5, height: 131))
        #expect(view.zoomScale == 2)
        #expect(view.contentSize == Size(width: 393, height: 262))
        view.setZoomScale(1, animated: false)
        #expect(photo.frame.size == Size(width: 196.5, height: 131))
        #expect(view.contentSize == Size(width: 196.5, height: 131))
    }

    @Test func atScaleOneTheFrameIsTheSize() throws {
        let view = Self.viewer()
        view.apply(.zoomViewFrame(Rect(x: 10, y: 0, width: 393, height: 262)))
        #expect(try #require(view.zoomView).untransformedSize == Size(width: 393, height: 262))
        #expect(view.contentSize == Size(width: 393, height: 262))
    }

    @Test func withoutAZoomViewNothingHappens() {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 852, height: 393), contentSize: Size(width: 900, height: 393))
        view.apply(.zoomViewFrame(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(view.contentSize == Size(width: 900, height: 393))
    }

    @Test func theSetIsEchoedWithItsName() {
        #expect(
            PropertyChange.zoomViewFrame(Rect(x: 0, y: 0, width: 1, height: 2)).logFields.first
                == LogField("property", .string("zoomView.frame")))
    }
}
