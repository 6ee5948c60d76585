/// Maps animation time progress u ∈ [0, 1] to value progress.
public enum TimingCurve: Equatable, Sendable {
    /// Constant velocity.
    case linear
    /// `(1 − cos πu)/2`: the curve measured for `setContentOffset(_:animated:)`.
    ///
    /// "Cosine ease-in-out over 0.3 s" [Repo-OpenUIKit]. Apple's doc wording "constant velocity" is contradicted by
    /// that measurement ([Apple-setContentOffset], [Repo-OpenUIKit]).
    case cosineEaseInOut
    /// A Core Animation cubic Bézier timing function through (0,0), (x1,y1), (x2,y2), (1,1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// `kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1), UIView's default animation curve.
    ///
    /// See [Apple-CAMediaTimingFunction].
    public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionEaseIn` (0.42, 0, 1, 1) [Apple-CAMediaTimingFunction].
    public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseOut` (0, 0, 0.58, 1) [Apple-CAMediaTimingFunction].
    public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// Value progress at time progress `u` (clamped to [0, 1]).
    ///
    /// Complexity O(1): a fixed number of Newton and bisection steps, so results are deterministic.
    ///
    /// - Parameter u: The fraction of the duration elapsed, from 0 to 1.
    /// - Returns: The fraction of the change made.
    public func progress(_ u: Double) -> Double {
        let t = min(max(u, 0), 1)
        switch self {
        case .linear:
            return t
        case .cosineEaseInOut:
            return (1 - DeterministicMath.cos(Double.pi * t)) / 2
        case let .cubicBezier(x1, y1, x2, y2):
            if t == 0 || t == 1 { return t }
            let s = Self.solve(x: t, x1: x1, x2: x2)
            return Self.bezier(s, y1, y2)
        }
    }

    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Finds the curve parameter whose x equals `x`: eight Newton steps, then bisection if needed.
    static func solve(x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = bezierSlope(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
