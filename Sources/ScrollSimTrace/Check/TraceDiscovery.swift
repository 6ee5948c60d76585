// Finding the traces, skipped paths and unreferenced goldens under the PATH arguments.

/// The files a check looks at, found from its PATH arguments.
///
/// Rules: a folder is searched recursively (names starting with `.` and symbolic links to
/// folders are not entered); in it, every `X.json` is a candidate trace, kept when its
/// content is a trace or when a golden `X.log` is beside it (then a broken trace is
/// reported, not silently ignored). A file named explicitly is always checked when it is a
/// `.json`; an explicit `X.log` stands for its trace `X.json` when that exists; any other
/// explicit file is skipped. An `X.log` found in a folder with no `X.json` beside it is an
/// unreferenced golden.
struct TraceDiscovery {
    /// A file to check.
    struct Candidate {
        /// The trace's path, as built from the PATH argument.
        var path: String
        /// True when named on the command line or with a golden beside it: checked (and
        /// reported if broken) even when its content does not look like a trace.
        var forced: Bool
    }

    /// Candidates, sorted by path, each once.
    var candidates: [Candidate] = []
    /// Explicit paths that are not traces, with the reason, sorted by path.
    var skipped: [(path: String, reason: String)] = []
    /// Goldens with no trace beside them, sorted by path.
    var unreferencedGoldens: [String] = []

    /// Keeps only the candidates and unreferenced goldens whose path passes `isIncluded`.
    mutating func keep(_ isIncluded: (String) -> Bool) {
        candidates.removeAll { !isIncluded($0.path) }
        unreferencedGoldens.removeAll { !isIncluded($0) }
    }

    /// Keeps only what belongs to `shard`: candidates and skipped paths by their path, unreferenced
    /// goldens by the path of the trace they name.
    mutating func keep(_ shard: CheckShard) {
        candidates.removeAll { !shard.contains($0.path) }
        skipped.removeAll { !shard.contains($0.path) }
        unreferencedGoldens.removeAll { !shard.contains(Self.tracePath(ofGolden: $0)) }
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
        for argument in paths {
            let path = normalized(argument)
            switch FileSystem.kind(of: path) {
            case nil:
                throw .noSuchPath(argument)
            case .directory?, .linkedDirectory?:
                walk(path, jsonFiles: &found, goldens: &goldens)
            case .other?:
                skipped[path] = "not a regular file"
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
        var discovery = TraceDiscovery()
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

    private static func walk(_ folder: String, jsonFiles: inout Set<String>, goldens: inout Set<String>) {
        // An unreadable sub-folder holds nothing we can check; it is passed over.
        guard let names = try? FileSystem.list(folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            switch FileSystem.kind(of: path) {
            case .directory?:
                walk(path, jsonFiles: &jsonFiles, goldens: &goldens)
            case .file?:
                if name.hasSuffix(".json") { jsonFiles.insert(path) }
                if name.hasSuffix(".log") { goldens.insert(path) }
            default:
                break
            }
        }
    }
}
