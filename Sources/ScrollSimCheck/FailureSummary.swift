// The headline of a failing trace, printed before its diff: what changed, in the words a reviewer
// needs first (where it starts, where each view ends, whether the callbacks changed).
import ScrollSimKit
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

/// A few lines that summarise how an actual text log differs from its golden.
///
/// Never cut: the diff below it may be capped, the summary is not.
///
/// It says, in this order: that only the line endings differ (a golden checked out with CRLF), or
/// the first differing line with its time and event on both sides; each view's final offset and
/// rest time, golden → actual; the number of `didScroll` calls when it changed; and whether the
/// sequence of the other events (delegate calls, input echoes, behaviour events) changed or only
/// offsets, times and details did. Both logs are read with `TextLog`. O(n) in the logs' size.
package struct FailureSummary: Sendable, Equatable {
    /// The summary's lines, without terminators.
    package var lines: [String]

    /// A summary made of the given lines.
    package init(lines: [String]) { self.lines = lines }

    /// Summarises `golden` → `actual` (both text logs, as bytes).
    package init(golden: [UInt8], actual: [UInt8]) {
        if Self.withoutCarriageReturns(golden) == actual {
            lines = [
                "only line endings differ: the golden has CRLF line endings, the log has LF "
                    + "(check it out with LF, e.g. `*.log -text` in .gitattributes)"
            ]
            return
        }
        let goldenLog = TextLog(golden), actualLog = TextLog(actual)
        let (first, number) = Self.firstDifference(golden, actual, goldenLog, actualLog)
        lines = [first]
        if let event = Self.firstEventDifference(goldenLog, actualLog, unless: number) { lines.append(event) }
        lines += Self.finals(goldenLog, actualLog)
        let goldenScrolls = goldenLog.lines.lazy.filter { $0.event == "didScroll" }.map(\.count).reduce(0, +)
        let actualScrolls = actualLog.lines.lazy.filter { $0.event == "didScroll" }.map(\.count).reduce(0, +)
        if goldenScrolls != actualScrolls {
            lines.append("didScroll calls: \(goldenScrolls) → \(actualScrolls)")
        }
        if !goldenLog.lines.isEmpty || !actualLog.lines.isEmpty { lines.append(Self.callbacks(goldenLog, actualLog)) }
    }

    static func withoutCarriageReturns(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { continue }
            out.append(byte)
        }
        return out
    }

    /// The first line that differs between `golden` and `actual`, as a line of the summary.
    ///
    /// `first difference: line 31, golden 0.1333 scrollView didScroll (0.000, 5130.667), actual …`.
    /// Returns the line and the 1-based number of the first line that differs.
    static func firstDifference(_ golden: [UInt8], _ actual: [UInt8], _ goldenLog: TextLog, _ actualLog: TextLog)
        -> (String, Int)
    {
        let newline = UInt8(ascii: "\n")
        let goldenLines = golden.split(separator: newline, omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: newline, omittingEmptySubsequences: false)
        var index = 0
        while index < goldenLines.count, index < actualLines.count, goldenLines[index] == actualLines[index] {
            index += 1
        }
        let number = index + 1
        func describeLine(_ lines: [ArraySlice<UInt8>], _ log: TextLog) -> String {
            guard index < lines.count, !(index == lines.count - 1 && lines[index].isEmpty) else {
                return "(end of log)"
            }
            if let line = log.lines.first(where: { $0.number == number }) { return describe(line) }
            if let final = log.finals.first(where: { $0.number == number }) {
                return "final \(final.view) \(point(final.offset)) at rest \(time(final.restTime)) s"
            }
            var text = String(decoding: lines[index], as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            return "`\(text)`"
        }
        let text =
            "first difference: line \(number), golden \(describeLine(goldenLines, goldenLog)), "
            + "actual \(describeLine(actualLines, actualLog))"
        return (text, number)
    }

    /// The first differing event line, when the first differing line (number `firstLine`) is a header line.
    ///
    /// Printed as `first differing event: golden line 31 …, actual line 31 …`.
    static func firstEventDifference(_ goldenLog: TextLog, _ actualLog: TextLog, unless firstLine: Int) -> String? {
        func sameEvent(_ a: TextLog.Line, _ b: TextLog.Line) -> Bool {
            var b = b
            b.number = a.number
            return a == b
        }
        var index = 0
        while index < goldenLog.lines.count, index < actualLog.lines.count,
            sameEvent(goldenLog.lines[index], actualLog.lines[index])
        {
            index += 1
        }
        guard index < goldenLog.lines.count || index < actualLog.lines.count else { return nil }
        let golden = index < goldenLog.lines.count ? goldenLog.lines[index] : nil
        let actual = index < actualLog.lines.count ? actualLog.lines[index] : nil
        if golden?.number == firstLine || actual?.number == firstLine { return nil } // already said
        func at(_ line: TextLog.Line?) -> String { line.map { "line \($0.number) \(describe($0))" } ?? "(none left)" }
        return "first differing event: golden \(at(golden)), actual \(at(actual))"
    }

    /// `0.1333 scrollView didScroll (0.000, 5130.667)`.
    static func describe(_ line: TextLog.Line) -> String {
        let times = line.count > 1 ? "\(time(line.time))…\(time(line.endTime))" : time(line.time)
        let count = line.count > 1 ? " ×\(line.count)" : ""
        return "\(times) \(line.view) \(line.event)\(count) \(point(line.offset))"
            + (line.detail.isEmpty ? "" : " \(line.detail)")
    }

    /// One line per view: `final scrollView: offset (…) → (…), at rest 2.4833 s → 2.3000 s`.
    static func finals(_ goldenLog: TextLog, _ actualLog: TextLog) -> [String] {
        var views = goldenLog.finals.map(\.view)
        for final in actualLog.finals where !views.contains(final.view) { views.append(final.view) }
        return views.map { view in
            let golden = goldenLog.finals.first { $0.view == view }
            let actual = actualLog.finals.first { $0.view == view }
            func both(_ describe: (TextLog.Final) -> String) -> String {
                "\(golden.map(describe) ?? "none") → \(actual.map(describe) ?? "none")"
            }
            let offsets = both { point($0.offset) }, rests = both { time($0.restTime) + " s" }
            let same = golden?.offset == actual?.offset && golden?.restTime == actual?.restTime
            return "final \(view): offset \(offsets), at rest \(rests)" + (same ? " (unchanged)" : "")
        }
    }

    /// Whether the non-`didScroll` events kept their order, and if not, where it first changed.
    static func callbacks(_ goldenLog: TextLog, _ actualLog: TextLog) -> String {
        let golden = goldenLog.lines.filter { $0.event != "didScroll" }
        let actual = actualLog.lines.filter { $0.event != "didScroll" }
        var index = 0
        while index < golden.count, index < actual.count, golden[index].view == actual[index].view,
            golden[index].event == actual[index].event
        {
            index += 1
        }
        if index == golden.count && index == actual.count {
            return "callbacks: the same \(golden.count) non-didScroll events in the same order; "
                + "only offsets, times or details changed"
        }
        func at(_ lines: [TextLog.Line]) -> String {
            index < lines.count ? "line \(lines[index].number) \(describe(lines[index]))" : "(none left)"
        }
        return "callbacks: the sequence of non-didScroll events changed (\(golden.count) → \(actual.count) events); "
            + "first at golden \(at(golden)), actual \(at(actual))"
    }

    static func time(_ value: Double) -> String { FixedPoint.format(value, decimals: LogFormatter.timeDecimals(.text)) }

    static func point(_ value: Point) -> String { LogFormatter.format(.point(value), .text) }
}
