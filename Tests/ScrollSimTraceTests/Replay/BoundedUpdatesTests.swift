import ScrollSimTrace
import Testing

/// Tests that a scroll target decider that keeps no calls holds the same memory after 10 releases as after 200.
///
/// A scroll target decider that keeps no calls holds the same memory after 10 releases as after 200 (counted as kept
/// records, not measured in bytes), while still counting and logging every call.
struct BoundedUpdatesTests {
    /// Releases `flings` flicks on a view with a decider; returns the decider and the log's
    /// `updateTarget` lines.
    static func run(flings: Int, keepsUpdates: Bool) throws -> (ScrollTargetDecider, Int) {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        let scrollView = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 40_000),
            contentOffset: Point(x: 0, y: 20_000))
        simulation.add(scrollView)
        let decider = ScrollTargetDecider(keepsUpdates: keepsUpdates) { $0.proposed }
        decider.install(on: scrollView)
        for fling in 0..<flings {
            let start = Double(fling) * 4, direction: Double = fling % 2 == 0 ? -1 : 1
            simulation.touchBegan(at: Point(x: 196.5, y: 400), time: start)
            for step in 1...12 {
                simulation.touchMoved(
                    to: Point(x: 196.5, y: 400 + direction * 8 * Double(step)), time: start + Double(step) * 0.008)
            }
            simulation.touchEnded(at: Point(x: 196.5, y: 400 + direction * 96), time: start + 0.104)
        }
        try simulation.runUntilIdle()
        return (decider, log.entries.count { $0.event.name == "updateTarget" })
    }

    @Test(arguments: [10, 200])
    func aDeciderThatKeepsNoCallsStaysEmpty(_ flings: Int) throws {
        let (decider, logged) = try Self.run(flings: flings, keepsUpdates: false)
        #expect(decider.updates.isEmpty)
        #expect(decider.updateCount == flings)
        #expect(logged == flings)
    }

    @Test func aDeciderThatKeepsCallsGrowsWithThem() throws {
        let (decider, _) = try Self.run(flings: 10, keepsUpdates: true)
        #expect(decider.updates.count == 10)
    }
}
