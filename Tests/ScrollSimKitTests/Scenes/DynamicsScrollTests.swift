import ScrollSimKit
import Testing

/// [Seed-DynamicsScroll]'s custom scroll view: the container/table handoff in both directions, deceleration by
/// resistance, the attachment bounce at both ends.
struct DynamicsScrollTests {
    /// Offsets are pixel-rounded at 3×.
    static let pixel = 1.0 / 3

    static func scene(tableOffset: Double = 0, band: RubberBand = .uiKit) -> (Simulation, DynamicsScroll) {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: EventLog())
        let content = View(id: "content", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let table = ScrollView(
            id: "table", frame: Rect(x: 0, y: 200, width: 393, height: 852),
            contentSize: Size(width: 393, height: 2000),
            contentOffset: Point(x: 0, y: tableOffset))
        simulation.add(content)
        content.addSubview(View(id: "header", frame: Rect(x: 0, y: 0, width: 393, height: 200)))
        content.addSubview(table)
        var configuration = DynamicsScroll.Configuration(containerLimit: 200)
        configuration.rubberBand = band
        return (
            simulation,
            DynamicsScroll(simulation: simulation, container: content, table: table, configuration: configuration)
        )
    }

    static func move(_ simulation: Simulation, _ point: inout Point, _ t: inout Double, step: Double, count: Int) {
        for _ in 0..<count {
            t += 0.016
            point.y += step
            simulation.touchMoved(to: point, time: t)
        }
    }

    /// Rows: (start table offset, first leg, second leg) → (container, table) before the lift.
    ///
    /// The plain pan's first translation holds its 10 pt of hysteresis ([Blog-Holko]'s code uses it
    /// as is), so the content moves 10 pt more than the legs.
    @Test(arguments: [
        (0.0, -320.0, 0.0, 200.0, 130.0), // up then up: the table takes over past the limit
        (0.0, -320, 320, 10, 0), // up then down: the container takes back over
        (200, 200, 0, 190, 0), // down then down across the limit
        (200, 400, 0, -5.46, 0), // … and past the top, banded
        (100, 200, -200, 200, 90), // down then up
    ])
    func handoff(_ offset: Double, _ first: Double, _ second: Double, _ containerY: Double, _ tableY: Double) {
        let (simulation, scroll) = Self.scene(tableOffset: offset)
        var point = Point(x: 200, y: 500), t = 0.0
        simulation.touchBegan(at: point, time: t)
        Self.move(simulation, &point, &t, step: first < 0 ? -2 : 2, count: 5) // 10 pt of hysteresis
        Self.move(simulation, &point, &t, step: first < 0 ? -8 : 8, count: Int(abs(first) / 8))
        if second != 0 { Self.move(simulation, &point, &t, step: second < 0 ? -8 : 8, count: Int(abs(second) / 8)) }
        #expect(abs(scroll.container.boundsOrigin.y - containerY) < Self.pixel)
        #expect(abs(scroll.table.contentOffset.y - tableY) < Self.pixel)
    }

    @Test func flingAcrossTheEndAttachesASpring() throws {
        let (simulation, scroll) = Self.scene(tableOffset: 800)
        var point = Point(x: 200, y: 600), t = 0.0
        simulation.touchBegan(at: point, time: t)
        Self.move(simulation, &point, &t, step: -40, count: 4)
        simulation.touchEnded(at: point, time: t + 0.016)
        simulation.advance(to: t + 0.3)
        #expect(scroll.position > scroll.maximumPosition) // past the end, on the spring
        try simulation.runUntilIdle()
        #expect(scroll.position == scroll.maximumPosition)
        #expect(scroll.table.contentOffset.y == 1148)
        #expect(scroll.container.boundsOrigin.y == 200)
    }

    @Test(arguments: [(RubberBand.uiKit, -146.0), (.linear(coefficient: 0.5), -160)])
    func pullAtTheTopBands(_ band: RubberBand, _ expected: Double) throws {
        let (simulation, scroll) = Self.scene(band: band)
        var point = Point(x: 200, y: 300), t = 0.0
        simulation.touchBegan(at: point, time: t)
        Self.move(simulation, &point, &t, step: 8, count: 40)
        #expect(abs(scroll.container.boundsOrigin.y - expected) < Self.pixel)
        simulation.touchEnded(at: point, time: t + 0.016)
        try simulation.runUntilIdle()
        #expect(scroll.container.boundsOrigin.y == 0)
    }
}
