import ScrollSimLog

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
