// The EXIT STATUS section every help page ends with: each page declares its own statuses with
// these pieces, so a page never lists another subcommand's.

/// One status of a help page: its code and what it means (lines broken with `\n` are indented
/// under the first).
struct ExitStatusLine {
    /// The exit status.
    var code: Int32
    /// What it means; `\n` starts a continuation line.
    var meaning: String

    /// A status line.
    init(_ code: Int32, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }

    /// The line `0  Success.` for a run that succeeded.
    static let success = ExitStatusLine(0, "Success.")

    /// `2  Usage or input error: <cases>` (every subcommand exits 2 on bad arguments and input).
    static func usageError(_ cases: String) -> ExitStatusLine {
        ExitStatusLine(2, "Usage or input error: " + cases)
    }
}

extension HelpText {
    /// The `EXIT STATUS:` section listing `statuses`, ending with a blank line.
    static func exitStatus(_ statuses: ExitStatusLine...) -> String {
        var out = "EXIT STATUS:\n"
        for status in statuses {
            let lines = status.meaning.split(separator: "\n", omittingEmptySubsequences: false)
            out += "  \(status.code)  \(lines[0])\n"
            for line in lines.dropFirst() { out += "     \(line)\n" }
        }
        return out
    }
}
