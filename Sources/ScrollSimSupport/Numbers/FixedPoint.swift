/// Deterministic fixed-point decimal formatting, independent of Foundation, locale and platform.
///
/// A value is printed with exactly `decimals` fraction digits (0…9; other counts are clamped to
/// that range). The printed number is the integer `(value × 10^decimals).rounded(.toNearestOrEven)`
/// with a decimal point inserted, so ties round to even *after* the (binary) scaling:
/// `format(0.125, decimals: 2)` is `0.12`, `format(2.5, decimals: 0)` is `2`.
///
/// - Never prints a negative zero: a value that rounds to zero prints without a sign
///   (`format(-0.0004, decimals: 3)` is `0.000`).
/// - Non-finite values print `nan`, `inf` and `-inf`.
/// - When the scaled value does not fit in `Int64` (|value × 10^decimals| ≥ 2⁶³), the exact decimal
///   digits of the rounded scaled `Double` are printed instead (every such `Double` is an integer),
///   so large values are exact rather than clamped. If the scaling itself overflows to infinity,
///   the exact digits of `value` (then an integer) are printed with a zero fraction.
@_spi(ScrollSimInternal) public enum FixedPoint {
    /// The supported numbers of fraction digits.
    public static let decimalsRange = 0...9

    /// The most bytes ``write(_:decimals:width:at:)`` puts down for one number, padding aside.
    ///
    /// A sign, the 309 digits of `Double.greatestFiniteMagnitude`, the point and nine zeros.
    public static let maxCount = 1 + 309 + 1 + 9

    /// `value` with exactly `decimals` fraction digits.
    ///
    /// For example, `format(5443.333333333333, decimals: 3)` is `5443.333`.
    package static func format(_ value: Double, decimals: Int) -> String {
        withFormatted(value, decimals: decimals) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `format(value, decimals:)` to `output`.
    package static func append(_ value: Double, decimals: Int, to output: inout String) {
        withFormatted(value, decimals: decimals) { output.append(String(decoding: $0, as: UTF8.self)) }
    }

    /// Appends the UTF-8 bytes of `format(value, decimals:)` to `output`, allocating nothing beyond
    /// `output`'s own growth.
    package static func append(_ value: Double, decimals: Int, to output: inout [UInt8]) {
        withFormatted(value, decimals: decimals) { output.append(contentsOf: $0) }
    }

    /// Formats into a stack buffer and hands its bytes to `body` (valid only during the call).
    private static func withFormatted<Result>(
        _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxCount) { buffer in
            let start = buffer.baseAddress!
            return body(UnsafeBufferPointer(start: start, count: write(value, decimals: decimals, at: start) - start))
        }
    }

    /// Writes `format(value, decimals:)` right-aligned in `width` bytes at `destination`; returns the number's end.
    ///
    /// Writes `format(value, decimals:)` at `destination`, after as many spaces as right-align it in
    /// `width` bytes, and returns the end of the number. Uses at most `max(width, maxCount)` bytes
    /// from `destination` (spaces may land beyond the returned end, inside that room).
    ///
    /// The usual number (|value × 10^decimals| < 2⁶³) is written in place: its length is known
    /// first (from its bit length), then the digits go down backwards, two at a time from a table
    /// of the pairs 00…99, dividing only by the constant 100. O(digits).
    @_transparent public static func write(
        _ value: Double, decimals: Int, width: Int = 0, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let decimals = min(max(decimals, decimalsRange.lowerBound), decimalsRange.upperBound)
        let scaled = (value * scale(decimals)).roundedToNearestEven
        // NaN and infinities fail this test too.
        guard scaled.magnitude < 0x1p63 else {
            return writeUnusual(value, scaled: scaled, decimals: decimals, width: width, at: destination)
        }
        let integer = Int64(scaled)
        if let end = writeColumn(integer, decimals: decimals, width: width, at: destination) { return end }
        let digits = max(digitCount(integer.magnitude), decimals + 1)
        let count = (integer < 0 ? 1 : 0) + digits + (decimals > 0 ? 1 : 0)
        let start = pad(to: width, count: count, at: destination)
        let end = start + count
        // Backwards: the fraction's digits, the point, the whole part's, the sign.
        var whole = integer.magnitude
        if decimals > 0 {
            whole = writeDigits(whole, count: decimals, endingAt: end)
            end[-decimals - 1] = UInt8(ascii: ".")
        }
        let wholeEnd = start + (integer < 0 ? 1 : 0) + digits - decimals
        _ = writeDigits(whole, count: digits - decimals, endingAt: wholeEnd)
        if integer < 0 { start.pointee = UInt8(ascii: "-") }
        return end
    }

    /// 10^`decimals` (0…9), exact.
    @inlinable @inline(__always) static func scale(_ decimals: Int) -> Double {
        switch decimals {
        case 0: return 1
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        default: return 1e9
        }
    }

    /// The spaces that right-align `count` bytes in `width` at `destination`; returns their end.
    ///
    /// A width of up to 16 is filled with two word stores (the bytes past the returned end are overwritten by the
    /// number).
    @inlinable @inline(__always) static func pad(
        to width: Int, count: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let padding = width - count
        guard padding > 0 else { return destination }
        if width <= 16 {
            UnsafeMutableRawPointer(destination).storeBytes(
                of: SIMD16<UInt8>(repeating: UInt8(ascii: " ")), as: SIMD16<UInt8>.self)
        } else {
            padWide(padding, at: destination)
        }
        return destination + padding
    }

    /// `count` spaces at `destination` (kept apart so that the common path stays one store).
    @usableFromInline @inline(never) static func padWide(_ count: Int, at destination: UnsafeMutablePointer<UInt8>) {
        destination.initialize(repeating: UInt8(ascii: " "), count: count)
    }

    /// The number of decimal digits of `value` (1 for 0); `value` < 2⁶³.
    ///
    /// From the bit length b: the count is ⌊b·log₁₀2⌋ or one more (1233/4096 ≈ log₁₀2).
    @inlinable @inline(__always) static func digitCount(_ value: UInt64) -> Int {
        let odd = value | 1 // same count, and 0 counts one digit
        let estimate = ((64 &- odd.leadingZeroBitCount) &* 1233) >> 12
        return estimate &+ (odd >= powerOfTen(estimate) ? 1 : 0)
    }

    /// 10^`exponent` for 0…18 (`UInt64.max` beyond), from a constant table once compiled.
    ///
    /// The table is inlined into every number written (a global array cost a call, its initialization check and a
    /// bounds check).
    @inlinable @inline(__always) static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: .max
        }
    }

    /// Writes the last `count` decimal digits of `value` (with leading zeros) so that they end at `end`.
    ///
    /// Two digits per step; returns `value` without them (value / 10^count).
    @inlinable @inline(__always) static func writeDigits(
        _ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>
    ) -> UInt64 {
        let pairs = digitPairs
        var value = value
        var end = end
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: value % 100) &* 2
            value /= 100
            end -= 2
            end[0] = pairs[pair]
            end[1] = pairs[pair &+ 1]
            left -= 2
        }
        if left == 1 {
            end[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
        return value
    }

    /// The 200 bytes `00`, `01`, … `99`.
    @inlinable static var digitPairs: UnsafePointer<UInt8> {
        let pairs: StaticString = """
            0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
            5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
            """
        return pairs.utf8Start
    }

    /// Writes the rare numbers: non-finite values and scaled magnitudes of 2⁶³ and more.
    ///
    /// Non-finite values print as `nan`, `inf`, `-inf`; large magnitudes are printed exactly (see the type's notes);
    /// right-aligned in `width` like the others.
    @usableFromInline @inline(never) static func writeUnusual(
        _ value: Double, scaled: Double, decimals: Int, width: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let digits: [UInt8]
        if value.isFinite {
            digits = largeDigits(value, scaled: scaled, decimals: decimals)
        } else {
            digits = Array((value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8)
        }
        let start = pad(to: width, count: digits.count, at: destination)
        return digits.withUnsafeBufferPointer { digits in
            start.initialize(from: digits.baseAddress!, count: digits.count)
            return start + digits.count
        }
    }

    /// The path for scaled magnitudes of 2⁶³ and more: exact digits, decimal point inserted.
    ///
    /// From 2⁵² on `value` is a whole number, printed exactly with zero decimals (its scaled product is rounded and
    /// would invent digits: 1e29 printed as 99999999999999987351763694911.488).
    private static func largeDigits(_ value: Double, scaled: Double, decimals: Int) -> [UInt8] {
        var digits: [UInt8]
        if scaled.isFinite, value.magnitude < 0x1p52 {
            digits = exactIntegerDigits(scaled)
            let fraction = digits.count - decimals
            if decimals > 0 { digits.insert(UInt8(ascii: "."), at: fraction) }
        } else {
            digits = exactIntegerDigits(value)
            if decimals > 0 {
                digits.append(UInt8(ascii: "."))
                digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals))
            }
        }
        if value < 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
        return digits
    }

    /// The exact decimal digits of |`integral`|, a finite `Double` with no fraction and magnitude ≥ 2⁶³.
    ///
    /// The exact decimal digits of |`integral`|, a finite `Double` with no fraction and magnitude ≥ 2⁶³
    /// (so it has more than 10 digits). Uses base-10⁹ limbs, least significant first.
    static func exactIntegerDigits(_ integral: Double) -> [UInt8] {
        // |integral| = significand × 2^shift, with a 53-bit integer significand and shift ≥ 0 here.
        let significand = integral.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        var shift = Int(integral.exponent) - Double.significandBitCount
        var limbs: [UInt64] = [
            significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
            significand / 1_000_000_000_000_000_000,
        ]
        while shift > 0 {
            let step = min(shift, 29) // limb < 10⁹ < 2³⁰, so limb << 29 plus carry fits in UInt64
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] << UInt64(step) + carry
                limbs[index] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
            shift -= step
        }
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        var digits = Array(String(limbs[limbs.count - 1]).utf8)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 9 - part.utf8.count))
            digits.append(contentsOf: part.utf8)
        }
        return digits
    }
}
