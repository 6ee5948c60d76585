import ScrollSimKit
import Testing

/// Drives a behaviour from Swift: one 393 × 852 pt scroll view (iPhone-like, 3×, 60 Hz) with the
/// behaviour as its delegate, and scripted one-finger gestures.
struct BehaviorHarness {
    /// One straight stretch of a gesture: `count` moves of `step` points along the drag axis.
    struct Segment {
        var count: Int
        var step: Double
    }

    let simulation: Simulation
    let view: ScrollView
    let log: EventLog
    /// Kept alive here because `ScrollView.delegate` is weak.
    let delegate: ScrollViewDelegate

    /// A scroll view of `content` at `offset`, with `delegate`.
    init(content: Size, offset: Point, delegate: ScrollViewDelegate) {
        log = EventLog()
        simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        view = ScrollView(frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: content, contentOffset: offset)
        self.delegate = delegate
        view.delegate = delegate
        simulation.add(view)
    }

    /// Drags along `axis` through `segments`, optionally holds, lifts, and runs until idle.
    ///
    /// Touches down at `start`, moves through `segments` every `interval` seconds along `axis`
    /// (negative steps scroll the content forward), optionally holds still for `hold` seconds, lifts
    /// one interval later, and runs until idle. Returns the lift time.
    @discardableResult
    func gesture(
        from start: Point, _ segments: [Segment], axis: Axis = .horizontal, interval: Double = 0.016,
        hold: Double = 0, at time: Double = 0
    ) throws -> Double {
        var point = start, t = time
        simulation.touchBegan(at: point, time: t)
        for segment in segments {
            for _ in 0..<segment.count {
                t += interval
                point[axis] += segment.step
                simulation.touchMoved(to: point, time: t)
            }
        }
        if hold > 0 {
            t += hold
            simulation.touchStationary(time: t)
        }
        t += interval
        simulation.touchEnded(at: point, time: t)
        try simulation.runUntilIdle()
        return t
    }

    /// Performs a flick at `speed` pt/ms along `axis` with moves every 8 ms, as in `traces/behaviors`.
    ///
    /// A flick at `speed` pt/ms forward along `axis` (content direction), moves every 8 ms: half a step, then at least
    /// three full steps and about 90 pt in all, as in `traces/behaviors`.
    @discardableResult
    func flick(speed: Double, from start: Point, axis: Axis = .horizontal, at time: Double = 0) throws -> Double {
        let step = -speed * 8
        let count = max(3, Int((90 / abs(step)).rounded()))
        return try gesture(
            from: start, [Segment(count: 1, step: step / 2), Segment(count: count, step: step)],
            axis: axis, interval: 0.008, at: time)
    }

    /// The `willEndDragging` entries: (velocity, target after the delegate returned).
    var releases: [(velocity: Point, target: Point)] {
        log.entries.compactMap { entry in
            if case let .willEndDragging(velocity, target, _) = entry.event { return (velocity, target) }
            return nil
        }
    }

    /// The behaviour events named `name`, as their fields by name.
    func behaviorEvents(_ name: String) -> [[String: LogValue]] {
        log.entries.compactMap { entry in
            guard case let .behavior(eventName, fields) = entry.event, eventName == name else { return nil }
            return Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The delegate calls in order, without `didScroll`.
    var calls: [String] {
        log.entries.filter { $0.event.isDelegateCall && $0.event != .didScroll }.map(\.event.name)
    }
}
