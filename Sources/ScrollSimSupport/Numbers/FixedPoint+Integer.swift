extension FixedPoint {
    /// The most bytes ``writeInteger(_:at:)`` writes: the sign and the 19 digits of `Int.min`.
    public static let integerMaxCount = 20

    /// Writes `value` in decimal as `String(value)` spells it (a minus sign, no leading zeros) and returns the end.
    ///
    /// The same digit writer as the fixed-point numbers: the length from the bit length, then two digits a step
    /// backwards from the table of pairs. O(digits).
    public static func writeInteger(_ value: Int, at destination: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        let magnitude = value.magnitude
        let digits = digitCount(UInt64(magnitude))
        var start = destination
        if value < 0 {
            start.initialize(to: UInt8(ascii: "-"))
            start += 1
        }
        let end = start + digits
        _ = writeDigits(UInt64(magnitude), count: digits, endingAt: end)
        return end
    }
}
