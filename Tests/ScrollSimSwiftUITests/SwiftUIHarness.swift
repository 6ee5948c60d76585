import ScrollSimSwiftUI

/// One 393 × 852 pt scroll view (3×, 60 Hz) with a behaviour attached, and scripted flicks.
struct SwiftUIHarness {
    let simulation: Simulation
    let view: ScrollView
    let attachment: ScrollTargetBehaviorAttachment
    let log = EventLog()

    /// A horizontally scrolling view of `contentWidth` at `offset` with `attachment` attached.
    init(contentWidth: Double, offset: Double, attachment: ScrollTargetBehaviorAttachment) {
        simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: contentWidth, height: 852),
            contentOffset: Point(x: offset, y: 0))
        self.attachment = attachment
        attachment.attach(to: view)
        simulation.add(view)
    }

    /// A flick at `speed` pt/ms along x (content direction; negative scrolls back), moves every
    /// 8 ms: half a step, then about 90 pt of full steps; runs until idle.
    func flick(speed: Double) throws {
        let step = -speed * 8
        let count = max(3, Int((90 / abs(step)).rounded()))
        var point = Point(x: 200, y: 400), time = 0.0
        simulation.touchBegan(at: point, time: time)
        for index in 0...count {
            time += 0.008
            point.x += index == 0 ? step / 2 : step
            simulation.touchMoved(to: point, time: time)
        }
        time += 0.008
        simulation.touchEnded(at: point, time: time)
        try simulation.runUntilIdle()
    }

    /// A slow drag of `distance` pt (content direction) over two seconds, held still, then lifted.
    func slowDrag(by distance: Double) throws {
        var point = Point(x: 300, y: 400), time = 0.0
        simulation.touchBegan(at: point, time: time)
        for _ in 0..<50 {
            time += 0.04
            point.x -= distance / 50
            simulation.touchMoved(to: point, time: time)
        }
        time += 0.3
        simulation.touchStationary(time: time)
        time += 0.02
        simulation.touchEnded(at: point, time: time)
        try simulation.runUntilIdle()
    }
}
