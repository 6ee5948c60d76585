/// The unit in which the attachment reports `ScrollTargetBehaviorContext.velocity`: undocumented
/// by Apple, so switchable (see the context's note for the evidence behind the default).
public enum ScrollTargetVelocityUnit: String, CaseIterable, Sendable {
    /// Points per second (the default; unverified).
    case pointsPerSecond
    /// Points per millisecond, the unit of UIKit's `scrollViewWillEndDragging` velocity.
    case pointsPerMillisecond

    /// The factor from the model's points per millisecond.
    var perMillisecond: Double { self == .pointsPerSecond ? 1000 : 1 }

    /// The unit's symbol in log lines.
    public var symbol: String { self == .pointsPerSecond ? "pt/s" : "pt/ms" }
}

/// One call of a behaviour's `updateTarget`, as the attachment records and logs it.
public struct ScrollTargetUpdate: Equatable, Sendable {
    /// Why the engine asked.
    public enum Reason: String, Sendable {
        /// A drag ended (the lift).
        case gestureEnded
        /// The view's size changed at rest.
        case sizeChanged
    }

    /// Why the engine asked.
    public var reason: Reason
    /// The target offset proposed to the behaviour.
    public var before: CGPoint
    /// The target offset the behaviour's answer stands for.
    public var after: CGPoint
    /// The context's velocity, in `unit`.
    public var velocity: CGVector
    /// The velocity's unit.
    public var unit: ScrollTargetVelocityUnit
}
