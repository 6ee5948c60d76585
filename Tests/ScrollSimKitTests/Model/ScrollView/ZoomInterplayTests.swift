import Testing

@testable import ScrollSimKit

/// The zoom beside the scroll: when `didEndZooming` comes (`ScrollViewOptions.ZoomEnd`), a pinch
/// that ends in a fling, and a touch during a bounce.
struct ZoomInterplayTests {
    /// One display frame at 60 Hz.
    static let frame = 1.0 / 60

    /// A pinch past the maximum of 3 from 2.2, held still for 50 ms, and the time of its lift.
    static func pinchPastTheMaximum(_ fixture: ZoomFixture) -> Double {
        fixture.scrollView.zoomScale = 2.2
        fixture.recorder.calls = []
        return fixture.pinch(at: Point(x: 200, y: 400), spread: 1.6, hold: 0.05).liftTime
    }

    /// When `didEndZooming` comes for each `ZoomEnd` option; either way exactly once.
    ///
    /// `.afterBounce` (default): `didEndZooming` after the bounce's last `didZoom`; `.atLift`: at the
    /// lift, reporting the limit, before the bounce's frames; either way exactly once. Under the
    /// iOS 3 structure (`.everyFrame`, kept as an option), so that the bounce has frames.
    @Test(arguments: ScrollViewOptions.ZoomEnd.allCases)
    func whenTheZoomEnds(_ end: ScrollViewOptions.ZoomEnd) throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.scrollView.options.zoomEnd = end
        fixture.scrollView.options.zoomAnimationUpdates = .everyFrame
        let lift = Self.pinchPastTheMaximum(fixture)
        try fixture.simulation.runUntilIdle()
        let ends = fixture.entries("didEndZooming")
        #expect(ends.count == 1)
        #expect(ends[0].event == .didEndZooming(scale: 3))
        let bounce = fixture.entries("didZoom").filter { $0.time > lift }
        #expect(!bounce.isEmpty)
        switch end {
        case .afterBounce: #expect(ends[0].time >= bounce.last!.time)
        case .atLift: #expect(ends[0].time == lift)
        }
        #expect(fixture.scrollView.zoomScale == 3)
    }

    /// Under `.modelValuesAtStart` the bounce jumps to the limit at the lift: one `didZoom`, then
    /// `didEndZooming` after the bounce's duration.
    @Test func aBounceWithModelValuesAtStart() throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.scrollView.options.zoomAnimationUpdates = .modelValuesAtStart
        let lift = Self.pinchPastTheMaximum(fixture)
        #expect(fixture.scrollView.zoomScale == 3)
        #expect(fixture.scrollView.isZoomBouncing)
        try fixture.simulation.runUntilIdle()
        let bounce = fixture.entries("didZoom").filter { $0.time >= lift }
        #expect(bounce.map(\.event) == [.didZoom(scale: 3)])
        #expect(fixture.entries("didEndZooming")[0].time > lift)
    }

    /// Tests that fingers spreading while sweeping fast fling the zoomed content at the lift and keep the scale.
    ///
    /// Two fingers that spread while sweeping fast, then lift: the pan's release flings the zoomed content
    /// (`willEndDragging` … `willBeginDecelerating`), the zoom ends at the lift within the limits, and the scale stays.
    @Test func aPinchThenAFling() throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        let (steps, lift) = fixture.pinch(
            at: Point(x: 200, y: 500), spread: 1.4, moves: 12, drift: Point(x: 0, y: -240))
        let lifted = steps.last!.scale
        try fixture.simulation.runUntilIdle()
        let names = fixture.log.entries.map(\.event.name).filter { $0 != "didScroll" }
        let release = try #require(names.firstIndex(of: "willEndDragging"))
        #expect(fixture.entries("willEndDragging")[0].time == lift)
        #expect(
            Array(names[release...]) == [
                "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndZooming", "didEndDecelerating",
            ])
        #expect(fixture.scrollView.zoomScale == lifted)
        #expect(fixture.scrollView.contentOffset.y > steps.last!.offset.y + 100)
    }

    /// Tests that both recognizer action orders send the same calls at the lift of a pinch that flung past the maximum.
    ///
    /// Both orders of the recognizers' actions at the lift send the same calls after a pinch past the maximum that also
    /// flung: the drag's release and its deceleration, which the bounce stops at once, then `didEndZooming` after the
    /// bounce.
    @Test(arguments: SimultaneousActionOrder.allCases)
    func theLiftOfAPinchThatFlung(_ order: SimultaneousActionOrder) throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.simulation.simultaneousActionOrder = order
        fixture.scrollView.zoomScale = 2.2
        fixture.pinch(at: Point(x: 200, y: 500), spread: 1.6, drift: Point(x: 0, y: -300))
        try fixture.simulation.runUntilIdle()
        let names = fixture.log.entries.map(\.event.name).filter {
            $0 != "didScroll" && $0 != "didZoom" && $0 != "presentationFrame"
        }
        let release = try #require(names.firstIndex(of: "willEndDragging"))
        #expect(
            Array(names[release...]) == [
                "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating", "didEndZooming",
            ])
        #expect(fixture.scrollView.zoomScale == 3)
        #expect(!fixture.scrollView.isDecelerating)
    }

    /// Tests that a finger landing during the zoom bounce leaves it running and a drag beginning then ends it first.
    ///
    /// A finger that lands during the bounce leaves it running (UIKit ends a running zoom animation when a pinch
    /// begins, `_updatePinchGestureForState:`); a drag that begins then ends it first: the limit, `didEndZooming`, then
    /// `willBeginDragging` (a choice, see `ScrollView+Drag`).
    @Test func aTouchLeavesTheBounceAndADragEndsIt() {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        let lift = Self.pinchPastTheMaximum(fixture)
        fixture.simulation.touchBegan(at: Point(x: 100, y: 100), time: lift + 3 * Self.frame)
        #expect(fixture.scrollView.isZoomBouncing)
        for step in 1...4 {
            fixture.simulation.touchMoved(
                to: Point(x: 100, y: 100 + 15 * Double(step)), time: lift + (3 + Double(step) / 4) * Self.frame)
        }
        #expect(fixture.scrollView.zoomScale == 3)
        #expect(!fixture.scrollView.isZoomBouncing)
        let names = fixture.log.entries.map(\.event.name)
        let end = names.firstIndex(of: "didEndZooming"), drag = names.firstIndex(of: "willBeginDragging")
        #expect(end.flatMap { end in drag.map { end < $0 } } == true)
        fixture.simulation.touchEnded(at: Point(x: 100, y: 160), time: lift + 5 * Self.frame)
    }
}
