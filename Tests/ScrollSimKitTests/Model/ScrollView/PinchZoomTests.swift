import Testing

@testable import ScrollSimKit

/// Tests two-finger zooming: when it zooms, the anchor, resistance past a limit, the bounce and the callbacks.
///
/// Zooming with two fingers: when a pinch zooms at all, what stays under the fingers, the resistance past a limit and
/// the bounce back, and the order of the zoom callbacks.
struct PinchZoomTests {
    /// The content point under the centroid may drift by the pixel rounding of the offset (1/3 pt
    /// at scale 3) plus floating error: the 1 pt bound.
    static let anchorTolerance = 1.0
    /// `contentSize` is a product of the same doubles the zoom view's frame holds.
    static let sizeTolerance = 1e-9

    // MARK: Zooming off

    struct OffCase: CustomTestStringConvertible, Sendable {
        var name: String
        var zoomable: Bool
        var minimum: Double
        var maximum: Double
        var testDescription: String { name }
    }

    static let offCases: [OffCase] = [
        OffCase(name: "no zoom view", zoomable: false, minimum: 0.5, maximum: 3),
        OffCase(name: "equal limits", zoomable: true, minimum: 1, maximum: 1),
        OffCase(name: "default limits", zoomable: true, minimum: 1, maximum: 1),
    ]

    /// Tests that a pinch only pans when the view has no zoom view or equal zoom limits.
    ///
    /// Without a zoom view or with equal limits a pinch does not zoom: the two fingers only pan, exactly as on a view
    /// that was never set up for zooming (same log, entry for entry, the zoom scale aside).
    @Test(arguments: offCases)
    func aPinchOnlyPansWhenZoomingIsOff(_ off: OffCase) {
        func run(_ fixture: ZoomFixture) -> [LogEntry] {
            fixture.pinch(at: Point(x: 200, y: 400), spread: 1.6, drift: Point(x: -40, y: -60))
            try? fixture.simulation.runUntilIdle()
            return fixture.log.entries
        }
        let plain = ZoomFixture(offset: Point(x: 100, y: 200), minimum: 1, maximum: 1, zoomable: false)
        let fixture = ZoomFixture(
            offset: Point(x: 100, y: 200), minimum: off.minimum, maximum: off.maximum, zoomable: off.zoomable)
        let entries = run(fixture)
        // Entry for entry the same, but for the zoom scale a view with limits set carries in its
        // log entries (`ScrollView.showsZoomState`): it stays 1.
        let motion = entries.map { entry in
            var entry = entry
            entry.zoomScale = nil
            return entry
        }
        #expect(motion == run(plain))
        #expect(entries.allSatisfy { $0.zoomScale == nil || $0.zoomScale == 1 })
        #expect(fixture.scrollView.zoomScale == 1)
        #expect(fixture.recorder.calls.isEmpty)
        #expect(entries.contains { $0.event == .willBeginDragging })
        #expect(fixture.scrollView.pinchGestureRecognizer == nil || !fixture.scrollView.canZoom)
    }

    // MARK: Inside the limits

    struct AnchorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var spread: Double
        var drift: Point
        var viaDelegate: Bool
        var testDescription: String { name }
    }

    static let anchorCases: [AnchorCase] = [
        AnchorCase(name: "spread in place", spread: 1.8, drift: .zero, viaDelegate: true),
        AnchorCase(name: "spread while panning", spread: 1.6, drift: Point(x: 30, y: -45), viaDelegate: true),
        AnchorCase(name: "close while panning", spread: 0.7, drift: Point(x: -25, y: 35), viaDelegate: false),
    ]

    /// Tests that the point under the fingers stays under them within 1 pt and `contentSize` follows the scale.
    ///
    /// Inside the limits the zoom view's point first under the centroid stays under it within 1 pt on every move, while
    /// the content also pans with the centroid; `contentSize` is the zoom view's size × the scale after every change.
    @Test(arguments: anchorCases)
    func thePointUnderTheFingersStaysUnderThem(_ anchor: AnchorCase) throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400), viaDelegate: anchor.viaDelegate)
        var steps: [ZoomFixture.Step] = []
        var began: ZoomFixture.Step?
        fixture.onMove = { step in
            if began == nil, fixture.scrollView.isZooming { began = step } else if began != nil { steps.append(step) }
        }
        fixture.pinch(at: Point(x: 200, y: 400), spread: anchor.spread, drift: anchor.drift)
        // The zoom view's point under the centroid when the pinch began (the zoom view sits at (0, 0)).
        let first = try #require(began)
        let point = Point(
            x: (first.offset.x + first.centroid.x) / first.scale, y: (first.offset.y + first.centroid.y) / first.scale)
        #expect(steps.count > 20)
        #expect(steps.last!.scale != 1)
        for step in steps {
            let shown = Point(x: point.x * step.scale - step.offset.x, y: point.y * step.scale - step.offset.y)
            #expect((shown - step.centroid).length <= Self.anchorTolerance, "at \(step.time)")
            #expect(
                step.scale > fixture.scrollView.minimumZoomScale && step.scale < fixture.scrollView.maximumZoomScale)
        }
        for call in fixture.recorder.calls where call.name == "didZoom" {
            #expect(abs(call.contentSize.width - 800 * call.scale) <= Self.sizeTolerance)
            #expect(abs(call.contentSize.height - 1600 * call.scale) <= Self.sizeTolerance)
        }
        #expect(abs(fixture.zoomView.frame.size.width - 800 * fixture.scrollView.zoomScale) <= Self.sizeTolerance)
        #expect(fixture.zoomView.frame.origin == .zero)
        try fixture.simulation.runUntilIdle()
    }

    // MARK: Past a limit

    struct LimitCase: CustomTestStringConvertible, Sendable {
        var name: String
        var spread: Double
        var bouncesZoom: Bool
        /// The limit the gesture goes past.
        var limit: Double
        var testDescription: String { name }
    }

    static let limitCases: [LimitCase] = [
        LimitCase(name: "past the maximum, bouncing", spread: 1.6, bouncesZoom: true, limit: 3),
        LimitCase(name: "past the minimum, bouncing", spread: 0.3, bouncesZoom: true, limit: 0.5),
        LimitCase(name: "past the maximum, no bounce", spread: 1.6, bouncesZoom: false, limit: 3),
        LimitCase(name: "past the minimum, no bounce", spread: 0.3, bouncesZoom: false, limit: 0.5),
    ]

    /// With `bouncesZoom` the scale goes past the limit while the fingers are down and ends exactly at it.
    ///
    /// With `bouncesZoom` the scale goes past the limit while the fingers are down and ends exactly
    /// at it: one `didZoom` at the lift (with `isZoomBouncing`) and a bounce on screen only, then
    /// `didEndZooming` reporting the limit ([SO-ZoomScaleNotUpdated], [UIScrollView26-Decompile]). Without it the scale never passes the limit and the
    /// zoom ends at the lift.
    @Test(arguments: limitCases)
    func aPinchPastALimit(_ limit: LimitCase) throws {
        let start: Double = limit.limit > 1 ? 2.2 : 0.7
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400), bouncesZoom: limit.bouncesZoom)
        fixture.scrollView.zoomScale = start
        fixture.recorder.calls = []
        let (steps, lift) = fixture.pinch(at: Point(x: 200, y: 400), spread: limit.spread)
        let past = steps.filter { limit.limit > 1 ? $0.scale > limit.limit : $0.scale < limit.limit }
        #expect(past.isEmpty != limit.bouncesZoom)
        try fixture.simulation.runUntilIdle()
        #expect(fixture.scrollView.zoomScale == limit.limit)
        #expect(!fixture.scrollView.isZoomBouncing && !fixture.scrollView.isZooming)
        let calls = fixture.recorder.calls
        #expect(calls.first?.name == "willBeginZooming")
        #expect(calls.filter { $0.name == "willBeginZooming" }.count == 1)
        #expect(calls.last?.name == "didEndZooming")
        #expect(calls.filter { $0.name == "didEndZooming" }.count == 1)
        #expect(calls.last?.scale == limit.limit)
        let bounce = fixture.log.entries.filter { $0.time > lift && $0.event.name == "didZoom" }
        let frames = fixture.entries("presentationFrame").filter { $0.time > lift }
        let bouncing = calls.filter { $0.name == "didZoom" && $0.isZoomBouncing }
        if limit.bouncesZoom {
            // UIKit's structure: one `didZoom` at the lift already reading the limit, then only the
            // screen moves (presentation frames) until `didEndZooming`.
            #expect(bounce.isEmpty)
            #expect(bouncing.map(\.scale) == [limit.limit])
            #expect(frames.count >= 5)
            let end = try #require(fixture.entries("didEndZooming").last)
            #expect(end.time > (frames.last?.time ?? .infinity))
        } else {
            #expect(bounce.isEmpty)
            #expect(fixture.entries("didEndZooming").last!.time == lift)
        }
        for call in calls {
            #expect(abs(call.contentSize.width - 800 * call.scale) <= Self.sizeTolerance)
        }
    }

    /// The bounce lasts `ZoomLimits.animationDuration` from the lifted scale to the limit: its
    /// `didEndZooming` comes on the first frame at or after that time.
    @Test func theBounceLastsTheZoomAnimationDuration() throws {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.scrollView.zoomScale = 2.2
        let (steps, lift) = fixture.pinch(at: Point(x: 200, y: 400), spread: 1.6)
        let lifted = steps.last!.scale
        try fixture.simulation.runUntilIdle()
        let duration = ZoomLimits.animationDuration(from: lifted, to: 3)
        let end = fixture.entries("didEndZooming").last!.time
        #expect(end >= lift + duration - 1e-9)
        #expect(end < lift + duration + 1.0 / 60)
    }

    // MARK: Callback order

    /// `willBeginZooming` comes before the gesture's first `didZoom`, and each `didZoom` of a pinch
    /// follows the `didScroll` of the same step.
    @Test func willBeginZoomingPrecedesTheFirstDidZoom() {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.pinch(at: Point(x: 200, y: 400), spread: 1.5, drift: Point(x: 20, y: 0))
        let names = fixture.log.entries.map(\.event.name).filter { $0 != "didScroll" }
        let begin = names.firstIndex(of: "willBeginZooming")
        let firstZoom = names.firstIndex(of: "didZoom")
        #expect(begin != nil && firstZoom != nil)
        #expect(begin! < firstZoom!)
        #expect(fixture.recorder.calls.first { $0.name == "willBeginZooming" }?.isZooming == true)
    }

    /// The pinch begins once the finger distance changed by more than 8 pt.
    @Test(arguments: [(7.9, false), (8.1, true)])
    func thePinchBeginsAfterEightPoints(_ change: Double, _ begins: Bool) {
        let fixture = ZoomFixture(offset: Point(x: 200, y: 400))
        fixture.simulation.touchBegan(finger: 0, at: Point(x: 100, y: 400), time: 0)
        fixture.simulation.touchBegan(finger: 1, at: Point(x: 300, y: 400), time: 0)
        fixture.simulation.touchesMoved(
            [(0, Point(x: 100 - change / 2, y: 400)), (1, Point(x: 300 + change / 2, y: 400))], time: 0.016)
        #expect(fixture.scrollView.isZooming == begins)
        #expect(fixture.scrollView.zoomScale == 1)
    }
}
