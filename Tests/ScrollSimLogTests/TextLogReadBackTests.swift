import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport
import Testing

@testable import ScrollSimLog

/// Tests that every text log line reads back with `TextLog` at every magnitude, with no fused columns.
///
/// Every text log line reads back with the project's own reader (`TextLog`) at every magnitude the format allows, and
/// beyond: columns never fuse (`-10000000.000-10000000.000` did), whatever the offset, time, view id or event name.
struct TextLogReadBackTests {
    /// Offsets from zero to past every bound of format 1 (content sizes and offsets reach 10⁷;
    /// insets, rubber-banding and a 10⁷ pt/s fling go beyond), both signs.
    static let offsets: [Double] = [
        0, 0.001, 0.0005, 999_999.999, 1_000_000, 9_999_999.999, 10_000_000, 20_000_000.5, 99_999_999.999,
        1e9, 1e12, 1e15,
    ].flatMap { [$0, -$0] }

    /// Times from zero to past the last event (10⁷ s) plus the 600 s the scene may settle.
    static let times: [Double] = [0, 0.0001, 9.99995, 99_999.9999, 1_000_000, 10_000_600, 1e9]

    /// Events of every kind: delegate calls, inputs and behaviour events, short and long names
    /// (a name of 24 characters or more fills the event column).
    static let events: [LogEvent] = [
        .didScroll, .willBeginDragging, .didScrollToTop, .didEndScrollingAnimation,
        .willEndDragging(velocity: Point(x: 0, y: -1e7), target: Point(x: 0, y: 1e7)),
        .didEndDragging(willDecelerate: true),
        .input(name: "touchBegan", fields: [LogField("finger", .integer(0))]),
        .behavior(name: "aBehaviourEventNameOfThirtyOne", fields: []),
        .behavior(name: "exactlyTwentyFourCharsXY", fields: []),
    ]

    static let flags = [ScrollFlags.idle, ScrollFlags(tracking: true, dragging: true, decelerating: false)]

    /// The log of `entries` for views `ids`, read back.
    static func readBack(_ entries: [LogEntry], ids: [String], didScroll: DidScrollLogging, finals: [FinalState])
        -> (log: String, read: TextLog)
    {
        let writer = TextLogWriter(didScroll: didScroll)
        writer.begin(
            LogHeader(
                name: "extremes", screen: Screen(), timeOrigin: 0,
                views: ids.map { LogHeader.ViewSummary(id: $0, fields: []) }))
        for entry in entries { writer.record(entry) }
        writer.finish(finals)
        return (writer.output, TextLog(Array(writer.output.utf8)))
    }

    /// The value a column prints for `value` with `decimals`, read as a number.
    static func printed(_ value: Double, decimals: Int) -> Double {
        Double(FixedPoint.format(value, decimals: decimals))!
    }

    @Test(arguments: [["scrollView"], ["v", "a-view-id-much-longer-than-any-offset-column-width"]])
    func everyEventLineReadsBackAtEveryMagnitude(ids: [String]) {
        var entries: [LogEntry] = []
        for (index, x) in Self.offsets.enumerated() {
            for (step, y) in Self.offsets.enumerated() {
                entries.append(
                    LogEntry(
                        time: Self.times[(index + step) % Self.times.count], view: ids[step % ids.count],
                        event: Self.events[(index * 7 + step) % Self.events.count], offset: Point(x: x, y: y),
                        flags: Self.flags[step % 2]))
            }
        }
        entries.sort { $0.time < $1.time }
        let finals = ids.map { FinalState(view: $0, offset: Point(x: -1e15, y: 10_000_000), restTime: 1e9) }
        let (log, read) = Self.readBack(entries, ids: ids, didScroll: .every, finals: finals)
        let eventLines =
            log.split(separator: "\n").count
            - (log.split(separator: "\n").firstIndex { $0.hasSuffix("flags  detail") }! + 1)
            - finals.count
        #expect(read.lines.count == entries.count)
        #expect(eventLines == entries.count)
        for (entry, line) in zip(entries, read.lines) {
            #expect(line.time == Self.printed(entry.time, decimals: 4))
            #expect(line.view == entry.view)
            #expect(line.event == entry.event.name)
            #expect(line.offset.x == Self.printed(entry.offset.x, decimals: 3), "line \(line.number)")
            #expect(line.offset.y == Self.printed(entry.offset.y, decimals: 3), "line \(line.number)")
            #expect(line.flags == entry.flags)
        }
        #expect(read.finals.map(\.offset) == finals.map(\.offset))
        #expect(read.finals.map(\.restTime) == finals.map(\.restTime))
    }

    /// `didScroll` runs (`"didScroll": "runs"`): the span, count and first offset read back too.
    @Test func runLinesReadBackAtEveryMagnitude() {
        var entries: [LogEntry] = []
        for (index, y) in Self.offsets.enumerated() {
            // Increasing, from 0 to about 10⁹ s.
            let time = 1e9 * Double(index) / Double(Self.offsets.count) + 10 * Double(index)
            for call in 0..<3 {
                entries.append(
                    LogEntry(
                        time: time + Double(call) * 0.5, view: "scrollView", event: .didScroll,
                        offset: Point(x: -y, y: y + Double(call)), flags: Self.flags[1]))
            }
            entries.append(
                LogEntry(time: time + 2, view: "scrollView", event: .didEndDecelerating, offset: .zero, flags: .idle))
        }
        let (_, read) = Self.readBack(entries, ids: ["scrollView"], didScroll: .runs, finals: [])
        let runs = read.lines.filter { $0.count == 3 }
        #expect(runs.count == Self.offsets.count)
        #expect(read.lines.count == 2 * Self.offsets.count)
        for (run, y) in zip(runs, Self.offsets) {
            #expect(run.firstOffset.y == Self.printed(y, decimals: 3))
            #expect(run.offset.y == Self.printed(y + 2, decimals: 3))
            #expect(run.offset.x == Self.printed(-y, decimals: 3))
            #expect(run.endTime == run.time + 1)
        }
    }
}
