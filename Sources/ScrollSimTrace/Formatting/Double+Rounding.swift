// Rounding with plain IEEE arithmetic. `Double.rounded(_:)` calls into the C math library
// (`rint`, `round`, …), which the package does not link on every platform without Foundation;
// these helpers need only addition, so they link everywhere and behave identically.
extension Double {
    /// This value rounded to the nearest integer, ties to even; non-finite values unchanged.
    ///
    /// Adding and subtracting 2⁵² rounds away every fraction bit under IEEE round-to-nearest-even,
    /// which is exactly the wanted rounding; magnitudes of 2⁵² and more are already integers.
    var roundedToNearestEven: Double {
        let magnitude = self.magnitude
        guard magnitude < 0x1p52 else { return self }
        let rounded = (magnitude + 0x1p52) - 0x1p52
        return sign == .minus ? -rounded : rounded
    }

    /// Whether this value is finite and has no fraction.
    var isIntegral: Bool {
        isFinite && roundedToNearestEven == self
    }

    /// This value as an `Int` when it is integral and in range, else `nil`.
    var exactInt: Int? {
        guard isIntegral, self >= -0x1p63, self < 0x1p63 else { return nil }
        return Int(self)
    }
}
