/// How `didScroll` calls are printed in the text log.
public enum DidScrollLogging: String, CaseIterable, Sendable {
    /// One line per call (the default; every golden of the corpus).
    case every
    /// One line per uninterrupted run of one view's calls (see `DidScrollRun`).
    case runs
}

/// The trace's `"log"` object: how its text log is printed. The model runs the same either way.
public struct LogOptions: Equatable, Sendable {
    /// `"didScroll"`: `"every"` (default) or `"runs"`.
    public var didScroll: DidScrollLogging

    /// Creates options.
    public init(didScroll: DidScrollLogging = .every) {
        self.didScroll = didScroll
    }
}

extension Trace {
    /// Decodes the optional `"log"` object: `{"didScroll": "every" | "runs"}`.
    static func decodeLog(_ reader: ObjectReader?) throws(TraceDecodingError) -> LogOptions {
        guard var reader else { return LogOptions() }
        let options = LogOptions(
            didScroll: try reader.optionalEnumeration("didScroll", as: DidScrollLogging.self) ?? .every)
        try reader.finish()
        return options
    }
}
