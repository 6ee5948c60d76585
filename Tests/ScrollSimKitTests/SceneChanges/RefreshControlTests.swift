import ScrollSimKit
import Testing

/// `RefreshControl`: UIKit's snapping height, the pull that begins refreshing, and the two ways
/// `endRefreshing` ends it.
struct RefreshControlTests {
    @Test(arguments: [(852.0, 168.75), (568, 112.5), (300, 73.68), (100, 50), (1366, 270.55)])
    func snappingHeightFollowsTheScrollViewsHeight(_ height: Double, _ expected: Double) {
        let snapping = RefreshControl.Configuration.snappingHeight(forScrollViewHeight: height)
        #expect(abs(snapping - expected) < 0.01)
    }

    static func scene(threshold: Double? = nil) -> (Simulation, ScrollView, EventLog) {
        let log = EventLog()
        let simulation = Simulation(windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 3000))
        view.refreshControl = RefreshControl(configuration: .init(threshold: threshold))
        simulation.add(view)
        return (simulation, view, log)
    }

    /// Pulls down `distance` pt of finger travel in 8 pt steps every 16 ms and holds.
    static func pull(_ simulation: Simulation, distance: Double) -> Double {
        simulation.touchBegan(at: Point(x: 196, y: 100), time: 0)
        var t = 0.0
        for step in 1...Int(distance / 8) {
            t = 0.016 * Double(step)
            simulation.touchMoved(to: Point(x: 196, y: 100 + 8 * Double(step)), time: t)
        }
        return t
    }

    static func names(_ log: EventLog) -> [String] {
        log.entries.map(\.event.name).filter { $0.hasPrefix("refresh") }
    }

    @Test func aPullPastTheThresholdBeginsRefreshingOnce() throws {
        let (simulation, view, log) = Self.scene()
        let end = Self.pull(simulation, distance: 480)
        #expect(Self.names(log) == ["refreshValueChanged"])
        #expect(view.refreshControl!.isRefreshing)
        #expect(view.minimumContentOffset.y == -60)
        simulation.touchEnded(at: Point(x: 196, y: 580), time: end + 0.1)
        try simulation.runUntilIdle()
        #expect(view.contentOffset.y == -60)
    }

    @Test func aShortPullOnlyReveals() throws {
        let (simulation, view, log) = Self.scene()
        let end = Self.pull(simulation, distance: 200)
        simulation.touchEnded(at: Point(x: 196, y: 300), time: end + 0.1)
        try simulation.runUntilIdle()
        #expect(Self.names(log).isEmpty)
        #expect(view.contentOffset.y == 0)
    }

    @Test func endRefreshingAtRestScrollsBackWithAnAnimation() throws {
        let (simulation, view, log) = Self.scene(threshold: 100)
        let end = Self.pull(simulation, distance: 400)
        simulation.touchEnded(at: Point(x: 196, y: 500), time: end + 0.1)
        try simulation.runUntilIdle()
        simulation.endRefreshing(of: view, at: 5)
        try simulation.runUntilIdle()
        #expect(Self.names(log) == ["refreshValueChanged", "refreshEnded"])
        #expect(log.entries.last?.event == .didEndScrollingAnimation)
        #expect(view.contentOffset.y == 0 && view.minimumContentOffset.y == 0)
    }

    @Test func endRefreshingWhenNotRefreshingDoesNothing() {
        let (simulation, view, log) = Self.scene()
        simulation.endRefreshing(of: view, at: 1)
        #expect(log.entries.isEmpty)
    }
}
