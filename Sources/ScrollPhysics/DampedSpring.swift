/// A damped harmonic oscillator in closed form: `x'' + 2ζω·x' + ω²·x = 0`.
///
/// `x` is the displacement from the rest position (points) and time is in seconds.
///
/// Sources: the textbook solution of the linear second-order ODE (under-, critically and
/// over-damped cases); the parametrisations below are each cited where they are defined. Used for
/// `UIView` spring animations, FloatingPanel's settle spring and UIKit Dynamics'
/// `UIAttachmentBehavior` [Seed-DynamicsScroll]. Evaluated in closed form at any time, so a trajectory sampled
/// at display frames never accumulates integration error, and it uses `DeterministicMath` only.
public struct DampedSpring: Equatable, Sendable {
    /// Undamped angular frequency ω (rad/s).
    public var angularFrequency: Double
    /// Damping ratio ζ: below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double

    /// `|ζ − 1|` below this is treated as critical damping (the two closed forms meet there).
    public static let criticalTolerance = 1e-9

    /// Creates a spring from ω (rad/s) and ζ.
    ///
    /// - Parameters:
    ///   - angularFrequency: The undamped angular frequency ω, in radians per second.
    ///   - dampingRatio: The damping ratio ζ (1 is critical damping).
    public init(angularFrequency: Double, dampingRatio: Double) {
        precondition(angularFrequency > 0 && dampingRatio >= 0, "a spring needs ω > 0 and ζ ≥ 0")
        self.angularFrequency = angularFrequency
        self.dampingRatio = dampingRatio
    }

    /// Box2D's soft-joint parametrisation used by `UIAttachmentBehavior`: ω = 2π·f, mass-independent.
    ///
    /// `frequency` is in Hz, `damping` a ratio [Box2D `b2DistanceJointDef.frequencyHz`, `dampingRatio`; UIKit Dynamics
    /// is built on Box2D].
    ///
    /// - Parameters:
    ///   - frequency: The undamped frequency f, in hertz.
    ///   - dampingRatio: The damping ratio ζ (1 is critical damping).
    public init(frequency: Double, dampingRatio: Double) {
        self.init(angularFrequency: 2 * Double.pi * frequency, dampingRatio: dampingRatio)
    }

    /// The "response" parametrisation: the undamped period (s), ω = 2π/response.
    ///
    /// From [WWDC18-803] "Designing Fluid Interfaces" and [Repo-FloatingPanel]'s `springResponseTime`.
    ///
    /// - Parameters:
    ///   - response: The undamped period, in seconds.
    ///   - dampingRatio: The damping ratio ζ (1 is critical damping).
    public init(response: Double, dampingRatio: Double) {
        self.init(angularFrequency: 2 * Double.pi / response, dampingRatio: dampingRatio)
    }

    /// The same spring with an extra linear velocity damping `resistance` (1/s) acting together with it.
    ///
    /// The same spring with an extra linear velocity damping `resistance` (1/s) acting together
    /// with it (a `UIDynamicItemBehavior` resistance next to an attachment, [Seed-DynamicsScroll]):
    /// `x'' + (2ζω + k)·x' + ω²x = 0`, i.e. ζ' = ζ + k/(2ω).
    ///
    /// - Parameter resistance: The extra linear velocity damping k, per second.
    /// - Returns: The combined spring, of damping ratio ζ + k/(2ω).
    public func addingLinearDamping(_ resistance: Double) -> DampedSpring {
        DampedSpring(
            angularFrequency: angularFrequency, dampingRatio: dampingRatio + resistance / (2 * angularFrequency))
    }

    /// Displacement and velocity at `time` seconds after starting from displacement `x0` with velocity `v0` (per
    /// second).
    ///
    /// Complexity O(1).
    ///
    /// - Parameters:
    ///   - x0: The starting displacement from the rest position, in points.
    ///   - v0: The starting velocity, in points per second.
    ///   - time: The time since the start, in seconds.
    /// - Returns: The displacement, in points, and the velocity, in points per second.
    public func state(displacement x0: Double, velocity v0: Double, at time: Double) -> (
        displacement: Double, velocity: Double
    ) {
        let omega = angularFrequency, zeta = dampingRatio, t = time
        // At the start the state is the initial one; once the envelope has underflowed to 0 the
        // spring is at rest. Both are exact, and they keep a very stiff spring (ω near 1e300, whose
        // coefficients overflow) from producing ∞ · 0 = NaN.
        if t == 0 { return (x0, v0) }
        if abs(zeta - 1) < Self.criticalTolerance {
            let decay = DeterministicMath.exp(-omega * t)
            if decay == 0 { return (0, 0) }
            let b = v0 + omega * x0
            return ((x0 + b * t) * decay, (v0 - omega * b * t) * decay)
        }
        if zeta < 1 {
            let a = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = DeterministicMath.exp(-a * t)
            if decay == 0 { return (0, 0) }
            let c = DeterministicMath.cos(omegaD * t), s = DeterministicMath.sin(omegaD * t)
            let b = (v0 + a * x0) / omegaD
            return ((x0 * c + b * s) * decay, (v0 * c - (a * b + x0 * omegaD) * s) * decay)
        }
        // Overdamped: the roots −ω(ζ ∓ √(ζ²−1)). The slow one is computed as −ω/(ζ + √(ζ²−1)),
        // which does not cancel for a large ζ, and √(ζ²−1) is ζ itself where ζ² would overflow (a
        // tiny ω with resistance k gives ζ near 1e300; the fast root is then −k, as it should be).
        let z = min(zeta, .greatestFiniteMagnitude)
        let root = z < 0x1p500 ? (z * z - 1).squareRoot() : z
        let r1 = -omega / (z + root), r2 = -omega * z - omega * root
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        let e1 = DeterministicMath.exp(r1 * t), e2 = DeterministicMath.exp(r2 * t)
        if e1 == 0 { return (0, 0) }
        return (c1 * e1 + c2 * e2, r1 * c1 * e1 + r2 * c2 * e2)
    }

    /// True when a motion at (`displacement`, `velocity`) has no visible motion left.
    ///
    /// True when a motion at (`displacement`, `velocity`) has no visible motion left: the
    /// displacement and the distance the velocity could still carry (`|v|/ω`) are both below
    /// `tolerance` points. **Choice** (sources give no rule for UIKit's springs): callers pass half
    /// a pixel.
    ///
    /// - Parameters:
    ///   - displacement: The displacement from the rest position, in points.
    ///   - velocity: The velocity, in points per second.
    ///   - tolerance: The largest motion that is not visible, in points (callers pass half a pixel).
    /// - Returns: True when no visible motion is left.
    public func isSettled(displacement: Double, velocity: Double, tolerance: Double) -> Bool {
        abs(displacement) < tolerance && abs(velocity) / angularFrequency < tolerance
    }
}
