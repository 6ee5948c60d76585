import ScrollSimKit
import Testing

@testable import ScrollSimLog
@_spi(ScrollSimInternal) @testable import ScrollSimSupport

/// Tests the text log's event lines byte for byte against a plain `String`-built reference.
///
/// The event lines of the text log, against a reference built from `String`s the plain way: each column padded to its
/// width in `Character`s (`FixedPoint.format` for the numbers), so the writer's cached, pointer-written columns are
/// checked byte for byte, non-ASCII ids included.
struct TextLogWriterLineTests {
    /// `text` padded with spaces to `width` characters, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - text.count))
        return right ? spaces + text : text + spaces
    }

    /// The reference line (without detail) of `entry`, for a view column `viewWidth` wide.
    static func line(_ entry: LogEntry, viewWidth: Int) -> String {
        let flags = [
            entry.flags.tracking ? "T" : "-", entry.flags.dragging ? "D" : "-", entry.flags.decelerating ? "d" : "-",
        ]
        var line = pad(FixedPoint.format(entry.time, decimals: 4), 9, right: true) + "  " + pad(entry.view, viewWidth)
        line += "  " + pad(entry.event.name, 24)
        for value in [entry.offset.x, entry.offset.y] {
            // A number that fills its column is kept apart from a column that fills its own.
            let number = pad(FixedPoint.format(value, decimals: 3), 12, right: true)
            line += (line.last != " " && number.first != " " ? " " : "") + number
        }
        return line + "  " + flags.joined()
    }

    /// The event lines a writer prints for `entries` of views `ids`, and its view column width.
    ///
    /// With `fields`, each `didScroll` goes in field by field (`recordDidScroll`), as the
    /// simulation hands it over, instead of as an entry.
    static func written(
        _ entries: [LogEntry], ids: [String], didScroll: DidScrollLogging = .every, fields: Bool = false
    ) -> [String] {
        let writer = TextLogWriter(didScroll: didScroll)
        let views = ids.map { LogHeader.ViewSummary(id: $0, fields: []) }
        writer.begin(LogHeader(name: nil, screen: Screen(), timeOrigin: 0, views: views))
        for entry in entries {
            if fields, case .didScroll = entry.event {
                writer.recordDidScroll(
                    time: entry.time, view: entry.view, offset: entry.offset, flags: entry.flags,
                    zoomScale: entry.zoomScale)
            } else {
                writer.record(entry)
            }
        }
        writer.finish([])
        let lines = writer.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = lines.firstIndex { $0.hasSuffix("flags  detail") }!
        return Array(lines[(title + 1)...].prefix { !$0.isEmpty })
    }

    static let flagSets = [
        ScrollFlags.idle, ScrollFlags(tracking: true, dragging: true, decelerating: false),
        ScrollFlags(tracking: false, dragging: true, decelerating: true),
    ]

    static let delegateCalls: [LogEvent] = [
        .didScroll, .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation,
        .didScrollToTop,
    ]

    @Test(arguments: [
        ["scrollView"], ["a"], ["list", "sheet"], ["vue-défilante", "x"], ["🚀", "rocket"], ["e\u{301}e\u{301}", "ab"],
        ["a-view-id-much-longer-than-the-others-and-than-sixteen-bytes", "b"], ["sixteen-bytes-id"],
        ["exactly-thirty-two-bytes-long-id", "sixteen-bytes-id"],
        ["seven-b", "eight-by"],
    ])
    func plainLinesMatchTheReference(ids: [String]) {
        var entries: [LogEntry] = []
        let offsets = [
            Point(x: 0, y: 20002), Point(x: -0.0001, y: 5443.333333333333), Point(x: 1e12, y: -1814.6666666666667),
            Point(x: 0.0005, y: 39148.5), Point(x: -12.25, y: 0),
        ]
        for index in 0..<60 {
            let event = Self.delegateCalls[index % Self.delegateCalls.count]
            let view = ids[(index / 3) % ids.count] // the view changes every third line
            entries.append(
                LogEntry(
                    time: Double(index) / 60 + 0.00005, view: view, event: event,
                    offset: offsets[index % offsets.count],
                    flags: Self.flagSets[index % Self.flagSets.count]))
        }
        let viewWidth = max(4, ids.map(\.count).max()!)
        #expect(Self.written(entries, ids: ids) == entries.map { Self.line($0, viewWidth: viewWidth) })
        // The field-by-field `didScroll` writes the same lines, and under `.runs` the same runs.
        #expect(Self.written(entries, ids: ids, fields: true) == Self.written(entries, ids: ids))
        #expect(
            Self.written(entries, ids: ids, didScroll: .runs, fields: true)
                == Self.written(entries, ids: ids, didScroll: .runs))
    }

    @Test func detailsFollowTheirColumns() {
        let entries = [
            LogEntry(
                time: 0.5, view: "v", event: .input(name: "touchBegan", fields: [LogField("finger", .integer(0))]),
                offset: .zero, flags: .idle),
            LogEntry(
                time: 0.5, view: "v", event: .behavior(name: "snapTargetChosen-très-long-nom", fields: []),
                offset: .zero, flags: .idle),
            LogEntry(
                time: 0.6, view: "v",
                event: .willEndDragging(velocity: Point(x: 0, y: -0.75), target: Point(x: 0, y: 9)),
                offset: .zero, flags: Self.flagSets[1]),
            LogEntry(
                time: 0.6, view: "v", event: .didEndDragging(willDecelerate: true), offset: .zero,
                flags: Self.flagSets[1]),
        ]
        let details = [
            "    finger 0", "", "    velocity (0.0000, -0.7500) target (0.000, 9.000)", "    willDecelerate true",
        ]
        let expected = zip(entries, details).map { Self.line($0, viewWidth: 4) + $1 }
        #expect(Self.written(entries, ids: ["v"]) == expected)
    }

    /// The table of padded delegate-call columns is indexed consistently; the columns themselves
    /// are checked in the lines above (every delegate call appears there).
    @Test func everyDelegateCallHasItsPlaceInTheTable() {
        for (index, event) in TextLogWriter.Lines.delegateCalls.enumerated() {
            #expect(TextLogWriter.Lines.delegateIndex(event) == index, "\(event.name)")
        }
        #expect(Set(TextLogWriter.Lines.delegateCalls.map(\.name)).count == TextLogWriter.Lines.delegateCalls.count)
        #expect(TextLogWriter.Lines.delegateIndex(.input(name: "touchBegan", fields: [])) == nil)
        #expect(TextLogWriter.Lines.delegateIndex(.behavior(name: "snap", fields: [])) == nil)
        for (index, event) in TextLogWriter.Lines.delegateCalls.enumerated() {
            let column = String(decoding: TextLogWriter.Lines.delegateColumn(index), as: UTF8.self)
            #expect(column == Self.pad(event.name, 24), "\(event.name)")
        }
    }

    @Test(arguments: [
        ("scrollView", 10, "scrollView"), ("é", 4, "é   "), ("🚀x", 5, "🚀x   "), ("long-id", 4, "long-id"),
    ])
    func paddedColumnsCountCharacters(text: String, width: Int, expected: String) {
        var column = TextLogWriter.PaddedColumn(width: width)
        #expect(Array(column.bytes) == Array(repeating: UInt8(ascii: " "), count: width))
        column.show(text)
        #expect(Array(column.bytes) == Array(expected.utf8))
        column.show(text)
        #expect(Array(column.bytes) == Array(expected.utf8))
        column.show("ab")
        #expect(Array(column.bytes) == Array(Self.pad("ab", width).utf8))
    }

    /// A flushing writer hands over whole lines only, and everything adds up to the in-memory log.
    @Test func flushedChunksAreWholeLines() {
        final class Chunks: LogOutput {
            var chunks: [[UInt8]] = []
            func write(_ bytes: UnsafeRawBufferPointer) { chunks.append(Array(bytes)) }
        }
        let chunks = Chunks()
        let entries = (0..<6000).map {
            LogEntry(
                time: Double($0) / 120, view: "scrollView", event: .didScroll, offset: Point(x: 0, y: Double($0) / 3),
                flags: Self.flagSets[1])
        }
        for didScroll in [DidScrollLogging.every, .runs] {
            chunks.chunks = []
            let streamed = TextLogWriter(didScroll: didScroll, flushingTo: chunks)
            let inMemory = TextLogWriter(didScroll: didScroll)
            for writer in [streamed, inMemory] {
                writer.begin(
                    LogHeader(
                        name: "t", screen: Screen(), timeOrigin: 0,
                        views: [LogHeader.ViewSummary(id: "scrollView", fields: [])]))
                for entry in entries { writer.record(entry) }
                writer.finish([FinalState(view: "scrollView", offset: .zero, restTime: 50)])
            }
            #expect(chunks.chunks.allSatisfy { $0.last == UInt8(ascii: "\n") })
            #expect(chunks.chunks.count > (didScroll == .every ? 2 : 0))
            #expect(String(decoding: chunks.chunks.joined(), as: UTF8.self) == inMemory.output)
        }
    }
}
