import ScrollSimLog

/// The trace's `"log"` object: how its text log is printed.
///
/// The model runs the same either way.
public struct LogOptions: Equatable, Sendable {
    /// `"didScroll"`: `"every"` (default) or `"runs"`.
    public var didScroll: DidScrollLogging
    /// `"scrollPhases"`: log SwiftUI's `ScrollPhase` changes as `scrollPhase` lines (default false).
    public var scrollPhases: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - didScroll: Which `didScroll` calls the text log writes (default: every one).
    ///   - scrollPhases: Whether the log writes SwiftUI's `ScrollPhase` changes as `scrollPhase` lines (default:
    ///     false).
    public init(didScroll: DidScrollLogging = .every, scrollPhases: Bool = false) {
        self.didScroll = didScroll
        self.scrollPhases = scrollPhases
    }
}

extension Trace {
    /// Decodes the optional `"log"` object: `{"didScroll": "every" | "runs", "scrollPhases": Bool}`.
    static func decodeLog(_ reader: ObjectReader?) throws(TraceDecodingError) -> LogOptions {
        guard var reader else { return LogOptions() }
        let options = LogOptions(
            didScroll: try reader.optionalEnumeration(TraceKeys.Log.didScroll, as: DidScrollLogging.self) ?? .every,
            scrollPhases: try reader.optionalBool(TraceKeys.Log.scrollPhases) ?? false)
        try reader.finish()
        return options
    }
}
