/// Why a recording cannot become a trace.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No touch was recorded.
    case noTouches
    /// No scroll view was under the first touch.
    case noScrollView
    /// A recorded value is outside what trace format 1 accepts (a zero-sized scroll view, say).
    ///
    /// Carries the trace decoder's one-line message.
    case invalidTrace(String)

    /// One line.
    public var description: String {
        switch self {
        case .noTouches: return "the recording has no touches"
        case .noScrollView: return "no scroll view was under the first touch"
        case .invalidTrace(let message): return "the recording is not a valid trace: \(message)"
        }
    }
}
