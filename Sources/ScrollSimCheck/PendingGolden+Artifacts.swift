// `scrollsim review --from DIR`: the pending goldens a CI run wrote into its artifacts folder,
// reviewed where the check ran, as if they lay beside their goldens.
import ScrollSimSupport

extension PendingGolden {
    /// The pending goldens in the artifacts folder `folder`, sorted, each paired with the golden it came from.
    ///
    /// `check --update pending --artifacts DIR` under CI writes `DIR/<trace path without .json>.log.new`; its golden is
    /// `<trace path without .json>.log`, relative to the current folder, which must be the one the check ran in (the
    /// trace `<…>.json` must be there).
    ///
    /// Refused, naming the file: a trace the check reached through `..` (spelt `__` in the folder,
    /// which cannot tell it from a folder named `__`), and a pending golden whose trace is not here.
    /// O(files under `folder`).
    package static func find(inArtifacts folder: String) throws(CheckError) -> [PendingGolden] {
        switch FileSystem.kind(of: folder) {
        case .directory?, .linkedDirectory?: break
        case nil: throw .noSuchPath(folder)
        default: throw .notCheckable(folder, "not a folder (--from takes the artifacts folder of a CI run)")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [PendingGolden] = []
        for path in try TraceDiscovery.discover(paths: [folder]).pendingGoldens {
            let inside = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            let golden = String(inside.dropLast(suffix.count))
            if golden.split(separator: "/").contains("__") {
                throw .notReviewableHere(
                    path, "its trace was checked through '..' (spelt '__'); move it beside its golden by hand")
            }
            let trace = String(golden.dropLast(".log".count)) + ".json"
            guard FileSystem.kind(of: trace) == .file else {
                throw .notReviewableHere(
                    path, "there is no trace \(VisibleText.escaped(trace)) here; run review in the folder check ran in")
            }
            found.append(PendingGolden(path: path, goldenPath: golden))
        }
        return found
    }
}
