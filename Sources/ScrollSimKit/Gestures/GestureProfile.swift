/// How a `drag` moves between its two points over its duration.
///
/// A `fling` is always ``linear``, so its release velocity is exactly the one it names.
public enum GestureProfile: String, CaseIterable, Sendable {
    /// Constant velocity (the default).
    case linear
    /// Fast at first, slowing to a stop at the end point: Core Animation's `easeOut` curve.
    ///
    /// Control points 0, 0, 0.58, 1 (Apple's `CAMediaTimingFunctionName.easeOut` documentation): a hand that settles on
    /// its target.
    case easeOut
    /// Slow, fast, slow: Core Animation's `easeInEaseOut` curve (0.42, 0, 0.58, 1), a deliberate
    /// human drag.
    case easeInOut

    /// The timing curve that maps time progress to distance progress.
    public var curve: TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        }
    }
}
