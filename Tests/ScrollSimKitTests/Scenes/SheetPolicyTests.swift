import ScrollSimKit
import Testing

/// Tests both sheet policies' target detent for each frame top, velocity and current detent.
///
/// Table rows in the style of FloatingPanel's `CoreTests.test_targetState_*`: frame top × velocity (pt/s, positive =
/// finger down) × current detent → detent, for both sheet policies on the demo's detents for a 852 pt screen (top 74,
/// middle 408.96, bottom 596.4).
struct SheetPolicyTests {
    static let detents = SheetDetents.demo(screenHeight: 852)
    static let top = 74.0, middle = 408.96, bottom = 596.4

    @Test func demoDetents() {
        #expect(Self.detents.frameTop(.top) == Self.top)
        #expect(abs(Self.detents.frameTop(.middle) - Self.middle) < 1e-9)
        #expect(abs(Self.detents.frameTop(.bottom) - Self.bottom) < 1e-9)
    }

    /// [Seed-ThreeStageSheet]: direction first, 3500 pt/s jumps with strict inequalities, stale type, midpoints
    /// only at exactly 0 or ±3500.
    @Test(arguments: [
        (408.96, -1000.0, SheetPosition.middle, SheetPosition.top),
        (408.96, -1, .middle, .top),
        (408.96, 1, .middle, .bottom),
        (408.96, 5000, .middle, .bottom),
        (596.4, -100, .bottom, .middle),
        (596.4, -3501, .bottom, .top),
        (80, -10, .bottom, .middle), // stale type: almost at the top, still "bottom"
        (590, 10, .top, .middle), // stale type: almost at the bottom, still "top"
        (74, 3000, .top, .middle),
        (74, 3600, .top, .bottom),
        (200, 0, .middle, .top), // v = 0: nearest by show-height midpoints
        (500, 0, .middle, .middle),
        (560, 0, .middle, .bottom),
        (500, 3500, .top, .middle), // exactly the limit: midpoints too
        (500, -3500, .middle, .middle),
    ])
    func threeStage(_ y: Double, _ v: Double, _ type: SheetPosition, _ expected: SheetPosition) {
        let configuration = ThreeStageSheet.Configuration(detents: Self.detents)
        #expect(
            ThreeStageSheet.decide(frameTop: y, velocity: v, type: type, configuration: configuration).target
                == expected)
    }

    /// FloatingPanel: project with 0.998, clamp to the current segment, redirect past 0.5.
    @Test(arguments: [
        (408.96, -1000.0, SheetPosition.middle, SheetPosition.top), // projection −90 → clamped → top
        (408.96, -100, .middle, .middle), // projection 359 covers 15 %
        (408.96, 100, .middle, .middle),
        (408.96, 400, .middle, .bottom), // projection 608 covers > 50 %
        (596.4, -3000, .bottom, .middle), // no skipping from the bottom
        (74, 4000, .top, .middle), // no skipping from the top
        (80, -10, .bottom, .top), // position, not the stale type
        (590, 10, .top, .bottom),
        (200, 0, .middle, .top), // v = 0: direction from the displacement
        (250, 0, .middle, .middle), // 47 % of the way: stays
        (520, 0, .middle, .bottom),
    ])
    func projected(_ y: Double, _ v: Double, _ current: SheetPosition, _ expected: SheetPosition) {
        let configuration = ProjectedSheet.Configuration(detents: Self.detents)
        #expect(
            ProjectedSheet.target(frameTop: y, velocity: v, current: current, configuration: configuration) == expected)
    }

    @Test(arguments: [(596.4, -3000.0, SheetPosition.top), (74, 4000, .bottom), (596.4, -500, .middle)])
    func projectedWithSkipping(_ y: Double, _ v: Double, _ expected: SheetPosition) {
        var configuration = ProjectedSheet.Configuration(detents: Self.detents)
        configuration.allowsSkipping = true
        #expect(
            ProjectedSheet.target(frameTop: y, velocity: v, current: .middle, configuration: configuration) == expected)
    }

    /// FloatingPanel's damping: ln(0.991)/(−2π·2.5·0.001) ≈ 0.5756 above 300 pt/s, 1 below.
    @Test func settleSpringDamping() {
        let configuration = ProjectedSheet.Configuration(detents: Self.detents)
        #expect(abs(configuration.spring(velocity: 1000).dampingRatio - 0.5756) < 1e-3)
        #expect(configuration.spring(velocity: 300).dampingRatio == 1)
        #expect(abs(configuration.spring(velocity: 0).angularFrequency - 2 * Double.pi / 0.4) < 1e-12)
    }
}
