extension FixedPoint {
    /// `value` with the fewest fraction digits (0…9) that read back as exactly `value`.
    ///
    /// `value` with the fewest fraction digits (0…9) that read back as exactly `value`:
    /// `0.42`, `751.666667`, `120`; never `-0`. A value that needs more than nine decimals (none
    /// that a gesture expansion produces; only a hand-written one) falls back to Swift's shortest
    /// round-trip form (`1e-10`), which is valid JSON and platform-independent. Used where a number
    /// written out must be read back unchanged (`scrollsim expand`) and for times in messages.
    /// `value` must be finite. O(1).
    package static func shortest(_ value: Double) -> String {
        precondition(value.isFinite, "only finite numbers are written")
        for decimals in decimalsRange {
            let scale = power(decimals)
            let scaled = (value * scale).roundedToNearestEven
            // k / 10ᵈ in IEEE arithmetic is the correctly rounded decimal k·10⁻ᵈ, which is what
            // any correct parser (including scrollsim's) reads back from the printed digits.
            if scaled.magnitude < 0x1p53, scaled / scale == value { return format(value, decimals: decimals) }
        }
        return value.description
    }

    /// 10^`decimals`, exact for 0…9.
    private static func power(_ decimals: Int) -> Double {
        var result = 1.0
        for _ in 0..<decimals { result *= 10 }
        return result
    }
}
