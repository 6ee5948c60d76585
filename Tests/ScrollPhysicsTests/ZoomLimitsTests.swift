import Testing

@testable import ScrollPhysics

/// `ZoomLimits`: the zoom rubber band UIKit applies past a limit, its inverse, and the zoom
/// animation's duration ([UIScrollView26-Decompile]).
struct ZoomLimitsTests {
    /// The band and its inverse are a few divisions of doubles.
    static let tolerance = 1e-12
    /// The slope at a limit is measured by a finite difference of this step.
    static let slopeStep = 1e-6
    static let slopeTolerance = 1e-5

    static let limits = ZoomLimits(minimum: 0.5, maximum: 3)

    /// Raw scale → shown scale.
    static let bandCases: [(raw: Double, shown: Double)] = [
        (1, 1), (0.5, 0.5), (3, 3),
        (6, 4.5), // 3·(2 − 3/6)
        (4, 3.75), // 3·(2 − 3/4)
        (0.25, 1.0 / 3), // 0.5/(2 − 0.5)
        (0.4, 0.5 / 1.2), // 0.5/(2 − 0.8)
    ]

    @Test(arguments: bandCases)
    func theBandPastALimit(_ raw: Double, _ shown: Double) {
        #expect(abs(Self.limits.banded(raw) - shown) <= Self.tolerance)
        #expect(abs(Self.limits.raw(banded: shown) - raw) <= Self.tolerance)
    }

    /// The band leaves each limit with slope 1 and never reaches twice the maximum or half the
    /// minimum.
    @Test func theBandIsSmoothAndBounded() {
        for limit in [Self.limits.minimum, Self.limits.maximum] {
            let outward = limit == Self.limits.maximum ? Self.slopeStep : -Self.slopeStep
            let slope = (Self.limits.banded(limit + outward) - limit) / outward
            #expect(abs(slope - 1) <= Self.slopeTolerance)
        }
        #expect(Self.limits.banded(1e12) < 2 * Self.limits.maximum)
        #expect(Self.limits.banded(1e-12) > Self.limits.minimum / 2)
        #expect(Self.limits.raw(banded: 2 * Self.limits.maximum) == Double.greatestFiniteMagnitude)
        #expect(Self.limits.raw(banded: Self.limits.minimum / 2) == Double.leastNormalMagnitude)
    }

    @Test(arguments: [(2.0, 2.0), (3.0, 3.0), (7.0, 3.0), (0.1, 0.5), (0.5, 0.5), (1.7, 1.7)])
    func theClamp(_ scale: Double, _ clamped: Double) {
        #expect(Self.limits.clamped(scale) == clamped)
        #expect(Self.limits.contains(clamped))
        #expect(Self.limits.contains(scale) == (scale == clamped))
    }

    /// `min(0.3·|ln(to/from)| + 0.1, 0.4)` seconds.
    @Test(arguments: [
        (1.0, 1.0, 0.1), (1.0, 2.0, 0.3 * 0.6931471805599453 + 0.1), (2.0, 1.0, 0.3 * 0.6931471805599453 + 0.1),
        (1.0, 4.0, 0.4), (3.0, 0.5, 0.4), (0.0, 1.0, 0.4),
    ])
    func theAnimationDuration(_ from: Double, _ to: Double, _ seconds: Double) {
        #expect(abs(ZoomLimits.animationDuration(from: from, to: to) - seconds) <= Self.tolerance)
    }
}
