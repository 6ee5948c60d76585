import ScrollSimKit
import Testing

/// The delegate life cycle driven from Swift: [Seed-Lifecycle]'s orders and flags, programmatic scrolls,
/// paging and retargeting.
struct ScrollViewLifecycleTests {
    /// A 393 × 852 pt view over 40 000 pt of content at offset 5000, at 3×, 60 Hz.
    static func scene(paging: Bool = false, configure: (ScrollView) -> Void = { _ in }) -> (
        Simulation, ScrollView, EventLog
    ) {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852),
            contentSize: Size(width: paging ? 393 * 5 : 393, height: paging ? 852 : 40000),
            contentOffset: paging ? .zero : Point(x: 0, y: 5000))
        view.isPagingEnabled = paging
        configure(view)
        simulation.add(view)
        return (simulation, view, log)
    }

    /// A straight drag: `count` moves of `step` every 8 ms from `start`, then a lift.
    static func drag(_ simulation: Simulation, from start: Point, step: Point, count: Int, at time: Double) -> Double {
        var point = start
        simulation.touchBegan(at: point, time: time)
        var t = time
        for _ in 0..<count {
            t += 0.008
            point = point + step
            simulation.touchMoved(to: point, time: t)
        }
        t += 0.008
        simulation.touchEnded(at: point, time: t)
        return t
    }

    static func calls(_ log: EventLog) -> [String] { log.entries.filter { $0.event != .didScroll }.map(\.event.name) }

    @Test func tapWithoutMovementSendsNothing() {
        let (simulation, _, log) = Self.scene()
        simulation.touchBegan(at: Point(x: 200, y: 400), time: 0)
        simulation.touchEnded(at: Point(x: 200, y: 400), time: 0.1)
        #expect(log.entries.isEmpty)
    }

    @Test func flingSequenceAndFlags() throws {
        let (simulation, view, log) = Self.scene()
        _ = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -6), count: 14, at: 0)
        try simulation.runUntilIdle()
        #expect(
            Self.calls(log) == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
            ])
        let flags = log.entries.filter { $0.event != .didScroll }.map(\.flags)
        #expect(flags[0] == ScrollFlags(tracking: true, dragging: true, decelerating: false))
        #expect(flags[3] == ScrollFlags(tracking: true, dragging: true, decelerating: true))
        #expect(flags[4] == .idle)
        let decelerating = log.entries.first { $0.event == .didScroll && !$0.flags.tracking }!
        #expect(decelerating.flags == ScrollFlags(tracking: false, dragging: true, decelerating: true))
        #expect(abs(view.contentOffset.y - 5443.333) < 0.01)
    }

    /// Tests the callbacks when a deceleration is caught by a touch that lifts without a fling.
    ///
    /// [Seed-Lifecycle]: catching a deceleration and lifting without a fling: no didEndDecelerating at the touch,
    /// dragging and decelerating both true during the new drag, the pending didEndDecelerating right after
    /// didEndDragging.
    @Test func catchWithoutFlingFollowsSeed004() throws {
        let (simulation, _, log) = Self.scene()
        let lift = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -12), count: 10, at: 0)
        simulation.touchBegan(at: Point(x: 200, y: 500), time: lift + 0.4)
        simulation.touchMoved(to: Point(x: 200, y: 497), time: lift + 0.5)
        simulation.touchEnded(at: Point(x: 200, y: 497), time: lift + 0.9)
        try simulation.runUntilIdle()
        let afterCatch = log.entries.filter { $0.time > lift + 0.39 && $0.event != .didScroll }
        #expect(
            afterCatch.map(\.event.name) == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "didEndDecelerating",
            ])
        #expect(afterCatch[0].flags == ScrollFlags(tracking: true, dragging: true, decelerating: true))
        #expect(afterCatch[2].flags == ScrollFlags(tracking: true, dragging: false, decelerating: true))
        #expect(afterCatch[2].event == .didEndDragging(willDecelerate: false))
    }

    @Test func catchWithANewFlingDeceleratesAgainAndEndsOnce() throws {
        let (simulation, _, log) = Self.scene()
        let lift = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -12), count: 10, at: 0)
        _ = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -12), count: 10, at: lift + 0.3)
        try simulation.runUntilIdle()
        let names = Self.calls(log)
        #expect(names.filter { $0 == "willBeginDecelerating" }.count == 2)
        #expect(names.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(names.last == "didEndDecelerating")
    }

    @Test func touchDownEndingIsSwitchable() throws {
        let (simulation, _, log) = Self.scene { $0.options.interruptedDeceleration = .endsAtTouchDown }
        let lift = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -12), count: 10, at: 0)
        simulation.touchBegan(at: Point(x: 200, y: 500), time: lift + 0.4)
        simulation.touchEnded(at: Point(x: 200, y: 500), time: lift + 0.5)
        try simulation.runUntilIdle()
        let afterCatch = log.entries.filter { $0.time > lift + 0.39 && $0.event != .didScroll }.map(\.event.name)
        #expect(afterCatch == ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test(arguments: [true, false])
    func setContentOffset(animated: Bool) throws {
        let (simulation, view, log) = Self.scene()
        simulation.advance(to: 1)
        view.setContentOffset(Point(x: 0, y: 6000), animated: animated)
        try simulation.runUntilIdle()
        let scrolls = log.entries.filter { $0.event == .didScroll }
        if animated {
            #expect(scrolls.count > 10)
            #expect(log.entries.last!.event == .didEndScrollingAnimation)
            #expect(abs(log.entries.last!.time - 1.3) < 1.0 / 60 + 1e-9)
        } else {
            #expect(scrolls.count == 1)
            #expect(log.entries.count == 1)
        }
        #expect(view.contentOffset.y == 6000)
        view.setContentOffset(Point(x: 0, y: 6000), animated: animated)
        #expect(log.entries.count == (animated ? scrolls.count + 1 : 1))
    }

    @Test func setContentOffsetStopsADecelerationFirst() throws {
        let (simulation, view, log) = Self.scene()
        let lift = Self.drag(simulation, from: Point(x: 200, y: 700), step: Point(x: 0, y: -12), count: 10, at: 0)
        simulation.advance(to: lift + 0.5)
        view.setContentOffset(Point(x: 0, y: 100), animated: false)
        try simulation.runUntilIdle()
        #expect(Array(log.entries.suffix(2)).map(\.event) == [.didEndDecelerating, .didScroll])
        #expect(view.contentOffset.y == 100)
    }

    @Test func scrollToTopAnimatesAndReports() throws {
        let (simulation, view, log) = Self.scene()
        simulation.statusBarTap(at: 1)
        try simulation.runUntilIdle()
        #expect(log.entries.last!.event == .didScrollToTop)
        #expect(view.contentOffset.y == 0)
    }

    @Test func pagingFlickMovesOnePage() throws {
        let (simulation, view, log) = Self.scene(paging: true)
        _ = Self.drag(simulation, from: Point(x: 300, y: 400), step: Point(x: -9, y: 0), count: 8, at: 0)
        try simulation.runUntilIdle()
        #expect(view.contentOffset.x == 393)
        guard
            case let .willEndDragging(_, target, _)? = log.entries.first(where: { $0.event.name == "willEndDragging" })?
                .event
        else {
            Issue.record("no willEndDragging")
            return
        }
        #expect(target.x == 393)
        #expect(log.entries.last!.event == .didEndDecelerating)
    }

    final class Retarget: ScrollViewDelegate {
        var target: Point
        init(_ target: Point) { self.target = target }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            targetContentOffset = target
        }
    }

    /// A target rewritten at zero velocity still decelerates onto it ([UIScrollView-Decompile]).
    @Test func retargetAtZeroVelocityGlidesOntoTheTarget() throws {
        let retarget = Retarget(Point(x: 0, y: 5100))
        let (simulation, view, log) = Self.scene { $0.delegate = retarget }
        simulation.touchBegan(at: Point(x: 200, y: 700), time: 0)
        simulation.touchMoved(to: Point(x: 200, y: 660), time: 0.2)
        simulation.touchStationary(time: 0.4)
        simulation.touchMoved(to: Point(x: 200, y: 660), time: 0.6)
        simulation.touchEnded(at: Point(x: 200, y: 660), time: 0.8)
        try simulation.runUntilIdle()
        #expect(log.entries.contains { $0.event == .didEndDragging(willDecelerate: true) })
        #expect(view.contentOffset.y == 5100)
        #expect(log.entries.last!.event == .didEndDecelerating)
    }

    @Test func withoutBouncesADragStopsAtTheEdge() {
        let (simulation, view, _) = Self.scene {
            $0.bounces = false
            $0.contentOffset = .zero
        }
        _ = Self.drag(simulation, from: Point(x: 200, y: 100), step: Point(x: 0, y: 10), count: 20, at: 0)
        #expect(view.contentOffset.y == 0)
    }
}

extension ScrollViewLifecycleTests {
    /// An offset set from code on a resting view moves its rest time to the set.
    @Test func programmaticSetOnARestingViewUpdatesItsRestTime() {
        let (simulation, view, _) = Self.scene()
        simulation.advance(to: 2.5)
        view.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(view.restTime == 2.5)
    }
}
