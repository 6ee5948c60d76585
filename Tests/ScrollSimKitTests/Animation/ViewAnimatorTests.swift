import ScrollSimKit
import Testing

/// `UIView.animate`: model versus presentation, timing, hit-testing, additive animations, springs.
struct ViewAnimatorTests {
    /// Positions compared to a millipoint.
    static let tolerance = 0.001

    static func scene() -> (Simulation, View, EventLog) {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800), sink: log)
        let box = View(id: "box", frame: Rect(x: 0, y: 400, width: 400, height: 100))
        simulation.add(box)
        return (simulation, box, log)
    }

    @Test(arguments: [
        (0.0, 400.0), (0.045, 400 - 200 * TimingCurve.easeInOut.progress(0.25)), (0.09, 300), (0.18, 200), (0.5, 200),
    ])
    func curveAnimation(_ elapsed: Double, _ expected: Double) {
        let (simulation, box, _) = Self.scene()
        simulation.animate(withDuration: 0.18, options: .allowUserInteraction) { box.frame.origin.y = 200 }
        #expect(box.frame.origin.y == 200)
        simulation.advance(to: elapsed)
        #expect(abs(box.presentationFrame.origin.y - expected) < Self.tolerance)
    }

    /// A delay holds the start value, then the curve runs for the duration.
    @Test(arguments: [(0.05, 400.0), (0.1, 400), (0.19, 300), (0.28, 200)])
    func delayedAnimation(_ elapsed: Double, _ expected: Double) {
        let (simulation, box, _) = Self.scene()
        simulation.animate(withDuration: 0.18, delay: 0.1, options: .allowUserInteraction) { box.frame.origin.y = 200 }
        simulation.advance(to: elapsed)
        #expect(abs(box.presentationFrame.origin.y - expected) < Self.tolerance)
    }

    @Test func completionRunsAtTheFrameThatEndsIt() throws {
        let (simulation, box, log) = Self.scene()
        var finishedAt: Double?
        simulation.animate(
            withDuration: 0.18, animations: { box.frame.origin.y = 200 },
            completion: { _ in finishedAt = simulation.now })
        try simulation.runUntilIdle()
        #expect(finishedAt == simulation.screen.frameTime(11)) // first refresh at or after 0.18 s
        // Refreshes 0…11: the one at the call's own instant shows the start value.
        #expect(log.entries.filter { $0.event.name == "animationFrame" }.count == 12)
        #expect(box.restTime == finishedAt)
    }

    @Test func hitTestingNeedsAllowUserInteraction() {
        for (options, hits) in [(ViewAnimationOptions(), false), (.allowUserInteraction, true)] {
            let (simulation, box, _) = Self.scene()
            simulation.animate(withDuration: 0.18, options: options) { box.frame.origin.y = 200 }
            // The model frame is hit-tested: y 250 is inside the target, not the on-screen frame.
            #expect((simulation.window.hitTest(Point(x: 10, y: 250)) === box) == hits)
        }
    }

    /// iOS 8 additive animations: a plain frame change during the animation keeps its remainder.
    @Test func frameSetDuringAnimationKeepsTheRemainder() {
        let (simulation, box, _) = Self.scene()
        simulation.animate(withDuration: 0.18, options: .allowUserInteraction) { box.frame.origin.y = 200 }
        simulation.advance(to: 0.09)
        box.frame.origin.y = 250
        #expect(abs(box.presentationFrame.origin.y - 350) < Self.tolerance) // 250 + half of 200
    }

    @Test func beginFromCurrentStateReplaces() {
        let (simulation, box, log) = Self.scene()
        simulation.animate(withDuration: 0.18) { box.frame.origin.y = 200 }
        simulation.advance(to: 0.09)
        simulation.animate(withDuration: 0.18, options: .beginFromCurrentState) { box.frame.origin.y = 100 }
        #expect(abs(box.presentationFrame.origin.y - 300) < Self.tolerance)
        #expect(
            log.entries.contains {
                $0.event == .behavior(name: "animationEnded", fields: [LogField("finished", .bool(false))])
            })
    }

    /// Tests that a critically damped spring is within 2 % of its target after one response and ends within half a
    /// pixel.
    ///
    /// The spring's duration is its response; a critically damped spring without initial velocity is within 2 % of the
    /// target after one response and ends within half a pixel.
    @Test func springAnimation() throws {
        let (simulation, box, _) = Self.scene()
        simulation.animate(withDuration: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
            box.frame.origin.y = 200
        }
        simulation.advance(to: 0.5)
        let expected =
            200 + 200
            * DampedSpring(response: 0.5, dampingRatio: 1).state(displacement: 1, velocity: 0, at: 0.5).displacement
        #expect(abs(box.presentationFrame.origin.y - expected) < Self.tolerance)
        #expect(abs(box.presentationFrame.origin.y - 200) < 4)
        try simulation.runUntilIdle()
        #expect(box.presentationFrame.origin.y == 200)
    }
}
