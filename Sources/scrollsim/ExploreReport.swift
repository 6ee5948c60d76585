// What `scrollsim explore` prints and writes.
import ScrollSimExplore
@_spi(ScrollSimInternal) import ScrollSimSupport

/// The summary line, the finding's lines, and the three files of a counterexample.
enum ExploreReport {
    /// `explore: 300 runs, 1234 events, 456.789 s simulated, nothing found (invariants: …)`.
    static func summary(_ summary: ExploreSummary, seed: UInt64) -> String {
        "explore: seed \(seed), \(summary.runs) runs, \(summary.events) events, "
            + "\(FixedPoint.format(summary.simulatedSeconds, decimals: 3)) s simulated, nothing found "
            + (summary.unreplayed > 0 ? "(\(summary.unreplayed) that did not replay dropped) " : "")
            + "(invariants checked: \(summary.invariants.isEmpty ? "none" : summary.invariants.joined(separator: ", ")))\n"
    }

    /// The finding: the invariant, the run, the files.
    static func finding(_ finding: ExploreFinding, summary: ExploreSummary, seed: UInt64, folder: String) -> String {
        let base = path(folder, "counterexample-\(finding.run)")
        return "explore: seed \(seed), run \(finding.run) of \(summary.runs) broke \(finding.violation.invariant)\n"
            + "  \(finding.violation.line)\n"
            + "  shrunk from \(finding.original.events.count) to \(finding.counterexample.events.count) events "
            + "(\(finding.shrinkTries) candidates tried)\n"
            + "  wrote \(base).json, \(base).log, \(base).txt\n"
    }

    /// Writes `counterexample-N.json`, `.log` and `.txt` (the one-line reason) into `folder`.
    ///
    /// It creates the folder if needed, and writes each file atomically.
    static func write(_ finding: ExploreFinding, to folder: String) throws(FileSystem.Failure) {
        try FileSystem.createFolders(folder)
        let base = path(folder, "counterexample-\(finding.run)")
        try FileSystem.writeAtomically(finding.counterexample.bytes, to: base + ".json")
        try FileSystem.writeAtomically(Array(finding.log.utf8), to: base + ".log")
        try FileSystem.writeAtomically(Array((finding.violation.line + "\n").utf8), to: base + ".txt")
    }

    static func path(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
