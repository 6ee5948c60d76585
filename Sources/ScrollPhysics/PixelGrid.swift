/// Rounding to the device pixel grid: `floor(o) + round((o − floor(o))·scale)/scale`
/// (`_roundedProposedContentOffset:` [UIKitCore-RE] §6; traces show 1/3-pt steps at 3×).
public enum PixelGrid {
    /// Rounds `value` (points) to the pixel grid of `scale` pixels per point; never returns −0.
    public static func round(_ value: Double, scale: Double) -> Double {
        let whole = floor(value)
        let result = whole + nearestAwayFromZero((value - whole) * scale) / scale
        return result == 0 ? 0 : result
    }

    /// `value.rounded(.down)`, computed with IEEE additions rather than a call into the C math
    /// library (every offset change rounds twice per axis). Exact: below 2⁵², adding and
    /// subtracting 2⁵² rounds to an integer exactly, and the correction makes it the floor.
    @inline(__always) static func floor(_ value: Double) -> Double {
        guard value.magnitude < 0x1p52 else { return value } // integral already, or not finite
        let magnitude = value.magnitude
        var nearest = (magnitude + 0x1p52) - 0x1p52
        if value.sign == .plus {
            if nearest > magnitude { nearest -= 1 }
            return nearest
        }
        if nearest < magnitude { nearest += 1 }
        return nearest == 0 ? -0.0 : -nearest
    }

    /// `value.rounded(.toNearestOrAwayFromZero)` (C's `round`), with IEEE additions: the nearest
    /// integer with ties to even, moved up by one on a tie it rounded down. Exact below 2⁵².
    @inline(__always) static func nearestAwayFromZero(_ value: Double) -> Double {
        guard value.magnitude < 0x1p52 else { return value } // integral already, or not finite
        let magnitude = value.magnitude
        var nearest = (magnitude + 0x1p52) - 0x1p52
        if magnitude - nearest == 0.5 { nearest += 1 }
        return value.sign == .minus ? -nearest : nearest
    }
}
