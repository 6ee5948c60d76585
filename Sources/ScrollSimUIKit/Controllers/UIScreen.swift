/// `UIScreen` [Apple-UIScreen]: the display a `ScrollSimulator` shows.
///
/// `UIScreen.main` describes the most recently created simulator's window (before any, an iPhone's 393 × 852 pt at 3×:
/// the simulator's defaults).
@preconcurrency @MainActor
open class UIScreen {
    /// The screen the most recently created simulator shows.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// The screen's rectangle in points.
    open private(set) var bounds: CGRect
    /// Pixels per point.
    open private(set) var scale: CGFloat
    /// Pixels per point of the physical display (the same here).
    open var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
