/// The decimal grids expanded samples are rounded to.
///
/// So `scrollsim expand` prints them with a few fixed decimals that read back as the very same `Double`s (a value
/// `k / 10ᵈ` computed in IEEE arithmetic is the correctly rounded decimal, which is what a JSON parser returns).
///
/// The on-device recorder rounds its re-based times to the same nanosecond grid.
///
/// Times go to 1 ns and computed locations to 10⁻⁶ pt: far below anything the model resolves
/// (a 1 ns error moves an 8 000 pt/s release velocity by 10⁻⁶ relative).
public enum GestureGrid {
    /// 10⁹: sample times are whole nanoseconds.
    public static let timeScale: Double = 1e9
    /// 10⁶: computed locations are whole micro-points.
    public static let locationScale: Double = 1e6

    /// `seconds` rounded to the nanosecond (ties to even).
    ///
    /// O(1).
    ///
    /// - Parameter seconds: The time, in seconds.
    /// - Returns: The rounded time, in seconds.
    public static func time(_ seconds: Double) -> Double {
        snap(seconds, scale: timeScale)
    }

    /// `point` rounded to the micro-point on both axes.
    ///
    /// O(1).
    ///
    /// - Parameter point: The location, in points.
    /// - Returns: The rounded location, in points.
    public static func location(_ point: Point) -> Point {
        Point(x: snap(point.x, scale: locationScale), y: snap(point.y, scale: locationScale))
    }

    private static func snap(_ value: Double, scale: Double) -> Double {
        let scaled = value * scale
        // Beyond 2⁵³ a Double holds no fraction to round; such values stay as they are.
        guard scaled.magnitude < 0x1p53 else { return value }
        let result = scaled.rounded(.toNearestOrEven) / scale
        return result == 0 ? 0 : result
    }
}
