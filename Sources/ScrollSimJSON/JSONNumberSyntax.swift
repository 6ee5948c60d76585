@_spi(ScrollSimInternal) import ScrollSimSupport

/// The grammar of a JSON number (RFC 8259, section 6) over raw bytes, and its conversion to `Double`.
///
/// The one number reader behind ``JSONScanner`` and the touch-event fast path of `TraceReader`, so both read every
/// number to the same bits.
package enum JSONNumberSyntax {
    /// What ``scan(_:from:)`` found.
    package enum Scan {
        /// A number ending before index `end`, converted exactly.
        ///
        /// At most 15 significant digits and a decimal exponent within ±22, so one correctly rounded multiplication or
        /// division by an exactly representable power of ten gives the correctly rounded value.
        case exact(Double, end: Int)
        /// A well-formed number ending before index `end` that ``convert(_:_:)`` must convert.
        case long(end: Int)
        /// Not a number: `problem` at index `at`.
        case malformed(Problem, at: Int)
    }

    /// Why bytes are not a number.
    package enum Problem {
        /// `-` not followed by a digit.
        case digitAfterMinus
        /// `0` followed by a digit (the index is the number's start).
        case leadingZero
        /// `.` not followed by a digit.
        case digitAfterPoint
        /// `e`/`E` (and an optional sign) not followed by a digit.
        case digitInExponent
    }

    /// Reads the number starting at `bytes[start]` (a `-` or a digit).
    ///
    /// Reads the number starting at `bytes[start]` (a `-` or a digit); stops at the first byte
    /// that cannot continue it, or at the end of `bytes`. O(length of the number).
    @inline(__always)
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        let count = bytes.count
        var position = start
        let negative = position < count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < count, isDigit(bytes[position]) else { return .malformed(.digitAfterMinus, at: position) }
        // The significant digits run from the first non-zero one on (leading zeros of a fraction
        // do not count); past 15 of them `mantissa` is meaningless (it may wrap) and unused.
        var mantissa: Int64 = 0
        var digitCount = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(bytes[position]) { return .malformed(.leadingZero, at: start) }
        } else {
            let significantStart = position
            scanDigits(bytes, &position, into: &mantissa)
            digitCount = position - significantStart
        }
        var exponent = 0
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < count, isDigit(bytes[position]) else { return .malformed(.digitAfterPoint, at: position) }
            let fractionStart = position
            if mantissa == 0 {
                while position < count, bytes[position] == UInt8(ascii: "0") { position += 1 }
            }
            let significantStart = position
            scanDigits(bytes, &position, into: &mantissa)
            digitCount += position - significantStart
            exponent = fractionStart - position
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < count, isDigit(bytes[position]) else { return .malformed(.digitInExponent, at: position) }
            var written = 0
            while position < count, isDigit(bytes[position]) {
                written = min(written * 10 + Int(bytes[position] &- UInt8(ascii: "0")), 100_000)
                position += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if digitCount <= ExactDecimal.maxDigits, exponent >= -ExactDecimal.maxExponent,
            exponent <= ExactDecimal.maxExponent
        {
            let value = ExactDecimal.value(digits: mantissa, exponent: exponent, negative: negative)
            if value.isFinite { return .exact(value, end: position) }
        }
        return .long(end: position)
    }

    /// The value of the well-formed number `bytes[range]`, nil if it cannot convert.
    ///
    /// The value of the well-formed number `bytes[range]` by `Double(String)`, which is
    /// locale-independent and correctly rounded: ±infinity beyond `Double`'s range, nil if it
    /// cannot convert. A negative zero (`-0e-30`, `-1e-400`) reads as `0`, as in `ExactDecimal`.
    /// O(length).
    package static func convert(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        // `+ 0` turns -0 into +0 and leaves every other value as it is (IEEE 754 addition).
        Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)).map { $0 + 0 }
    }

    /// Consumes digits, accumulating them into `mantissa` (wrapping past 18 of them).
    ///
    /// A byte at a time: numbers in traces have runs of a few digits, for which reading 8 bytes at a time (SWAR)
    /// measured slower.
    @inline(__always)
    private static func scanDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, into mantissa: inout Int64
    ) {
        while position < bytes.count {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ Int64(digit)
            position += 1
        }
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
