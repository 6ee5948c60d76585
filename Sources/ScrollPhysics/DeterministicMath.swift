/// Elementary functions computed with IEEE-754 `+ − × ÷` and exact bit operations only.
///
/// The platform's libm (`exp`, `log`, `pow`, `cos`) is not correctly rounded and differs by an ulp
/// between glibc, Apple's libm and the Windows CRT (numpy #10010, dotnet #42747).
/// UIScrollView's physics is built on `rate^t`, so a one-ulp difference can flip a pixel-rounded offset and break a
/// golden log on another platform. These implementations use fixed range reductions and polynomials, so every platform
/// computes the same bits. Accuracy is within a few ulp of the true value, which is far below the pixel grid.
public enum DeterministicMath {
    /// ln 2 split so that `k·ln2High` is exact for |k| < 2^20 (Cody–Waite reduction).
    @usableFromInline static let ln2High: Double = 6.93147180369123816490e-01
    @usableFromInline static let ln2Low: Double = 1.90821492927058770002e-10
    @usableFromInline static let log2e: Double = 1.44269504088896338700e+00

    /// `x` rounded to the nearest integer, ties to even; non-finite values unchanged, the sign kept (−0.3 gives −0).
    ///
    /// With `nearestInteger(ofMagnitude:)`, the one place the package rounds to an integer without the C math library
    /// (`rint`, `floor` and `round` are calls there, and not linked on every platform without Foundation). Complexity
    /// O(1).
    ///
    /// - Parameter x: The value to round.
    /// - Returns: The nearest integer, ties to even.
    @inlinable public static func roundedToNearestEven(_ x: Double) -> Double {
        let rounded = nearestInteger(ofMagnitude: x.magnitude)
        return x.sign == .minus ? -rounded : rounded
    }

    /// The integer nearest to `magnitude` (≥ 0 or NaN), ties to even; 2⁵² and more, infinity and NaN unchanged.
    ///
    /// Adding and subtracting 2⁵² rounds away every fraction bit under IEEE round-to-nearest-even, which is exactly the
    /// wanted rounding; magnitudes of 2⁵² and more are already integers. Complexity O(1).
    ///
    /// - Parameter magnitude: The value to round, not negative (or NaN).
    /// - Returns: The nearest integer, ties to even.
    @inlinable public static func nearestInteger(ofMagnitude magnitude: Double) -> Double {
        guard magnitude < 0x1p52 else { return magnitude }
        return (magnitude + 0x1p52) - 0x1p52
    }

    /// The exponential function e^x.
    ///
    /// Complexity O(1).
    ///
    /// - Parameter x: The exponent.
    /// - Returns: e raised to `x`.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x * log2e).rounded(.toNearestOrEven)
        let r = (x - k * ln2High) - k * ln2Low // |r| ≤ ln2/2
        // Taylor series of e^r to degree 14 in Horner form: truncation error < 1e-19 on |r| ≤ 0.347.
        var p = 1.0 / 87178291200.0 // 1/14!
        p = p * r + 1.0 / 6227020800.0 // 1/13!
        p = p * r + 1.0 / 479001600.0
        p = p * r + 1.0 / 39916800.0
        p = p * r + 1.0 / 3628800.0
        p = p * r + 1.0 / 362880.0
        p = p * r + 1.0 / 40320.0
        p = p * r + 1.0 / 5040.0
        p = p * r + 1.0 / 720.0
        p = p * r + 1.0 / 120.0
        p = p * r + 1.0 / 24.0
        p = p * r + 1.0 / 6.0
        p = p * r + 0.5
        p = p * r + 1.0
        p = p * r + 1.0
        return scaleByPowerOfTwo(p, Int(k))
    }

    /// Natural logarithm.
    ///
    /// Returns `-infinity` for 0 and NaN for negative input. Complexity O(1).
    ///
    /// - Parameter x: The argument, not negative.
    /// - Returns: The natural logarithm of `x`.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        var exponent = Double(x.exponent)
        var m = x.significand // [1, 2), exact
        if m > 1.4142135623730951 {
            m *= 0.5
            exponent += 1
        }
        // ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.1716.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var p = 1.0 / 23.0
        p = p * s2 + 1.0 / 21.0
        p = p * s2 + 1.0 / 19.0
        p = p * s2 + 1.0 / 17.0
        p = p * s2 + 1.0 / 15.0
        p = p * s2 + 1.0 / 13.0
        p = p * s2 + 1.0 / 11.0
        p = p * s2 + 1.0 / 9.0
        p = p * s2 + 1.0 / 7.0
        p = p * s2 + 1.0 / 5.0
        p = p * s2 + 1.0 / 3.0
        p = p * s2 + 1.0
        let lnM = 2 * s * p
        return (exponent * ln2High + lnM) + exponent * ln2Low
    }

    /// `base^exponent` for a positive base, as `exp(exponent·ln base)`.
    ///
    /// Complexity O(1).
    ///
    /// - Parameters:
    ///   - base: The base, greater than 0.
    ///   - exponent: The exponent.
    /// - Returns: `base` raised to `exponent`.
    public static func pow(_ base: Double, _ exponent: Double) -> Double {
        if exponent == 0 { return 1 }
        if base == 1 { return 1 }
        precondition(base > 0, "DeterministicMath.pow is only defined for a positive base")
        return exp(exponent * log(base))
    }

    /// π split in three parts for exact argument reduction of moderate arguments.
    @usableFromInline static let halfPiHigh: Double = 1.57079632673412561417e+00
    @usableFromInline static let halfPiMid: Double = 6.07710050650619224932e-11
    @usableFromInline static let halfPiLow: Double = 2.02226624879595063154e-21
    @usableFromInline static let twoOverPi: Double = 6.36619772367581382433e-01

    /// Sine of `x` radians.
    ///
    /// Accurate for |x| < 2^20. Complexity O(1).
    ///
    /// - Parameter x: The angle, in radians.
    /// - Returns: The sine of `x`.
    public static func sin(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant & 3 {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// Cosine of `x` radians.
    ///
    /// Accurate for |x| < 2^20. Complexity O(1).
    ///
    /// - Parameter x: The angle, in radians.
    /// - Returns: The cosine of `x`.
    public static func cos(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant & 3 {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// Reduces `x` to `x − k·π/2` and the quadrant `k mod 4`.
    ///
    /// Non-finite `x` gives NaN (as libm does). From 2^30 on, `x` is first taken modulo the `Double` nearest 2π (an
    /// exact operation, so still the same bits everywhere): not the true sine of such an argument, but a value in
    /// [−1, 1].
    static func reduce(_ x: Double) -> (Double, Int) {
        guard x.isFinite else { return (.nan, 0) }
        let x = abs(x) < 0x1p30 ? x : x.truncatingRemainder(dividingBy: 2 * Double.pi)
        let k = (x * twoOverPi).rounded(.toNearestOrEven)
        let r = ((x - k * halfPiHigh) - k * halfPiMid) - k * halfPiLow
        return (r, Int(k.truncatingRemainder(dividingBy: 4)))
    }

    /// sin on |r| ≤ π/4: odd Taylor series to r^19 (error < 1e-19).
    static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var p = -1.0 / 121645100408832000.0 // −1/19!
        p = p * r2 + 1.0 / 355687428096000.0 // 1/17!
        p = p * r2 - 1.0 / 1307674368000.0
        p = p * r2 + 1.0 / 6227020800.0
        p = p * r2 - 1.0 / 39916800.0
        p = p * r2 + 1.0 / 362880.0
        p = p * r2 - 1.0 / 5040.0
        p = p * r2 + 1.0 / 120.0
        p = p * r2 - 1.0 / 6.0
        return r + r * r2 * p
    }

    /// cos on |r| ≤ π/4: even Taylor series to r^20 (error < 1e-19).
    static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var p = 1.0 / 2432902008176640000.0 // 1/20!
        p = p * r2 - 1.0 / 6402373705728000.0
        p = p * r2 + 1.0 / 20922789888000.0
        p = p * r2 - 1.0 / 87178291200.0
        p = p * r2 + 1.0 / 479001600.0
        p = p * r2 - 1.0 / 3628800.0
        p = p * r2 + 1.0 / 40320.0
        p = p * r2 - 1.0 / 720.0
        p = p * r2 + 1.0 / 24.0
        p = p * r2 - 0.5
        return 1 + r2 * p
    }

    /// x·2^n computed exactly by constructing the power of two from its bits.
    ///
    /// Two steps keep subnormal and near-overflow results exact or correctly rounded.
    static func scaleByPowerOfTwo(_ x: Double, _ n: Int) -> Double {
        if n > 1000 {
            return x * Double(sign: .plus, exponent: 1000, significand: 1)
                * Double(sign: .plus, exponent: n - 1000, significand: 1)
        }
        if n < -1000 {
            return x * Double(sign: .plus, exponent: -1000, significand: 1)
                * Double(sign: .plus, exponent: n + 1000, significand: 1)
        }
        return x * Double(sign: .plus, exponent: n, significand: 1)
    }
}
