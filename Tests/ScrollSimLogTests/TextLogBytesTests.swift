import Foundation
import ScrollSimKit
import ScrollSimTestSupport
import Testing

@testable import ScrollSimLog

/// Tests that the in-place reader of plain log lines gives the same log as the `String` path.
///
/// The text log's plain event lines read in place (`TextLog.Reader.read(bytes:names:)`) against the `String` path every
/// line can take: the same log, field for field, on every golden of the corpus and on hand-made lines at the edges of
/// "plain".
struct TextLogBytesTests {
    /// Everything a `TextLog` holds, as one comparable text (`Double`'s description tells every
    /// value apart, `-0.0` from `0.0` included).
    static func summary(_ log: TextLog) -> String {
        let fields = log.viewFields.keys.sorted().map {
            "\($0): \(log.viewFields[$0]!.map { "\($0.name)=\($0.value)" })"
        }
        let ranges = log.ranges.keys.sorted().map { "\($0): \(log.ranges[$0]!)" }
        return "\(log.name as Any)\n\(log.views)\n\(ranges)\n\(fields)\n"
            + log.lines.map { "\($0)" }.joined(separator: "\n") + "\n"
            + log.finals.map { "\($0)" }.joined(separator: "\n")
    }

    static func bothWays(_ bytes: [UInt8]) -> (inPlace: String, strings: String) {
        (summary(TextLog(bytes, inPlace: true)), summary(TextLog(bytes, inPlace: false)))
    }

    @Test func everyGoldenOfTheCorpusReadsTheSameBothWays() throws {
        let files = FileManager.default.enumerator(atPath: PackageRoot.traces)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".log") }.sorted()
        #expect(files.count > 100)
        var lines = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.traces + "/" + file)))
            let (inPlace, strings) = Self.bothWays(bytes)
            #expect(inPlace == strings, "\(file)")
            lines += TextLog(bytes).lines.count
        }
        #expect(lines > 10_000, "the corpus has event lines to compare")
    }

    /// A header for hand-made event lines: one view `v`.
    static let edgeHeader =
        "scrollsim log 1\nview v\n  range x 0…0 y 0…100\n\n        t  view  event  x  y  flags  detail\n"

    /// Hand-made log lines at the edges of what the plain reader handles.
    ///
    /// Lines at the edges: numbers the plain reader leaves to `Double(_:)` (exponents, 16 digits, `nan`, a leading
    /// point, a trailing point, a plus sign), negative zero, leading zeros, a CR, a run line, a non-ASCII view, a
    /// detail, too few columns, odd flags.
    static let edgeLines = [
        "   0.0160  v  didScroll  0.000  2.000  TD-",
        "   0.0160  v  didScroll  -0.000  -0.0  ---",
        "   0.0160  v  didScroll  007  1e3  ---",
        "   0.0160  v  didScroll  1234567890.12345  1234567890.123456  ---",
        "   nan  v  didScroll  .5  5.  ---",
        "   0.5  v  didScroll  +5  -10000000.000  -Dd",
        "   0.5  v  didScroll  1  2  ---\r",
        "   0.1333…2.4667  v  didScroll ×136  0.000  140.000  ---    y 0.667 → 140.000",
        "   0.5  vue-défilante  touchBegan  0.000  0.000  T--    finger 0, location (1.000, 2.000)",
        "   0.5  v  didScroll  1  2",
        "   0.5  v  didScroll  1  2  TDX",
        "   0.5  v  didScroll  1  2  T-d  ",
        "",
        "final v  offset (0.000, 2.000)  at rest 0.5000 s",
    ]

    /// The edge lines read the same both ways.
    @Test func edgeLinesReadTheSameBothWays() {
        let (header, lines) = (Self.edgeHeader, Self.edgeLines)
        let bytes = Array((header + lines.joined(separator: "\n") + "\n").utf8)
        let (inPlace, strings) = Self.bothWays(bytes)
        #expect(inPlace == strings)
        #expect(TextLog(bytes).lines.count == 10)
    }

    /// Names repeat: the cache hands back the same strings, and a name left out of a full cache
    /// comes back as the same text.
    @Test func theNameCacheReturnsTheNamesItWasGiven() {
        var cache = TextLog.NameCache()
        let names = (0..<40).map { "view-\($0 % 20)" }
        for name in names + names.reversed() {
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBufferPointer { cache.string($0) } == name)
        }
    }
}
