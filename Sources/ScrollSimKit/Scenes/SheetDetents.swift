/// A detent of a three-stage bottom sheet (`FJFScrollViewPositionType`, [Seed-ThreeStageSheet]).
public enum SheetPosition: String, CaseIterable, Sendable {
    /// Most expanded.
    case top
    /// Half-way.
    case middle
    /// Least expanded (`lowest` in the seed's function names).
    case bottom
}

/// Which view a sheet gesture moves (`FJFCurrentScrollViewType`, [Seed-ThreeStageSheet]).
public enum SheetScrollType: String, Sendable {
    /// Only the sheet (the inner list is locked at offset 0).
    case externalView
    /// Only the inner list (the sheet's pan is ignored).
    case insideView
    /// Both may respond; the next inner `didScroll` decides.
    case all
}

/// Where the detents are: the visible height of the sheet measured from the screen bottom.
///
/// So the sheet's frame top is `screenHeight − showHeight` ([Seed-ThreeStageSheet]).
public struct SheetDetents: Equatable, Sendable {
    /// The screen height H (pt; `scrollViewHeight` = `kScreenH`).
    public var screenHeight: Double
    /// `topShowHeight` (pt).
    public var topShowHeight: Double
    /// `middleShowHeight` (pt).
    public var middleShowHeight: Double
    /// `lowestShowHeight` (pt).
    public var lowestShowHeight: Double

    /// Creates detents from show heights (pt).
    ///
    /// - Parameters:
    ///   - screenHeight: The screen's height, in points.
    ///   - topShowHeight: The visible height at the top detent, in points.
    ///   - middleShowHeight: The visible height at the middle detent, in points.
    ///   - lowestShowHeight: The visible height at the lowest detent, in points.
    public init(screenHeight: Double, topShowHeight: Double, middleShowHeight: Double, lowestShowHeight: Double) {
        self.screenHeight = screenHeight
        self.topShowHeight = topShowHeight
        self.middleShowHeight = middleShowHeight
        self.lowestShowHeight = lowestShowHeight
    }

    /// The seed-002 demo's values: lowest 0.3·H, middle 0.52·H, top H − (statusBarHeight + 20)
    /// ([Seed-ThreeStageSheet]).
    ///
    /// The demo reads the status bar height from the device. **Choice**: 54 pt, the status bar of the 393 × 852 pt
    /// iPhone 15 the example traces use; pass 20 (pre-iPhone X), 44 or 47 for other devices.
    ///
    /// - Parameters:
    ///   - screenHeight: The screen's height, in points.
    ///   - statusBarHeight: The status bar's height, in points.
    /// - Returns: The demo's detents.
    public static func demo(screenHeight: Double, statusBarHeight: Double = 54) -> SheetDetents {
        SheetDetents(
            screenHeight: screenHeight, topShowHeight: screenHeight - (statusBarHeight + 20),
            middleShowHeight: screenHeight * 0.52, lowestShowHeight: screenHeight * 0.3)
    }

    /// The visible height at `position` (pt).
    ///
    /// - Parameter position: The detent.
    /// - Returns: The visible height, in points.
    public func showHeight(_ position: SheetPosition) -> Double {
        switch position {
        case .top: return topShowHeight
        case .middle: return middleShowHeight
        case .bottom: return lowestShowHeight
        }
    }

    /// The sheet's frame top at `position` (pt): `screenHeight − showHeight`
    /// (`getTopPositionToTopDistance` and its siblings).
    ///
    /// - Parameter position: The detent.
    /// - Returns: The frame top, in points.
    public func frameTop(_ position: SheetPosition) -> Double { screenHeight - showHeight(position) }
}
