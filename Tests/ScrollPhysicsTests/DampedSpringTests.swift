import ScrollPhysics
import Testing

/// The closed-form spring against a fine numeric integration of the same ODE, the three damping
/// regimes, and the parametrisations.
struct DampedSpringTests {
    /// RK4 at 0.05 ms is exact to ~1e-9 pt over a second; the closed forms must agree closely.
    static let integrationTolerance = 1e-6
    /// Just off critical damping the closed forms must meet the critical one.
    static let continuityTolerance = 1e-4

    /// Fourth-order Runge–Kutta of x'' = −2ζωx' − ω²x.
    static func integrate(_ spring: DampedSpring, x0: Double, v0: Double, until t: Double) -> (Double, Double) {
        let h = 0.00005
        let steps = Int((t / h).rounded())
        let w = spring.angularFrequency, z = spring.dampingRatio
        func a(_ x: Double, _ v: Double) -> Double { -2 * z * w * v - w * w * x }
        var x = x0, v = v0
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test(arguments: [
        // (ω, ζ, x0, v0, t): under-, critically and over-damped, with and without initial velocity.
        (15.708, 0.576, -300.0, -2000.0, 0.25), (15.708, 0.576, 120, 0, 0.6), (10, 1, -235, -625, 0.3),
        (12.566, 1.0796, 0, 2124, 0.2), (12.566, 1.0796, -146, -500, 0.5), (20, 3, 50, 100, 0.1),
    ])
    func closedFormMatchesIntegration(_ omega: Double, _ zeta: Double, _ x0: Double, _ v0: Double, _ t: Double) {
        let spring = DampedSpring(angularFrequency: omega, dampingRatio: zeta)
        let exact = spring.state(displacement: x0, velocity: v0, at: t)
        let numeric = Self.integrate(spring, x0: x0, v0: v0, until: t)
        #expect(abs(exact.displacement - numeric.0) < Self.integrationTolerance * max(1, abs(x0) + abs(v0)))
        #expect(abs(exact.velocity - numeric.1) < Self.integrationTolerance * max(1, abs(x0) + abs(v0)) * omega)
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func startsAtTheInitialState(_ zeta: Double) {
        let state = DampedSpring(angularFrequency: 10, dampingRatio: zeta).state(
            displacement: -80, velocity: 400, at: 0)
        #expect(abs(state.displacement + 80) < 1e-12)
        #expect(abs(state.velocity - 400) < 1e-9)
    }

    @Test(arguments: [1 - 1e-7, 1 + 1e-7])
    func regimesMeetAtCriticalDamping(_ zeta: Double) {
        let near = DampedSpring(angularFrequency: 10, dampingRatio: zeta).state(
            displacement: 100, velocity: -300, at: 0.2)
        let critical = DampedSpring(angularFrequency: 10, dampingRatio: 1).state(
            displacement: 100, velocity: -300, at: 0.2)
        #expect(abs(near.displacement - critical.displacement) < Self.continuityTolerance)
    }

    @Test func parametrisations() {
        #expect(abs(DampedSpring(frequency: 2, dampingRatio: 1).angularFrequency - 4 * Double.pi) < 1e-12)
        #expect(abs(DampedSpring(response: 0.4, dampingRatio: 1).angularFrequency - 5 * Double.pi) < 1e-12)
        // [Seed-DynamicsScroll]: resistance 2 next to a 2 Hz, damping-1 attachment: ζ' = 1 + 2/(2·4π).
        let combined = DampedSpring(frequency: 2, dampingRatio: 1).addingLinearDamping(2)
        #expect(abs(combined.dampingRatio - (1 + 1 / (4 * Double.pi))) < 1e-12)
    }

    @Test func settlesWithinHalfAPixel() {
        let spring = DampedSpring(angularFrequency: 10, dampingRatio: 1)
        #expect(!spring.isSettled(displacement: 0.2, velocity: 5, tolerance: 1.0 / 6))
        #expect(spring.isSettled(displacement: 0.1, velocity: 1, tolerance: 1.0 / 6))
    }
}

/// `dv/dt = −k·v`: closed form, crossing times, resting position.
struct LinearDampingTests {
    /// Closed forms evaluated twice must agree to rounding.
    static let tolerance = 1e-9

    @Test(arguments: [(2.0, 0.0, 1000.0, 0.5), (2, 100, -600, 1.2), (0.5, 0, 300, 2), (0, 10, 50, 3)])
    func stateFollowsTheExponential(_ k: Double, _ x0: Double, _ v0: Double, _ t: Double) {
        let damping = LinearDamping(resistance: k)
        let state = damping.state(position: x0, velocity: v0, at: t)
        let decay = k == 0 ? 1 : DeterministicMath.exp(-k * t)
        #expect(abs(state.velocity - v0 * decay) < Self.tolerance * abs(v0))
        let expected = k == 0 ? x0 + v0 * t : x0 + v0 * (1 - decay) / k
        #expect(abs(state.position - expected) < Self.tolerance * max(1, abs(expected)))
    }

    @Test func crossingTimeReachesThePosition() throws {
        let damping = LinearDamping(resistance: 2)
        let t = try #require(damping.time(toReach: 1348, from: 1000, velocity: 2500))
        #expect(abs(damping.state(position: 1000, velocity: 2500, at: t).position - 1348) < 1e-6)
        #expect(damping.time(toReach: 1348, from: 1000, velocity: 500) == nil) // stops at 1250
        #expect(damping.time(toReach: 0, from: 100, velocity: 500) == nil) // wrong direction
        #expect(damping.restingPosition(from: 1000, velocity: 500) == 1250)
    }
}
