import ScrollSimJSON
import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Why a trace could not be replayed.
///
/// Carries the lower layer's error; `description` is one short line naming the place (`events[12].t: …`, or
/// `LINE:COLUMN: …` for broken JSON) and what was expected.
public enum ReplayError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bytes are not valid JSON.
    case syntax(JSONSyntaxError)
    /// The JSON is not a valid trace (format 1).
    case invalidTrace(TraceDecodingError)
    /// The replayed scene did not come to rest after `lastEvent` (an index into the file's
    /// `events`, when known).
    case simulation(SimulationError, lastEvent: Int?)
    /// The input could not be read, or was larger than allowed.
    case input(JSONStreamError)

    /// The one-line message.
    public var description: String {
        switch self {
        case .syntax(let error): return error.description
        case .invalidTrace(let error): return error.description
        case let .simulation(error, lastEvent?):
            guard case .didNotSettle(_, let time, _) = error else { return error.description }
            return error.description(namingLastEvent: "events[\(lastEvent)] (t \(FixedPoint.shortest(time)) s)")
        case .simulation(let error, nil): return error.description
        case .input(let error): return error.description
        }
    }
}
