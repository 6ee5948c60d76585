import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace

/// One trace the shrinker asks about: the document, its bytes and, computed once on first use,
/// its replay's text log. A predicate reads what it needs; nothing is computed twice.
public final class ShrinkCandidate {
    /// The candidate trace.
    public let document: TraceDocument
    /// The plug-ins the replay may name.
    public let plugins: PluginRegistry
    private var cachedBytes: [UInt8]?
    private var cachedLog: Result<String, ReplayError>?
    private var cachedLinesBeforeFailure = ""

    /// A candidate for `document`, replayed with `plugins` when its log is asked for.
    public init(document: TraceDocument, plugins: PluginRegistry = .builtIn) {
        self.document = document
        self.plugins = plugins
    }

    /// The trace file's bytes (``TraceDocument/bytes``).
    public var bytes: [UInt8] {
        if let cachedBytes { return cachedBytes }
        let bytes = document.bytes
        cachedBytes = bytes
        return bytes
    }

    /// The replay's text log (every `didScroll`, as the trace asks), or the replay's error when
    /// the candidate is not a valid trace or does not settle.
    public var log: Result<String, ReplayError> {
        if let cachedLog { return cachedLog }
        let result: Result<String, ReplayError>
        var writer: LogWriter?
        do {
            let reader = try TraceReader(bytes: bytes, plugins: plugins)
            let lines = LogFormat.text.writer(didScroll: reader.header.log.didScroll)
            writer = lines
            try Replay.replay(reader, into: lines)
            result = .success(lines.output)
        } catch {
            result = .failure(error)
            cachedLinesBeforeFailure = writer?.output ?? ""
        }
        cachedLog = result
        return result
    }

    /// For a replay that stopped (``log`` is a failure), the log lines written before it did (empty
    /// when the trace was refused before its first line); empty for one that finished.
    public var linesBeforeFailure: String {
        _ = log
        return cachedLinesBeforeFailure
    }
}
