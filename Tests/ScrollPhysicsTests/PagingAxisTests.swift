import ScrollPhysics
import Testing

/// Tests `PagingAxis` against UIKit's paging settle: spring constants, per-millisecond steps, rounding and stop rules.
///
/// UIKit's paging settle against the formulas `PagingAxis` documents ([UIScrollView-Decompile] ~74K, ~560K, ~581K): the
/// width-based spring constants, ⌊Δt_ms⌋ steps of `v += (T − x)·pull; v *= friction; x += v` per frame, pixel rounding,
/// the anti-stall nudge and the stop rules.
struct PagingAxisTests {
    /// The documented example values are rounded to about seven significant digits.
    static let documentedDigitsTolerance = 1e-7
    /// The floating-point noise allowed when frame positions are compared on the pixel grid.
    ///
    /// Frame positions are compared exactly on the pixel grid, so a reference step that differs by more than rounding
    /// noise moves a whole pixel; this is the allowed floating-point noise.
    static let positionTolerance = 1e-9

    /// The width-based spring constants `pull` and `friction` at the documented view widths.
    ///
    /// `pull = 0.000359090909 − 1.84659091e-7·W`, `friction = 0.966818182 + 9.94318182e-6·W` up to 1024 pt, then
    /// 0.00017 and 0.977; the documented examples: 320 pt → 0.0003 / 0.97, 390 pt → 0.000287 / 0.9707, 1024 pt →
    /// 0.00017 / 0.977 (continuous at the cut-off).
    @Test(arguments: [
        (320.0, 0.0003, 0.97, documentedDigitsTolerance),
        (390, 0.000287074, 0.970696, documentedDigitsTolerance),
        (1024, 0.00017, 0.977, documentedDigitsTolerance),
        (1025, 0.00017, 0.977, 0),
        (2048, 0.00017, 0.977, 0),
    ])
    func springConstantsFollowTheWidth(width: Double, pull: Double, friction: Double, tolerance: Double) {
        let spring = PagingAxis.pagingSpring(forWidth: width)
        #expect(abs(spring.pull - pull) <= tolerance)
        #expect(abs(spring.friction - friction) <= tolerance)
    }

    /// The documented recurrence, written out independently: `steps` one-millisecond steps from
    /// `x` with velocity `v` (pt/ms), then the pixel rounding.
    static func reference(x: Double, v: Double, target: Double, width: Double, steps: Int, scale: Double)
        -> (position: Double, velocity: Double)
    {
        let pull = width > 1024 ? 0.00017 : 0.000359090909 - 1.84659091e-7 * width
        let friction = width > 1024 ? 0.977 : 0.966818182 + 9.94318182e-6 * width
        var x = x
        var v = v
        for _ in 0..<steps {
            v += (target - x) * pull
            v *= friction
            x += v
        }
        let whole = x.rounded(.down)
        return (whole + ((x - whole) * scale).rounded(.toNearestOrAwayFromZero) / scale, v)
    }

    /// One frame of `frameMilliseconds` runs ⌊frameMilliseconds⌋ steps (the fraction is dropped)
    /// and lands on the rounded reference position.
    @Test(arguments: [
        // start, velocity (pt/s), target, width, frame (ms), scale
        (0.0, 0.0, 393.0, 393.0, 16.667, 3.0),
        (100, -1500, 393, 393, 16.667, 3),
        (393, 2500, 786, 393, 8.333, 3),
        (0, 0, 1366, 1366, 16.9, 2),
        (500, 800, 0, 320, 33.4, 2),
    ])
    func oneFrameIsTheDocumentedRecurrence(
        start: Double, velocity: Double, target: Double, width: Double, frame: Double, scale: Double
    ) {
        var axis = PagingAxis(
            position: start, velocity: velocity, target: target, time: 0, width: width, scale: scale,
            lower: -1e6, upper: 1e6, bounces: true)
        let position = axis.step(to: frame / 1000)
        let expected = Self.reference(
            x: start, v: velocity / 1000, target: target, width: width, steps: Int(frame.rounded(.down)),
            scale: scale)
        #expect(abs(position - expected.position) <= Self.positionTolerance)
        #expect(abs(axis.currentVelocity - expected.velocity * 1000) <= Self.positionTolerance)
    }

    /// A frame shorter than the 1 ms step changes nothing.
    @Test func aSubMillisecondFrameIsSkipped() {
        var axis = PagingAxis(
            position: 0, velocity: 1000, target: 393, time: 0, width: 393, scale: 3, lower: 0, upper: 786,
            bounces: true)
        #expect(axis.step(to: 0.0009) == 0)
        #expect(axis.currentVelocity == 1000)
    }

    /// From rest, a whole page settles exactly on the target, in about 0.4 s at 390 pt (the
    /// damping ratio is about 0.88), within a second for every width.
    @Test(arguments: [320.0, 393, 1024, 1366])
    func aPageSettlesExactlyOnItsTarget(width: Double) {
        var axis = PagingAxis(
            position: 0, velocity: 0, target: width, time: 0, width: width, scale: 3, lower: 0, upper: 2 * width,
            bounces: true)
        var frame = 0
        while !axis.isFinished && frame < 600 {
            frame += 1
            _ = axis.step(to: Double(frame) / 60)
        }
        #expect(axis.isFinished)
        #expect(axis.position == width)
        #expect(Double(frame) / 60 < 1)
    }

    /// Tests that the anti-stall nudge moves a stalled axis the last device pixel onto its target and finishes it.
    ///
    /// One pixel short with no speed, the spring alone would not move the rounded position: the anti-stall nudge moves
    /// it one device pixel, onto the target, and the stop rule (below the stop speed, within 1 pt) finishes the axis.
    @Test(arguments: [2.0, 3])
    func theAntiStallNudgeFinishesTheLastPixel(scale: Double) {
        let target = 393.0
        var axis = PagingAxis(
            position: target - 1 / scale, velocity: 0, target: target, time: 0, width: 393, scale: scale,
            lower: 0, upper: 786, bounces: true)
        let unnudged = Self.reference(
            x: target - 1 / scale, v: 0, target: target, width: 393, steps: 16, scale: scale)
        #expect(unnudged.position == target - 1 / scale)
        #expect(axis.step(to: 0.0167) == target)
        #expect(axis.isFinished)
    }

    /// Without bouncing, leaving the range snaps the axis onto its page at once.
    @Test func withoutBouncingLeavingTheRangeSnapsToThePage() {
        var axis = PagingAxis(
            position: 0, velocity: -3000, target: 0, time: 0, width: 393, scale: 3, lower: 0, upper: 786,
            bounces: false)
        #expect(axis.step(to: 1.0 / 60) == 0)
        #expect(axis.isFinished)
        #expect(axis.currentVelocity == 0)
    }
}
