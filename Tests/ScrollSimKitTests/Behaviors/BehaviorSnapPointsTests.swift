import Testing

@testable import ScrollSimKit

/// `SnapPointsBehavior` driven through the model: where a drag comes to rest.
struct BehaviorSnapPointsTests {
    /// Offsets are pixel-rounded at 3×: a third of a point.
    static let pixelTolerance = 1.0 / 3

    static let cards = SnapPointsBehavior.Configuration(
        axis: .horizontal, points: .grid(every: 323, origin: 0), rule: .byVelocity)

    static func harness(_ configuration: SnapPointsBehavior.Configuration) -> BehaviorHarness {
        BehaviorHarness(
            content: Size(width: 2654, height: 852), offset: Point(x: 646, y: 0),
            delegate: SnapPointsBehavior(configuration))
    }

    @Test(arguments: [0.5, 1, 2, 4, 8])
    func byVelocityFlicksMoveExactlyOneCard(speed: Double) throws {
        for direction in [1.0, -1.0] {
            let harness = Self.harness(Self.cards)
            try harness.flick(speed: speed * direction, from: Point(x: 200, y: 400))
            let expected = 646 + 323 * direction
            #expect(abs(harness.view.contentOffset.x - expected) <= Self.pixelTolerance, "speed \(speed * direction)")
        }
    }

    /// Tests where a slow drag past the midpoint, released at zero velocity, lands under each snap rule.
    ///
    /// A slow drag past the midpoint released at zero velocity: `byVelocity` returns to the card it started from (as
    /// `flowLayout`'s `byVelocity` does); the named rule `byVelocityOrNearest` lands on the card nearest the release.
    @Test(arguments: [(SnapRule.byVelocity, 646.0), (.byVelocityOrNearest, 969)])
    func aSlowDragPastTheMidpoint(rule: SnapRule, expected: Double) throws {
        var configuration = Self.cards
        configuration.rule = rule
        let harness = Self.harness(configuration)
        try harness.gesture(
            from: Point(x: 300, y: 400), [BehaviorHarness.Segment(count: 50, step: -4)], hold: 0.2)
        #expect(harness.releases.first?.velocity == .zero)
        #expect(abs(harness.view.contentOffset.x - expected) <= Self.pixelTolerance)
        #expect(harness.behaviorEvents("snapChosen").first?["start"] == .number(646, .points))
    }

    @Test func nearestFollowsTheProjection() throws {
        var configuration = Self.cards
        configuration.rule = .nearest
        let harness = Self.harness(configuration)
        try harness.flick(speed: 4, from: Point(x: 200, y: 400))
        let target = try #require(harness.releases.first?.target.x)
        #expect(target.truncatingRemainder(dividingBy: 323) == 0)
        #expect(target > 969)
    }
}
