@_spi(ScrollSimInternal) import ScrollSimSupport

/// Round tick values for a plot axis, the same on every platform.
///
/// Round tick values for a plot axis: steps of 1, 2 or 5 times a power of ten, found with exact multiplications and
/// divisions by 10 (no `log10`/`pow`, whose last bit may differ between C libraries), so the same data give the same
/// ticks on every platform.
struct PlotAxis: Equatable {
    /// The distance between two ticks.
    var step: Double
    /// The tick values inside the range, ascending.
    var ticks: [Double]
    /// Fraction digits that print every tick exactly (0 for steps ≥ 1).
    var decimals: Int

    /// The narrowest span the ticks divide, relative to the values' magnitude (2⁻⁴⁰).
    ///
    /// Ticks finer than that would be counted by tick indices beyond 2⁵³, where `index + 1 == index` and the loop never
    /// ended (`plot` once ran out of memory on a view near offset 10 000 000).
    static let relativeResolution = 0x1p-40
    /// The narrowest span in absolute terms (s or pt).
    ///
    /// Ticks finer than the 9 decimals a label can print would all read the same.
    static let absoluteResolution = 1e-9

    /// About `count` ticks over `low…high` (`low < high`), at most `2 × count + 2`.
    ///
    /// About `count` ticks (at least 2 intervals' worth) over `low…high` (`low < high`), at most `2 × count + 2`
    /// whatever the values (a span below the resolutions above gets fewer). Steps of ranges wider than the resolutions
    /// are as before.
    init(low: Double, high: Double, count: Int) {
        let magnitude = max(low.magnitude, high.magnitude)
        let span = max(high - low, magnitude * Self.relativeResolution, Self.absoluteResolution)
        let raw = span / Double(max(1, count))
        guard raw.isFinite, low.isFinite, high.isFinite else {
            // No scale fits an infinite or undefined range (the loops below would not end): no ticks.
            (step, decimals, ticks) = (1, 0, [])
            return
        }
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
        while index * step <= high, ticks.count <= 2 * max(1, count) + 1 {
            ticks.append(index * step)
            index += 1
        }
        self.ticks = ticks
    }

    /// `value` printed with the axis's decimals (`FixedPoint`: no locale, no negative zero).
    func label(_ value: Double) -> String { FixedPoint.format(value, decimals: decimals) }
}
