/// The allowed range of a number read by ``ValueReader`` / ``ObjectReader``, with its wording for messages.
///
/// `.closed(1, 4)` reads "a number from 1 to 4", `.positive` reads "a number greater than 0".
///
/// Each end is optional and either inclusive or exclusive; ``any`` accepts every finite number.
public struct NumberBounds: Equatable, Sendable {
    /// One end of the range.
    public struct Bound: Equatable, Sendable {
        /// The limit value.
        public let value: Double
        /// Whether `value` itself is allowed.
        public let inclusive: Bool
    }

    /// The smallest allowed value, or `nil` for no lower limit.
    public let lower: Bound?
    /// The largest allowed value, or `nil` for no upper limit.
    public let upper: Bound?

    /// Creates bounds from optional ends.
    ///
    /// - Parameters:
    ///   - lower: The lower end, or nil for none.
    ///   - upper: The upper end, or nil for none.
    public init(lower: Bound?, upper: Bound?) {
        self.lower = lower
        self.upper = upper
    }

    /// Every finite number.
    public static let any = NumberBounds(lower: nil, upper: nil)
    /// Greater than 0 ("> 0").
    public static let positive = greaterThan(0)
    /// 0 or more.
    public static let nonNegative = atLeast(0)

    /// `low ≤ x ≤ high`: "a number from LOW to HIGH".
    ///
    /// - Parameters:
    ///   - low: The smallest value allowed.
    ///   - high: The largest value allowed.
    /// - Returns: The closed range's bounds.
    public static func closed(_ low: Double, _ high: Double) -> NumberBounds {
        NumberBounds(lower: Bound(value: low, inclusive: true), upper: Bound(value: high, inclusive: true))
    }

    /// `low ≤ x < high`: "a number of at least LOW and less than HIGH".
    ///
    /// - Parameters:
    ///   - low: The smallest value allowed.
    ///   - high: The value every number must be less than.
    /// - Returns: The half-open range's bounds.
    public static func halfOpen(_ low: Double, _ high: Double) -> NumberBounds {
        NumberBounds(lower: Bound(value: low, inclusive: true), upper: Bound(value: high, inclusive: false))
    }

    /// `x ≥ low`: "a number of at least LOW".
    ///
    /// - Parameter low: The smallest value allowed.
    /// - Returns: Bounds with a lower end only.
    public static func atLeast(_ low: Double) -> NumberBounds {
        NumberBounds(lower: Bound(value: low, inclusive: true), upper: nil)
    }

    /// `x > low`: "a number greater than LOW".
    ///
    /// - Parameter low: The value every number must exceed.
    /// - Returns: Bounds with an exclusive lower end only.
    public static func greaterThan(_ low: Double) -> NumberBounds {
        NumberBounds(lower: Bound(value: low, inclusive: false), upper: nil)
    }

    /// `low < x ≤ high`: "a number greater than LOW and at most HIGH".
    ///
    /// - Parameters:
    ///   - low: The value every number must exceed.
    ///   - high: The largest value allowed.
    /// - Returns: Bounds with an exclusive lower end and an inclusive upper end.
    public static func greaterThan(_ low: Double, atMost high: Double) -> NumberBounds {
        NumberBounds(lower: Bound(value: low, inclusive: false), upper: Bound(value: high, inclusive: true))
    }

    /// `x ≤ high`: "a number of at most HIGH".
    ///
    /// - Parameter high: The largest value allowed.
    /// - Returns: Bounds with an upper end only.
    public static func atMost(_ high: Double) -> NumberBounds {
        NumberBounds(lower: nil, upper: Bound(value: high, inclusive: true))
    }

    /// `x < high`: "a number less than HIGH".
    ///
    /// - Parameter high: The value every number must be less than.
    /// - Returns: Bounds with an exclusive upper end only.
    public static func lessThan(_ high: Double) -> NumberBounds {
        NumberBounds(lower: nil, upper: Bound(value: high, inclusive: false))
    }

    /// Whether `value` lies within the bounds.
    ///
    /// - Parameter value: The number to test.
    /// - Returns: True when `value` satisfies both ends.
    public func contains(_ value: Double) -> Bool {
        if let lower, value < lower.value || (!lower.inclusive && value == lower.value) { return false }
        if let upper, value > upper.value || (!upper.inclusive && value == upper.value) { return false }
        return true
    }

    /// The expectation in words after "expected", such as `a number from 1 to 4`.
    ///
    /// `noun` replaces "a number" (the integer reader passes "an integer").
    ///
    /// - Parameter noun: The words for the value, in place of "a number" (default: "a number").
    /// - Returns: The expectation in words.
    public func phrase(noun: String = "a number") -> String {
        switch (lower, upper) {
        case (nil, nil):
            return noun
        case let (lower?, nil):
            return "\(noun) \(lower.inclusive ? "of at least" : "greater than") \(shortNumber(lower.value))"
        case let (nil, upper?):
            return "\(noun) \(upper.inclusive ? "of at most" : "less than") \(shortNumber(upper.value))"
        case let (lower?, upper?) where lower.inclusive && upper.inclusive:
            return "\(noun) from \(shortNumber(lower.value)) to \(shortNumber(upper.value))"
        case let (lower?, upper?):
            let low = "\(lower.inclusive ? "of at least" : "greater than") \(shortNumber(lower.value))"
            let high = "\(upper.inclusive ? "at most" : "less than") \(shortNumber(upper.value))"
            return "\(noun) \(low) and \(high)"
        }
    }
}

/// A number as short as it can print, for messages.
///
/// Integers without `.0` (`7`, not `7.0`), others as Swift's shortest round-trip form (`0.25`, `1e+30`), never `-0`.
/// Swift's own formatting does not depend on locale or platform.
func shortNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isIntegral, value.magnitude < 1e15 { return String(Int64(value)) }
    return value.description
}
