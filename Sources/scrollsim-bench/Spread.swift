@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// The minimum, median and maximum of a figure over a benchmark's runs.
///
/// The median is the figure to quote, the range says how noisy the machine was.
struct Spread {
    var minimum: Double
    var median: Double
    var maximum: Double

    /// The spread of `values` (at least one).
    ///
    /// The median of an even count is the mean of the two middle values.
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "a spread needs at least one value")
        let sorted = values.sorted()
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `median (min–max)` with `decimals` decimals and `unit` after each number.
    func text(_ decimals: Int, _ unit: String = "") -> String {
        let format = { (value: Double) in FixedPoint.format(value, decimals: decimals) }
        return "\(format(median))\(unit) (\(format(minimum))–\(format(maximum))\(unit))"
    }
}
