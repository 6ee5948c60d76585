import Foundation
import ScrollSimKit
import ScrollSimSwiftUI
import Testing

/// Tests SwiftUI's scroll targets against the best evidence: paging, insets and the velocity's unit.
///
/// SwiftUI's targets at their best evidence: `.paging` is UIKit's paging, targets lie inside the insets, and the
/// context's velocity is in points per millisecond on iOS.
struct ScrollTargetEvidenceTests {
    /// Offsets are pixel-rounded at 3×: a third of a point.
    static let pixelTolerance = 1.0 / 3

    /// Tests that `.paging` turns on the model's paging, as `isPagingEnabled` does, without asking `updateTarget`.
    ///
    /// `.paging` behaves as `isPagingEnabled` on a device (fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom
    /// Paging", FB16486510: "identical" results): attaching it turns the model's paging on, and `updateTarget` is not
    /// asked.
    @Test func pagingIsUIKitsPaging() throws {
        let harness = SwiftUIHarness(
            contentWidth: 393 * 20, offset: 393 * 10, attachment: ScrollTargetBehaviorAttachment(.paging))
        #expect(harness.view.isPagingEnabled)
        try harness.flick(speed: 1)
        #expect(harness.attachment.updates.isEmpty)
        #expect(abs(harness.view.contentOffset.x - 393 * 11) <= Self.pixelTolerance)
    }

    /// A target behaviour that goes to the exact top by setting the target's origin y to 0.
    ///
    /// Apple's own behaviour sets `target.rect.origin.y = 0` to go to "the exact top" (WWDC23 "Beyond scroll views"):
    /// under a 59 pt top inset that is the content offset −59.
    struct ExactTop: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = 0
        }
    }

    @Test func aTargetOriginOfZeroIsTheExactTopUnderAnInset() throws {
        let simulation = Simulation(screen: Screen(scale: 3), windowSize: Size(width: 393, height: 852))
        let list = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4000),
            contentOffset: Point(x: 0, y: 600))
        list.contentInset = ScrollSimKit.EdgeInsets(top: 59, left: 0, bottom: 0, right: 0)
        let attachment = ScrollTargetBehaviorAttachment(ExactTop())
        attachment.attach(to: list)
        simulation.add(list)
        simulation.touchBegan(at: Point(x: 200, y: 300), time: 0)
        for step in 1...6 {
            simulation.touchMoved(to: Point(x: 200, y: 300 + 8 * Double(step)), time: Double(step) / 120)
        }
        simulation.touchEnded(at: Point(x: 200, y: 348), time: 7.0 / 120)
        try simulation.runUntilIdle()
        #expect(abs(list.contentOffset.y + 59) <= Self.pixelTolerance)
        #expect(attachment.updates.first?.after.y == 0)
    }

    /// The coordinates convert one way and back, the origin offset by the leading and top insets.
    @Test(arguments: [(0.0, 0.0), (59.0, 0.0), (103.0, 59.0)])
    func coordinatesRoundTrip(top: Double, left: Double) {
        let coordinates = ScrollTargetCoordinates(
            insets: ScrollSimKit.EdgeInsets(top: top, left: left, bottom: 34, right: left))
        let offset = Point(x: -left, y: -top)
        #expect(coordinates.targetOrigin(ofContentOffset: offset) == .zero)
        #expect(coordinates.contentOffset(ofTargetOrigin: .zero) == offset)
    }

    /// The widely copied pull-to-search target behaviour, which reads the velocity in points per millisecond.
    ///
    /// The widely copied pull-to-search behaviour (rahimn20/PullToSearch, `OnScrollEnd`) treats `-context.velocity.dy >
    /// 1.5` as "pulled down with momentum": with the default unit a pull at 2 pt/ms (2 000 pt/s) passes it, a slow one
    /// at 0.5 pt/ms does not; in points per second both would.
    final class PullToSearch: ScrollTargetBehavior, @unchecked Sendable {
        var triggered: [Bool] = []
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            triggered.append(-context.velocity.dy > 1.5)
        }
    }

    @Test(arguments: [(2.0, true), (0.5, false)])
    func theDefaultUnitIsPointsPerMillisecond(speed: Double, pulls: Bool) throws {
        let simulation = Simulation(screen: Screen(scale: 3), windowSize: Size(width: 393, height: 852))
        let list = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4000),
            contentOffset: Point(x: 0, y: 2000))
        let behavior = PullToSearch()
        ScrollTargetBehaviorAttachment(behavior).attach(to: list)
        simulation.add(list)
        var point = Point(x: 200, y: 300), time = 0.0
        simulation.touchBegan(at: point, time: time)
        for _ in 0..<12 {
            time += 0.008
            point.y += speed * 8
            simulation.touchMoved(to: point, time: time)
        }
        simulation.touchEnded(at: point, time: time + 0.008)
        try simulation.runUntilIdle()
        #expect(behavior.triggered == [pulls])
    }
}
