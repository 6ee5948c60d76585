@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// Tests `FixedPoint` against a plain reference of its definition over a seeded sweep of tricky values.
///
/// `FixedPoint` against a plain reference of its definition — the integer `(value ×
/// 10^decimals).rounded(.toNearestOrEven)` printed one digit at a time, the point inserted, no sign on zero — over a
/// fixed-seed sweep of values where numbers go wrong: ties, negatives, values that round to zero, every digit count,
/// and the edge of `Int64` after scaling.
struct FixedPointSweepTests {
    /// Values per decimal count in the random sweep (× 10 decimal counts, × 2 signs).
    static let sweepCount = 150_000

    /// The reference: nil where the scaled value leaves `Int64` (the exact-digits path, which
    /// `FixedPointTests` pins on its own).
    static func reference(_ value: Double, decimals: Int) -> [UInt8]? {
        let decimals = min(max(decimals, 0), 9)
        if value.isNaN { return Array("nan".utf8) }
        if value.isInfinite { return Array((value < 0 ? "-inf" : "inf").utf8) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrEven)
        guard scaled.magnitude < 0x1p63 else { return nil }
        let integer = Int64(scaled)
        var magnitude = integer.magnitude
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        while digits.count <= decimals { digits.append(UInt8(ascii: "0")) }
        digits.reverse()
        if decimals > 0 { digits.insert(UInt8(ascii: "."), at: digits.count - decimals) }
        if integer < 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
        return digits
    }

    /// `value` formatted through the byte API, and, right-aligned in `width`, through the pointer
    /// writer the log lines use.
    static func formatted(_ value: Double, decimals: Int, width: Int = 0) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: max(width, FixedPoint.maxCount)) { buffer, count in
            count =
                FixedPoint.write(value, decimals: decimals, width: width, at: buffer.baseAddress!) - buffer.baseAddress!
        }
    }

    /// A value of one of six kinds that stress rounding and digit counts, for `decimals`.
    static func sample(_ random: inout SplitMix, decimals: Int) -> Double {
        let kind = random.next() % 6
        let magnitude = Double(random.next() % 20) - 6 // 10⁻⁶ … 10¹³
        switch kind {
        case 0: // uniform over a decade
            return Double(random.next() >> 11) / 0x1p53 * pow10(Int(magnitude))
        case 1: // an exact tie at the last printed digit (k + ½)·10⁻ᵈ, as a double
            return (Double(random.next() % 1_000_000_000) + 0.5) / pow10(decimals)
        case 2: // a third of a pixel, as scrolling produces
            return Double(random.next() % 3_000_000) / 3
        case 3: // just under the Int64 limit once scaled
            let limit = 0x1p63 / pow10(decimals)
            return limit * (1 - Double(random.next() % 4096) * 0x1p-52)
        case 4: // any bit pattern of a finite double below 2⁶³
            let bits = random.next() & 0x43DF_FFFF_FFFF_FFFF
            let value = Double(bitPattern: bits)
            return value.isFinite ? value : 0
        default: // values that round to zero or to one unit
            return Double(random.next() % 2000) * pow10(-decimals) / 1000
        }
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent.magnitude { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    /// Tests that right-aligned values in log column widths match the reference padded with spaces.
    ///
    /// Right-aligned in the widths of log columns (where the word-at-a-time path applies: 8…16) and around them, every
    /// value matches the reference with spaces in front: values of log columns (times at 60 Hz frames, offsets on a
    /// 1/3-point grid, either sign) and the sample kinds.
    @Test(arguments: 1...7)
    func paddedSweepMatchesTheReference(decimals: Int) {
        var random = SplitMix(seed: 0xC011_0000 + UInt64(decimals))
        var mismatches: [String] = []
        for index in 0..<Self.sweepCount {
            let value: Double
            switch index % 3 {
            case 0: value = Double(random.next() % 60_000_000) / 60 + Double(random.next() % 1000) / 1000
            case 1: value = Double(random.next() % 300_000_000) / 3 / Self.pow10(Int(random.next() % 6))
            default: value = Self.sample(&random, decimals: decimals)
            }
            let width = 6 + Int(random.next() % 13)
            for signed in [value, -value] {
                guard let number = Self.reference(signed, decimals: decimals) else { continue }
                let expected = Array(repeating: UInt8(ascii: " "), count: max(width - number.count, 0)) + number
                let actual = Self.formatted(signed, decimals: decimals, width: width)
                if actual != expected, mismatches.count < 5 {
                    mismatches.append("\(signed.bitPattern) \(width): \(String(decoding: actual, as: UTF8.self))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: 0...9)
    func randomSweepMatchesTheReference(decimals: Int) {
        var random = SplitMix(seed: 0x5EED_0000 + UInt64(decimals))
        var mismatches: [String] = []
        for _ in 0..<Self.sweepCount {
            let value = Self.sample(&random, decimals: decimals)
            for signed in [value, -value] {
                guard let expected = Self.reference(signed, decimals: decimals) else { continue }
                let actual = Self.formatted(signed, decimals: decimals)
                if actual != expected, mismatches.count < 5 {
                    mismatches.append("\(signed.bitPattern): \(String(decoding: actual, as: UTF8.self))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: [
        0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 9.5, 99.5, 999.5, 0.0005, -0.0005, 0.00005,
        0.1, 0.2, 0.3, 1 / 3, 2 / 3, 5443.333333333333, 20002, 39148.66666666667, -196.5, 1e-9, 5e-10, -5e-10,
        9.999999999, 99999.99995, 123456789.987654321, 922337203.6854775, 9.223372036854775e9, 9.223372036854774e18,
        4503599627370495.5, 0x1p52, 0x1p53 + 2, .ulpOfOne, .leastNonzeroMagnitude, .leastNormalMagnitude,
    ])
    func tableMatchesTheReference(value: Double) {
        for decimals in -1...10 {
            for signed in [value, -value] {
                guard let expected = Self.reference(signed, decimals: decimals) else { continue }
                #expect(Self.formatted(signed, decimals: decimals) == expected, "\(signed) \(decimals)")
                #expect(FixedPoint.format(signed, decimals: decimals) == String(decoding: expected, as: UTF8.self))
            }
        }
    }

    @Test(arguments: [
        (1.5, 2, 9, "     1.50"),
        (-20002, 3, 12, "  -20002.000"),
        (123_456_789_012, 3, 12, "123456789012.000"), // wider than the column: no padding, nothing cut
        (.nan, 3, 12, "         nan"),
        (-.infinity, 0, 5, " -inf"),
        (1e20, 2, 30, "      100000000000000000000.00"),
        (0.25, 1, 0, "0.2"),
        (7, 0, 20, "                   7"), // wider than one word store of spaces
    ])
    func rightAlignsInAWidth(value: Double, decimals: Int, width: Int, expected: String) {
        #expect(Self.formatted(value, decimals: decimals, width: width) == Array(expected.utf8))
    }

    @Test func theLongestNumberFitsMaxCount() {
        #expect(FixedPoint.format(-.greatestFiniteMagnitude, decimals: 9).utf8.count == FixedPoint.maxCount)
        #expect(Self.formatted(-.greatestFiniteMagnitude, decimals: 9).count == FixedPoint.maxCount)
    }
}
