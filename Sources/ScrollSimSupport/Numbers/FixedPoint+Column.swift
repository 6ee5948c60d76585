extension FixedPoint {
    /// Writes `integer` right-aligned in `width` bytes at `destination` by word operations, or returns nil.
    ///
    /// Writes `integer` (the scaled, rounded value) with `decimals` fraction digits right-aligned
    /// in `width` bytes at `destination` with a handful of word operations, or returns nil (having
    /// written nothing that matters) when the number is not of the kind log columns hold: 1…7
    /// decimals, a width of 8…16 that leaves room for the number, and |`integer`| < 10⁸. The bytes
    /// are those of the digit-by-digit path of ``write(_:decimals:width:at:)``: the same digits,
    /// point, sign and padding (`FixedPointSweepTests` compares both over padded sweeps).
    ///
    /// All eight digits come from one word (``digitValues(_:)``): its last `decimals` bytes are the
    /// fraction, stored with one word store ending at the column's end; shifted left by the
    /// fraction, with its leading zeros turned into spaces and the sign put in front, it is the
    /// whole part, stored as the 8 (or, when the column leaves only 4, 4) bytes before the point.
    @inlinable @inline(__always) static func writeColumn(
        _ integer: Int64, decimals: Int, width: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8>? {
        #if !_endian(little)
            return nil
        #endif
        let magnitude = integer.magnitude
        guard width >= 8, width <= 16, decimals >= 1, decimals <= 7, magnitude < 100_000_000 else { return nil }
        let digitValues = digitValues(magnitude)
        // The digits before the first nonzero one lie in the low bytes (the start of the text).
        let significant = 8 &- (digitValues.trailingZeroBitCount &>> 3)
        let whole = max(significant, decimals &+ 1) &- decimals
        let sign = integer < 0 ? 1 : 0
        let beforePoint = width &- decimals &- 1
        guard whole &+ sign <= beforePoint else { return nil }
        let wide = beforePoint >= 8
        guard wide || (beforePoint >= 4 && whole &+ sign <= 4 && decimals >= 3) else { return nil }
        let raw = UnsafeMutableRawPointer(destination)
        let end = destination + width
        let point = end - decimals - 1
        raw.storeBytes(of: SIMD16<UInt8>(repeating: UInt8(ascii: " ")), as: SIMD16<UInt8>.self)
        let text = digitValues | 0x3030_3030_3030_3030
        UnsafeMutableRawPointer(end - 8).storeBytes(of: text, as: UInt64.self)
        // The whole part: fraction shifted out, leading bytes spaces, the sign just before the digits.
        let blankBits = UInt64(truncatingIfNeeded: 8 &- whole) &* 8
        let blank: UInt64 = (1 &<< blankBits) &- 1
        var head = ((text &<< (UInt64(truncatingIfNeeded: decimals) &* 8)) & ~blank) | (0x2020_2020_2020_2020 & blank)
        if sign == 1 {
            let signShift = blankBits &- 8
            head = (head & ~(0xFF &<< signShift)) | (UInt64(UInt8(ascii: "-")) &<< signShift)
        }
        if wide {
            UnsafeMutableRawPointer(point - 8).storeBytes(of: head, as: UInt64.self)
        } else {
            UnsafeMutableRawPointer(point - 4).storeBytes(of: UInt32(truncatingIfNeeded: head &>> 32), as: UInt32.self)
        }
        point.pointee = UInt8(ascii: ".")
        return end
    }

    /// The eight decimal digits of `value` (< 10⁸, leading zeros kept) as byte values 0…9 in one word.
    ///
    /// The most significant digit comes first in memory (little-endian: in the low byte). The value splits into two
    /// halves of four digits, each half into two pairs, each pair into two digits, all lanes at once, dividing by
    /// multiplying (x·5243 >> 19 is x / 100 below 43 699; x·103 >> 10 is x / 10 below 179).
    @inlinable @inline(__always) static func digitValues(_ value: UInt64) -> UInt64 {
        let quads = (value / 10_000) | ((value % 10_000) &<< 32)
        let hundreds = ((quads &* 5243) &>> 19) & 0x0000_007F_0000_007F
        let pairs = hundreds | ((quads &- hundreds &* 100) &<< 16)
        let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F_000F
        return tens | ((pairs &- tens &* 10) &<< 8)
    }
}
