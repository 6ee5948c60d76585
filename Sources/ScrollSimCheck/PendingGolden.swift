// Pending goldens: `check --update pending` writes a failing trace's log as `X.log.new`, and
// `scrollsim review` accepts (renames it over `X.log`) or rejects (deletes) each one.
import ScrollSimSupport

/// A pending golden `X.log.new` and the golden `X.log` it would replace.
///
/// The workflow follows `cargo insta` (insta.rs/docs/cli: a failing snapshot is written beside the
/// reference as `.snap.new`, and `cargo insta review` asks accept, reject or skip for each, with
/// `accept`/`reject` for all at once) and the record modes of swift-snapshot-testing (`.all`,
/// `.missing`, `.failed`, `.never`), which `--update all|missing` already follow; a pending file
/// is a record that waits for a decision. Accepting is one atomic rename (`FileSystem.replace`),
/// never over what is not a regular file; rejecting deletes the pending file only.
package struct PendingGolden: Sendable, Equatable {
    /// The pending file, `X.log.new`.
    package var path: String
    /// The golden it would replace, `X.log`: beside it, or where a CI artifact came from.
    package var goldenPath: String

    /// What a pending golden's name adds to its golden's.
    package static let suffix = ".new"

    /// The pending golden at `path` (which ends in `.log.new`), beside its golden.
    package init(path: String) {
        self.path = path
        goldenPath = String(path.dropLast(Self.suffix.count))
    }

    /// The pending golden at `path` for the golden at `goldenPath` (a CI artifact).
    package init(path: String, goldenPath: String) {
        self.path = path
        self.goldenPath = goldenPath
    }

    /// The pending file of `golden`: `X.log` → `X.log.new`.
    package static func path(ofGolden golden: String) -> String { golden + suffix }

    /// Renames the pending file over its golden, atomically.
    ///
    /// Across file systems, writes it atomically and removes the pending file.
    package func accept() throws(FileSystem.Failure) { try FileSystem.replace(goldenPath, with: path) }

    /// Deletes the pending file (only a regular file).
    package func reject() throws(FileSystem.Failure) {
        guard FileSystem.isRegularFileNotLink(path) else {
            throw FileSystem.Failure(path: path, reason: "not a regular file (refusing to delete it)")
        }
        guard FileSystem.removeFile(path) else { throw FileSystem.Failure(path: path, reason: "cannot delete it") }
    }

    /// The pending goldens under `paths`, sorted.
    ///
    /// A folder is searched as `check` searches it, a file `X.log.new` is itself, a golden `X.log` stands for its
    /// `X.log.new`.
    package static func find(paths: [String]) throws(CheckError) -> [PendingGolden] {
        var found: Set<String> = []
        for argument in paths {
            switch FileSystem.kind(of: argument) {
            case .directory?, .linkedDirectory?:
                found.formUnion(try TraceDiscovery.discover(paths: [argument]).pendingGoldens)
            case .file? where argument.hasSuffix(".log" + suffix):
                found.insert(argument)
            case .file? where argument.hasSuffix(".log") && FileSystem.kind(of: argument + suffix) == .file:
                found.insert(argument + suffix)
            case nil:
                throw .noSuchPath(argument)
            default:
                throw .notCheckable(argument, "not a pending golden (X.log.new), its golden or a folder")
            }
        }
        return found.sorted(by: PathOrder.precedes).map(PendingGolden.init(path:))
    }

    /// Writes `actual` as the pending golden of the failing `result`, atomically.
    ///
    /// Beside its golden, or under CI into the artifacts folder (`DIR/<trace path without .json>.log.new`).
    static func write(_ actual: [UInt8], for result: inout TraceResult, options: CheckOptions) {
        var path = Self.path(ofGolden: result.goldenPath)
        do {
            if options.continuousIntegration, let folder = options.artifactsFolder {
                path = CheckArtifacts.base(in: folder, trace: result.tracePath) + ".log" + suffix
                try CheckArtifacts.createParent(of: path)
            }
            try FileSystem.writeAtomically(actual, to: path)
            result.pending = path
        } catch {
            result.pendingError = error.description
        }
    }

    /// Removes the pending golden beside a trace that now matches or whose golden `--update` just wrote.
    ///
    /// Removes the pending golden beside a trace that now matches or whose golden `--update` just
    /// wrote: it is stale, and accepting it would undo the golden. Only under `--update`, never
    /// under CI, and only a regular file.
    static func removeStale(_ result: TraceResult, options: CheckOptions) -> TraceResult {
        guard options.update != nil, !options.continuousIntegration else { return result }
        let stale = path(ofGolden: result.goldenPath)
        guard FileSystem.isRegularFileNotLink(stale), FileSystem.removeFile(stale) else { return result }
        var result = result
        result.removedPending = stale
        return result
    }
}

extension PendingGolden {
    /// The bytes `review` showed: the pending file and its golden (nil when there was none yet).
    package struct Shown: Sendable, Equatable {
        /// The pending file's bytes.
        package var pending: [UInt8]
        /// The golden's bytes, nil when it did not exist.
        package var golden: [UInt8]?
    }

    /// Reads the pending file and its golden as they are now.
    package func read() throws(FileSystem.Failure) -> Shown {
        let new = try FileSystem.read(path)
        do {
            return Shown(pending: new, golden: try FileSystem.read(goldenPath))
        } catch {
            guard error.isNotFound else { throw error }
            return Shown(pending: new, golden: nil)
        }
    }

    /// Accepts only the exact bytes that were shown.
    ///
    /// Compares both files with `shown` just before the rename, and returns false (nothing renamed) when either changed
    /// since (a second `check --update pending`, an artifact sync), so the caller shows the new diff again.
    package func accept(ifUnchangedSince shown: Shown) throws(FileSystem.Failure) -> Bool {
        guard try read() == shown else { return false }
        try accept()
        return true
    }

    /// ``overview(of:color:lineLimit:)`` of the files as they are now.
    package func overview(color: Bool, lineLimit: Int = CheckOptions.defaultDiffLineLimit) throws(FileSystem.Failure)
        -> String
    {
        overview(of: try read(), color: color, lineLimit: lineLimit)
    }

    /// What `scrollsim review` shows before asking about a pending golden.
    ///
    /// What `scrollsim review` shows before asking: the pending file and its golden, then, as a
    /// failing check shows them, the summary, the changed lines other than `didScroll` and the diff
    /// with `didScroll` runs folded (golden `-`, pending `+`, each capped at `lineLimit`), and the
    /// command for the full diff. A pending golden with no golden yet is shown whole, as added lines.
    package func overview(of shown: Shown, color: Bool, lineLimit: Int = CheckOptions.defaultDiffLineLimit) -> String {
        let new = shown.pending
        let pending = VisibleText.escaped(path), golden = VisibleText.escaped(goldenPath)
        var out = "\(pending) → \(golden)\n"
        guard let old = shown.golden else {
            out += "  new golden: there is no \(golden) yet\n"
            let diff = UnifiedDiff.folded(golden: [], actual: new, goldenLabel: "/dev/null", lineLimit: lineLimit)
            return out + Self.body(diff, color: color) + "\n"
        }
        if old == new { return out + "  identical to the golden\n" }
        out += FailureSummary(golden: old, actual: new).lines.map { "  \(VisibleText.escaped($0))\n" }.joined()
        out += CheckReport.changedLines(ChangedLines(golden: old, actual: new, limit: lineLimit), color: color)
        let diff = UnifiedDiff.folded(golden: old, actual: new, goldenLabel: goldenPath, lineLimit: lineLimit)
        out += Self.body(diff, color: color)
        return out + "full diff: diff -u \(ShellQuote.quote(golden)) \(ShellQuote.quote(pending))\n"
    }

    private static func body(_ diff: UnifiedDiff, color: Bool) -> String {
        var out = diff.rendered(color: color)
        if diff.omittedLineCount > 0 { out += "... \(diff.omittedLineCount) more diff lines not shown\n" }
        return out
    }
}
