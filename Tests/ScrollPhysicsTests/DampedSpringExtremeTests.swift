import ScrollPhysics
import Testing

/// Springs at the ends of the ranges a trace may give: never NaN.
struct DampedSpringExtremeTests {
    /// A 1e-300 Hz attachment with resistance 2 (`dynamicsScroll`) has ζ ≈ 1.6e299.
    ///
    /// A 1e-300 Hz attachment with resistance 2 (`dynamicsScroll`) has ζ ≈ 1.6e299: ζ² overflowed
    /// and the roots became NaN. The slow root is now about 0: the spring barely pulls.
    @Test func nearlyZeroFrequencyWithResistanceStaysFinite() {
        let spring = DampedSpring(frequency: 1e-300, dampingRatio: 1).addingLinearDamping(2)
        let state = spring.state(displacement: -40, velocity: 300, at: 1.5)
        #expect(state.displacement.isFinite && state.velocity.isFinite)
        #expect(abs(state.displacement - (-40 + 300.0 / 2 * (1 - DeterministicMath.exp(-3)))) < 1e-9)
    }

    /// ω ≈ 6e300 (`springResponse` 1e-300): at rest after any positive time, the initial state at 0.
    @Test(arguments: [0.5, 1.0, 1.5])
    func nearlyInfiniteStiffnessIsAtRestAtOnce(dampingRatio: Double) {
        let spring = DampedSpring(response: 1e-300, dampingRatio: dampingRatio)
        #expect(spring.state(displacement: 300, velocity: -4000, at: 0.016) == (0, 0))
        #expect(spring.state(displacement: 300, velocity: -4000, at: 0) == (300, -4000))
    }
}
