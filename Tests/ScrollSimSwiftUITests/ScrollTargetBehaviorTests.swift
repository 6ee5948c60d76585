import Foundation
import ScrollSimKit
import ScrollSimSwiftUI
import Testing

/// `.paging`, `.viewAligned` and a custom behaviour, driven by flicks through the simulator.
struct ScrollTargetBehaviorTests {
    /// Offsets are pixel-rounded at 3×: a third of a point.
    static let pixelTolerance = 1.0 / 3
    /// Ten flick speeds (pt/ms), from just above the fling floor to a hard flick.
    static let speeds: [Double] = [0.3, 0.5, 0.8, 1, 1.5, 2, 3, 4, 6, 8]
    /// Both directions of every speed.
    static let flicks = speeds.flatMap { [$0, -$0] }

    /// Cards of 313 pt at a pitch of 323, the scroll target layout's frames.
    static let cards: [CGRect] = FlowLayout(
        itemSize: Size(width: 313, height: 600), minimumLineSpacing: 10,
        // The model's insets: under `import ScrollSimSwiftUI`, `EdgeInsets` is SwiftUI's.
        sectionInset: ScrollSimKit.EdgeInsets(top: 126, left: 40, bottom: 126, right: 40), scrollDirection: .horizontal
    )
    .itemFrames(itemCounts: [20], viewSize: Size(width: 393, height: 852), contentInset: .zero)[0]
    .map { CGRect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) }

    @Test(arguments: flicks)
    func pagingLandsOnContainerMultiplesOnePageAway(speed: Double) throws {
        let harness = SwiftUIHarness(
            contentWidth: 393 * 20, offset: 393 * 10,
            attachment: ScrollTargetBehaviorAttachment(PagingScrollTargetBehavior(pageSize: .container)))
        try harness.flick(speed: speed)
        let expected = 393 * (10 + (speed > 0 ? 1 : -1))
        #expect(abs(harness.view.contentOffset.x - Double(expected)) <= Self.pixelTolerance)
        #expect(harness.attachment.updates.count == 1)
    }

    @Test(arguments: flicks)
    func viewAlignedLandsOnAnItemEdge(speed: Double) throws {
        let harness = SwiftUIHarness(
            contentWidth: 40 + 20 * 323 - 10 + 40, offset: 40 + 323 * 10,
            attachment: ScrollTargetBehaviorAttachment(
                .viewAligned(limitBehavior: .never), targetLayoutFrames: Self.cards))
        try harness.flick(speed: speed)
        let offset = harness.view.contentOffset.x
        let end = harness.view.maximumContentOffset.x
        let edges = Self.cards.map { min(Double($0.minX), end) }
        #expect(edges.contains { abs($0 - offset) <= Self.pixelTolerance }, "offset \(offset)")
    }

    @Test(arguments: flicks)
    func alwaysByOneMovesExactlyOneItem(speed: Double) throws {
        let harness = SwiftUIHarness(
            contentWidth: 40 + 20 * 323 - 10 + 40, offset: 40 + 323 * 10,
            attachment: ScrollTargetBehaviorAttachment(
                .viewAligned(limitBehavior: .alwaysByOne), targetLayoutFrames: Self.cards))
        try harness.flick(speed: speed)
        let expected = 40 + 323 * (10 + (speed > 0 ? 1 : -1))
        #expect(abs(harness.view.contentOffset.x - Double(expected)) <= Self.pixelTolerance)
    }

    @Test(arguments: flicks)
    func aCustomBehaviourLandsWhereItSays(speed: Double) throws {
        let harness = SwiftUIHarness(
            contentWidth: 20_000, offset: 5_000, attachment: ScrollTargetBehaviorAttachment(RoundedToHundredBehavior()))
        try harness.flick(speed: speed)
        let update = try #require(harness.attachment.updates.first)
        #expect(update.after.x.truncatingRemainder(dividingBy: 100) == 0)
        #expect(abs(harness.view.contentOffset.x - update.after.x) <= Self.pixelTolerance)
        #expect(abs(update.velocity.x) > 0, "a flick has velocity")
    }

    @Test func aSlowDragReleasedStillPagesToTheNearestPage() throws {
        let harness = SwiftUIHarness(
            contentWidth: 393 * 20, offset: 393 * 10,
            attachment: ScrollTargetBehaviorAttachment(PagingScrollTargetBehavior(pageSize: .container)))
        try harness.slowDrag(by: 250)
        #expect(harness.attachment.updates.first?.velocity == Point.zero)
        #expect(abs(harness.view.contentOffset.x - 393 * 11) <= Self.pixelTolerance)
    }

    @Test(arguments: [true, false])
    func aReleaseBelowTheFlingFloorIsAskedWhenSwitchedOn(asks: Bool) throws {
        let harness = SwiftUIHarness(
            contentWidth: 393 * 20, offset: 393 * 10,
            attachment: ScrollTargetBehaviorAttachment(
                PagingScrollTargetBehavior(pageSize: .container), asksAtZeroVelocity: asks))
        try harness.slowDrag(by: 250)
        #expect(harness.attachment.updates.count == (asks ? 1 : 0))
        let expected = asks ? 393.0 * 11 : 393 * 10 + 240
        #expect(abs(harness.view.contentOffset.x - expected) <= Self.pixelTolerance)
    }

    @Test func theVelocityUnitIsSwitchable() throws {
        var velocities: [Double] = []
        for unit in ScrollTargetVelocityUnit.allCases {
            let harness = SwiftUIHarness(
                contentWidth: 20_000, offset: 5_000,
                attachment: ScrollTargetBehaviorAttachment(RoundedToHundredBehavior(), velocityUnit: unit))
            try harness.flick(speed: 2)
            velocities.append(try #require(harness.attachment.updates.first).velocity.x)
        }
        #expect(velocities.count == 2)
        #expect(abs(velocities[0] - 1000 * velocities[1]) <= 1e-9 * abs(velocities[0]))
    }

    /// The view owns the attachment through its hooks; nothing outlives the view.
    @Test func theAttachmentLivesAsLongAsTheView() {
        weak var weakAttachment: ScrollTargetBehaviorAttachment?
        var view: ScrollView? = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 4000, height: 852))
        do {
            let attachment = ScrollTargetBehaviorAttachment(PagingScrollTargetBehavior(pageSize: .container))
            attachment.attach(to: view!)
            weakAttachment = attachment
        }
        #expect(weakAttachment != nil)
        view = nil
        #expect(weakAttachment == nil)
    }

    @Test func aSizeChangeAsksTheBehaviour() throws {
        let harness = SwiftUIHarness(
            contentWidth: 393 * 20, offset: 393 * 3,
            attachment: ScrollTargetBehaviorAttachment(PagingScrollTargetBehavior(pageSize: .container)))
        harness.view.apply(.frame(Rect(x: 0, y: 0, width: 300, height: 852)))
        let update = try #require(harness.attachment.updates.first)
        #expect(update.reason == .sizeChanged)
        #expect(harness.view.contentOffset.x == 1200)
    }
}
