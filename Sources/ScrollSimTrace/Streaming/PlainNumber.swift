@_spi(ScrollSimInternal) import ScrollSimSupport

/// The numbers of the plain events in their common form, read in place.
///
/// The numbers of the plain events (``PlainTouch``, ``PlainSetCall``) in their common form, read in place: an optional
/// `-`, an integer part without a leading zero (or `0` alone), an optional fraction, 15 digits at most in all, and no
/// exponent; e.g. `0.008333`, `196.5`, `-758`.
///
/// Its value is the one the general number reader (`JSONNumberSyntax.scan`) gives for the same
/// bytes: both convert through `ExactDecimal` (its digits over 10 to the power of its fraction
/// digits), whose conditions hold for every number accepted here, so the bits are the same
/// (`PlainNumberTests` compares them). Anything else is left to that reader.
enum PlainNumber {
    /// Reads the number at `bytes[position]` in the common form and moves `position` past it, or returns nil.
    ///
    /// Reads the number at `bytes[position]` (which must exist) in the common form, followed by a byte that cannot
    /// continue it (so not at the end of `bytes`: a number cut there may go on), and moves `position` past it; nil,
    /// with `position` unchanged, for any other bytes. O(digits).
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Double? {
        let count = bytes.count
        var index = position
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let wholeStart = index
        var mantissa: Int64 = 0
        scanDigits(bytes, &index, into: &mantissa)
        let wholeDigits = index - wholeStart
        // A leading zero followed by digits is malformed: the general reader reports it.
        guard wholeDigits > 0, wholeDigits == 1 || bytes[wholeStart] != UInt8(ascii: "0") else { return nil }
        var fractionDigits = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            scanDigits(bytes, &index, into: &mantissa)
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        guard index < count, wholeDigits + fractionDigits <= ExactDecimal.maxDigits,
            bytes[index] | 0x20 != UInt8(ascii: "e")
        else {
            return nil
        }
        position = index
        return ExactDecimal.value(digits: mantissa, exponent: -fractionDigits, negative: negative)
    }

    /// Consumes decimal digits, accumulating them into `mantissa`.
    ///
    /// It wraps past 18 of them; such a number is refused by the count of digits.
    @inline(__always)
    private static func scanDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, into mantissa: inout Int64)
    {
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ Int64(digit)
            index += 1
        }
    }
}
