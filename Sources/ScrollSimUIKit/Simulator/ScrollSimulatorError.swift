/// Why the simulator could not do what it was asked.
///
/// `description` is one line naming the place.
public enum ScrollSimulatorError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A trace file could not be read: its path and the system's reason (`No such file or directory`).
    case file(path: String, reason: String)
    /// A trace file is not a valid trace (its path and the decoder's error).
    case trace(path: String, ReplayError)
    /// A trace's call names a view the simulator does not have (a scroll view for
    /// `setContentOffset`, any view for `set`).
    case unknownView(path: String, event: Int, id: String, known: [String])
    /// A trace's call goes to the first scroll view, and the simulator has none.
    case noScrollView(path: String, event: Int)
    /// A gesture cannot be performed (the member at fault and what it must be).
    case gesture(GestureError)
    /// The scene did not come to rest.
    case simulation(SimulationError)

    /// The one-line message.
    public var description: String {
        switch self {
        case let .file(path, reason): return "\(path): \(reason)"
        case let .trace(path, error): return "\(path): \(error)"
        case let .unknownView(path, event, id, known):
            let expected = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "\(path): events[\(event)].view: no view \"\(id)\" in the simulator (expected \(expected))"
        case let .noScrollView(path, event):
            return "\(path): events[\(event)]: the call needs a scroll view, and the simulator has none"
        case .gesture(let error): return "gesture: \(error)"
        case .simulation(let error): return error.description
        }
    }
}
