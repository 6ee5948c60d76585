import ScrollSimCheck
import ScrollSimUIKit

/// The failure text for a golden that differs, as `scrollsim check` prints a failing trace.
///
/// It has a line naming the golden, the check's `FailureSummary` (first difference, final offsets, callbacks), the
/// changed lines other than `didScroll`, then the diff with `didScroll` runs folded (golden `-`, actual `+`, at most
/// 200 lines).
enum GoldenDiff {
    static func describe(golden: [UInt8], actual: [UInt8], path: String) -> String {
        let summary = FailureSummary(golden: golden, actual: actual)
        let limit = CheckOptions.defaultDiffLineLimit
        let diff = UnifiedDiff.folded(golden: golden, actual: actual, goldenLabel: path, lineLimit: limit)
        let changes = ChangedLines(golden: golden, actual: actual, limit: limit)
        var text = "\(path): the log differs from the golden\n"
        text += summary.lines.map { "  \($0)\n" }.joined() + CheckReport.changedLines(changes, color: false)
        text += diff.rendered(color: false)
        if diff.omittedLineCount > 0 { text += "... \(diff.omittedLineCount) more diff lines not shown\n" }
        return String(text.dropLast())
    }
}
