import Testing

@testable import ScrollSimKit

/// Tests that a scene still moving after `settleLimit` names the moving view and why in one line.
///
/// A scene still moving `settleLimit` seconds after the last event says which view still moves and why (deceleration,
/// animation, a callback restarting it), in one line.
struct SceneLimitMessageTests {
    static func scene(decelerationRate: Double = 0.998) -> (Simulation, ScrollView) {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800))
        simulation.settleLimit = 5
        let list = ScrollView(
            id: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800),
            contentSize: Size(width: 400, height: 10_000_000))
        list.options.decelerationRateStorage = .asGiven // a rate UIKit would not keep, to drive the limits
        list.decelerationRate = DecelerationRate(rawValue: decelerationRate)
        simulation.add(list)
        return (simulation, list)
    }

    static func flick(_ simulation: Simulation) {
        simulation.touchBegan(at: Point(x: 200, y: 700), time: 0)
        for step in 1...3 {
            simulation.touchMoved(to: Point(x: 200, y: 700 - 10 * Double(step)), time: 0.008 * Double(step))
        }
        simulation.touchEnded(at: Point(x: 200, y: 670), time: 0.024)
    }

    /// Starts a new animated scroll each time the previous one ends: the scene never rests.
    final class PingPong: ScrollViewDelegate {
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
            let y = scrollView.contentOffset.y == 0 ? 500.0 : 0
            scrollView.setContentOffset(Point(x: 0, y: y), animated: true)
        }
    }

    @Test func aSlowDecelerationIsNamed() {
        let (simulation, _) = Self.scene(decelerationRate: 0.999999999)
        Self.flick(simulation)
        let error = #expect(throws: SimulationError.self) { try simulation.runUntilIdle(limit: simulation.settleLimit) }
        #expect(
            error
                == .didNotSettle(
                    afterSeconds: 5, lastEventTime: 0.024, stillMoving: StillMoving(view: "list", motion: .decelerating)
                ))
        #expect(error?.description == "the scene was still moving 5 s after the last event: list decelerating")
    }

    @Test func aDelegateRestartingAnAnimationIsNamed() {
        let (simulation, list) = Self.scene()
        let delegate = PingPong()
        list.delegate = delegate
        simulation.setContentOffset(Point(x: 0, y: 500), animated: true, of: list, at: 0.1)
        let error = #expect(throws: SimulationError.self) { try simulation.runUntilIdle(limit: simulation.settleLimit) }
        #expect(
            error?.description
                == "the scene was still moving 5 s after the last event: list animating to a content offset, "
                + "restarted by a callback after that event")
    }

    /// The same animation started by the event itself, longer than the limit: no restart.
    @Test func aViewAnimationLongerThanTheLimitIsNamed() {
        let (simulation, _) = Self.scene()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        simulation.add(box)
        simulation.advance(to: 0.5)
        simulation.animate(withDuration: 60, animations: { box.frame.origin.y = 400 })
        let error = #expect(throws: SimulationError.self) { try simulation.runUntilIdle(limit: simulation.settleLimit) }
        #expect(error?.description == "the scene was still moving 5 s after the last event: box in a UIView animation")
        #expect(
            error?.description(namingLastEvent: "events[2] (t 0.5 s)")
                == "the scene was still moving 5 s after events[2] (t 0.5 s): box in a UIView animation")
    }
}
