/// How quickly a fling slows down: the factor the velocity is multiplied by once per millisecond.
///
/// `.normal` = 0.998 and `.fast` = 0.99 ([Apple-DecelerationRate]; NSLog of
/// `UIScrollView.decelerationRate` printed 0.998000 / 0.990000; confirmed by [UIKitCore-RE] and by
/// the measured fits of [Repo-OpenUIKit]: "0.998/ms exact, v(t) fits all four flicks 750–4875 pt/s").
/// `UIScrollView` stores only these two: its `setDecelerationRate:` keeps `.fast` for any rate below
/// 0.994 and `.normal` for any other (``storedByUIKit``; [UIScrollView26-Decompile]: `v3 =
/// dbl_18A6837B0[decelerationRate < 0.994]`, and [SO-DecelerationRateReadBack]'s logs: 0.7 reads back
/// 0.990000, 0.995 reads back 0.998000). Other rates exist for scrollers that are not a
/// `UIScrollView` (a sheet's projection rate, a behaviour's own glide).
public struct DecelerationRate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The per-millisecond velocity factor, in (0, 1).
    public let rawValue: Double

    /// Creates a rate from its per-millisecond factor.
    ///
    /// Precondition: 0 < rawValue < 1 (the trace layer validates user input before it gets here).
    ///
    /// - Parameter rawValue: The velocity factor per millisecond, between 0 and 1.
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate lies in (0, 1)")
        self.rawValue = rawValue
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The rate below which `UIScrollView` stores `.fast` (0.994), see ``storedByUIKit``.
    public static let uiKitFastThreshold = 0.994

    /// The rate a `UIScrollView` stores when set to this one: `.fast` below 0.994, else `.normal`.
    public var storedByUIKit: DecelerationRate {
        rawValue < Self.uiKitFastThreshold ? .fast : .normal
    }

    /// `r/(1 − r)`, in ms: the distance a unit velocity (1 pt/ms) covers before it has decayed.
    ///
    /// Sums UIKit's per-millisecond geometric series (499 ms at `.normal`, 99 ms at `.fast`).
    public var geometricSum: Double { rawValue / (1 - rawValue) }

    /// The natural logarithm of the per-millisecond factor r (per ms), negative.
    ///
    /// Computed deterministically.
    public var logarithm: Double { DeterministicMath.log(rawValue) }

    /// `r^milliseconds`, the velocity remaining after the given time.
    ///
    /// - Parameter milliseconds: The time elapsed, in milliseconds.
    /// - Returns: The fraction of the velocity left.
    public func decay(afterMilliseconds milliseconds: Double) -> Double {
        DeterministicMath.pow(rawValue, milliseconds)
    }

    /// `normal`, `fast`, or the raw value.
    public var description: String {
        if self == .normal { return "normal" }
        if self == .fast { return "fast" }
        return "\(rawValue)"
    }
}
