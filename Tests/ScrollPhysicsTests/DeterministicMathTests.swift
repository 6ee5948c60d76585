import Foundation
import ScrollPhysics
import Testing

/// Tests that the deterministic math kernels agree with the platform's libm to within a few ulp.
///
/// The deterministic kernels agree with the platform's libm to within a few ulp (they exist so every platform computes
/// the same bits; agreement with libm shows they compute the right value).
struct DeterministicMathTests {
    /// Relative tolerance: a few ulp of a Double.
    static let relativeTolerance = 4e-15

    static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= relativeTolerance * max(abs(a), abs(b), 1e-300)
    }

    @Test(arguments: [
        -745.0, -700.5, -20.123, -1, -1e-10, 0, 1e-12, 0.5, 0.6931471805599453, 1, 2.5, 10, 88.7, 300, 709.7,
    ])
    func exp(_ x: Double) {
        #expect(Self.close(DeterministicMath.exp(x), Foundation.exp(x)))
    }

    @Test(arguments: [1e-300, 1e-10, 0.01, 0.5, 0.985, 0.99, 0.998, 0.999, 1, 1.5, 2, 10, 1e10, 1.7e308])
    func log(_ x: Double) {
        #expect(
            Self.close(DeterministicMath.log(x), Foundation.log(x))
                || abs(DeterministicMath.log(x) - Foundation.log(x)) < 1e-16)
    }

    @Test(arguments: [(0.998, 16.6667), (0.998, 2157.0), (0.99, 690.9), (0.98802, 1000.0), (0.5, 0.5), (1.5, 3.0)])
    func pow(_ base: Double, _ exponent: Double) {
        let expected = Foundation.pow(base, exponent)
        #expect(abs(DeterministicMath.pow(base, exponent) - expected) <= 1e-13 * expected)
    }

    @Test(arguments: [
        -100.0, -3.14159, -1, -0.3, 0, 0.2, 0.7853981633974483, 1, 1.5707963267948966, 2, 3.141592653589793, 10,
        123.456,
    ])
    func sineAndCosine(_ x: Double) {
        #expect(abs(DeterministicMath.sin(x) - Foundation.sin(x)) < 1e-15)
        #expect(abs(DeterministicMath.cos(x) - Foundation.cos(x)) < 1e-15)
    }

    @Test func specialValues() {
        #expect(DeterministicMath.exp(800) == .infinity)
        #expect(DeterministicMath.exp(-800) == 0)
        #expect(DeterministicMath.log(0) == -.infinity)
        #expect(DeterministicMath.log(-1).isNaN)
        #expect(DeterministicMath.pow(0.998, 0) == 1)
    }
}
