import Testing

@testable import ScrollPhysics

/// Tests that `PixelGrid`'s floor and round agree bit for bit with the C library's `floor` and `round`.
///
/// `PixelGrid`'s floor and round-half-away-from-zero are IEEE-addition versions of the C library's `floor` and `round`:
/// they must agree bit for bit (the sign of zero included) everywhere.
struct PixelGridRoundingTests {
    static let specials: [Double] = [
        0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
        4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53, 1e300, -1e300,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity,
        20431.666666666668, 20431.5, -20431.5, 1.0 / 3, 2.0 / 3, 333.33333333333331,
    ]

    /// A fixed-seed sweep: halves, thirds and random values at every magnitude up to 2⁵⁴.
    static var sweep: [Double] {
        var state: UInt64 = 0x5EED_1234_ABCD_0001
        var values: [Double] = []
        for _ in 0..<200_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let exponent = Int(state >> 58) - 8 // 2^-8 … 2^55
            let fraction = Double(state >> 11) / 0x1p53
            let value = (1 + fraction) * Double(sign: .plus, exponent: exponent, significand: 1)
            let tie = (value * 2).rounded(.down) / 2
            for candidate in [value, -value, tie, -tie, tie + 0.5, value / 3] { values.append(candidate) }
        }
        return values
    }

    /// Each IEEE-addition rounding and the C-library rounding it stands for.
    static let roundings: [(name: String, ours: @Sendable (Double) -> Double, rule: FloatingPointRoundingRule)] = [
        ("floor", { PixelGrid.floor($0) }, .down),
        ("round", { PixelGrid.nearestAwayFromZero($0) }, .toNearestOrAwayFromZero),
    ]

    @Test(arguments: 0..<2)
    func matchesTheCLibrary(_ index: Int) {
        let rounding = Self.roundings[index]
        for value in Self.specials + Self.sweep {
            let expected = value.rounded(rounding.rule)
            let got = rounding.ours(value)
            #expect(got.bitPattern == expected.bitPattern, "\(rounding.name)(\(value))")
            if got.bitPattern != expected.bitPattern { return }
        }
    }

    @Test func nanStaysNaN() {
        #expect(PixelGrid.floor(.nan).isNaN)
        #expect(PixelGrid.nearestAwayFromZero(.nan).isNaN)
    }
}
