// `check --artifacts DIR`: what a CI job keeps of each failing trace.
import ScrollSimPlot
import ScrollSimSupport

/// Writes the artifacts of a failing trace: its actual log, overlay plot, summary and page.
///
/// Writes, for a failing trace `traces/x.json`, into `DIR/traces/x.*` (the trace's path inside
/// DIR, so names never collide): `x.actual.log` (the replay's text log, to diff or to accept as
/// the golden), when a golden exists `x.overlay.svg` (the golden's curves against the
/// actual's, read back from the text logs, with the failure summary under the plot) and
/// `x.summary.txt` (the summary), and when the renderer makes pages `x.view.html` (`scrollsim
/// view`'s page with the golden as its ghost). The overlay and the page draw the replay with one
/// line per `didScroll` call (`TraceRenderer.renderEveryCall`) whatever the trace's log mode, and
/// a golden's `didScroll` runs from those replayed calls where they agree, never as straight lines
/// between a run's ends. Each file is written atomically.
enum CheckArtifacts {
    /// What the artifacts may replay again: the trace's bytes and the renderer.
    struct Replay {
        /// The trace file's bytes.
        var trace: [UInt8]
        /// The check's renderer.
        var renderer: TraceRenderer
    }

    /// Writes the artifacts and returns their paths, in the order written.
    static func write(
        into folder: String, trace: String, golden: [UInt8]?, actual: [UInt8], summary: FailureSummary?,
        replay: Replay? = nil
    ) throws(FileSystem.Failure) -> [String] {
        let base = Self.base(in: folder, trace: trace)
        try createParent(of: base)
        var written: [String] = []
        func file(_ suffix: String, _ text: String) throws(FileSystem.Failure) {
            try FileSystem.writeAtomically(Array(text.utf8), to: base + suffix)
            written.append(base + suffix)
        }
        try file(".actual.log", String(decoding: actual, as: UTF8.self))
        // The log drawn: every call, when the renderer can give it and the actual log folded runs.
        var drawn = actual
        if let replay, let everyCall = replay.renderer.renderEveryCall,
            let log = try? everyCall(replay.trace)
        {
            drawn = Array(log.utf8)
        }
        if let golden, let summary {
            try file(
                ".overlay.svg", OverlayPlot.svg(golden: golden, actual: drawn, title: trace, summary: summary.lines))
            try file(".summary.txt", summary.lines.map { $0 + "\n" }.joined())
        }
        if let replay, let page = replay.renderer.page, let html = try? page(replay.trace, golden, trace) {
            try file(".view.html", html)
        }
        return written
    }

    /// Where the files of `trace` go in `folder`: `DIR/<trace path without .json>`.
    static func base(in folder: String, trace: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + relative(trace)
    }

    /// Creates the folders above `path`.
    static func createParent(of path: String) throws(FileSystem.Failure) {
        if let slash = path.lastIndex(of: "/") { try FileSystem.createFolders(String(path[..<slash])) }
    }

    /// The trace's path inside the artifacts folder, without `.json`.
    ///
    /// `.` and empty components dropped, `..` spelt `__`, so it never leaves the folder.
    static func relative(_ trace: String) -> String {
        let name = trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace
        return name.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "__" : String($0) }
            .joined(separator: "/")
    }
}
