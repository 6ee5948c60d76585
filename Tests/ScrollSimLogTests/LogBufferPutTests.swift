import ScrollSimKit
import Testing

@testable import ScrollSimLog

/// Tests of the column pieces a text log line is put together from: block copies, the flags column and padded columns
/// with their spaces and trailer.
struct LogBufferPutTests {
    /// Bytes after the room a copy may write into; they must stay as they were.
    static let sentinel = UInt8(ascii: "#")

    /// Every length from empty to past the widest vector path copies exactly its bytes and nothing beyond.
    @Test(arguments: 0...80)
    func putCopiesExactlyItsBytes(count: Int) {
        let source = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 + $0 % 26) }
        var destination = [UInt8](repeating: Self.sentinel, count: count + 16)
        let written = source.withUnsafeBufferPointer { bytes in
            destination.withUnsafeMutableBufferPointer { room in
                LogBuffer.put(bytes, at: room.baseAddress!) - room.baseAddress!
            }
        }
        #expect(written == count)
        #expect(Array(destination[..<count]) == source)
        #expect(destination[count...].allSatisfy { $0 == Self.sentinel })
    }

    /// Each of the eight flag combinations puts two spaces and its three letters.
    @Test(arguments: 0..<8)
    func flagsColumnSpellsEachCombination(index: Int) {
        let flags = ScrollFlags(tracking: index & 1 != 0, dragging: index & 2 != 0, decelerating: index & 4 != 0)
        let expected =
            "  " + (flags.tracking ? "T" : "-") + (flags.dragging ? "D" : "-") + (flags.decelerating ? "d" : "-")
        var destination = [UInt8](repeating: Self.sentinel, count: LogBuffer.flagsStoreCount)
        let written = destination.withUnsafeMutableBufferPointer { room in
            LogBuffer.putFlags(flags, at: room.baseAddress!) - room.baseAddress!
        }
        #expect(String(decoding: destination[..<written], as: UTF8.self) == expected)
    }

    /// A separated column has two spaces on each side of the padded text, then its trailer; showing another text
    /// keeps both.
    @Test(arguments: [("scrollView", 10), ("a", 4), ("é", 3), ("long-identifier-of-a-view", 4)])
    func separatedColumnKeepsItsSpacesAndTrailer(text: String, width: Int) {
        let trailer: StaticString = "didScroll               "
        let trailerBytes = UnsafeBufferPointer(start: trailer.utf8Start, count: trailer.utf8CodeUnitCount)
        var column = TextLogWriter.PaddedColumn(width: width, separated: true, followedBy: trailerBytes)
        #expect(
            String(decoding: column.bytes, as: UTF8.self) == "  " + String(repeating: " ", count: width)
                + "  \(trailer)")
        for shown in [text, "b", text] {
            column.show(shown)
            let padded = shown + String(repeating: " ", count: max(width - shown.count, 0))
            #expect(String(decoding: column.bytes, as: UTF8.self) == "  \(padded)  \(trailer)")
        }
    }
}
