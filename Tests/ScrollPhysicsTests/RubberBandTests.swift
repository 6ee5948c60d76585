import ScrollPhysics
import Testing

/// Worked values of `x·d·c/(d + c·x)`, c = 0.55 ([GrantPaul-RubberBand], and the squareb.wordpress
/// gist for d = 960).
struct RubberBandTests {
    /// The sources quote one or two decimals.
    static let tolerance = 0.06

    @Test(arguments: [
        (5.0, 852.0, 2.74), (10, 852, 5.46), (50, 852, 26.6), (100, 852, 51.7), (200, 852, 97.4),
        (400, 852, 174.9), (590, 852, 235.0), (960, 852, 326.0),
        (5, 960, 2.74), (100, 960, 52.02), (400, 960, 178.98), (960, 960, 340.65),
    ])
    func workedValues(_ overshoot: Double, _ dimension: Double, _ expected: Double) {
        #expect(abs(RubberBand.uiKit.displayed(overshoot: overshoot, dimension: dimension) - expected) < Self.tolerance)
    }

    @Test(arguments: [0.5, 5, 120, 590, 3000])
    func inverseRoundTrips(_ overshoot: Double) {
        let band = RubberBand.uiKit
        let shown = band.displayed(overshoot: overshoot, dimension: 852)
        #expect(abs(band.raw(displayedOvershoot: shown, dimension: 852) - overshoot) < 1e-6 * max(1, overshoot))
    }

    @Test func linearBandOfSeed001() {
        #expect(RubberBand.linear(coefficient: 0.5).displayed(overshoot: 100, dimension: 852) == 50)
    }

    @Test func applyLeavesInRangePositionsAlone() {
        #expect(RubberBand.uiKit.apply(to: 300, lower: 0, upper: 1000, dimension: 852) == 300)
        #expect(RubberBand.uiKit.apply(to: -590, lower: 0, upper: 1000, dimension: 852) < -234.9)
    }
}
