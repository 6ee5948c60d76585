import Testing

@testable import ScrollSimKit

/// Tests `setZoomScale(_:animated:)` and `zoom(to:animated:)`: clamping, anchoring, callbacks and negative offsets.
///
/// `setZoomScale(_:animated:)` and `zoom(to:animated:)`: the clamp, the anchor at the visible centre, the callbacks,
/// and UIKit's negative offsets for content smaller than the view.
struct ProgrammaticZoomTests {
    /// Offsets are pixel-rounded (1/3 pt at scale 3).
    static let offsetTolerance = 1.0 / 3
    static let sizeTolerance = 1e-9

    struct SetCase: CustomTestStringConvertible, Sendable {
        var name: String
        var scale: Double
        /// The scale after the call.
        var result: Double
        var testDescription: String { name }
    }

    static let setCases: [SetCase] = [
        SetCase(name: "within the limits", scale: 2, result: 2),
        SetCase(name: "above the maximum", scale: 5, result: 3),
        SetCase(name: "below the minimum", scale: 0.1, result: 0.5),
        SetCase(name: "unchanged", scale: 1, result: 1),
        SetCase(name: "not finite", scale: .infinity, result: 1),
    ]

    /// A non-animated set sends no `willBeginZooming` and no `didEndZooming`.
    ///
    /// A non-animated set sends no `willBeginZooming` and no `didEndZooming`: the offset's
    /// `didScroll`, then one `didZoom` when the scale changed. The visible centre stays put and
    /// `contentSize` follows the scale.
    @Test(arguments: setCases)
    func aNonAnimatedSet(_ set: SetCase) {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.scrollView.setZoomScale(set.scale, animated: false)
        let view = fixture.scrollView
        #expect(view.zoomScale == set.result)
        #expect(fixture.callNames == (set.result == 1 ? [] : ["didZoom"]))
        #expect(abs(view.contentSize.width - 800 * set.result) <= Self.sizeTolerance)
        #expect(abs(view.contentSize.height - 1600 * set.result) <= Self.sizeTolerance)
        let names = fixture.log.entries.map(\.event.name)
        #expect(names == (set.result == 1 ? [] : ["didScroll", "didZoom"]))
        if set.result >= 1 {
            // The content point at the visible centre, (400, 800), stays at the centre (200, 400).
            #expect(abs(view.contentOffset.x - (400 * set.result - 200)) <= Self.offsetTolerance)
            #expect(abs(view.contentOffset.y - (800 * set.result - 400)) <= Self.offsetTolerance)
        }
    }

    /// Tests the callbacks of an animated zoom scale change under each zoom animation update mode.
    ///
    /// Animated: `willBeginZooming`, a `didZoom` per frame for `ZoomLimits.animationDuration`, then `didEndZooming`
    /// with the new scale; under `.modelValuesAtStart` a single `didZoom` at the start carries the end value.
    @Test(arguments: ScrollViewOptions.ZoomAnimationUpdates.allCases)
    func anAnimatedSet(_ updates: ScrollViewOptions.ZoomAnimationUpdates) throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.scrollView.options.zoomAnimationUpdates = updates
        fixture.scrollView.setZoomScale(2, animated: true)
        try fixture.simulation.runUntilIdle()
        let calls = fixture.recorder.calls
        #expect(calls.first?.name == "willBeginZooming")
        #expect(calls.first?.scale == 1)
        #expect(calls.last?.name == "didEndZooming")
        #expect(calls.last?.scale == 2)
        let zooms = calls.filter { $0.name == "didZoom" }
        if updates == .everyFrame {
            #expect(zooms.count >= 15)
            #expect(zip(zooms, zooms.dropFirst()).allSatisfy { $0.scale < $1.scale })
        } else {
            #expect(zooms.map(\.scale) == [2])
        }
        let end = fixture.entries("didEndZooming")[0].time
        #expect(end >= ZoomLimits.animationDuration(from: 1, to: 2) - 1e-9)
        #expect(fixture.scrollView.zoomScale == 2)
        #expect(abs(fixture.scrollView.contentOffset.x - 600) <= Self.offsetTolerance)
    }

    struct RectCase: CustomTestStringConvertible, Sendable {
        var name: String
        var viewSize: Size
        var contentSize: Size
        var rect: Rect
        var scale: Double
        var offset: Point
        var zooms: Bool
        var testDescription: String { name }
    }

    static let rectCases: [RectCase] = [
        // UIKit's reported case: the scale is unchanged, so it only scrolls, to a negative offset.
        RectCase(
            name: "small content, same scale", viewSize: Size(width: 200, height: 200),
            contentSize: Size(width: 100, height: 100), rect: Rect(x: 0, y: 0, width: 200, height: 200), scale: 1,
            offset: Point(x: -100, y: -100), zooms: false),
        // A slightly different rectangle zooms, and the offset is clamped to 0.
        RectCase(
            name: "small content, new scale", viewSize: Size(width: 200, height: 200),
            contentSize: Size(width: 100, height: 100), rect: Rect(x: 0, y: 0, width: 150, height: 150),
            scale: 200.0 / 150, offset: .zero, zooms: true),
        RectCase(
            name: "large content", viewSize: Size(width: 400, height: 800),
            contentSize: Size(width: 800, height: 1600), rect: Rect(x: 100, y: 200, width: 200, height: 400),
            scale: 2, offset: Point(x: 200, y: 400), zooms: true),
        RectCase(
            name: "beyond the maximum", viewSize: Size(width: 400, height: 800),
            contentSize: Size(width: 800, height: 1600), rect: Rect(x: 300, y: 700, width: 20, height: 40),
            scale: 3, offset: Point(x: 730, y: 1760), zooms: true),
    ]

    @Test(arguments: rectCases)
    func zoomToARect(_ rect: RectCase) {
        let fixture = ZoomFixture(
            viewSize: rect.viewSize, contentSize: rect.contentSize, minimum: 0.5, maximum: 3)
        fixture.scrollView.zoom(to: rect.rect, animated: false)
        let view = fixture.scrollView
        #expect(abs(view.zoomScale - rect.scale) <= 1e-12)
        #expect(abs(view.contentOffset.x - rect.offset.x) <= Self.offsetTolerance)
        #expect(abs(view.contentOffset.y - rect.offset.y) <= Self.offsetTolerance)
        #expect(fixture.callNames == (rect.zooms ? ["didZoom"] : []))
    }

    /// Tests that an animated zoom at an unchanged scale on small content only scrolls to the negative offset.
    ///
    /// Animated on content smaller than the view at an unchanged scale: a scroll over 0.1 s to the negative offset,
    /// ending with `didEndScrollingAnimation` and no zoom callback.
    @Test func animatedZoomToARectAtTheSameScaleOnlyScrolls() throws {
        let fixture = ZoomFixture(
            viewSize: Size(width: 200, height: 200), contentSize: Size(width: 100, height: 100))
        fixture.scrollView.zoom(to: Rect(x: 0, y: 0, width: 200, height: 200), animated: true)
        try fixture.simulation.runUntilIdle()
        #expect(fixture.scrollView.contentOffset == Point(x: -100, y: -100))
        #expect(fixture.recorder.calls.isEmpty)
        let end = fixture.entries("didEndScrollingAnimation")
        #expect(end.count == 1)
        #expect(end[0].time >= 0.1 - 1e-9 && end[0].time < 0.1 + 1.0 / 60)
    }

    /// `prepareZoomScale` configures the scale without a callback and keeps the offset.
    @Test(arguments: [(2.0, 2.0), (9.0, 3.0), (0.0, 1.0)])
    func preparingTheScaleIsSilent(_ scale: Double, _ result: Double) {
        let fixture = ZoomFixture(offset: Point(x: 10, y: 20))
        fixture.scrollView.prepareZoomScale(scale)
        #expect(fixture.scrollView.zoomScale == result)
        #expect(fixture.scrollView.contentOffset == Point(x: 10, y: 20))
        #expect(fixture.scrollView.contentSize == Size(width: 800 * result, height: 1600 * result))
        #expect(fixture.log.entries.isEmpty && fixture.recorder.calls.isEmpty)
    }

    /// Without a zoom view nothing zooms.
    @Test func withoutAZoomViewNothingZooms() {
        let fixture = ZoomFixture(zoomable: false)
        fixture.scrollView.setZoomScale(2, animated: false)
        fixture.scrollView.zoom(to: Rect(x: 0, y: 0, width: 100, height: 100), animated: true)
        #expect(fixture.scrollView.zoomScale == 1)
        #expect(fixture.log.entries.isEmpty)
        #expect(!fixture.scrollView.canZoom)
    }
}
