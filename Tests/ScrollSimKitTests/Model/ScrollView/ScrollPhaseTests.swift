import Testing

@testable import ScrollSimKit

/// `ScrollPhase` as a reference machine: the sequences for the moments SwiftUI's phases name, and the
/// switch for a caught fling.
struct ScrollPhaseTests {
    /// A vertical list with phase logging on.
    static func harness(caught: ScrollPhase.CaughtPhase = .tracking) -> BehaviorHarness {
        let harness = BehaviorHarness(
            content: Size(width: 393, height: 6000), offset: .zero, delegate: PassiveDelegate())
        harness.view.options.logsScrollPhases = true
        harness.view.options.caughtScrollPhase = caught
        return harness
    }

    /// The `scrollPhase` changes logged so far.
    static func changes(_ harness: BehaviorHarness) -> [String] {
        harness.behaviorEvents("scrollPhase").compactMap {
            if case .string(let change) = $0["change"] { return change }
            return nil
        }
    }

    final class PassiveDelegate: ScrollViewDelegate {}

    @Test func aTapTracksAndReturnsToIdle() throws {
        let harness = Self.harness()
        try harness.gesture(from: Point(x: 196, y: 400), [], axis: .vertical)
        #expect(Self.changes(harness) == ["idle → tracking", "tracking → idle"])
        #expect(harness.view.scrollPhase == .idle)
    }

    @Test func aDragReleasedStillNeverDecelerates() throws {
        let harness = Self.harness()
        try harness.gesture(
            from: Point(x: 196, y: 600), [BehaviorHarness.Segment(count: 30, step: -3)], axis: .vertical, hold: 0.2)
        #expect(Self.changes(harness) == ["idle → tracking", "tracking → interacting", "interacting → idle"])
    }

    @Test func aFlingDecelerates() throws {
        let harness = Self.harness()
        try harness.flick(speed: 2, from: Point(x: 196, y: 700), axis: .vertical)
        #expect(
            Self.changes(harness) == [
                "idle → tracking", "tracking → interacting", "interacting → decelerating", "decelerating → idle",
            ])
    }

    struct CaughtCase: CustomTestStringConvertible, Sendable {
        var caught: ScrollPhase.CaughtPhase
        var atTheCatch: [String]
        var testDescription: String { caught.rawValue }
    }

    @Test(arguments: [
        CaughtCase(caught: .tracking, atTheCatch: ["decelerating → tracking", "tracking → interacting"]),
        CaughtCase(caught: .interacting, atTheCatch: ["decelerating → interacting"]),
    ])
    func aCaughtFlingFollowsTheSwitch(_ testCase: CaughtCase) throws {
        let harness = Self.harness(caught: testCase.caught)
        harness.simulation.touchBegan(at: Point(x: 196, y: 700), time: 0)
        var point = Point(x: 196, y: 700)
        for index in 1...12 {
            point.y -= 16
            harness.simulation.touchMoved(to: point, time: Double(index) * 0.008)
        }
        harness.simulation.touchEnded(at: point, time: 0.104)
        harness.simulation.advance(to: 0.5)
        #expect(harness.view.scrollPhase == .decelerating)
        let before = Self.changes(harness).count
        try harness.gesture(from: Point(x: 196, y: 400), [], axis: .vertical, at: 0.5)
        let after = Array(Self.changes(harness).dropFirst(before))
        #expect(Array(after.prefix(testCase.atTheCatch.count)) == testCase.atTheCatch)
        #expect(after.last == "interacting → idle")
    }

    @Test func anAnimatedScrollAnimates() throws {
        let harness = Self.harness()
        harness.view.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(harness.view.scrollPhase == .animating)
        try harness.simulation.runUntilIdle()
        #expect(Self.changes(harness) == ["idle → animating", "animating → idle"])
    }

    @Test func aSizeChangeAtRestChangesNoPhase() {
        let harness = Self.harness()
        harness.view.contentOffset = Point(x: 0, y: 5148)
        harness.view.apply(.frame(Rect(x: 0, y: 0, width: 393, height: 1000)))
        #expect(harness.view.contentOffset.y == 5000)
        #expect(Self.changes(harness).isEmpty)
    }

    @Test func phasesAreLoggedOnlyWhenAskedFor() throws {
        let harness = BehaviorHarness(
            content: Size(width: 393, height: 6000), offset: .zero, delegate: PassiveDelegate())
        try harness.flick(speed: 2, from: Point(x: 196, y: 700), axis: .vertical)
        #expect(Self.changes(harness).isEmpty)
        #expect(ScrollPhase.allCases.filter(\.isScrolling) == [.tracking, .interacting, .decelerating, .animating])
    }
}
