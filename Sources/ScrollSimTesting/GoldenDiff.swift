import ScrollSimCheck
import ScrollSimUIKit

/// The failure text for a golden that differs, as `scrollsim check` prints a failing trace: a line
/// naming the golden, the check's `FailureSummary` (first difference, final offsets, callbacks),
/// then its unified diff (golden `-`, actual `+`, at most 200 lines).
enum GoldenDiff {
    static func describe(golden: [UInt8], actual: [UInt8], path: String) -> String {
        let summary = FailureSummary(golden: golden, actual: actual)
        let diff = UnifiedDiff(
            old: golden, new: actual, oldLabel: path, newLabel: "actual",
            lineLimit: CheckOptions.defaultDiffLineLimit)
        var text = "\(path): the log differs from the golden\n"
        text += summary.lines.map { "  \($0)\n" }.joined() + diff.rendered(color: false)
        if diff.omittedLineCount > 0 { text += "... \(diff.omittedLineCount) more diff lines not shown\n" }
        return String(text.dropLast())
    }
}
