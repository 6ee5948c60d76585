import ScrollSimKit
import Testing

/// The sheet coordinators driven from Swift: transitions, the 0.18 s settle, the re-touch quirk,
/// the inner-list handoff at the top.
struct SheetCoordinatorTests {
    /// Frame positions are compared to the millipoint the logs print.
    static let tolerance = 0.001

    @Test(arguments: [
        // (initial, header centre y, step, count, expected)
        (SheetPosition.middle, 508.96, -8.0, 30, SheetPosition.top),
        (.middle, 508.96, 8, 15, .bottom),
        (.bottom, 696.4, -8, 15, .middle),
        (.bottom, 696.4, -64, 2, .top),
        (.top, 174, 8, 15, .middle),
        (.top, 174, 64, 3, .bottom),
    ])
    func threeStageTransitions(
        _ initial: SheetPosition, _ y: Double, _ step: Double, _ count: Int, _ expected: SheetPosition
    ) throws {
        let (simulation, sheet, _) = SceneFixtures.sheet(initial: initial)
        SceneFixtures.drag(simulation, fromY: y, step: step, count: count, at: 0)
        try simulation.runUntilIdle()
        #expect(sheet.position == expected)
        #expect(abs(sheet.container.frame.origin.y - sheet.detents.frameTop(expected)) < Self.tolerance)
        #expect(sheet.container.presentationFrame == sheet.container.frame)
    }

    /// The model frame is final at the lift; the presentation follows the ease-in-out curve for
    /// 0.18 s.
    @Test func settleAnimationTiming() {
        let (simulation, sheet, _) = SceneFixtures.sheet()
        let lift = SceneFixtures.drag(simulation, fromY: 508.96, step: -8, count: 30, at: 0)
        let from = 408.96 - 240
        #expect(sheet.container.frame.origin.y == 74)
        simulation.advance(to: lift + 0.09)
        // Half-way in time is half-way in value on the symmetric ease-in-out curve.
        #expect(abs(sheet.container.presentationFrame.origin.y - (74 + (from - 74) / 2)) < Self.tolerance)
        #expect(simulation.viewAnimator.isAnimating(sheet.container))
        simulation.advance(to: lift + 0.2)
        #expect(!simulation.viewAnimator.isAnimating(sheet.container))
    }

    /// [Seed-ThreeStageSheet]'s re-touch: the drag adds to the animation's target, not to what is on screen.
    @Test func retouchStartsFromTheTarget() {
        let (simulation, sheet, log) = SceneFixtures.sheet()
        let lift = SceneFixtures.drag(simulation, fromY: 508.96, step: -8, count: 30, at: 0)
        simulation.touchBegan(at: Point(x: 200, y: 250), time: lift + 0.064)
        simulation.touchMoved(to: Point(x: 200, y: 262), time: lift + 0.08)
        #expect(sheet.container.frame.origin.y == 74 + 12)
        #expect(sheet.container.presentationFrame.origin.y > 100) // the screen still shows the animation
        #expect(SceneFixtures.behaviours(log, named: "attractionInterrupted").isEmpty)
    }

    /// The projected sheet stops its spring where the sheet is and continues from there.
    @Test func projectedRetouchStopsTheSpring() throws {
        let (simulation, sheet, log) = SceneFixtures.sheet(projected: true)
        let lift = SceneFixtures.drag(simulation, fromY: 508.96, step: -8, count: 30, at: 0)
        simulation.touchBegan(at: Point(x: 200, y: 250), time: lift + 0.064)
        simulation.touchMoved(to: Point(x: 200, y: 262), time: lift + 0.08)
        let interruption = try #require(SceneFixtures.behaviours(log, named: "attractionInterrupted").first)
        guard case let .behavior(_, fields) = interruption.event, case let .number(caught, _) = fields[0].value else {
            Issue.record()
            return
        }
        #expect(caught > 74 && caught < 168.96)
        #expect(abs(sheet.container.frame.origin.y - (caught + 12)) < Self.tolerance)
        #expect(SceneFixtures.behaviours(log, named: "attractionInterrupted").count == 1)
    }

    /// At the top the list scrolls in the same gesture once the sheet is clamped, and hands back to
    /// the sheet when it returns to offset 0.
    @Test(arguments: [false, true])
    func listHandoffAtTop(_ projected: Bool) {
        let (simulation, sheet, _) = SceneFixtures.sheet(initial: .top, projected: projected)
        var point = Point(x: 200, y: 600), t = 0.0
        simulation.touchBegan(at: point, time: t)
        for _ in 0..<30 {
            t += 0.016
            point.y -= 4
            simulation.touchMoved(to: point, time: t)
        }
        #expect(sheet.scrollType == .insideView)
        #expect(sheet.list.contentOffset.y > 90)
        #expect(sheet.container.frame.origin.y == 74)
        for _ in 0..<60 {
            t += 0.016
            point.y += 4
            simulation.touchMoved(to: point, time: t)
        }
        #expect(sheet.scrollType == .externalView)
        #expect(sheet.list.contentOffset.y == 0)
        #expect(sheet.container.frame.origin.y > 150)
    }

    /// Tests the sheet handoff when a slow drag scrolls the list back to its top, for the seed and projected sheets.
    ///
    /// A slow drag down on a list scrolled to 72 at the top: when the list reaches its top the seed's sheet jumps by
    /// the translation it kept while ignored ([Repo-PullUpController] #17); the projected sheet tracks the list as
    /// FloatingPanel does and never moves by more than the finger.
    @Test(arguments: [false, true])
    func handoffAfterScrollingTheListBack(_ projected: Bool) {
        let (simulation, sheet, _) = SceneFixtures.sheet(initial: .top, listOffset: 72, projected: projected)
        var point = Point(x: 200, y: 400), t = 0.0
        simulation.touchBegan(at: point, time: t)
        var largestStep = 0.0
        for _ in 0..<40 {
            let before = sheet.container.frame.origin.y
            t += 0.016
            point.y += 3
            simulation.touchMoved(to: point, time: t)
            largestStep = max(largestStep, sheet.container.frame.origin.y - before)
        }
        #expect(sheet.scrollType == .externalView)
        if projected {
            #expect(largestStep <= 3)
        } else {
            #expect(largestStep > 70)
        }
    }

    /// [Seed-ThreeStageSheet] with the outer pan's actions first: a list flick that reaches the top while
    /// decelerating never hands back; the sheet stays at the top.
    @Test func listFlingNeverHandsBack() throws {
        let (simulation, sheet, _) = SceneFixtures.sheet(initial: .top, listOffset: 300)
        simulation.simultaneousActionOrder = .outermostFirst
        SceneFixtures.drag(simulation, fromY: 400, step: 40, count: 4, at: 0)
        #expect(sheet.scrollType == .all)
        try simulation.runUntilIdle()
        #expect(sheet.position == .top)
        #expect(sheet.container.frame.origin.y == 74)
        #expect(sheet.list.contentOffset.y == 0)
    }
}
