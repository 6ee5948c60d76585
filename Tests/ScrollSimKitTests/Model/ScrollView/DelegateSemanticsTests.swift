import ScrollSimKit
import Testing

/// What a ported UIScrollViewDelegate can rely on inside its callbacks.
///
/// What a ported UIScrollViewDelegate can rely on inside its callbacks: re-entrant `didScroll`,
/// the pan's readings, the flags, and UIKit's handling of a rewritten target ([UIScrollView-Decompile]). Each test
/// defines its delegate class, as a user would.
struct DelegateSemanticsTests {
    typealias Segment = BehaviorHarness.Segment
    static let content = Size(width: 393, height: 40000)

    /// Pins the offset to `pin` in every didScroll and records the nesting depth of each call.
    final class Pinning: ScrollViewDelegate {
        let pin: Point
        var depth = 0
        var depths: [Int] = []
        init(pin: Point) { self.pin = pin }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            depth += 1
            depths.append(depth)
            scrollView.setContentOffset(pin, animated: false)
            depth -= 1
        }
    }

    @Test func aChangedOffsetReentersDidScrollAndAnUnchangedOneDoesNot() throws {
        let pinning = Pinning(pin: Point(x: 0, y: 5000))
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: pinning)
        try harness.gesture(from: Point(x: 200, y: 700), [Segment(count: 10, step: -3)], axis: .vertical)
        // Each move: the drag's didScroll (depth 1) sets the pin, which re-enters once (depth 2);
        // the nested set is unchanged and sends nothing.
        #expect(!pinning.depths.isEmpty)
        #expect(pinning.depths == Array(repeating: [1, 2], count: pinning.depths.count / 2).flatMap { $0 })
        #expect(harness.view.contentOffset == pinning.pin)
    }

    /// Reads the pan and the flags in every callback.
    final class Reader: ScrollViewDelegate {
        var dragVelocities: [Point] = []
        var releaseVelocity: Point?
        var releaseFlags: ScrollFlags?
        var translationAtRelease: Point?
        var locationAtRelease: Point?
        var deceleratingPanVelocities: [Point] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            let velocity = scrollView.panGestureRecognizer.velocity(in: scrollView)
            if scrollView.isDecelerating {
                deceleratingPanVelocities.append(velocity)
            } else {
                dragVelocities.append(velocity)
            }
        }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            releaseVelocity = scrollView.panGestureRecognizer.velocity(in: nil)
            releaseFlags = scrollView.flags
            translationAtRelease = scrollView.panGestureRecognizer.translation(in: scrollView)
            locationAtRelease = scrollView.panGestureRecognizer.location(in: scrollView)
        }
    }

    /// Pan velocity, pt/s: times are decimal seconds, so Δt is not exact (achieved: 2e-12 relative).
    static let velocityTolerance = 1e-6

    @Test func thePanIsReadableInCallbacksAndReadsZeroOnceEnded() throws {
        let reader = Reader()
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: reader)
        try harness.gesture(
            from: Point(x: 200, y: 700), [Segment(count: 12, step: -12)], axis: .vertical, interval: 0.008)
        // pt/s in the finger's direction; still readable while the gesture ends.
        #expect(abs((reader.dragVelocities.last?.y ?? 0) + 1500) <= Self.velocityTolerance)
        #expect(abs((reader.releaseVelocity?.y ?? 0) + 1500) <= Self.velocityTolerance)
        #expect(reader.releaseFlags == ScrollFlags(tracking: true, dragging: true, decelerating: false))
        #expect(reader.translationAtRelease == Point(x: 0, y: -144))
        // Scroll-view coordinates include the content offset at the lift (5000 + 144 − 10).
        #expect(reader.locationAtRelease == Point(x: 200, y: 556 + 5134))
        #expect(!reader.deceleratingPanVelocities.isEmpty)
        #expect(reader.deceleratingPanVelocities.allSatisfy { $0 == .zero })
    }

    /// Rewrites the target to a fixed point, optionally also queueing an animation.
    final class Retarget: ScrollViewDelegate {
        let target: (ScrollView) -> Point
        let animateTo: Point?
        init(animateTo: Point? = nil, _ target: @escaping (ScrollView) -> Point) {
            self.target = target
            self.animateTo = animateTo
        }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            targetContentOffset = target(scrollView)
            if let animateTo { scrollView.setContentOffset(animateTo, animated: true) }
        }
    }

    struct RetargetCase: CustomTestStringConvertible, Sendable {
        var name: String
        var lastStep: Double // pt per 16 ms at the lift (0.25 pt/ms floor = 4 pt)
        var distance: Double // target − offset at the lift
        var testDescription: String { name }
    }

    /// Cases where a rewritten target away from the offset is reached exactly by deceleration, even at zero velocity.
    ///
    /// A rewritten target away from the offset decelerates onto it exactly, also at zero velocity (willDecelerate true,
    /// [UIScrollView-Decompile]), ahead of or behind the release direction.
    static let retargets: [RetargetCase] = [
        RetargetCase(name: "zero velocity, 100 pt ahead", lastStep: 1, distance: 100),
        RetargetCase(name: "zero velocity, 60 pt behind", lastStep: 1, distance: -60),
        RetargetCase(name: "zero velocity, 300 pt ahead (solved speed above the floor)", lastStep: 1, distance: 300),
        RetargetCase(name: "1 pt/ms, short of the projection", lastStep: 16, distance: 200),
        RetargetCase(name: "1 pt/ms, beyond the projection", lastStep: 16, distance: 900),
        RetargetCase(name: "1 pt/ms, behind: jumps on the first frame", lastStep: 16, distance: -40),
    ]

    @Test(arguments: retargets)
    func aRewrittenTargetIsReachedExactly(_ scenario: RetargetCase) throws {
        let retarget = Retarget { Point(x: 0, y: $0.contentOffset.y + scenario.distance) }
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: retarget)
        try harness.gesture(
            from: Point(x: 200, y: 700), [Segment(count: 6, step: -8), Segment(count: 4, step: -scenario.lastStep)],
            axis: .vertical)
        let release = try #require(harness.releases.first)
        #expect((release.velocity == .zero) == (scenario.lastStep < 4))
        #expect(harness.log.entries.contains { $0.event == .didEndDragging(willDecelerate: true) })
        #expect(harness.view.contentOffset == release.target)
        #expect(harness.calls.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
    }

    /// Tests that a target set to the offset stops the fling, so an animation queued in `willEndDragging` runs alone.
    ///
    /// [UIScrollView-Decompile]: target := offset zeroes the velocity and returns NO, so the animation queued from
    /// willEndDragging runs alone, even after a 1 pt/ms fling.
    @Test(arguments: [1.0, 16.0])
    func targetAtTheOffsetWithAnAnimationRunsTheAnimationAlone(lastStep: Double) throws {
        let retarget = Retarget(animateTo: Point(x: 0, y: 5300)) { $0.contentOffset }
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: retarget)
        try harness.gesture(
            from: Point(x: 200, y: 700), [Segment(count: 6, step: -8), Segment(count: 4, step: -lastStep)],
            axis: .vertical)
        #expect(
            harness.calls == ["willBeginDragging", "willEndDragging", "didEndDragging", "didEndScrollingAnimation"])
        #expect(harness.log.entries.contains { $0.event == .didEndDragging(willDecelerate: false) })
        #expect(harness.view.contentOffset == Point(x: 0, y: 5300))
    }

    /// Moves the view to `offset` from didEndDragging (a recentring, as StreetScroller does).
    final class Recentre: ScrollViewDelegate {
        let offset: Point
        init(_ offset: Point) { self.offset = offset }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            scrollView.setContentOffset(offset, animated: false)
        }
    }

    /// Deceleration distance, pt: the frames are the same, only the pixel rounding of the start differs.
    static let carriedDistanceTolerance = 0.5

    /// Tests that an offset set in `didEndDragging` carries into the following deceleration without a jump back.
    ///
    /// An offset set from didEndDragging(willDecelerate: true) carries into the deceleration that follows, as a set
    /// during the deceleration does: no jump back to the old trajectory.
    @Test func anOffsetSetInDidEndDraggingCarriesIntoTheDeceleration() throws {
        final class Nothing: ScrollViewDelegate {}
        let plain = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: Nothing())
        let lift = try plain.flick(speed: 1, from: Point(x: 200, y: 700), axis: .vertical)
        let liftOffset = try #require(plain.log.entries.last { $0.time <= lift }).offset.y
        let naturalDistance = plain.view.contentOffset.y - liftOffset

        let recentre = Recentre(Point(x: 0, y: 100))
        let harness = BehaviorHarness(content: Self.content, offset: Point(x: 0, y: 5000), delegate: recentre)
        try harness.flick(speed: 1, from: Point(x: 200, y: 700), axis: .vertical)
        let afterSet = harness.log.entries.drop { $0.offset.y != 100 }
        #expect(afterSet.allSatisfy { $0.offset.y < 1000 })
        #expect(abs(harness.view.contentOffset.y - (100 + naturalDistance)) <= Self.carriedDistanceTolerance)
        #expect(harness.calls.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
    }
}
