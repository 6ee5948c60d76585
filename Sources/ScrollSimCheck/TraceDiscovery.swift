// Finding the traces, skipped paths and unreferenced goldens under the PATH arguments.
import ScrollSimSupport

/// The files a check looks at, found from its PATH arguments.
///
/// Rules: a folder is searched recursively (names starting with `.` are not entered; symbolic
/// links to folders are followed, each folder once; what cannot be read is reported as skipped;
/// `.X.tmp-PID-N` leftovers of interrupted writes whose PID no longer runs are collected); in it, every `X.json` is a
/// candidate trace, kept when its
/// content is a trace or when a golden `X.log` is beside it (then a broken trace is
/// reported, not silently ignored). A file named explicitly is always checked when it is a
/// `.json`; an explicit `X.log` stands for its trace `X.json` when that exists; any other
/// explicit file is skipped. An `X.log` found in a folder with no `X.json` beside it is an
/// unreferenced golden; an `X.log.new` is a pending golden (`check --update pending`).
struct TraceDiscovery {
    /// A file to check.
    struct Candidate {
        /// The trace's path, as built from the PATH argument.
        var path: String
        /// True when named on the command line or with a golden beside it.
        ///
        /// Such a file is checked (and reported if broken) even when its content does not look like a trace.
        var forced: Bool
    }

    /// Candidates, sorted by path, each once.
    var candidates: [Candidate] = []
    /// Explicit paths that are not traces, with the reason, sorted by path.
    var skipped: [(path: String, reason: String)] = []
    /// Goldens with no trace beside them, sorted by path.
    var unreferencedGoldens: [String] = []
    /// Temporary files an interrupted atomic write left behind (`.X.log.tmp-PID-N`), sorted.
    var leftoverTemporaries: [String] = []
    /// Pending goldens (`X.log.new`, written by `check --update pending`), sorted.
    var pendingGoldens: [String] = []

    /// Keeps only the candidates and unreferenced goldens whose path passes `isIncluded`.
    mutating func keep(_ isIncluded: (String) -> Bool) {
        candidates.removeAll { !isIncluded($0.path) }
        unreferencedGoldens.removeAll { !isIncluded($0) }
        pendingGoldens.removeAll { !isIncluded($0) }
    }

    /// Keeps only what belongs to `shard`.
    ///
    /// Candidates and skipped paths by their path, unreferenced goldens by the path of the trace they name.
    mutating func keep(_ shard: CheckShard) {
        candidates.removeAll { !shard.contains($0.path) }
        skipped.removeAll { !shard.contains($0.path) }
        unreferencedGoldens.removeAll { !shard.contains(Self.tracePath(ofGolden: $0)) }
        leftoverTemporaries.removeAll { !shard.contains($0) }
        pendingGoldens.removeAll { !shard.contains(Self.tracePath(ofGolden: String($0.dropLast(4)))) }
    }

    /// The golden's path of a trace: `X.json` → `X.log`.
    static func goldenPath(ofTrace path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".log"
    }

    /// The trace's path of a golden: `X.log` → `X.json`.
    static func tracePath(ofGolden path: String) -> String {
        String(path.dropLast(4)) + ".json"
    }

    /// Finds everything under `paths`; throws when one names nothing.
    static func discover(paths: [String]) throws(CheckError) -> TraceDiscovery {
        var explicit: Set<String> = [], found: Set<String> = [], goldens: Set<String> = []
        var skipped: [String: String] = [:]
        var walk = Walk()
        for argument in paths {
            let path = normalized(argument)
            switch FileSystem.kind(of: path) {
            case nil:
                throw .noSuchPath(argument)
            case .directory?, .linkedDirectory?:
                walk.visit(path)
            case .other?:
                throw .notCheckable(argument, "not a regular file or a folder")
            case .file?:
                if path.hasSuffix(".json") {
                    explicit.insert(path)
                } else if path.hasSuffix(".log"), FileSystem.kind(of: tracePath(ofGolden: path)) == .file {
                    explicit.insert(tracePath(ofGolden: path))
                } else {
                    skipped[path] = "not a trace (expected a .json file)"
                }
            }
        }
        found.formUnion(walk.jsonFiles)
        goldens.formUnion(walk.goldens)
        skipped.merge(walk.skipped) { first, _ in first }
        var discovery = TraceDiscovery()
        discovery.leftoverTemporaries = walk.leftovers.sorted(by: PathOrder.precedes)
        discovery.pendingGoldens = walk.pending.sorted(by: PathOrder.precedes)
        let all = explicit.union(found)
        discovery.candidates = all.sorted(by: PathOrder.precedes).map {
            Candidate(path: $0, forced: explicit.contains($0) || goldens.contains(goldenPath(ofTrace: $0)))
        }
        discovery.skipped = skipped.sorted { PathOrder.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
        discovery.unreferencedGoldens = goldens.filter { !all.contains(tracePath(ofGolden: $0)) }
            .sorted(by: PathOrder.precedes)
        return discovery
    }

    /// `traces/` → `traces`; `/` stays `/`.
    private static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// A recursive search of folders that follows links, enters each folder once and records what it skips.
    ///
    /// Symbolic links to folders are followed, each folder is entered once (by device and inode, so a link back up
    /// cannot loop), and whatever cannot be searched is recorded as skipped with its reason rather than passed over in
    /// silence.
    struct Walk {
        var jsonFiles: Set<String> = [], goldens: Set<String> = [], leftovers: Set<String> = []
        var pending: Set<String> = []
        var skipped: [String: String] = [:]
        private var visited: Set<[UInt64]> = []

        mutating func visit(_ folder: String) {
            guard let identity = FileSystem.identity(of: folder), visited.insert(identity).inserted else {
                skipped[folder] = "a link to a folder already searched"
                return
            }
            let names: [String]
            do { names = try FileSystem.list(folder) } catch {
                skipped[folder] = "cannot read the folder: \(error.reason)"
                return
            }
            for name in names {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if name.hasPrefix(".") {
                    if TraceDiscovery.isLeftoverTemporary(name), !TraceDiscovery.writerIsRunning(name) {
                        leftovers.insert(path)
                    }
                    continue
                }
                switch FileSystem.kind(of: path) {
                case .directory?, .linkedDirectory?:
                    visit(path)
                case .file?:
                    if name.hasSuffix(".json") { jsonFiles.insert(path) }
                    if name.hasSuffix(".log") { goldens.insert(path) }
                    if name.hasSuffix(".log.new") { pending.insert(path) }
                case .other?:
                    if name.hasSuffix(".json") { skipped[path] = "not a regular file" }
                case nil:
                    skipped[path] = "cannot be read (a dangling link, or a name that is not UTF-8)"
                }
            }
        }
    }

    /// Whether `name` is the temporary file of an atomic write (`FileSystem.AtomicFile`):
    /// `.X.tmp-PID-RANDOM`.
    static func isLeftoverTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.ranges(of: ".tmp-").last else { return false }
        let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// Whether the process that named the temporary file `name` still runs.
    ///
    /// Whether the process that named the temporary file `name` (`.X.tmp-PID-RANDOM`) still runs:
    /// its file is then a write in progress, not a leftover, and is neither reported nor removed
    /// (`check --update` once removed a concurrent `replay -o`'s file). `kill(PID, 0)` sends no
    /// signal and fails with `ESRCH` only when no such process exists (POSIX `kill(2)`); `EPERM`
    /// means it exists under another user. A PID that was reused since keeps a stale file until
    /// that process ends: the safe side.
    static func writerIsRunning(_ name: String) -> Bool {
        guard let range = name.ranges(of: ".tmp-").last,
            let digits = name[range.upperBound...].split(separator: "-").first,
            let pid = Int32(digits), pid > 0
        else { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
