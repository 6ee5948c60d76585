extension Int {
    /// Creates an integer from `value` rounded toward zero and clamped, a `Double` → `Int` conversion that cannot trap.
    ///
    /// `value` rounded toward zero and clamped to ±2⁶², NaN giving 0: a `Double` → `Int`
    /// conversion that cannot trap, for values computed from user input (row numbers, step and
    /// sample counts, seconds in messages). Exact for every integral `value` within ±2⁵³. O(1).
    ///
    /// - Parameter value: The number to convert.
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int(value.clamped(to: -0x1p62...0x1p62))
    }
}

extension Double {
    /// This value limited to `range`.
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
