/// A decimal number of at most 15 digits and a small exponent, converted to `Double` exactly.
///
/// It is the one conversion behind the JSON number reader (`JSONNumberSyntax`), the plain events' reader
/// (`PlainNumber`) and the text log's plain lines (`TextLog.plainNumber`), so all three read a number to the same bits.
///
/// Such a number's digits are an integer below 10¹⁵ (exact in a `Double`) and 10^k for k ≤ 22 is
/// exact too, so one multiplication or division gives the correctly rounded value, which is what
/// `Double(_:)` (`strtod`) returns for the same text (Clinger's fast path, "How to Read Floating
/// Point Numbers Accurately", PLDI 1990).
///
/// A negative zero (`-0`, `-0.0`) reads as `0`: a trace means the same by both, and scrollsim
/// prints no `-0` (`resistance: -0.0` once behaved differently from `0`, and `expand`, which
/// prints the shortest form, wrote it as `0`). `JSONNumberSyntax.convert` does the same for the
/// numbers this conversion does not take, so every reader of a trace agrees.
@_spi(ScrollSimInternal) public enum ExactDecimal {
    /// The most digits the conversion takes.
    public static let maxDigits = 15
    /// The largest decimal exponent, either way, the conversion takes.
    public static let maxExponent = 22

    /// `digits` × 10^`exponent`, correctly rounded, negated when `negative` (a zero stays `+0`).
    ///
    /// `digits` must be below 10¹⁵ and `exponent` within ±``maxExponent``.
    @inlinable @inline(__always)
    public static func value(digits: Int64, exponent: Int, negative: Bool) -> Double {
        let magnitude = Double(digits)
        let value = exponent < 0 ? magnitude / powerOfTen(-exponent) : magnitude * powerOfTen(exponent)
        // `0 - value` rather than `-value`: the same for every non-zero value, and +0 for a zero
        // (IEEE 754 subtraction, which the compiler may not fold into a negation).
        return negative ? 0 - value : value
    }

    /// 10^`exponent` for 0…22, exact (a constant table once compiled).
    @inlinable @inline(__always)
    public static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
