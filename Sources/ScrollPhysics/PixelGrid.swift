/// Rounding to the device pixel grid: `floor(o) + round((o − floor(o))·scale)/scale`
/// (`_roundedProposedContentOffset:` [UIKitCore-RE] §6; traces show 1/3-pt steps at 3×).
public enum PixelGrid {
    /// Rounds `value` (points) to the pixel grid of `scale` pixels per point; never returns −0.
    public static func round(_ value: Double, scale: Double) -> Double {
        let whole = value.rounded(.down)
        let result = whole + ((value - whole) * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }
}
