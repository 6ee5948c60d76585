import Testing

@testable import ScrollSimKit

/// The tap recognizer's limits (UIKit's own: 45 pt, 0.75 s, 0.35 s between taps,
/// [Repo-iOS18Restore]) and its failure requirements.
struct TapGestureRecognizerTests {
    /// A view 400 × 800 with a tap recognizer of `taps`, the recognitions counted.
    final class Fixture {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800))
        let view = View(id: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        var recognized: [(name: String, time: Double)] = []

        init() {
            simulation.add(view)
            double.numberOfTapsRequired = 2
            for recognizer in [single, double] {
                recognizer.action = { [unowned self] recognizer in
                    self.recognized.append((recognizer.name, self.simulation.now))
                }
                view.addGestureRecognizer(recognizer)
            }
        }

        func tap(at time: Double, lasting duration: Double = 0.05, moving travel: Double = 0) {
            let point = Point(x: 200, y: 400)
            simulation.touchBegan(at: point, time: time)
            if travel > 0 { simulation.touchMoved(to: point + Point(x: travel, y: 0), time: time + duration / 2) }
            simulation.touchEnded(at: point + Point(x: travel, y: 0), time: time + duration)
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let taps: [(time: Double, duration: Double, travel: Double)]
        let requireDoubleToFail: Bool
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one tap", taps: [(0, 0.05, 0)], requireDoubleToFail: false, expected: ["single"]),
        Case(name: "a tap that travels 46 pt", taps: [(0, 0.05, 46)], requireDoubleToFail: false, expected: []),
        Case(name: "a tap that travels 44 pt", taps: [(0, 0.05, 44)], requireDoubleToFail: false, expected: ["single"]),
        Case(name: "a press of 0.8 s", taps: [(0, 0.8, 0)], requireDoubleToFail: false, expected: []),
        Case(
            name: "a double tap", taps: [(0, 0.05, 0), (0.2, 0.05, 0)], requireDoubleToFail: false,
            expected: ["single", "single", "double"]),
        Case(
            name: "two taps 0.4 s apart", taps: [(0, 0.05, 0), (0.45, 0.05, 0)], requireDoubleToFail: false,
            expected: ["single", "single"]),
        Case(
            name: "a double tap, the single waiting for it", taps: [(0, 0.05, 0), (0.2, 0.05, 0)],
            requireDoubleToFail: true, expected: ["double"]),
        Case(
            name: "one tap, the single waiting", taps: [(0, 0.05, 0)], requireDoubleToFail: true, expected: ["single"]),
    ]

    @Test(arguments: cases)
    func tapsRecognizeAsUIKitsLimitsSay(_ testCase: Case) throws {
        let fixture = Fixture()
        if testCase.requireDoubleToFail { fixture.single.requireToFail(fixture.double) }
        for tap in testCase.taps { fixture.tap(at: tap.time, lasting: tap.duration, moving: tap.travel) }
        fixture.simulation.advance(to: 2)
        try fixture.simulation.runUntilIdle()
        #expect(fixture.recognized.map(\.name) == testCase.expected)
    }

    /// A single tap waiting for a double tap fires when the double tap fails: at the first display
    /// frame more than 0.35 s after the lift.
    @Test func theWaitingSingleTapFiresWhenTheDoubleFails() {
        let fixture = Fixture()
        fixture.single.requireToFail(fixture.double)
        fixture.tap(at: 0)
        fixture.simulation.advance(to: 1)
        let fired = fixture.recognized.first { $0.name == "single" }?.time ?? -1
        let deadline = 0.05 + TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps
        #expect(fired > deadline && fired <= deadline + 1.0 / 60)
    }

    /// Tests that on a scroll view with a tap recognizer a drag begins the pan and a still tap recognizes the tap.
    ///
    /// A drag on a scroll view whose content has a tap recognizer: the pan begins after 10 pt and the tap fails
    /// (UIKit's default exclusivity); a still tap recognizes and the pan never begins.
    @Test(arguments: [(0.0, true), (40.0, false)])
    func aPanAndATapOnOneScrollView(travel: Double, taps: Bool) {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800))
        let list = ScrollView(
            frame: Rect(x: 0, y: 0, width: 400, height: 800), contentSize: Size(width: 400, height: 3000))
        simulation.add(list)
        let tap = TapGestureRecognizer()
        var tapped = 0
        tap.action = { _ in tapped += 1 }
        list.addGestureRecognizer(tap)
        simulation.touchBegan(at: Point(x: 200, y: 400), time: 0)
        for step in 1...4 {
            simulation.touchMoved(to: Point(x: 200, y: 400 - travel * Double(step) / 4), time: Double(step) / 120)
        }
        simulation.touchEnded(at: Point(x: 200, y: 400 - travel), time: 0.05)
        #expect((tapped == 1) == taps)
        #expect((list.contentOffset.y > 0) == !taps)
    }
}
