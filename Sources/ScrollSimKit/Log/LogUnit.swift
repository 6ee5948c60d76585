/// What a logged number measures.
///
/// The unit decides how the number is printed (its decimals, in `LogFormatter.decimals(for:)` of `ScrollSimTrace`), so
/// the model never chooses a precision.
///
/// Pick the unit the quantity is measured in; add a case only for a quantity none of these
/// describes, together with its precision in `LogFormatter.decimals(for:)`.
public enum LogUnit: String, CaseIterable, Sendable {
    /// A length or position in points (offsets, distances, frame edges).
    case points
    /// A velocity in points per millisecond: the unit `UIScrollViewDelegate` reports release velocities in.
    ///
    /// As in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    case ptPerMs
    /// A signed velocity in points per second: the unit of `UIPanGestureRecognizer.velocity(in:)`.
    case ptPerSecond
    /// A speed (the magnitude of a velocity, or a speed limit) in points per second, printed to 0.1 pt/s.
    ///
    /// As app code compares it against a threshold.
    case speed
    /// A duration or delay in seconds.
    case seconds
    /// A frequency in hertz (a spring's oscillation frequency).
    case hertz
    /// A dimensionless coefficient or rate.
    ///
    /// A deceleration rate, a rubber-band constant, a resistance, a spring's damping coefficient, a relative initial
    /// spring velocity.
    case factor
    /// A spring's damping ratio ζ (1 = critically damped).
    case dampingRatio
    /// A fraction of a whole, 0…1 (a progress between two detents).
    case fraction
}
