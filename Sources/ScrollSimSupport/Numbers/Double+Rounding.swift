import ScrollPhysics

// Rounding with plain IEEE arithmetic (`DeterministicMath.roundedToNearestEven`): no call into the
// C math library, so it links everywhere and behaves identically.
extension Double {
    /// This value rounded to the nearest integer, ties to even; non-finite values unchanged.
    @inlinable var roundedToNearestEven: Double { DeterministicMath.roundedToNearestEven(self) }

    /// Whether this value is finite and has no fraction.
    package var isIntegral: Bool {
        isFinite && roundedToNearestEven == self
    }

    /// This value as an `Int` when it is integral and in range, else `nil`.
    package var exactInt: Int? {
        guard isIntegral, self >= -0x1p63, self < 0x1p63 else { return nil }
        return Int(self)
    }
}
