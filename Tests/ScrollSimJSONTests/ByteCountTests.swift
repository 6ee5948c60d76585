import ScrollSimTestSupport
import Testing

@testable import ScrollSimJSON

/// The word-at-a-time byte counts against a byte-by-byte count, at every alignment and length.
struct ByteCountTests {
    @Test(arguments: [0x0A, 0x80, 0xC3, 0x00, 0xFF, 0x7F, 0x20] as [UInt8])
    func countsMatchAByteByByteCount(common: UInt8) {
        var generator = SplitMix(seed: UInt64(common))
        // Bytes biased towards line feeds, continuation bytes and their neighbours.
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x80, 0xBF, 0xC0, 0x7F, 0xFF, 0x00, 0x20, common]
        let bytes = (0..<200).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0..<20 {
                for end in start..<buffer.count where (end - start) % 7 == 0 || end - start < 20 {
                    let slice = bytes[start..<end]
                    #expect(ByteCount.newlines(buffer, start..<end) == slice.filter { $0 == 0x0A }.count)
                    #expect(
                        ByteCount.continuationBytes(buffer, start..<end) == slice.filter { $0 & 0xC0 == 0x80 }.count)
                }
            }
        }
    }

    /// Long runs, over several blocks of 255 steps of 16 bytes, of bytes that all count.
    @Test(arguments: [0, 1, 7, 2040, 2041, 4095])
    func longRunsCountEveryByte(offset: Int) {
        let bytes = [UInt8](repeating: 0x0A, count: 2048) + [UInt8](repeating: 0x85, count: 4096)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteCount.newlines(buffer, offset..<bytes.count) == max(0, 2048 - offset))
            #expect(ByteCount.continuationBytes(buffer, offset..<bytes.count) == bytes.count - max(2048, offset))
        }
    }

    @Test func anEmptyBufferHasNone() {
        let empty: [UInt8] = []
        empty.withUnsafeBufferPointer { buffer in
            #expect(ByteCount.newlines(buffer, 0..<0) == 0)
            #expect(ByteCount.continuationBytes(buffer, 0..<0) == 0)
        }
    }
}
