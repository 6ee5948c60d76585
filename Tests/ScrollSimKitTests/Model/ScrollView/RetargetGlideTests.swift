import ScrollSimKit
import Testing

/// Tests that a glide onto a rewritten target lands on it and stops sooner at lower deceleration rates.
///
/// A glide onto a rewritten target lands on it, and stops sooner as the deceleration rate falls, as a plain fling does;
/// a far target speeds the content up at the lift.
struct RetargetGlideTests {
    typealias Scene = ScrollViewLifecycleTests

    /// A slow drag (below the fling floor) whose delegate moves the target 72 pt back: the rest
    /// time after the lift and the final offset.
    static func glide(rate: Double) throws -> (seconds: Double, offset: Point) {
        let (simulation, view, _) = Scene.scene {
            $0.options.decelerationRateStorage = .asGiven // the glide solver at any rate, not only UIKit's two
            $0.decelerationRate = DecelerationRate(rawValue: rate)
        }
        let delegate = Scene.Retarget(Point(x: 0, y: 4950))
        view.delegate = delegate
        let lift = Scene.drag(simulation, from: Point(x: 196, y: 700), step: Point(x: 0, y: -1), count: 30, at: 0)
        try simulation.runUntilIdle()
        return (view.restTime - lift, view.contentOffset)
    }

    /// From 0.99 down (at `.normal` this short glide takes UIKit's 0.985 slow path, which is
    /// faster than 0.99: the discontinuity [UIScrollView-Decompile] shows).
    @Test func lowerRatesStopSooner() throws {
        let rates = [0.99, 0.9, 0.5, 0.3, 0.1]
        let glides = try rates.map { try Self.glide(rate: $0) }
        for glide in glides { #expect(glide.offset == Point(x: 0, y: 4950)) }
        for (slower, faster) in zip(glides, glides.dropFirst()) { #expect(faster.seconds <= slower.seconds) }
        #expect(glides.last!.seconds < 0.1)
    }

    @Test func aFarTargetSpeedsTheReleaseUp() throws {
        let (simulation, view, log) = Scene.scene()
        let delegate = Scene.Retarget(Point(x: 0, y: 7000))
        view.delegate = delegate
        let lift = Scene.drag(simulation, from: Point(x: 196, y: 700), step: Point(x: 0, y: -4), count: 12, at: 0)
        simulation.advance(to: lift + 0.0167)
        let samples = log.entries.filter { $0.event == .didScroll && $0.time > lift }.map(\.offset.y)
        let release = log.entries.compactMap { entry -> Point? in
            if case .willEndDragging(let velocity, _, _) = entry.event { return velocity }
            return nil
        }
        let liftOffset = try #require(log.entries.last { $0.event.name == "didEndDragging" }).offset.y
        let firstStep = try #require(samples.first) - liftOffset
        let solved = 0.01 + (7000 - liftOffset) * (1 - 0.998) / 0.998 // pt/ms
        #expect(try #require(release.first).y < 0.6)
        #expect(solved > 3)
        // The first frame moves at about the solved speed, not the release speed.
        #expect(firstStep > 0.5 * solved * (0.0167 * 1000) * 0.9)
        try simulation.runUntilIdle()
        #expect(view.contentOffset.y == 7000)
    }
}
