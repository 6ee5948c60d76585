/// The kinds of motion the gesture model expands (one per `Gesture.Motion` case).
///
/// The names a trace uses for them live with their decoders, the trace layer's gesture plug-ins.
public enum GestureKind: CaseIterable, Sendable {
    /// Press, move at constant (or eased) velocity to a point, optionally hold still, lift.
    case drag
    /// Press and move at a constant velocity, lifting while moving.
    case fling
    /// Press and lift without moving.
    case tap
    /// Piecewise-linear motion through timed points.
    case path
    /// Two fingers spreading or closing around a centre.
    case pinch

    /// The verb of an error that says the finger is still busy (`finger 0 is still dragging …`).
    public var progressiveVerb: String {
        switch self {
        case .drag: return "dragging"
        case .fling: return "flinging"
        case .tap: return "tapping"
        case .path: return "moving along its path"
        case .pinch: return "pinching"
        }
    }
}
