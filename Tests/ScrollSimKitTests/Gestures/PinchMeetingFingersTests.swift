import Testing

@testable import ScrollSimKit

/// Tests that two pinch fingers meeting at one point keep every logged number finite and the scene settles.
///
/// Two fingers that meet at one point are a defined state, not a division by zero: the pinch's distance counts as 10⁻⁶
/// pt there, every logged number stays finite, and the scene settles.
struct PinchMeetingFingersTests {
    @Test(arguments: [10.0, 0.0])
    func fingersThatMeetLeaveEveryNumberFinite(startDistance: Double) throws {
        let fixture = ZoomFixture(contentSize: Size(width: 400, height: 800), minimum: 1, maximum: 4)
        let centre = Point(x: 200, y: 400)
        fixture.simulation.touchBegan(finger: 0, at: centre - Point(x: startDistance / 2, y: 0), time: 0)
        fixture.simulation.touchBegan(finger: 1, at: centre + Point(x: startDistance / 2, y: 0), time: 0)
        fixture.simulation.touchesMoved([(0, centre), (1, centre)], time: 0.1)
        for step in 1...6 {
            let half = 10 * Double(step)
            fixture.simulation.touchesMoved(
                [(0, centre - Point(x: half, y: 0)), (1, centre + Point(x: half, y: 0))], time: 0.1 + Double(step) / 60)
        }
        fixture.simulation.touchEnded(finger: 0, at: centre - Point(x: 60, y: 0), time: 0.3)
        fixture.simulation.touchEnded(finger: 1, at: centre + Point(x: 60, y: 0), time: 0.3)
        try fixture.simulation.runUntilIdle(limit: 5)
        for entry in fixture.log.entries {
            #expect(entry.offset.x.isFinite && entry.offset.y.isFinite, "\(entry.event.name) at \(entry.time)")
            #expect(entry.zoomScale.map(\.isFinite) ?? true)
        }
        #expect(fixture.scrollView.zoomScale.isFinite)
        #expect(fixture.scrollView.zoomScale >= 1 && fixture.scrollView.zoomScale <= 4)
    }
}
