/// A safe area derived from the window, for a view whose trace names a device and gives no `safeAreaInsets`.
///
/// A safe area derived from the window: a view whose trace names a device and gives no
/// `safeAreaInsets` takes the part of the window's safe area its frame overlaps (UIKit's
/// `safeAreaInsets` is "the portion of the view that is not covered",
/// https://developer.apple.com/documentation/uikit/uiview/safeareainsets), with the navigation
/// bar below the status bar when the view is in a navigation controller. UIKit recomputes it at
/// every layout of the view, so a `set` of `frame` recomputes it here (before the range is
/// clamped); a `set` of `safeAreaInsets` replaces it with the value given for good.
public struct WindowSafeArea: Equatable, Sendable {
    /// The device whose window it is.
    public var device: Device
    /// How the device is held.
    public var orientation: Device.Orientation

    /// The window of `device` held in `orientation`.
    ///
    /// - Parameters:
    ///   - device: The device.
    ///   - orientation: The device orientation.
    public init(device: Device, orientation: Device.Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The safe area of a view with `frame` (window coordinates), where the frame overlaps it.
    ///
    /// The window's safe area, plus the navigation bar when `inNavigationController` ("the area covered by navigation
    /// bars", Apple's `safeAreaInsets` page), where the frame overlaps it.
    ///
    /// - Parameters:
    ///   - frame: The view's frame, in window coordinates (points).
    ///   - inNavigationController: Whether a navigation bar covers the view.
    /// - Returns: The safe area insets, in points.
    public func safeArea(of frame: Rect, inNavigationController: Bool) -> EdgeInsets {
        var insets = device.safeAreaInsets(orientation)
        if inNavigationController { insets.top += device.navigationBarHeight(orientation) }
        return insets.overlap(of: frame, inWindowOf: device.size(orientation))
    }
}

extension ScrollView {
    /// The window the safe area is derived from (nil: the safe area is only what is set).
    ///
    /// Setting it recomputes the safe area at once.
    public var windowSafeArea: WindowSafeArea? {
        get { storage.windowSafeArea }
        set {
            storage.windowSafeArea = newValue
            updateSafeAreaFromWindow()
        }
    }

    /// Recomputes `safeAreaInsets` from `windowSafeArea` and the frame in window coordinates.
    ///
    /// Recomputes `safeAreaInsets` from `windowSafeArea` and the frame in window coordinates (a
    /// view outside a window: its frame as given). Nothing without a window safe area.
    func updateSafeAreaFromWindow() {
        guard let insets = windowDerivedSafeArea(for: frame) else { return }
        if insets != safeAreaInsets { safeAreaInsets = insets }
    }

    /// Stores the safe area the view will have with `frame` (nil: not derived from the window).
    ///
    /// It is stored before the frame is set, so the frame's own recomputation of the adjusted inset sees both at once
    /// (one `adjustedContentInsetChanged`, not one for the frame and one for the safe area).
    func prepareSafeAreaFromWindow(for frame: Rect) {
        guard let insets = windowDerivedSafeArea(for: frame) else { return }
        if insets != .zero { storage.logsAdjustedContentInset = true }
        storage.safeAreaInsets = insets
    }

    private func windowDerivedSafeArea(for frame: Rect) -> EdgeInsets? {
        guard let window = storage.windowSafeArea else { return nil }
        let origin = superview.map { $0.convertToWindow(frame.origin) } ?? frame.origin
        return window.safeArea(
            of: Rect(origin: origin, size: frame.size), inNavigationController: isInNavigationController)
    }
}
