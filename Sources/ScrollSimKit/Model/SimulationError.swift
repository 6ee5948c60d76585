/// A simulation could not finish.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// Something kept moving for longer than the limit after the last input.
    case didNotSettle(afterSeconds: Double)
    /// The display link ran for longer than the budget in total (many long motions in a row).
    case movedTooLong(totalSeconds: Double)

    /// One line for the user.
    public var description: String {
        switch self {
        case .didNotSettle(let seconds):
            return "the scene was still moving \(Int(saturating: seconds)) s after the last event"
                + " (a delegate that keeps starting animations?)"
        case .movedTooLong(let seconds):
            return "the scene moved for more than \(Int(saturating: seconds)) s in total"
                + " (the display link's budget for one simulation)"
        }
    }
}
