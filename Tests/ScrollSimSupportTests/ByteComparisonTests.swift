@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// Tests that `ByteComparison` answers as `Array`'s `==` and slices do, across the word boundary.
///
/// Every length from 0 to 24 (none, part and several eight-byte words), every position of a changed byte, and starts
/// before, inside, at the end of and past the bytes, against the plain answer (`==` on arrays and slices).
struct ByteComparisonTests {
    /// `count` bytes of a seeded sequence.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    @Test(arguments: 0...24)
    func sameAnswersAsArrayEquality(count: Int) {
        let bytes = Self.bytes(count, seed: 0xB17E_5000 + UInt64(count))
        #expect(ByteComparison.same(bytes, bytes))
        #expect(ByteComparison.same(bytes, Array(bytes)))
        for position in 0..<count {
            var changed = bytes
            changed[position] &+= 1
            #expect(!ByteComparison.same(bytes, changed), "byte \(position) of \(count) changed")
        }
        #expect(!ByteComparison.same(bytes, bytes + [0]))
        if count > 0 { #expect(!ByteComparison.same(bytes, Array(bytes.dropLast()))) }
    }

    @Test(arguments: 0...24)
    func holdsAnswersAsSliceEquality(count: Int) {
        let bytes = Self.bytes(24, seed: 0xB17E_5100)
        let part = Array(bytes[3..<min(24, 3 + count)])
        for start in -2...26 {
            let expected =
                start >= 0 && start + part.count <= bytes.count && Array(bytes[start..<(start + part.count)]) == part
            #expect(ByteComparison.holds(bytes, part, at: start) == expected, "part of \(part.count) at \(start)")
        }
        #expect(ByteComparison.holds(bytes, [], at: bytes.count))
        #expect(!ByteComparison.holds(bytes, [], at: bytes.count + 1))
    }
}
