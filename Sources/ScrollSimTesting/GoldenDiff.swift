import ScrollSimUIKit

/// The failure text for a golden that differs: one summary line naming the first differing line,
/// then `scrollsim check`'s unified diff (golden `-`, actual `+`, at most 200 lines).
enum GoldenDiff {
    static func describe(golden: [UInt8], actual: [UInt8], path: String) -> String {
        let old = lines(golden), new = lines(actual)
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        let summary: String
        if first < old.count || first < new.count {
            let oldLine = first < old.count ? old[first] : "(end of file)"
            let newLine = first < new.count ? new[first] : "(end of file)"
            summary =
                "\(path): the log differs from the golden from line \(first + 1)\n"
                + "  golden: \(oldLine)\n  actual: \(newLine)"
        } else {
            summary = "\(path): the log differs from the golden in bytes that are not valid UTF-8"
        }
        let diff = UnifiedDiff(
            old: golden, new: actual, oldLabel: path, newLabel: "actual",
            lineLimit: CheckOptions.defaultDiffLineLimit)
        var text = summary + "\n" + diff.rendered(color: false)
        if diff.omittedLineCount > 0 { text += "… \(diff.omittedLineCount) more diff lines\n" }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The lines of `bytes`, without their terminators.
    private static func lines(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
