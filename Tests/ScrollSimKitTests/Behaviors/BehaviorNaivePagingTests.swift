import ScrollSimKit
import Testing

/// The naive snippet [Seed-CellPaging] copied, driven from Swift.
///
/// What happens is UIKit's handling of what the snippet returns ([UIScrollView-Decompile]),
/// asserted here: the final page and which path (deceleration or animation) took the view there.
struct BehaviorNaivePagingTests {
    typealias Segment = BehaviorHarness.Segment

    /// pageWidth 323 over the cellPaging layout of `BehaviorCellPagingTests` (cells centre at 323·i).
    static let configuration = NaivePagingBehavior.Configuration(pageWidth: 323, velocityThreshold: 2)
    static let content = Size(width: 3300, height: 852)

    enum Path: Sendable { case deceleration, animation }

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var flick: Double?
        var segments: [Segment] = []
        var hold: Double = 0
        var expectedPage: Int
        var path: Path
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        // [Seed-CellPaging]'s failing case: velocity 0 (below the 0.25 pt/ms floor), target left at the
        // offset, no deceleration; the queued animation runs alone.
        Scenario(
            name: "slow drag past the midline",
            segments: [
                Segment(count: 6, step: -4), Segment(count: 20, step: -6),
                Segment(count: 10, step: -3), Segment(count: 8, step: -1),
            ],
            hold: 0.1, expectedPage: 1, path: .animation),
        Scenario(
            name: "short slow drag",
            segments: [Segment(count: 6, step: -4), Segment(count: 10, step: -5), Segment(count: 8, step: -1)],
            hold: 0.1, expectedPage: 0, path: .animation),
        // Below the threshold: target := offset → D = 0, velocity zeroed, willDecelerate false.
        Scenario(name: "flick 0.5 pt/ms", flick: 0.5, expectedPage: 1, path: .animation),
        Scenario(name: "flick 1 pt/ms", flick: 1, expectedPage: 1, path: .animation),
        // At or above it: the target is the page; UIKit keeps the velocity and solves the decay.
        Scenario(name: "flick 2 pt/ms", flick: 2, expectedPage: 1, path: .deceleration),
        Scenario(name: "flick 4 pt/ms", flick: 4, expectedPage: 1, path: .deceleration),
        Scenario(
            name: "reverse flick 1 pt/ms",
            segments: [
                Segment(count: 6, step: -4), Segment(count: 32, step: -8),
                Segment(count: 3, step: 6), Segment(count: 4, step: 16),
            ],
            expectedPage: 0, path: .animation),
    ]

    @Test(arguments: scenarios)
    func pagesFromPageZero(_ scenario: Scenario) throws {
        let behavior = NaivePagingBehavior(Self.configuration)
        let harness = BehaviorHarness(content: Self.content, offset: .zero, delegate: behavior)
        if let speed = scenario.flick {
            try harness.flick(speed: speed, from: Point(x: 380, y: 400))
        } else {
            try harness.gesture(from: Point(x: 330, y: 400), scenario.segments, hold: scenario.hold)
        }
        #expect(harness.view.contentOffset == Point(x: 323 * Double(scenario.expectedPage), y: 0))
        #expect(behavior.selectedIndex == scenario.expectedPage)
        let release = try #require(harness.releases.last)
        switch scenario.path {
        case .animation:
            #expect(
                harness.calls == ["willBeginDragging", "willEndDragging", "didEndDragging", "didEndScrollingAnimation"])
            #expect(harness.log.entries.contains { $0.event == .didEndDragging(willDecelerate: false) })
        case .deceleration:
            #expect(
                harness.calls == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
            #expect(release.target == harness.view.contentOffset)
        }
    }

    /// Tests that a forward flick from page 2 targets page 1, because `selectedIndex` starts at 0 whatever the offset.
    ///
    /// `selectedIndex` starts at 0 whatever the offset: from page 2 a forward flick targets page 1, behind the release
    /// direction, and UIKit snaps there on the first frame ([UIScrollView-Decompile], [Radar-18746849]).
    @Test func staleIndexJumpsBackOnTheFirstFrame() throws {
        let behavior = NaivePagingBehavior(Self.configuration)
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 646, y: 0), delegate: behavior)
        let lift = try harness.flick(speed: 3, from: Point(x: 380, y: 400))
        #expect(harness.view.contentOffset.x == 323)
        let afterLift = harness.log.entries.filter { $0.time > lift }
        #expect(afterLift.map(\.event) == [.didScroll, .didEndDecelerating])
        #expect(afterLift[0].time - lift <= 1.0 / 60)
    }
}
