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
public enum FixedPoint {
    /// The supported numbers of fraction digits.
    public static let decimalsRange = 0...9

    /// `value` with exactly `decimals` fraction digits, e.g. `format(5443.333333333333, decimals: 3)`
    /// is `5443.333`.
    public static func format(_ value: Double, decimals: Int) -> String {
        var text = ""
        append(value, decimals: decimals, to: &text)
        return text
    }

    /// Appends `format(value, decimals:)` to `output`. Uses a stack buffer for the digits, so
    /// typical numbers (≤ 15 characters) cause no heap allocation beyond `output`'s own growth.
    public static func append(_ value: Double, decimals: Int, to output: inout String) {
        write(value, decimals: decimals) { output.append(String(decoding: $0, as: UTF8.self)) }
    }

    /// Appends the UTF-8 bytes of `format(value, decimals:)` to `output`, without allocating.
    public static func append(_ value: Double, decimals: Int, to output: inout [UInt8]) {
        write(value, decimals: decimals) { output.append(contentsOf: $0) }
    }

    /// Formats into a temporary stack buffer and hands its bytes to `sink` (valid only during the
    /// call); lets a caller pad to a width before appending, without moving bytes afterwards.
    static func write(_ value: Double, decimals: Int, sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        let decimals = min(max(decimals, decimalsRange.lowerBound), decimalsRange.upperBound)
        guard value.isFinite else {
            let word: StaticString = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
            sink(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
            return
        }
        let scaled = (value * scales[decimals]).roundedToNearestEven
        guard scaled.magnitude < 0x1p63 else {
            writeLarge(value, scaled: scaled, decimals: decimals, sink: sink)
            return
        }
        let integer = Int64(scaled)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            // Digits are written backwards from the end of the buffer.
            var end = buffer.count
            var magnitude = integer.magnitude
            var written = 0
            repeat {
                if written == decimals && decimals > 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                written += 1
            } while magnitude > 0 || written <= decimals
            if integer < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            sink(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// The path for scaled magnitudes of 2⁶³ and more: exact digits, decimal point inserted. From
    /// 2⁵² on `value` is a whole number, printed exactly with zero decimals (its scaled product
    /// is rounded and would invent digits: 1e29 printed as 99999999999999987351763694911.488).
    private static func writeLarge(
        _ value: Double, scaled: Double, decimals: Int, sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
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
        digits.withUnsafeBufferPointer(sink)
    }

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

    /// 10⁰ … 10⁹.
    private static let scales: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}
