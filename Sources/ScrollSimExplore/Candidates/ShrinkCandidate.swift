import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace

/// One trace the shrinker asks about: the document, its bytes and, computed once on first use, its replay's text log.
///
/// A predicate reads what it needs; nothing is computed twice.
package final class ShrinkCandidate {
    /// The candidate trace.
    package let document: TraceDocument
    /// The plug-ins the replay may name.
    package let plugins: PluginRegistry
    /// The header decoded once for documents with this one's members, when there is one.
    ///
    /// The replay then reads no bytes (``ReplayTemplate``).
    let template: ReplayTemplate?
    private var cachedBytes: [UInt8]?
    private var cachedLog: Result<[UInt8], ReplayError>?
    private var cachedText: Result<String, ReplayError>?
    private var cachedLinesBeforeFailure = ""

    /// A candidate for `document`, replayed with `plugins` when its log is asked for.
    package init(document: TraceDocument, plugins: PluginRegistry = .builtIn) {
        self.document = document
        self.plugins = plugins
        template = nil
    }

    /// A candidate for `document`, replayed through `template` when it has the template's members.
    ///
    /// Otherwise it is replayed from its bytes, as ``init(document:plugins:)``.
    package init(document: TraceDocument, template: ReplayTemplate?, plugins: PluginRegistry) {
        self.document = document
        self.plugins = plugins
        self.template = template
    }

    /// The trace file's bytes (``TraceDocument/bytes``).
    package var bytes: [UInt8] {
        if let cachedBytes { return cachedBytes }
        let bytes = document.bytes
        cachedBytes = bytes
        return bytes
    }

    /// The replay's text log, or the replay's error when the candidate is not a valid trace or does not settle.
    ///
    /// The log has every `didScroll`, as the trace asks.
    package var log: Result<String, ReplayError> {
        if let cachedText { return cachedText }
        let text = logBytes.map { String(decoding: $0, as: UTF8.self) }
        cachedText = text
        return text
    }

    /// ``log`` as its UTF-8 bytes, as the log writer left them (no string is made).
    package var logBytes: Result<[UInt8], ReplayError> {
        if let cachedLog { return cachedLog }
        if let template, let bytes = template.logBytes(of: document) {
            cachedLog = .success(bytes)
            return .success(bytes)
        }
        let result: Result<[UInt8], ReplayError>
        var writer: LogWriter?
        do {
            let reader = try TraceReader(bytes: bytes, plugins: plugins)
            let lines = LogFormat.text.writer(didScroll: reader.header.log.didScroll)
            writer = lines
            try Replay.replay(reader, into: lines)
            result = .success(lines.outputBytes)
        } catch {
            result = .failure(error)
            cachedLinesBeforeFailure = writer?.output ?? ""
        }
        cachedLog = result
        return result
    }

    /// The log lines a replay that stopped wrote before it did; empty for one that finished.
    ///
    /// For a replay that stopped (``log`` is a failure), the log lines written before it did (empty when the trace was
    /// refused before its first line); empty for one that finished.
    package var linesBeforeFailure: String {
        _ = logBytes
        return cachedLinesBeforeFailure
    }
}
