/// Counting bytes of a kind in a buffer 8 at a time (SWAR: SIMD within a register), for the line
/// and column bookkeeping of ``JSONStreamReader``, which passes over every byte of the input. The
/// zero-byte test is the exact form of "Determine if a word has a zero byte" in Sean Eron
/// Anderson's "Bit Twiddling Hacks" (graphics.stanford.edu/~seander/bithacks.html).
enum ByteCount {
    /// `0x01` in every byte of a word.
    private static let everyByte: UInt64 = 0x0101_0101_0101_0101

    /// How many bytes of `bytes[range]` are a line feed. O(range.count), 8 bytes a step.
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var total = 0
        let tail = words(bytes, range, total: &total) { word in
            // The high bit of each byte that is zero after the XOR, i.e. was a line feed: adding 0x7F
            // to the low seven bits sets it unless they are all zero, and no carry crosses bytes.
            let flipped = word ^ (everyByte &* 0x0A)
            let low = everyByte &* 0x7F
            return ~(((flipped & low) &+ low) | flipped | low)
        }
        for index in tail where bytes[index] == 0x0A { total += 1 }
        return total
    }

    /// How many bytes of `bytes[range]` are UTF-8 continuation bytes (`10xxxxxx`), which do not
    /// start a character. O(range.count), 8 bytes a step.
    static func continuationBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var total = 0
        let tail = words(bytes, range, total: &total) { word in
            // Bit 7 set and bit 6 (moved to bit 7 by the shift) clear.
            word & ~(word << 1) & (everyByte &* 0x80)
        }
        for index in tail where bytes[index] & 0xC0 == 0x80 { total += 1 }
        return total
    }

    /// Adds to `total` how many bytes of the whole 8-byte words of `bytes[range]` are flagged:
    /// `flags` sets the high bit of exactly the bytes of a word that count (the byte order of the
    /// load does not matter). Returns the rest of the range, under 8 bytes, to count one by one.
    @inline(__always)
    private static func words(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, total: inout Int, flags: (UInt64) -> UInt64
    ) -> Range<Int> {
        guard let base = bytes.baseAddress, range.count >= 8 else { return range }
        let raw = UnsafeRawPointer(base)
        var index = range.lowerBound
        while range.upperBound - index >= 8 {
            // Each byte of `sums` counts its flags, at most one a word: add up to 255 words, then
            // fold the eight byte sums into one by a multiplication (into the top 16 bits).
            var sums: UInt64 = 0
            let end = min(range.upperBound - 7, index + 8 * 255)
            while index < end {
                sums &+= flags(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) >> 7
                index += 8
            }
            let low = sums & 0x00FF_00FF_00FF_00FF, high = (sums >> 8) & 0x00FF_00FF_00FF_00FF
            total += Int(((low &+ high) &* 0x0001_0001_0001_0001) >> 48)
        }
        return index..<range.upperBound
    }
}
