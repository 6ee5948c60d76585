@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// Tests that `ExactDecimal` gives the same bits as `Double(_:)` at the ends of its range and over a seeded sweep.
///
/// `ExactDecimal` against `Double(_:)` (the C library's correctly rounded `strtod`): the same bits for every number it
/// takes, at the ends of its range and over a seeded sweep.
struct ExactDecimalTests {
    /// `digits` × 10^`exponent` as text `Double(_:)` reads.
    static func text(_ digits: Int64, _ exponent: Int, negative: Bool) -> String {
        (negative ? "-" : "") + "\(digits)e\(exponent)"
    }

    @Test(arguments: [
        (Int64(0), 0), (0, -22), (1, 22), (1, -22), (999_999_999_999_999, 22), (999_999_999_999_999, -22),
        (8333, -6), (1965, -1), (758_000, -3), (123_456_789_012_345, -15), (7, 0),
    ])
    func theEndsOfTheRangeMatchStrtod(digits: Int64, exponent: Int) {
        for negative in [false, true] {
            let value = ExactDecimal.value(digits: digits, exponent: exponent, negative: negative)
            // strtod's value, a negative zero read as 0 (-0 and 0 mean the same).
            let reference = Double(Self.text(digits, exponent, negative: negative))! + 0
            #expect(value.bitPattern == reference.bitPattern, "\(Self.text(digits, exponent, negative: negative))")
        }
    }

    @Test func aSweepMatchesStrtod() {
        var random = SplitMix(seed: 0xDEC1_0026)
        func next() -> UInt64 { random.next() }
        for _ in 0..<20_000 {
            // 1 to 15 digits: a draw below 10¹⁵ with 0 to 15 of its last digits dropped.
            var digits = Int64(next() % 1_000_000_000_000_000)
            for _ in 0..<Int(next() % 16) { digits /= 10 }
            let exponent = Int(next() % 45) - ExactDecimal.maxExponent
            let negative = next() % 2 == 0
            let value = ExactDecimal.value(digits: digits, exponent: exponent, negative: negative)
            let reference = Double(Self.text(digits, exponent, negative: negative))! + 0
            #expect(value.bitPattern == reference.bitPattern, "\(Self.text(digits, exponent, negative: negative))")
        }
    }
}
