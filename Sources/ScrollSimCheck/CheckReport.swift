// The result of a whole `scrollsim check` run, and its text form.
import ScrollSimSupport

/// Everything a golden check found, in path order.
///
/// Rendered by `text(color:)` and `JUnitReport`, and turned into an exit status by `exitStatus`.
package struct CheckReport: Sendable {
    /// A PATH that was not checked, and why.
    package struct Skipped: Sendable, Equatable {
        /// The path as given.
        package var path: String
        /// Why it was skipped.
        package var reason: String

        /// Creates a skipped entry.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// One result per trace, sorted by trace path.
    package var results: [TraceResult]
    /// Paths named on the command line that are not traces, sorted.
    package var skipped: [Skipped]
    /// Goldens in the searched folders with no trace beside them, sorted.
    package var unreferencedGoldens: [String]
    /// What the unreferenced goldens do to the exit status.
    package var unreferencedPolicy: UnreferencedPolicy
    /// Temporary files of interrupted golden writes found in the searched folders, sorted.
    package var leftoverTemporaries: [String] = []
    /// True when `--update` removed `leftoverTemporaries`.
    package var removedLeftovers = false
    /// Pending goldens (`X.log.new`) in the searched folders that this run neither wrote nor removed, sorted.
    ///
    /// Left for `scrollsim review`.
    package var pendingGoldens: [String] = []

    /// Creates a report.
    package init(
        results: [TraceResult], skipped: [Skipped] = [], unreferencedGoldens: [String] = [],
        unreferencedPolicy: UnreferencedPolicy = .warn
    ) {
        self.results = results
        self.skipped = skipped
        self.unreferencedGoldens = unreferencedGoldens
        self.unreferencedPolicy = unreferencedPolicy
    }

    /// Traces that matched (or whose golden `--update` wrote).
    package var passedCount: Int { results.count - failedCount }
    /// Traces that mismatched, had no golden, or were invalid.
    package var failedCount: Int { results.filter(\.isFailure).count }

    /// 0 when everything matched; 1 when a trace failed, or an unreferenced golden was
    /// found under `UnreferencedPolicy.fail`.
    package var exitStatus: Int32 {
        if failedCount > 0 { return 1 }
        if unreferencedPolicy == .fail && !unreferencedGoldens.isEmpty { return 1 }
        return 0
    }

    /// The last line: `N passed, N failed`, with `, N skipped` only when something was.
    package var summary: String {
        "\(passedCount) passed, \(failedCount) failed" + (skipped.isEmpty ? "" : ", \(skipped.count) skipped")
    }

    /// The text printed by `scrollsim check`.
    ///
    /// Each failure with its diff or reason, each golden written, skipped paths, unreferenced goldens, a warning when
    /// no trace was found, then `summary`.
    package func text(color: Bool) -> String {
        var out = ""
        for result in results {
            out += Self.describe(result, color: color)
        }
        for entry in skipped {
            out += "skipped \(VisibleText.escaped(entry.path)): \(VisibleText.escaped(entry.reason))\n"
        }
        for leftover in leftoverTemporaries {
            out +=
                removedLeftovers
                ? "removed leftover temporary file \(VisibleText.escaped(leftover))\n"
                : "warning: leftover temporary file \(VisibleText.escaped(leftover)) (an interrupted write; "
                    + "check --update removes it)\n"
        }
        for pending in pendingGoldens {
            let path = VisibleText.escaped(pending)
            out +=
                "warning: pending golden \(path) left behind (accept or reject it with: "
                + "scrollsim review \(ShellQuote.quote(path)))\n"
        }
        let label = unreferencedPolicy == .fail ? "error" : "warning"
        for golden in unreferencedGoldens {
            out += "\(label): unreferenced golden \(VisibleText.escaped(golden))\n"
        }
        if results.isEmpty && skipped.isEmpty {
            out += "warning: no traces found (a trace is a .json file with a top-level \"scrollsim\" key)\n"
        }
        return out + summary + "\n"
    }

    /// What the text report says about one trace (nothing when it passed).
    ///
    /// `  artifacts: DIR/x.actual.log, …` (or why they could not be written), when asked for.
    static func artifacts(of result: TraceResult) -> String {
        if let error = result.artifactsError { return "  artifacts: cannot write: \(error)\n" }
        if result.artifacts.isEmpty { return "" }
        return "  artifacts: \(result.artifacts.map(VisibleText.escaped).joined(separator: ", "))\n"
    }

    /// The changed lines other than `didScroll`, indented under the summary, or `none`.
    package static func changedLines(_ changes: ChangedLines, color: Bool) -> String {
        guard !changes.isEmpty else { return "  changed lines other than didScroll: none\n" }
        var out = "  changed lines other than didScroll (- golden, + actual):\n"
        out += UnifiedDiff.rendered(changes.lines, color: color, indent: "  ")
        if changes.omittedCount > 0 { out += "  ... \(changes.omittedCount) more changed lines not shown\n" }
        return out
    }

    /// `  pending golden: traces/x.log.new (…)` when `--update pending` wrote one (or could not).
    static func pending(of result: TraceResult) -> String {
        if let error = result.pendingError { return "  pending golden: cannot write: \(error)\n" }
        guard let pending = result.pending else { return "" }
        let path = VisibleText.escaped(pending)
        if pending == PendingGolden.path(ofGolden: result.goldenPath) {
            return "  pending golden: \(path) (accept or reject it with: scrollsim review \(ShellQuote.quote(path)))\n"
        }
        // In a CI run's artifacts folder: `FOLDER/<trace path without .json>.log.new`.
        let golden = VisibleText.escaped(result.goldenPath)
        let inside = CheckArtifacts.relative(result.tracePath) + ".log" + PendingGolden.suffix
        var folder = pending.hasSuffix(inside) ? String(pending.dropLast(inside.count)) : pending
        if folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return "  pending golden: \(path) (for \(golden): download the folder and, where this check ran, run: "
            + "scrollsim review --from \(ShellQuote.quote(VisibleText.escaped(folder))))\n"
    }

    /// `removed stale pending golden traces/x.log.new` when `--update` removed one.
    static func removedPending(of result: TraceResult) -> String {
        result.removedPending.map { "removed stale pending golden \(VisibleText.escaped($0))\n" } ?? ""
    }

    static func describe(_ result: TraceResult, color: Bool) -> String {
        // Paths come from the file system: their control characters are shown, never sent.
        let trace = VisibleText.escaped(result.tracePath), golden = VisibleText.escaped(result.goldenPath)
        switch result.outcome {
        case .passed:
            return removedPending(of: result)
        case .mismatch(let diff, let summary, let changes):
            var out =
                "FAIL \(trace)\n" + summary.lines.map { "  \(VisibleText.escaped($0))\n" }.joined()
                + changedLines(changes, color: color) + pending(of: result) + artifacts(of: result)
            out += diff.rendered(color: color)
            if diff.omittedLineCount > 0 { out += "... \(diff.omittedLineCount) more diff lines not shown\n" }
            out += "full diff: scrollsim replay \(ShellQuote.quote(trace)) | diff -u \(ShellQuote.quote(golden)) -\n"
            return out + "\n"
        case .missingGolden:
            return "FAIL \(trace): no golden \(golden) (create it with: scrollsim check --update missing "
                + "\(ShellQuote.quote(trace)))\n" + pending(of: result) + artifacts(of: result)
        case .invalid(let message):
            return "ERROR \(trace): \(VisibleText.escaped(message))\n"
        case .updated:
            return "updated \(golden)\n" + removedPending(of: result)
        case .created:
            return "created \(golden)\n" + removedPending(of: result)
        case .writeFailed(let message):
            return "ERROR \(trace): cannot write golden: \(message)\n"
        }
    }
}
