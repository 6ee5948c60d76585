import ScrollSimKit
import Testing

/// `set` from Swift: UIKit's side effects on the offset and on a running motion.
struct SceneChangeTests {
    typealias Scene = ScrollViewLifecycleTests

    @Test func aShrunkContentClampsAnOffsetAtRest() {
        let (simulation, view, log) = Scene.scene()
        simulation.set(.contentSize(Size(width: 393, height: 3000)), on: view, at: 1)
        #expect(view.contentOffset == Point(x: 0, y: 3000 - 852))
        #expect(log.entries.map(\.event.name) == ["offsetAdjusted", "didScroll"])
    }

    @Test(arguments: [
        PropertyChange.contentInset(EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)),
        .frame(Rect(x: 0, y: 0, width: 393, height: 700)), .bounces(false), .isPagingEnabled(true),
    ])
    func aChangeThatKeepsTheOffsetInRangeMovesNothing(_ change: PropertyChange) {
        let (simulation, view, log) = Scene.scene()
        simulation.set(change, on: view, at: 1)
        #expect(view.contentOffset == Point(x: 0, y: 5000))
        #expect(log.entries.isEmpty)
    }

    /// A fling whose end was clamped at the old edge: rows inserted before it gets there let it
    /// land where the unclamped fling does, without a bounce.
    @Test func rowsInsertedDuringAFlingMoveTheEdgeAway() throws {
        func fling(insertingAt time: Double?) throws -> (Point, Double) {
            let (simulation, view, log) = Scene.scene { $0.contentSize = Size(width: 393, height: 5800) }
            let lift = Scene.drag(simulation, from: Point(x: 196, y: 760), step: Point(x: 0, y: -20), count: 12, at: 0)
            if let time { simulation.set(.contentSize(Size(width: 393, height: 40000)), on: view, at: lift + time) }
            try simulation.runUntilIdle()
            let maximum = log.entries.filter { $0.event == .didScroll }.map(\.offset.y).max() ?? 0
            return (view.contentOffset, maximum)
        }
        let (clamped, clampedMaximum) = try fling(insertingAt: nil)
        let (inserted, insertedMaximum) = try fling(insertingAt: 0.05)
        #expect(clamped.y == 5800 - 852)
        #expect(clampedMaximum > clamped.y) // the bounce past the old edge
        #expect(inserted.y > clamped.y + 100)
        #expect(insertedMaximum == inserted.y) // no overshoot: it decelerated to rest
    }

    @Test func anEdgeMovingPastADecelerationStartsABounceBack() throws {
        let (simulation, view, _) = Scene.scene()
        let lift = Scene.drag(simulation, from: Point(x: 196, y: 760), step: Point(x: 0, y: -20), count: 12, at: 0)
        simulation.set(.contentSize(Size(width: 393, height: 5200)), on: view, at: lift + 0.1)
        try simulation.runUntilIdle()
        #expect(view.contentOffset == Point(x: 0, y: 5200 - 852))
    }

    @Test func disablingScrollingCancelsTheDrag() {
        let (simulation, view, log) = Scene.scene()
        simulation.touchBegan(at: Point(x: 196, y: 700), time: 0)
        for step in 1...5 {
            simulation.touchMoved(to: Point(x: 196, y: 700 - 8 * Double(step)), time: 0.008 * Double(step))
        }
        simulation.set(.isScrollEnabled(false), on: view, at: 0.05)
        let offset = view.contentOffset
        simulation.touchMoved(to: Point(x: 196, y: 500), time: 0.06)
        simulation.touchEnded(at: Point(x: 196, y: 500), time: 0.07)
        #expect(view.contentOffset == offset)
        let calls = Scene.calls(log)
        #expect(calls == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(!view.isDragging && !view.isTracking)
    }

    @Test func aPlainViewMovesItsFrame() {
        let simulation = Simulation(windowSize: Size(width: 393, height: 852))
        let card = View(id: "card", frame: Rect(x: 0, y: 400, width: 393, height: 452))
        simulation.add(card)
        simulation.set(.frame(Rect(x: 0, y: 100, width: 393, height: 752)), on: card, at: 1)
        #expect(card.frame.origin.y == 100)
    }
}

extension SceneChangeTests {
    /// A paging settle whose content shrinks under it settles on the last page of the new range.
    @Test func aPagingSettleCarriesOverToTheNewRange() throws {
        let (simulation, view, _) = Scene.scene(paging: true)
        let lift = Scene.drag(simulation, from: Point(x: 300, y: 400), step: Point(x: -9, y: 0), count: 8, at: 0)
        simulation.set(.contentSize(Size(width: 393 * 0.5, height: 852)), on: view, at: lift + 0.05)
        try simulation.runUntilIdle()
        #expect(view.contentOffset == .zero)
    }

    /// Turning `bounces` off during a bounce pins the offset at the edge it was returning to.
    @Test func bouncesOffDuringABounceStopsAtTheEdge() throws {
        let (simulation, view, log) = Scene.scene { $0.contentSize = Size(width: 393, height: 5400) }
        let lift = Scene.drag(simulation, from: Point(x: 196, y: 760), step: Point(x: 0, y: -20), count: 12, at: 0)
        simulation.advance(to: lift + 0.5)
        #expect(view.contentOffset.y > 5400 - 852)
        simulation.set(.bounces(false), on: view, at: lift + 0.5)
        try simulation.runUntilIdle()
        #expect(view.contentOffset.y == 5400 - 852)
        #expect(log.entries.last?.event == .didEndDecelerating)
    }
}
