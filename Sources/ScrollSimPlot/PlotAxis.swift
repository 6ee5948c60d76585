@_spi(ScrollSimInternal) import ScrollSimSupport

/// Round tick values for a plot axis: steps of 1, 2 or 5 times a power of ten, found with exact
/// multiplications and divisions by 10 (no `log10`/`pow`, whose last bit may differ between C
/// libraries), so the same data give the same ticks on every platform.
struct PlotAxis: Equatable {
    /// The distance between two ticks.
    var step: Double
    /// The tick values inside the range, ascending.
    var ticks: [Double]
    /// Fraction digits that print every tick exactly (0 for steps ≥ 1).
    var decimals: Int

    /// About `count` ticks (at least 2 intervals' worth) over `low…high` (`low < high`).
    init(low: Double, high: Double, count: Int) {
        let raw = (high - low) / Double(max(1, count))
        var power = 1.0
        var decimals = 0
        while power * 10 <= raw { power *= 10 }
        while power > raw {
            power /= 10
            decimals += 1
        }
        var step = power * 10
        for factor in [1.0, 2.0, 5.0] where power * factor >= raw {
            step = power * factor
            break
        }
        if step >= power * 10 { decimals = max(0, decimals - 1) }
        self.step = step
        self.decimals = max(0, decimals)
        var ticks: [Double] = []
        var index = (low / step).rounded(.up)
        while index * step <= high {
            ticks.append(index * step)
            index += 1
        }
        self.ticks = ticks
    }

    /// `value` printed with the axis's decimals (`FixedPoint`: no locale, no negative zero).
    func label(_ value: Double) -> String { FixedPoint.format(value, decimals: decimals) }
}
