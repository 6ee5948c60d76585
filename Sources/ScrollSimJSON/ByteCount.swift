/// Counting bytes of a kind in a buffer 16 at a time (one vector comparison a step).
///
/// Used for the line and column bookkeeping of ``JSONStreamReader``, which passes over every byte of the input.
enum ByteCount {
    /// How many bytes of `bytes[range]` are a line feed.
    ///
    /// O(range.count).
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        count(bytes, range, where: { $0 == 0x0A }, lanes: { chunk in chunk .== SIMD16(repeating: 0x0A) })
    }

    /// How many bytes of `bytes[range]` are UTF-8 continuation bytes (`10xxxxxx`), which do not start a character.
    ///
    /// O(range.count).
    static func continuationBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        count(
            bytes, range, where: { $0 & 0xC0 == 0x80 },
            lanes: { chunk in chunk & SIMD16(repeating: 0xC0) .== SIMD16(repeating: 0x80) })
    }

    /// How many bytes of `bytes[range]` satisfy `test`, which `lanes` applies to 16 bytes at once.
    ///
    /// Each lane of a vector of sums counts its matches for up to 255 steps; then they are added up.
    @inline(__always)
    private static func count(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, where test: (UInt8) -> Bool,
        lanes: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>
    ) -> Int {
        var total = 0
        var index = range.lowerBound
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let none = SIMD16<UInt8>(repeating: 0)
            while range.upperBound - index >= 16 {
                var sums = none
                let end = min(range.upperBound - 15, index + 16 * 255)
                while index < end {
                    sums &+= none.replacing(
                        with: 1, where: lanes(raw.loadUnaligned(fromByteOffset: index, as: SIMD16.self)))
                    index += 16
                }
                total += sums.indices.reduce(0) { $0 + Int(sums[$1]) }
            }
        }
        for index in index..<range.upperBound where test(bytes[index]) { total += 1 }
        return total
    }
}
