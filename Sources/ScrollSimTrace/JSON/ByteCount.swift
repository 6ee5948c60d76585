/// Counting bytes of a kind in a buffer 8 at a time (SWAR: SIMD within a register), for the line
/// and column bookkeeping of ``JSONStreamReader``, which passes over every byte of the input. The
/// zero-byte test is the exact form of "Determine if a word has a zero byte" in Sean Eron
/// Anderson's "Bit Twiddling Hacks" (graphics.stanford.edu/~seander/bithacks.html).
enum ByteCount {
    /// `0x01` in every byte of a word.
    private static let everyByte: UInt64 = 0x0101_0101_0101_0101

    /// How many bytes of `bytes[range]` are a line feed. O(range.count), 8 bytes a step (SWAR).
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        count(bytes, range, where: { $0 == 0x0A }) { word in
            // The high bit of each byte that is zero after the XOR, i.e. was a line feed: adding 0x7F
            // to the low seven bits sets it unless they are all zero, and no carry crosses bytes.
            let flipped = word ^ (everyByte &* 0x0A)
            let low = everyByte &* 0x7F
            return ~(((flipped & low) &+ low) | flipped | low)
        }
    }

    /// How many bytes of `bytes[range]` are UTF-8 continuation bytes (`10xxxxxx`), which do not
    /// start a character. O(range.count), 8 bytes a step (SWAR).
    static func continuationBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        count(bytes, range, where: { $0 & 0xC0 == 0x80 }) { word in
            // Bit 7 set and bit 6 (moved to bit 7 by the shift) clear.
            word & ~(word << 1) & (everyByte &* 0x80)
        }
    }

    /// How many bytes of `bytes[range]` satisfy `test`; `flags` sets the high bit of exactly those
    /// bytes of an 8-byte word that satisfy it (the byte order of the load does not matter).
    @inline(__always)
    private static func count(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, where test: (UInt8) -> Bool,
        flags: (UInt64) -> UInt64
    ) -> Int {
        guard let base = bytes.baseAddress, !range.isEmpty else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            // Sum the flags (one per byte, at most 8) into the top byte.
            count += Int(((flags(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) >> 7) &* everyByte) >> 56)
            index += 8
        }
        while index < range.upperBound {
            if test(bytes[index]) { count += 1 }
            index += 1
        }
        return count
    }
}
