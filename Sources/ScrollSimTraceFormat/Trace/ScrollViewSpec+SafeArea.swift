import ScrollSimKit

// The safe-area keys of a `scrollView`, and the device screen's default safe area.
//
// The safe-area keys of a `scrollView`: `safeAreaInsets`, `contentInsetAdjustmentBehavior` and
// `inNavigationController`, and the device screen's default safe area (see `ScrollView+SafeArea` for the rules).
extension ScrollViewSpec {
    /// Sets the safe area, the behaviour and the navigation-controller flag on `view`.
    ///
    /// Without an explicit `safeAreaInsets`, a device screen gives the window's safe area (with the navigation bar
    /// below the status bar when `inNavigationController`) where the view's frame (window coordinates) overlaps it,
    /// recomputed when a `set` changes the frame; without a device, zero.
    func configureSafeArea(of view: ScrollView, screen: ScreenSpec?) {
        view.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        view.isInNavigationController = inNavigationController
        if let safeAreaInsets {
            view.safeAreaInsets = safeAreaInsets
        } else if let screen, let device = screen.device {
            // Derived from the window, with the navigation bar when `inNavigationController`, and
            // recomputed by every later `set` of `frame` (`ScrollView+WindowSafeArea`).
            view.windowSafeArea = WindowSafeArea(device: device, orientation: screen.orientation)
        }
    }

    /// Where a view without a `contentOffset` starts.
    ///
    /// A view without a `contentOffset` starts at its top as a device shows it, `(0, -adjustedContentInset.top)`, when
    /// the trace gives a safe-area key or names a device; otherwise it stays at the offset given (0, 0 by default), so
    /// traces written before the safe area existed replay as they did.
    func placeAtAdjustedTop(_ view: ScrollView, screen: ScreenSpec?) {
        guard startsAtAdjustedTop || (screen?.device != nil && !contentOffsetGiven) else { return }
        view.restAtAdjustedTop()
    }
}

extension Trace {
    /// Reads the safe-area keys of a `scrollView` object into `spec`.
    ///
    /// A view without `contentOffset` that gives one of them starts at its adjusted top.
    static func decodeSafeArea(_ reader: inout ObjectReader, into spec: inout ScrollViewSpec)
        throws(TraceDecodingError)
    {
        var given = false
        if let insets = try reader.optionalObject(TraceKeys.ScrollView.safeAreaInsets) {
            spec.safeAreaInsets = try decodeInsets(insets)
            given = true
        }
        if let behavior = try reader.optionalEnumeration(
            TraceKeys.ScrollView.contentInsetAdjustmentBehavior, as: ContentInsetAdjustmentBehavior.self)
        {
            spec.contentInsetAdjustmentBehavior = behavior
            given = true
        }
        if let flag = try reader.optionalBool(TraceKeys.ScrollView.inNavigationController) {
            spec.inNavigationController = flag
            given = true
        }
        spec.startsAtAdjustedTop = given && !spec.contentOffsetGiven
    }
}
