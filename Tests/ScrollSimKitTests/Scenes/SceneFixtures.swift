import ScrollSimKit

/// Builds the sheet and nested-list scenes of the example traces from Swift.
enum SceneFixtures {
    /// A 393 × 852 window with a sheet (200 pt header over a 2000 pt list) of the given policy.
    static func sheet(initial: SheetPosition = .middle, listOffset: Double = 0, projected: Bool = false)
        -> (Simulation, SheetCoordinator, EventLog)
    {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        let container = View(id: "sheet", frame: Rect(x: 0, y: 0, width: 393, height: 778))
        let header = View(id: "header", frame: Rect(x: 0, y: 0, width: 393, height: 200))
        let list = ScrollView(
            id: "list", frame: Rect(x: 0, y: 200, width: 393, height: 578), contentSize: Size(width: 393, height: 2000),
            contentOffset: Point(x: 0, y: listOffset))
        simulation.add(container)
        container.addSubview(header)
        container.addSubview(list)
        let detents = SheetDetents.demo(screenHeight: 852)
        let sheet: SheetCoordinator
        if projected {
            var configuration = ProjectedSheet.Configuration(detents: detents)
            configuration.initialPosition = initial
            sheet = ProjectedSheet(
                simulation: simulation, container: container, list: list, configuration: configuration)
        } else {
            var configuration = ThreeStageSheet.Configuration(detents: detents)
            configuration.initialPosition = initial
            sheet = ThreeStageSheet(
                simulation: simulation, container: container, list: list, configuration: configuration)
        }
        return (simulation, sheet, log)
    }

    /// A straight vertical drag at x = 200: moves of `step` every 16 ms, then a lift.
    ///
    /// Returns the lift time.
    @discardableResult
    static func drag(_ simulation: Simulation, fromY y: Double, step: Double, count: Int, at time: Double) -> Double {
        var point = Point(x: 200, y: y), t = time
        simulation.touchBegan(at: point, time: t)
        for _ in 0..<count {
            t += 0.016
            point.y += step
            simulation.touchMoved(to: point, time: t)
        }
        t += 0.016
        simulation.touchEnded(at: point, time: t)
        return t
    }

    static func behaviours(_ log: EventLog, named name: String) -> [LogEntry] {
        log.entries.filter { $0.event.name == name }
    }
}
