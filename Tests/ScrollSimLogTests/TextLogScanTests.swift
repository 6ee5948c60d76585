import Foundation
import ScrollSimKit
import ScrollSimTestSupport
import Testing

@testable import ScrollSimLog

/// Tests that a ``TextLogScan`` holds the lines ``TextLog`` reads, with its names interned.
///
/// On every golden of the corpus and on hand-made lines at the edges of "plain": each scanned line, its names and
/// detail spelled out, equals the `TextLog` line, and the lines the scan read as strings are exactly the others.
struct TextLogScanTests {
    /// Where the event lines of `bytes` begin (after the column titles) and how many lines come before them.
    static func eventsStart(_ bytes: [UInt8]) -> (start: Int, lines: Int) {
        var reader = TextLog.Reader()
        var start = 0
        while start < bytes.count, !reader.isInEvents {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            _ = reader.read(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        return (min(start, bytes.count), reader.lineNumber)
    }

    /// The scan of `bytes`'s event lines, its names seeded with `names`.
    static func scan(_ bytes: [UInt8], names: [String] = []) -> TextLogScan {
        let (start, lines) = eventsStart(bytes)
        return TextLogScan(bytes, from: start, firstLine: lines + 1, names: TextLogScan.NameTable(names))
    }

    /// The scan's lines as ``TextLog`` lines, names and details spelled out.
    static func spelled(_ scan: TextLogScan) -> [TextLog.Line] {
        scan.lines.map { line in
            TextLog.Line(
                number: line.number, time: line.time, endTime: line.endTime, view: scan.text(of: line.view),
                event: scan.text(of: line.event), count: line.count, offset: line.offset,
                firstOffset: line.firstOffset, flags: line.flags, detail: scan.detail(of: line))
        }
    }

    /// The scan's finals as ``TextLog`` finals.
    static func spelledFinals(_ scan: TextLogScan) -> [TextLog.Final] {
        scan.finals.map {
            TextLog.Final(number: $0.number, view: scan.text(of: $0.view), offset: $0.offset, restTime: $0.restTime)
        }
    }

    /// `lines` with each name in its composed form (NFC).
    static func composed(_ lines: [TextLog.Line]) -> [TextLog.Line] {
        lines.map { line in
            var line = line
            line.view = line.view.precomposedStringWithCanonicalMapping
            line.event = line.event.precomposedStringWithCanonicalMapping
            return line
        }
    }

    /// Compares the scan with `TextLog` field by field, as printed (`Double`'s description tells `-0.0` from `0.0`).
    ///
    /// A name spelled two ways (equal strings) is spelled by the scan as it was first met, so names are compared
    /// composed when the scan says it met one.
    static func expectSame(_ bytes: [UInt8], names: [String] = [], _ comment: String) {
        let log = TextLog(bytes)
        let scan = scan(bytes, names: names)
        if scan.hasAliasedNames {
            #expect("\(composed(spelled(scan)))" == "\(composed(log.lines))", "\(comment)")
        } else {
            #expect("\(spelled(scan))" == "\(log.lines)", "\(comment)")
        }
        #expect("\(spelledFinals(scan))" == "\(log.finals)", "\(comment)")
        // Every line is either a plain event line (in `lines`, not in `otherLines`) or read as a string.
        let plain = Set(scan.lines.map(\.number)).subtracting(scan.otherLines.map(\.number))
        let total = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        #expect(plain.count + scan.otherLines.count == total - eventsStart(bytes).lines, "\(comment)")
    }

    @Test func everyGoldenOfTheCorpusScansAsTextLogReadsIt() throws {
        let files = FileManager.default.enumerator(atPath: PackageRoot.traces)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".log") }.sorted()
        #expect(files.count > 100)
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.traces + "/" + file)))
            Self.expectSame(bytes, file)
            Self.expectSame(bytes, names: TextLog(bytes).views, "\(file), its views seeded")
        }
    }

    /// The edge lines of `TextLogBytesTests`, with a name spelled two ways and a wide `set` line.
    @Test func edgeLinesScanAsTextLogReadsThem() {
        let lines =
            TextLogBytesTests.edgeLines.dropLast(2) + [
                "   0.5  vue-de\u{301}filante  didScroll  0.000  1.000  T--",
                "   0.5                v                    set           1.000          2.000  ---    property frame",
            ] + TextLogBytesTests.edgeLines.suffix(2)
        let bytes = Array((TextLogBytesTests.edgeHeader + lines.joined(separator: "\n") + "\n").utf8)
        Self.expectSame(bytes, "edge lines")
        let withoutAlias = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .filter { !$0.starts(with: "   0.5  vue-de\u{301}".utf8) }.joined(separator: [UInt8(ascii: "\n")])
        Self.expectSame(Array(withoutAlias), "edge lines, each name spelled one way")
        let scan = Self.scan(bytes)
        // The view written two ways (a combining accent, a composed one) is one name, as its strings are equal.
        #expect(scan.hasAliasedNames)
        let accented = scan.lines.filter { scan.text(of: $0.view).hasPrefix("vue") }
        #expect(accented.count == 2)
        #expect(Set(accented.map(\.view)).count == 1)
    }

    /// The known names have the indices their constants give, whatever names are seeded after them.
    @Test func knownNamesKeepTheirIndices() {
        let table = TextLogScan.NameTable(["scrollView", "didScroll", "inner"])
        let constants: [(TextLogScan.Name, String)] = [
            (.didScroll, "didScroll"), (.willBeginDragging, "willBeginDragging"), (.didEndZooming, "didEndZooming"),
            (.set, "set"), (.setZoomScale, "setZoomScale"),
        ]
        for (name, text) in constants { #expect(table.names[name.index] == text) }
        #expect(table.names.count == TextLogScan.knownNames.count + 2)
        #expect(TextLogScan.Name.didEndZooming.isDelegateCall)
        #expect(!TextLogScan.Name.set.isDelegateCall)
    }

    /// A byte is found at every position of lines of every length around a word's eight bytes.
    @Test func bytesAreFoundEightAtATime() {
        for length in 0..<40 {
            for position in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if position < length { bytes[position] = UInt8(ascii: "\n") }
                let end = bytes.withUnsafeBufferPointer { TextLog.firstIndex(of: UInt8(ascii: "\n"), in: $0, from: 0) }
                #expect(end == (position < length ? position : length))
            }
        }
    }
}

extension TextLogScanTests {
    /// The plain line reader finds each column whatever its width and the spaces between (words of eight bytes).
    @Test(arguments: [1, 2, 7, 8, 9, 15, 16, 17])
    func columnsAreFoundWhateverTheirWidths(width: Int) throws {
        for gap in [1, 2, 7, 8, 9, 16, 17] {
            let spaces = String(repeating: " ", count: gap)
            let name = String(repeating: "v", count: width), event = String(repeating: "e", count: width)
            let number = String(repeating: "1", count: min(width, 12))
            let columns = [number, name, event, number, number, "TD-"]
            let line = spaces + columns.joined(separator: spaces) + spaces + "detail"
            let found = try #require(
                Array(line.utf8).withUnsafeBufferPointer { TextLog.plainColumns($0) }, "width \(width), gap \(gap)")
            let bytes = Array(line.utf8)
            #expect(String(decoding: bytes[found.view], as: UTF8.self) == name)
            #expect(String(decoding: bytes[found.event], as: UTF8.self) == event)
            #expect(String(decoding: bytes[found.detail], as: UTF8.self) == "detail")
            #expect(found.time == Double(number))
            #expect(found.offset == Point(x: Double(number)!, y: Double(number)!))
        }
    }
}
