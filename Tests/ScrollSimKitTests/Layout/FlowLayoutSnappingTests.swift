import Testing

@testable import ScrollSimKit

/// `FlowLayoutSnapping`: snap positions from the flow layout's frames, the reported `byVelocity`
/// snapper, and its place before the delegate.
struct FlowLayoutSnappingTests {
    /// Offsets are pixel-rounded at 3×: a third of a point.
    static let pixelTolerance = 1.0 / 3
    static let viewSize = Size(width: 393, height: 852)

    static func cards(_ snap: FlowLayoutSnapping.Snap) -> FlowLayoutSnapping {
        FlowLayoutSnapping(
            layout: FlowLayout(
                itemSize: Size(width: 313, height: 600), minimumLineSpacing: 10,
                sectionInset: EdgeInsets(top: 126, left: 40, bottom: 126, right: 40), scrollDirection: .horizontal),
            itemCount: 8, snap: snap)
    }

    struct PointsCase: CustomTestStringConvertible, Sendable {
        var snap: FlowLayoutSnapping.Snap
        var first: Double
        var testDescription: String { snap.rawValue }
    }

    @Test(arguments: [
        PointsCase(snap: .center, first: 0), PointsCase(snap: .byVelocity, first: 0),
        PointsCase(snap: .leading, first: 0),
    ])
    func snapPointsAreTheCardsAtTheirPitch(_ testCase: PointsCase) throws {
        let points = try #require(Self.cards(testCase.snap).snapPoints(viewSize: Self.viewSize, contentInset: .zero))
        // Equal cards: the even lines, not laid out; the same offsets as a list.
        guard case .even(let even) = points else { throw Failure.notEven }
        let offsets = Array(even)
        #expect(offsets.count == 8)
        #expect(offsets.first == testCase.first)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 == 323 })
    }

    enum Failure: Error { case notEven }

    @Test func noneAndEmptyLayoutsDoNotSnap() {
        #expect(Self.cards(.none).snapPoints(viewSize: Self.viewSize, contentInset: .zero) == nil)
        var empty = Self.cards(.center)
        empty.itemCount = 0
        #expect(empty.snapPoints(viewSize: Self.viewSize, contentInset: .zero) == nil)
    }

    @Test func contentSizeComesFromTheLayout() {
        #expect(
            Self.cards(.center).contentSize(viewSize: Self.viewSize, contentInset: .zero)
                == Size(width: 2654, height: 852))
    }

    struct DragCase: CustomTestStringConvertible, Sendable {
        var snap: FlowLayoutSnapping.Snap
        var expected: Double
        var testDescription: String { snap.rawValue }
    }

    /// The reported bug: a slow drag of about 190 pt from card 2, released at zero velocity.
    @Test(arguments: [
        DragCase(snap: .byVelocity, expected: 646), DragCase(snap: .center, expected: 969),
        DragCase(snap: .none, expected: 836),
    ])
    func aSlowDragReleasedStill(_ testCase: DragCase) throws {
        let harness = BehaviorHarness(
            content: Size(width: 2654, height: 852), offset: Point(x: 646, y: 0), delegate: DelegateProbe())
        Self.cards(testCase.snap).install(on: harness.view)
        try harness.gesture(from: Point(x: 300, y: 400), [BehaviorHarness.Segment(count: 50, step: -4)], hold: 0.2)
        #expect(abs(harness.view.contentOffset.x - testCase.expected) <= Self.pixelTolerance)
    }

    @Test(arguments: [0.5, 1, 2, 4, 8])
    func byVelocityFlicksMoveOneCard(speed: Double) throws {
        for direction in [1.0, -1.0] {
            let harness = BehaviorHarness(
                content: Size(width: 2654, height: 852), offset: Point(x: 646, y: 0), delegate: DelegateProbe())
            Self.cards(.byVelocity).install(on: harness.view)
            try harness.flick(speed: speed * direction, from: Point(x: 200, y: 400))
            #expect(abs(harness.view.contentOffset.x - (646 + 323 * direction)) <= Self.pixelTolerance)
        }
    }

    /// The layout answers first; the delegate sees the layout's target and has the last word.
    @Test func theDelegateSeesTheLayoutsTarget() throws {
        let probe = DelegateProbe()
        probe.override = 100
        let harness = BehaviorHarness(
            content: Size(width: 2654, height: 852), offset: Point(x: 646, y: 0), delegate: probe)
        Self.cards(.byVelocity).install(on: harness.view)
        try harness.flick(speed: 2, from: Point(x: 200, y: 400))
        #expect(probe.seen == [969])
        #expect(abs(harness.view.contentOffset.x - 100) <= Self.pixelTolerance)
    }

    /// Records the target it receives and optionally rewrites its x.
    final class DelegateProbe: ScrollViewDelegate {
        var seen: [Double] = []
        var override: Double?

        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            seen.append(targetContentOffset.x)
            if let override { targetContentOffset.x = override }
        }
    }
}
