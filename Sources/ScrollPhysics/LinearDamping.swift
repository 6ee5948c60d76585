/// Free motion slowed by a force proportional to the velocity: `dv/dt = −k·v`.
///
/// So `v(t) = v0·e^(−k·t)` and `x(t) = x0 + v0·(1 − e^(−k·t))/k`.
///
/// This models `UIDynamicItemBehavior.resistance` ("linear resistance", [Seed-DynamicsScroll];
/// [Blog-Holko] uses resistance 2): UIKit Dynamics runs on
/// Box2D, whose `linearDamping` multiplies the velocity by `1/(1 + h·k)` each step, the implicit
/// Euler step of this equation. **Choice**: the continuous solution, so positions do not depend on
/// the step size; the per-step form differs by less than 2 % of the travel at 60 Hz and k = 2.
public struct LinearDamping: Equatable, Sendable {
    /// The resistance k (1/s); 0 means no damping.
    public var resistance: Double

    /// Creates the damping.
    ///
    /// - Parameter resistance: The resistance k, per second; 0 means no damping.
    public init(resistance: Double) {
        precondition(resistance >= 0, "resistance is not negative")
        self.resistance = resistance
    }

    /// Position and velocity `time` seconds after starting at `x0` with velocity `v0`.
    ///
    /// O(1).
    ///
    /// - Parameters:
    ///   - x0: The starting position, in points.
    ///   - v0: The starting velocity, in points per second.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The position, in points, and the velocity, in points per second.
    public func state(position x0: Double, velocity v0: Double, at time: Double) -> (position: Double, velocity: Double)
    {
        guard resistance > 0 else { return (x0 + v0 * time, v0) }
        let decay = DeterministicMath.exp(-resistance * time)
        return (x0 + v0 * (1 - decay) / resistance, v0 * decay)
    }

    /// The time at which the motion from `x0` with `v0` reaches `position`, or nil if it stops before.
    ///
    /// The time at which the motion from `x0` with `v0` reaches `position`, or nil if it stops
    /// before (solves `1 − e^(−k·t) = k·(position − x0)/v0`). O(1).
    ///
    /// - Parameters:
    ///   - position: The position to reach, in points.
    ///   - x0: The starting position, in points.
    ///   - v0: The starting velocity, in points per second.
    /// - Returns: The time to reach `position`, in seconds, or nil when the motion stops before it.
    public func time(toReach position: Double, from x0: Double, velocity v0: Double) -> Double? {
        let distance = position - x0
        guard v0 != 0, distance * v0 >= 0 else { return distance == 0 ? 0 : nil }
        guard resistance > 0 else { return distance / v0 }
        let remaining = 1 - resistance * distance / v0
        guard remaining > 0 else { return nil }
        return -DeterministicMath.log(remaining) / resistance
    }

    /// Where the motion stops: `x0 + v0/k` (infinite without resistance).
    ///
    /// - Parameters:
    ///   - x0: The starting position, in points.
    ///   - v0: The starting velocity, in points per second.
    /// - Returns: The resting position, in points.
    public func restingPosition(from x0: Double, velocity v0: Double) -> Double {
        resistance > 0 ? x0 + v0 / resistance : (v0 == 0 ? x0 : v0 * .infinity)
    }
}
