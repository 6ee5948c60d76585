import Testing

@testable import ScrollSimKit

/// Views released mid-flight end their animations and callbacks cleanly.
///
/// A view released while its `UIView.animate` animation runs, or a scroll view removed and released
/// from its own `scrollViewDidScroll` during a deceleration, must not crash the process; their
/// animations and callbacks end cleanly.
struct ReleasedViewTests {
    static func simulation(log: EventLog) -> Simulation {
        Simulation(screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800), sink: log)
    }

    /// Tests that removing an animating view ends its animations and releasing it leaves no references behind.
    ///
    /// Removing an animating view from the window ends its animations there (`finished` false, as UIKit's completion
    /// reads for animations removed before they finish); releasing it afterwards leaves nothing that refers to it, and
    /// the display link stops.
    @Test(arguments: [false, true])
    func aViewReleasedDuringItsAnimation(removeAtFrame: Bool) throws {
        let log = EventLog()
        let simulation = Self.simulation(log: log)
        var completions: [Bool] = []
        do {
            var box: View? = View(id: "box", frame: Rect(x: 0, y: 400, width: 400, height: 100))
            simulation.add(box!)
            simulation.animate(
                withDuration: 0.5, animations: { box!.frame.origin.y = 200 },
                completion: { completions.append($0) })
            simulation.advance(to: 0.1)
            if removeAtFrame {
                box!.removeFromSuperview()
            } else {
                // Released from the tree by its parent going away with it.
                let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 400, height: 800))
                simulation.add(parent)
                parent.addSubview(box!)
                parent.removeFromSuperview()
            }
            box = nil
        }
        #expect(completions == [false])
        try simulation.runUntilIdle()
        simulation.advance(to: 1)
        #expect(completions == [false])
        let ended = log.entries.filter { $0.event.name == "animationEnded" }
        #expect(ended.count == 1)
    }

    /// A delegate that removes its scroll view from the window in `scrollViewDidScroll` during a
    /// deceleration, and drops the last reference to it.
    final class RemovingDelegate: ScrollViewDelegate {
        var scrollView: ScrollView?
        var didScrollCalls = 0
        var endedDecelerating = 0
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            didScrollCalls += 1
            guard scrollView.isDecelerating, let held = self.scrollView else { return }
            held.removeFromSuperview()
            self.scrollView = nil
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
    }

    /// Tests that a detached view finishes its deceleration off screen, ends once, and is freed afterwards.
    ///
    /// The detached view finishes its deceleration off screen (the model does not stop a motion when its view leaves
    /// the window), its delegate hears the end once, and the view is freed as soon as the display link lets go of it.
    @Test func aScrollViewReleasedFromItsOwnDidScrollDuringADeceleration() throws {
        let log = EventLog()
        let simulation = Self.simulation(log: log)
        let delegate = RemovingDelegate()
        weak var released: ScrollView?
        do {
            let list = ScrollView(
                id: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800),
                contentSize: Size(width: 400, height: 20000))
            list.delegate = delegate
            delegate.scrollView = list
            released = list
            simulation.add(list)
        }
        simulation.touchBegan(at: Point(x: 200, y: 700), time: 0)
        for step in 1...6 {
            simulation.touchMoved(to: Point(x: 200, y: 700 - 20 * Double(step)), time: 0.008 * Double(step))
        }
        simulation.touchEnded(at: Point(x: 200, y: 580), time: 0.056)
        #expect(released != nil) // decelerating: the display link holds it
        try simulation.runUntilIdle()
        #expect(delegate.scrollView == nil)
        #expect(simulation.scrollViews.isEmpty)
        #expect(delegate.endedDecelerating == 1)
        #expect(released == nil)
        let calls = delegate.didScrollCalls
        simulation.advance(to: 10)
        try simulation.runUntilIdle()
        #expect(delegate.didScrollCalls == calls)
    }
}
