import ScrollPhysics
import Testing

/// Arguments far outside the accurate range must not trap.
struct DeterministicMathRangeTests {
    @Test(arguments: [1e20, -1e20, 1e300, -1.7e308])
    func hugeArgumentsGiveAValueInRange(_ x: Double) {
        #expect(abs(DeterministicMath.sin(x)) <= 1 && abs(DeterministicMath.cos(x)) <= 1)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteArgumentsGiveNaN(_ x: Double) {
        #expect(DeterministicMath.sin(x).isNaN && DeterministicMath.cos(x).isNaN)
    }
}
