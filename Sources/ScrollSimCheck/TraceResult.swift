// The outcome of checking one trace against its golden.

/// What checking one trace found (and, under `--update`, did).
package struct TraceResult: Sendable {
    /// The outcome of one trace.
    package enum Outcome: Sendable, Equatable {
        /// The log is byte-identical to the golden.
        case passed
        /// The log differs from the golden.
        ///
        /// The summary and the changed lines other than `didScroll` are printed first, then the diff from golden to
        /// actual with `didScroll` runs folded (`UnifiedDiff.folded`).
        case mismatch(UnifiedDiff, summary: FailureSummary, changes: ChangedLines)
        /// There is no golden beside the trace.
        case missingGolden
        /// The trace (or its golden) could not be read or replayed; one-line reason.
        case invalid(String)
        /// `--update` rewrote a golden that differed.
        case updated
        /// `--update` created a golden that was missing.
        case created
        /// `--update` could not write the golden; one-line reason.
        case writeFailed(String)
    }

    /// The trace's path, for example `traces/fling.json`.
    package var tracePath: String
    /// Its golden's path, for example `traces/fling.log`.
    package var goldenPath: String
    /// What was found.
    package var outcome: Outcome
    /// The files `--artifacts` wrote for this trace, in the order written.
    package var artifacts: [String] = []
    /// Why `--artifacts` could not write them, one line.
    package var artifactsError: String?
    /// The pending golden `--update pending` wrote for this failing trace.
    package var pending: String?
    /// Why `--update pending` could not write it, one line.
    package var pendingError: String?
    /// A stale pending golden `--update` removed (the trace now matches, or its golden was written).
    package var removedPending: String?

    /// Creates a result.
    package init(tracePath: String, goldenPath: String, outcome: Outcome) {
        self.tracePath = tracePath
        self.goldenPath = goldenPath
        self.outcome = outcome
    }

    /// True when this trace makes the check fail (exit status 1).
    package var isFailure: Bool {
        switch outcome {
        case .passed, .updated, .created: return false
        case .mismatch, .missingGolden, .invalid, .writeFailed: return true
        }
    }

    /// True for a trace that could not be checked at all (a JUnit `<error>`).
    package var isError: Bool {
        switch outcome {
        case .invalid, .writeFailed: return true
        case .passed, .updated, .created, .mismatch, .missingGolden: return false
        }
    }
}
