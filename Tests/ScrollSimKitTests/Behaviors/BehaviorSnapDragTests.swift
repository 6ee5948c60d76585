import Testing

@testable import ScrollSimKit

/// [Seed-SnapDrag]'s SnapDrag state machine driven from Swift, over 1179 pt of horizontal content.
struct BehaviorSnapDragTests {
    typealias Segment = BehaviorHarness.Segment

    /// Offsets are compared exactly: the pin sets the snap point itself.
    static let offsetTolerance = 0.0
    static let content = Size(width: 1179, height: 852)
    static let snapPoint = Point(x: 367, y: 0)

    /// From offset 250 the finger (starting at x 320) brings the offset to about 357, then crawls
    /// on at `crawl` pt per 16 ms (`crawl / 0.016` pt/s) for `count` moves.
    static func approach(crawl: Double, count: Int) -> [Segment] {
        [
            Segment(count: 10, step: -8), Segment(count: 5, step: -4), Segment(count: 4, step: -2),
            Segment(count: 7, step: -1),
            Segment(count: 4, step: -0.5), Segment(count: count, step: -crawl),
        ]
    }

    struct Approach: CustomTestStringConvertible, Sendable {
        var name: String
        var start: Double
        var segments: [Segment]
        var snaps: Bool
        var testDescription: String { name }
    }

    static let approaches: [Approach] = [
        Approach(name: "15.6 pt/s crawl", start: 250, segments: approach(crawl: 0.25, count: 20), snaps: true),
        Approach(name: "20.8 pt/s crawl", start: 250, segments: approach(crawl: 0.333, count: 16), snaps: true),
        Approach(name: "23.4 pt/s crawl", start: 250, segments: approach(crawl: 0.375, count: 14), snaps: true),
        Approach(
            name: "31 pt/s crawl is too fast", start: 250, segments: approach(crawl: 0.5, count: 24), snaps: false),
        Approach(
            name: "from the far side", start: 484,
            segments: approach(crawl: 0.25, count: 20).map { Segment(count: $0.count, step: -$0.step) },
            snaps: true),
    ]

    @Test(arguments: approaches)
    func slowApproachSnapsAndPins(_ approach: Approach) throws {
        let behavior = SnapDragBehavior()
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: approach.start, y: 0), delegate: behavior)
        let startX: Double = approach.start < Self.snapPoint.x ? 320 : 73
        try harness.gesture(from: Point(x: startX, y: 400), approach.segments, hold: 0.2)
        let changes = harness.behaviorEvents("snapState")
        if approach.snaps {
            #expect(abs(harness.view.contentOffset.x - Self.snapPoint.x) <= Self.offsetTolerance)
            #expect(harness.view.contentOffset.y == Self.snapPoint.y)
            #expect(behavior.snapState == .didSnap)
            #expect(changes.first?["to"] == .string("didSnap"))
        } else {
            #expect(harness.view.contentOffset != Self.snapPoint)
            #expect(changes.isEmpty)
        }
    }

    /// Tests that after a snap the release distance is measured from where the finger was before the first pin.
    ///
    /// After the snap the finger keeps going: the release distance is measured from the location taken *before* the
    /// first pin, so in the drag direction it takes 7 + (snap − offset at snap) more points; then 7 pt from the point
    /// re-arms.
    @Test func dragOnReleasesThenRearms() throws {
        let behavior = SnapDragBehavior()
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 250, y: 0), delegate: behavior)
        try harness.gesture(
            from: Point(x: 320, y: 400),
            Self.approach(crawl: 0.25, count: 16)
                + [Segment(count: 12, step: -2), Segment(count: 12, step: -3)], hold: 0.1)
        let changes = harness.behaviorEvents("snapState").map { $0["to"] }
        #expect(changes == [.string("didSnap"), .string("willRelease"), .string("willSnap")])
        #expect(harness.behaviorEvents("snapState")[1]["dragDistance"] == .number(8, .points))
        #expect(harness.view.contentOffset.x > Self.snapPoint.x + 7)
        #expect(behavior.startSnapLocation == .zero)
    }

    /// The other side of the same offset: after a snap 7 pt short of the point, the smallest move
    /// back is already more than 7 pt from the remembered location.
    @Test func anyMoveBackReleasesAtOnce() throws {
        let behavior = SnapDragBehavior()
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 250, y: 0), delegate: behavior)
        try harness.gesture(
            from: Point(x: 320, y: 400), Self.approach(crawl: 0.25, count: 12) + [Segment(count: 1, step: 0.25)])
        let changes = harness.behaviorEvents("snapState")
        #expect(changes.map { $0["to"] } == [.string("didSnap"), .string("willRelease")])
        #expect(changes.last?["dragDistance"] == .number(7.25, .points))
        #expect(harness.view.contentOffset == Self.snapPoint)
    }

    struct Fling: CustomTestStringConvertible, Sendable {
        var speed: Double
        var duringDeceleration: Bool
        var snaps: Bool
        var testDescription: String { "\(speed) pt/ms, snapDuringDecelerating \(duringDeceleration)" }
    }

    /// From offset 100 every fling crosses 367.
    ///
    /// The pan reads 0 pt/s once the finger lifted, so only `snapDuringDecelerating` snaps, and
    /// only if a 60 Hz frame lands within 7 pt of the point: at 2 pt/ms the frames straddle the 14
    /// pt window (352 → 379.333), at 4 pt/ms one lands on 368.
    static let flings: [Fling] = [(0.5, true), (1, true), (2, false), (4, true)].flatMap { speed, frameInWindow in
        [
            Fling(speed: speed, duringDeceleration: false, snaps: false),
            Fling(speed: speed, duringDeceleration: true, snaps: frameInWindow),
        ]
    }

    @Test(arguments: flings)
    func flingPassesThroughUnlessSnappingWhileDecelerating(_ fling: Fling) throws {
        let behavior = SnapDragBehavior(.init(snapDuringDecelerating: fling.duringDeceleration))
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 100, y: 0), delegate: behavior)
        let lift = try harness.flick(speed: fling.speed, from: Point(x: 380, y: 400))
        let snap = harness.log.entries.first { $0.event.name == "snapState" }
        let firstNear = harness.log.entries.first {
            $0.time > lift && $0.event == .didScroll && abs($0.offset.x - 367) <= 7
        }
        #expect((snap != nil) == fling.snaps)
        if fling.snaps {
            let snap = try #require(snap)
            #expect(snap.time == firstNear?.time && snap.offset == firstNear?.offset)
            #expect(harness.view.contentOffset == Self.snapPoint)
            // The pin on the next frame stops the deceleration: didEndDecelerating comes from inside
            // setContentOffset, then the pinning didScroll.
            #expect(harness.calls.suffix(1) == ["didEndDecelerating"])
            #expect(harness.log.entries.last?.event == .didScroll)
        } else {
            #expect(harness.view.contentOffset != Self.snapPoint)
            #expect(!fling.duringDeceleration || firstNear == nil)
        }
    }

    @Test func severalPointsSnapToTheNearestAndReleaseFromIt() throws {
        let points = [Point(x: 120, y: 0), Point(x: 367, y: 0), Point(x: 600, y: 0)]
        let behavior = SnapDragBehavior(.init(snapPoints: points))
        #expect(behavior.nearestSnapPoint(to: Point(x: 362, y: 0)).0 == points[1])
        // Equidistant: the first in the list wins.
        let tie = SnapDragBehavior(.init(snapPoints: [Point(x: 10, y: 0), Point(x: 30, y: 0)]))
        #expect(tie.nearestSnapPoint(to: Point(x: 20, y: 0)).0 == Point(x: 10, y: 0))

        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 250, y: 0), delegate: behavior)
        try harness.gesture(from: Point(x: 320, y: 400), Self.approach(crawl: 0.25, count: 20), hold: 0.2)
        #expect(harness.view.contentOffset == points[1])
        #expect(behavior.activeSnapPoint == points[1])
    }
}
