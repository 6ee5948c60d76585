/// A simulation could not finish.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// Something kept moving for longer than the limit after the last input.
    ///
    /// The last input was at `lastEventTime`, simulation seconds; `stillMoving` says what, when the client moving it
    /// can tell.
    case didNotSettle(afterSeconds: Double, lastEventTime: Double, stillMoving: StillMoving?)
    /// The display link ran for longer than the budget in total (many long motions in a row).
    case movedTooLong(totalSeconds: Double)

    /// One line for the user.
    public var description: String { description(namingLastEvent: "the last event") }

    /// One line for the user, naming the last input as `lastEvent`.
    ///
    /// A trace names it `events[12] (t 0.5 s)`; the plain description says `the last event`.
    ///
    /// - Parameter lastEvent: How to name the last input.
    /// - Returns: The description.
    public func description(namingLastEvent lastEvent: String) -> String {
        switch self {
        case let .didNotSettle(seconds, _, stillMoving):
            let moving = stillMoving.map { ": \($0)" } ?? ""
            return "the scene was still moving \(Int(saturating: seconds)) s after \(lastEvent)\(moving)"
        case .movedTooLong(let seconds):
            return "the scene moved for more than \(Int(saturating: seconds)) s in total"
                + " (the display link's budget for one simulation)"
        }
    }
}
