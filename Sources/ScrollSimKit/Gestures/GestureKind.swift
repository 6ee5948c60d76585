/// The kinds of gesture, by the name a trace's `"gesture"` key uses. The trace layer registers one
/// decoder per case (`GestureDecoders`), so adding a kind is this case, its `Gesture.Motion` case
/// and one decoder file.
public enum GestureKind: String, CaseIterable, Sendable {
    /// Press, move at constant (or eased) velocity to a point, optionally hold still, lift.
    case drag
    /// Press and move at a constant velocity, lifting while moving.
    case fling
    /// Press and lift without moving.
    case tap
    /// Piecewise-linear motion through timed points.
    case path

    /// The verb of an error that says the finger is still busy (`finger 0 is still dragging …`).
    public var progressiveVerb: String {
        switch self {
        case .drag: return "dragging"
        case .fling: return "flinging"
        case .tap: return "tapping"
        case .path: return "moving along its path"
        }
    }
}
