import Testing

@testable import ScrollSimKit

/// `SnapPoints.decide`: the `nearest` and `byVelocity` rules and the
/// `byVelocityOrNearest` over lists and grids.
struct SnapPointsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var points: SnapPoints
        var rule: SnapRule
        var start: Double
        var proposed: Double
        var velocity: Double
        var maxSteps: Int?
        var expected: Double
        var testDescription: String { name }
    }

    static let cards = SnapPoints.grid(every: 323, origin: 0)
    static let list = SnapPoints.sorted([500, 0, 1000, 0, 250])

    static let cases: [Case] = [
        Case(
            name: "nearest to the projection", points: cards, rule: .nearest, start: 646, proposed: 1900, velocity: 2,
            expected: 1938),
        Case(
            name: "nearest limited to two steps", points: cards, rule: .nearest, start: 646, proposed: 1900,
            velocity: 2, maxSteps: 2, expected: 1292),
        Case(
            name: "nearest backwards limited", points: cards, rule: .nearest, start: 646, proposed: -900, velocity: -2,
            maxSteps: 1, expected: 323),
        Case(
            name: "a tie goes to the later point", points: cards, rule: .nearest, start: 0, proposed: 161.5,
            velocity: 0, expected: 323),
        Case(
            name: "byVelocity one step however far", points: cards, rule: .byVelocity, start: 646, proposed: 3000,
            velocity: 4, expected: 969),
        Case(
            name: "byVelocity one step back", points: cards, rule: .byVelocity, start: 646, proposed: 600,
            velocity: -0.3, expected: 323),
        Case(
            name: "byVelocity at least one step", points: cards, rule: .byVelocity, start: 646, proposed: 650,
            velocity: 0.3, expected: 969),
        Case(
            name: "byVelocity up to maxSteps", points: cards, rule: .byVelocity, start: 646, proposed: 2000,
            velocity: 4, maxSteps: 3, expected: 1615),
        // `byVelocity` returns to the start point at zero velocity (as `flowLayout`'s
        // does); the nearest point to the release is the named rule `byVelocityOrNearest`.
        Case(
            name: "byVelocity zero velocity: the start point", points: cards, rule: .byVelocity, start: 646,
            proposed: 836, velocity: 0, expected: 646),
        Case(
            name: "byVelocityOrNearest zero velocity: nearest the release", points: cards,
            rule: .byVelocityOrNearest, start: 646, proposed: 836, velocity: 0, expected: 969),
        Case(
            name: "byVelocityOrNearest moving: one step", points: cards, rule: .byVelocityOrNearest, start: 646,
            proposed: 3000, velocity: 4, expected: 969),
        Case(
            name: "grid with an origin", points: .grid(every: 100, origin: 30), rule: .nearest, start: 0,
            proposed: 281, velocity: 1, expected: 330),
        Case(
            name: "list clamps at its last point", points: list, rule: .byVelocity, start: 1000, proposed: 1400,
            velocity: 1, expected: 1000),
        Case(
            name: "list clamps at its first point", points: list, rule: .nearest, start: 250, proposed: -80,
            velocity: -1, expected: 0),
        Case(
            name: "list nearest between points", points: list, rule: .nearest, start: 0, proposed: 380, velocity: 1,
            expected: 500),
    ]

    @Test(arguments: cases)
    func decides(_ testCase: Case) {
        let decision = testCase.points.decide(
            rule: testCase.rule, start: testCase.start, proposed: testCase.proposed, velocity: testCase.velocity,
            maxSteps: testCase.maxSteps)
        #expect(decision.offset == testCase.expected)
    }

    @Test func sortingRemovesRepeats() {
        #expect(Self.list == .list([0, 250, 500, 1000]))
    }

    @Test func farGridIndicesStayFinite() {
        let points = SnapPoints.grid(every: 0.001, origin: 0)
        let index = points.nearestIndex(to: 1e300)
        #expect(index == SnapPoints.indexLimit)
        #expect(points.offset(at: .nan) == 0)
    }
}
