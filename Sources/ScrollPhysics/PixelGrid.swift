/// Rounding to the device pixel grid: `floor(o) + round((o − floor(o))·scale)/scale`.
///
/// As `_roundedProposedContentOffset:` does [UIKitCore-RE] §6; traces show 1/3-pt steps at 3×.
public enum PixelGrid {
    /// Rounds `value` (points) to the pixel grid of `scale` pixels per point; never returns −0.
    ///
    /// - Parameters:
    ///   - value: The value to round, in points.
    ///   - scale: The screen's scale, in pixels per point.
    /// - Returns: The nearest value on the pixel grid, in points.
    ///
    /// Inlinable: every offset change rounds both axes, and the call across modules cost about four instructions more.
    @inlinable public static func round(_ value: Double, scale: Double) -> Double {
        // Zero (the offset of an axis that does not scroll, every frame) rounds to +0 at any
        // positive finite scale; the general steps below give the same, at forty instructions.
        if value == 0, scale > 0, scale.isFinite { return 0 }
        let whole = floor(value)
        let result = whole + nearestAwayFromZero((value - whole) * scale) / scale
        return result == 0 ? 0 : result
    }

    /// `value.rounded(.down)` without a call into the C math library.
    ///
    /// `value.rounded(.down)` without a call into the C math library (every offset change rounds
    /// twice per axis): the magnitude's nearest integer (`DeterministicMath.nearestInteger(ofMagnitude:)`),
    /// moved one step towards −∞ when it rounded the wrong way. Exact, the sign of zero included.
    @inlinable @inline(__always) static func floor(_ value: Double) -> Double {
        let magnitude = value.magnitude
        var nearest = DeterministicMath.nearestInteger(ofMagnitude: magnitude)
        if value.sign == .plus {
            return nearest > magnitude ? nearest - 1 : nearest
        }
        if nearest < magnitude { nearest += 1 }
        return -nearest
    }

    /// `value.rounded(.toNearestOrAwayFromZero)` (C's `round`) without the C math library.
    ///
    /// The magnitude's nearest integer with ties to even, moved up by one on a tie it rounded down.
    @inlinable @inline(__always) static func nearestAwayFromZero(_ value: Double) -> Double {
        let magnitude = value.magnitude
        var nearest = DeterministicMath.nearestInteger(ofMagnitude: magnitude)
        if magnitude - nearest == 0.5 { nearest += 1 }
        return value.sign == .minus ? -nearest : nearest
    }
}
