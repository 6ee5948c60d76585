/// A device whose screen a trace or a simulator can name (`"screen": {"device": "iPhone 15 Pro"}`).
///
/// Its size, scale, refresh rate and the window's safe area per orientation.
///
/// Sources, per column:
/// - size (points, portrait) and scale: Apple's Human Interface Guidelines, "Layout", the device
///   screen sizes table (https://developer.apple.com/design/human-interface-guidelines/layout).
/// - maximum refresh rate: Apple's technical specifications of each model
///   (https://support.apple.com/en-us/docs/iphone, https://support.apple.com/en-us/docs/ipad):
///   "ProMotion technology with adaptive refresh rates up to 120Hz" on the Pro iPhones and the iPad
///   Pro, 60 Hz on the others.
/// - safe area: public measurements of `UIWindow.safeAreaInsets`, named on each device below.
///   Values no public measurement gives are marked **unverified** (inferred from a device with the
///   same screen and sensor housing).
public enum Device: String, CaseIterable, Sendable {
    /// 375 × 667 pt @2x, 60 Hz, with the 20 pt status bar in portrait.
    ///
    /// Safe area: the 20 pt status bar in portrait, none in landscape (iPhone hides the status bar there): Use Your
    /// Loaf, "Supporting iPhone X" (https://useyourloaf.com/blog/supporting-iphone-x/), measured on the iPhone 8, whose
    /// screen the SE (3rd generation) has.
    case iPhoneSE3 = "iPhone SE (3rd generation)"
    /// 393 × 852 pt @3x, 60 Hz. Safe area as the iPhone 15 Pro (the same Dynamic Island screen):
    /// **unverified** for this model.
    case iPhone15 = "iPhone 15"
    /// 393 × 852 pt @3x, 120 Hz, safe area 59 pt at the top in portrait.
    ///
    /// Safe area: portrait top 59, bottom 34; landscape left and right 59, bottom 21, logged from
    /// `viewDidLayoutSubviews` in "iOS Layout Adaptation" (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation).
    case iPhone15Pro = "iPhone 15 Pro"
    /// 430 × 932 pt @3x, 120 Hz, safe area 59 pt at the top in portrait.
    ///
    /// Portrait top 59 (the expected `safeAreaInsets.top` of the 14 Pro Max screen, StackOverflow "Why does
    /// view.safeAreaInsets.top contain bad value", retold at
    /// https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in), bottom 34; landscape as
    /// the 15 Pro: **unverified**.
    case iPhone15ProMax = "iPhone 15 Pro Max"
    /// 402 × 874 pt @3x, 120 Hz, safe area 62 pt at the top in portrait.
    ///
    /// Portrait top 62, bottom 34 (Use Your Loaf, "iPhone 16 Screen Sizes",
    /// https://useyourloaf.com/blog/iphone-16-screen-sizes/); landscape left and right 62, bottom 21: **unverified**.
    case iPhone16Pro = "iPhone 16 Pro"
    /// 390 × 844 pt @3x, 60 Hz, the notched screen of the iPhone 14.
    ///
    /// Portrait top 47, bottom 34 (the iPhone 14's published insets); landscape left and right 47, bottom 21:
    /// **unverified**.
    case iPhone16e = "iPhone 16e"
    /// 834 × 1194 pt @2x, 120 Hz, with the status bar and home indicator as its safe area.
    ///
    /// Safe area: the 24 pt status bar and the 20 pt home indicator, in both orientations: **unverified** (Geoff
    /// Hackworth, "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro",
    /// https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20, shows the
    /// screen; the inset values are not confirmed there).
    case iPadPro11 = "iPad Pro (11-inch) (4th generation)"

    /// The screen's size in points, portrait.
    public var portraitSize: Size {
        switch self {
        case .iPhoneSE3: Size(width: 375, height: 667)
        case .iPhone15, .iPhone15Pro: Size(width: 393, height: 852)
        case .iPhone15ProMax: Size(width: 430, height: 932)
        case .iPhone16Pro: Size(width: 402, height: 874)
        case .iPhone16e: Size(width: 390, height: 844)
        case .iPadPro11: Size(width: 834, height: 1194)
        }
    }

    /// Pixels per point.
    public var scale: Double {
        switch self {
        case .iPhoneSE3, .iPadPro11: 2
        default: 3
        }
    }

    /// The highest refresh rate (Hz): 120 with ProMotion, else 60.
    public var maximumRefreshRate: Double {
        switch self {
        case .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro, .iPadPro11: 120
        case .iPhoneSE3, .iPhone15, .iPhone16e: 60
        }
    }

    /// The window's safe area in `orientation` (landscape: the sensor housing on the left).
    ///
    /// - Parameter orientation: The device orientation.
    /// - Returns: The safe area insets, in points.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        let top: Double, bottom: Double
        switch self {
        case .iPhoneSE3:
            return orientation == .portrait ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
        case .iPadPro11: return EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        case .iPhone15, .iPhone15Pro, .iPhone15ProMax: (top, bottom) = (59, 34)
        case .iPhone16Pro: (top, bottom) = (62, 34)
        case .iPhone16e: (top, bottom) = (47, 34)
        }
        return orientation == .portrait
            ? EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
            : EdgeInsets(top: 0, left: top, bottom: 21, right: top)
    }

    /// The height of a navigation bar with a standard title in `orientation` (pt).
    ///
    /// On iPhone 44 pt in portrait and 32 pt in landscape (Use Your Loaf, "Supporting iPhone X",
    /// https://useyourloaf.com/blog/supporting-iphone-x/); on iPad 50 pt (iOS 12's taller iPad bars, Hackworth's
    /// article above: **unverified**).
    ///
    /// - Parameter orientation: The device orientation.
    /// - Returns: The bar's height, in points.
    public func navigationBarHeight(_ orientation: Orientation) -> Double {
        if self == .iPadPro11 { return 50 }
        return orientation == .portrait ? 44 : 32
    }

    /// The screen's size in points in `orientation`.
    ///
    /// - Parameter orientation: The device orientation.
    /// - Returns: The screen's size, in points.
    public func size(_ orientation: Orientation) -> Size {
        let size = portraitSize
        return orientation == .portrait ? size : Size(width: size.height, height: size.width)
    }

    /// How a device is held.
    public enum Orientation: String, CaseIterable, Sendable {
        /// Upright (the default).
        case portrait
        /// On its side.
        case landscape
    }
}

extension EdgeInsets {
    /// The part of a window's safe area that a view with `frame` (window coordinates) overlaps.
    ///
    /// The safe area is these insets, in a window of `windowSize`; the result is UIKit's `safeAreaInsets` of a view,
    /// "the portion of the view that is not covered"
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    ///
    /// - Parameters:
    ///   - frame: The view's frame, in window coordinates (points).
    ///   - windowSize: The window's size, in points.
    /// - Returns: The overlapped insets, in points.
    public func overlap(of frame: Rect, inWindowOf windowSize: Size) -> EdgeInsets {
        let minX = frame.origin.x, minY = frame.origin.y
        let maxX = minX + frame.size.width, maxY = minY + frame.size.height
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(top - minY, frame.size.height), left: clamp(left - minX, frame.size.width),
            bottom: clamp(maxY - (windowSize.height - bottom), frame.size.height),
            right: clamp(maxX - (windowSize.width - right), frame.size.width))
    }
}
