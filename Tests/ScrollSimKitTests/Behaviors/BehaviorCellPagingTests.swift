import ScrollSimKit
import Testing

/// [Seed-CellPaging]'s final approach driven from Swift: every release must end with the chosen cell
/// exactly centred, on the target the behaviour reported.
struct BehaviorCellPagingTests {
    typealias Segment = BehaviorHarness.Segment

    /// Offsets are compared exactly: every centred offset in these layouts lies on the 1/3-pt
    /// pixel grid, and a retargeted deceleration snaps onto its target.
    static let offsetTolerance = 0.0

    /// A horizontal layout of 10 cards of 313 pt, 10 pt apart, with 40 pt section insets in a 393 pt view.
    ///
    /// 10 cards of 313 pt, 10 pt apart, 40 pt section insets in a 393 pt view: row r centres at 323·r, and the seed's
    /// midline between rows r and r+1 is at 323·r + 126.5.
    static let horizontal = CellPagingBehavior.Configuration(
        itemWidth: 313, itemSpacing: 10, sectionInset: 40, axis: .horizontal)
    static let horizontalContent = Size(width: 3300, height: 852)
    /// 10 cards 700 pt tall, 10 pt apart, 76 pt insets in an 852 pt view: row r centres at 710·r.
    static let vertical = CellPagingBehavior.Configuration(
        itemWidth: 700, itemSpacing: 10, sectionInset: 76, axis: .vertical)
    static let verticalContent = Size(width: 393, height: 7242)

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var startRow: Int
        /// Forward flick speed in pt/ms (nil: use `segments`).
        var flick: Double?
        var segments: [Segment] = []
        var hold: Double = 0
        var expectedRow: Int
        var testDescription: String { name }
    }

    /// Forward past the seed's midline (from row 2: lift beyond 772.5), then back at `speed` pt/ms.
    static func reverse(_ speed: Double) -> [Segment] {
        [
            Segment(count: 6, step: -4), Segment(count: 32, step: -8), Segment(count: 1, step: speed * 8),
            Segment(count: 3, step: speed * 16),
        ]
    }

    static let scenarios: [Scenario] = [
        Scenario(
            name: "slow drag past the midline keeps the centre row", startRow: 0,
            segments: [
                Segment(count: 6, step: -4), Segment(count: 20, step: -6), Segment(count: 10, step: -3),
                Segment(count: 8, step: -1),
            ],
            hold: 0.1, expectedRow: 1),
        Scenario(
            name: "short slow drag glides back", startRow: 0,
            segments: [Segment(count: 6, step: -4), Segment(count: 10, step: -5), Segment(count: 8, step: -1)],
            hold: 0.1, expectedRow: 0),
        Scenario(
            name: "short slow drag backwards glides back", startRow: 3,
            segments: [Segment(count: 6, step: 4), Segment(count: 10, step: 5), Segment(count: 8, step: 1)], hold: 0.1,
            expectedRow: 3),
        Scenario(name: "flick 0.5 pt/ms", startRow: 2, flick: 0.5, expectedRow: 3),
        Scenario(name: "flick 1 pt/ms", startRow: 2, flick: 1, expectedRow: 3),
        Scenario(name: "flick 2 pt/ms", startRow: 2, flick: 2, expectedRow: 3),
        Scenario(name: "flick 4 pt/ms", startRow: 2, flick: 4, expectedRow: 3),
        Scenario(name: "flick from the last row is clamped", startRow: 9, flick: 1, expectedRow: 9),
        Scenario(name: "reverse flick 0.5 pt/ms", startRow: 2, segments: reverse(0.5), expectedRow: 2),
        Scenario(name: "reverse flick 1 pt/ms", startRow: 2, segments: reverse(1), expectedRow: 2),
        Scenario(name: "reverse flick 2 pt/ms", startRow: 2, segments: reverse(2), expectedRow: 2),
        // 4 pt/ms travels 224 pt back before the lift: the centre row is already 2, so one more.
        Scenario(name: "reverse flick 4 pt/ms", startRow: 2, segments: reverse(4), expectedRow: 1),
    ]

    @Test(arguments: scenarios)
    func landsCentredOnTheReportedTarget(_ scenario: Scenario) throws {
        let behavior = CellPagingBehavior(Self.horizontal)
        let harness = BehaviorHarness(
            content: Self.horizontalContent,
            offset: Point(x: Self.horizontal.centredOffset(row: scenario.startRow, viewLength: 393), y: 0),
            delegate: behavior)
        if let speed = scenario.flick {
            try harness.flick(speed: speed, from: Point(x: 380, y: 400))
        } else {
            try harness.gesture(from: Point(x: 330, y: 400), scenario.segments, hold: scenario.hold)
        }
        let expected = min(
            Self.horizontal.centredOffset(row: scenario.expectedRow, viewLength: 393),
            harness.view.maximumContentOffset.x)
        let target = try #require(harness.releases.last).target
        #expect(abs(harness.view.contentOffset.x - expected) <= Self.offsetTolerance)
        #expect(harness.view.contentOffset.y == 0)
        if scenario.expectedRow < 9 { #expect(target.x == harness.view.contentOffset.x) }
        #expect(harness.calls.last == "didEndDecelerating")
        let chosen = try #require(harness.behaviorEvents("pageChosen").last)
        #expect(chosen["target"] == .point(target))
    }

    @Test(arguments: [0.5, 1, 2, 4])
    func verticalFlickMovesOneRow(speed: Double) throws {
        let behavior = CellPagingBehavior(Self.vertical)
        let harness = BehaviorHarness(content: Self.verticalContent, offset: Point(x: 0, y: 1420), delegate: behavior)
        try harness.flick(speed: speed, from: Point(x: 196.5, y: 600), axis: .vertical)
        #expect(harness.view.contentOffset == Point(x: 0, y: 2130))
        #expect(harness.releases.last?.target == harness.view.contentOffset)
        #expect(behavior.centerItemRow == 3)
    }

    /// Tests that a forward flick from the last row asks for a row past the end and UIKit clamps onto the last cell.
    ///
    /// From the last row a forward flick asks for row 10: the seed's clamp only acts above `contentSize / pagingWidth`
    /// (10.2 here), so the row past the end is reported, and UIKit clamps the target into the scrollable range, onto
    /// the last cell centred.
    @Test func theSeedsClampAndUIKitsClamp() throws {
        let behavior = CellPagingBehavior(Self.horizontal)
        let harness = BehaviorHarness(content: Self.horizontalContent, offset: Point(x: 2907, y: 0), delegate: behavior)
        try harness.flick(speed: 1, from: Point(x: 380, y: 400))
        #expect(behavior.centerItemRow == 10)
        #expect(harness.releases.last?.target.x == 3230) // reported as the seed computed it
        #expect(harness.view.contentOffset.x == 2907) // the last cell, centred
    }
}
