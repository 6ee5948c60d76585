// The changed lines of a failing golden that are not `didScroll` calls: what a failing check
// shows first, because a changed callback explains the hundreds of per-frame lines after it.
import ScrollSimLog

/// Every line that differs between a golden and the replay, except `didScroll` lines.
///
/// Every line that differs between a golden and the replay, except `didScroll` lines (single
/// calls and runs), in diff order: each change's golden lines (`-`) then its actual lines (`+`).
/// Header and `final` lines count as changed lines too. At most `limit` lines are kept; the rest
/// are counted in `omittedCount`. O(n) in the logs' size (plus the line diff's cost).
package struct ChangedLines: Sendable, Equatable {
    /// The kept lines, as `.deletion` (golden) and `.insertion` (actual) diff lines.
    package private(set) var lines: [UnifiedDiff.Line] = []
    /// How many further changed lines were left out.
    package private(set) var omittedCount = 0

    /// No lines.
    package init() {}

    /// The changed non-`didScroll` lines from `golden` to `actual` (text logs, as bytes).
    package init(golden: [UInt8], actual: [UInt8], limit: Int) {
        // Line endings are compared as LF: a CRLF checkout is the summary's to say, not a change.
        let golden = FailureSummary.withoutCarriageReturns(golden)
        let actual = FailureSummary.withoutCarriageReturns(actual)
        let oldLines = UnifiedDiff.splitLines(golden), newLines = UnifiedDiff.splitLines(actual)
        let diff = LineDiff(old: oldLines, new: newLines)
        let oldScrolls = Self.didScrollLineNumbers(golden), newScrolls = Self.didScrollLineNumbers(actual)
        func keep(_ kind: UnifiedDiff.LineKind, _ line: ArraySlice<UInt8>) {
            guard lines.count < limit else {
                omittedCount += 1
                return
            }
            var text = line
            if text.last == UInt8(ascii: "\n") { text = text.dropLast() }
            lines.append(
                UnifiedDiff.Line(
                    kind: kind, text: (kind == .deletion ? "-" : "+") + String(decoding: text, as: UTF8.self)))
        }
        for block in UnifiedDiff.changeBlocks(diff) {
            for index in block.oldStart..<block.oldEnd where !oldScrolls.contains(index + 1) {
                keep(.deletion, oldLines[index])
            }
            for index in block.newStart..<block.newEnd where !newScrolls.contains(index + 1) {
                keep(.insertion, newLines[index])
            }
        }
    }

    /// True when every changed line is a `didScroll` line.
    package var isEmpty: Bool { lines.isEmpty && omittedCount == 0 }

    /// The 1-based numbers of the log's `didScroll` lines.
    static func didScrollLineNumbers(_ log: [UInt8]) -> Set<Int> {
        Set(TextLog(log).lines.lazy.filter { $0.event == "didScroll" }.map(\.number))
    }
}
