/// A touch phase, as in `UITouch.Phase`.
public enum TouchPhase: String, CaseIterable, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger stayed still (advances the clock only).
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
}
