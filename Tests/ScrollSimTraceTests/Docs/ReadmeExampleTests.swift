import ScrollSimTrace
import Testing

/// The "Drive it from Swift" example (ScrollSimKit.docc/DriveItFromSwift.md), verbatim apart from the assertions.
struct ReadmeExampleTests {
    final class Logger: ScrollViewDelegate {
        var ends: [Point] = []
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { ends.append(scrollView.contentOffset) }
    }

    @Test func driveItFromSwift() throws {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60),
            windowSize: Size(width: 393, height: 852), sink: log)
        let list = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852),
            contentSize: Size(width: 393, height: 20_000))
        let delegate = Logger()
        list.delegate = delegate
        simulation.add(list)
        simulation.touchBegan(at: Point(x: 196, y: 700), time: 0)
        for step in 1...12 {
            simulation.touchMoved(to: Point(x: 196, y: 700 - 9 * Double(step)), time: 0.008 * Double(step))
        }
        simulation.touchEnded(at: Point(x: 196, y: 592), time: 0.104)
        try simulation.runUntilIdle()
        #expect(delegate.ends == [list.contentOffset])
        #expect(list.contentOffset.y > 600)
        #expect(log.entries.map(\.event.name).last == "didEndDecelerating")
    }
}
