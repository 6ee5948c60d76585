// The programmatic zooms as timed inputs (a trace's `setZoomScale` and `zoomTo` calls, the Swift simulator's).
//
// The clock advances to the call's time, the call is echoed in the log, then the scroll view's own method runs (see
// `ScrollView+Zoom`).
extension Simulation {
    /// Calls `setZoomScale(_:animated:)` on `scrollView` at `time`, echoing the call
    /// (`setZoomScale`, `scale`, `animated`).
    ///
    /// - Parameters:
    ///   - scale: The new zoom scale.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func setZoomScale(_ scale: Double, animated: Bool, of scrollView: ScrollView, at time: Double) {
        advanceAndEcho(
            "setZoomScale", [LogField("scale", .number(scale, .factor)), LogField("animated", .bool(animated))],
            for: scrollView, at: time)
        scrollView.setZoomScale(scale, animated: animated)
    }

    /// Calls `zoom(to:animated:)` on `scrollView` at `time`, echoing the call.
    ///
    /// The echo is `zoomTo`, the rectangle's `x`, `y`, `width`, `height` in the zoom view's coordinates, `animated`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to fill the visible area, in the zoom view's coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func zoom(to rect: Rect, animated: Bool, of scrollView: ScrollView, at time: Double) {
        advanceAndEcho(
            "zoomTo",
            Self.rectCallFields(rect, animated: animated), for: scrollView, at: time)
        scrollView.zoom(to: rect, animated: animated)
    }

    /// The echo fields of a call that takes a rectangle: its `x`, `y`, `width`, `height`, then `animated`.
    ///
    /// Used by `zoomTo` and `scrollRectToVisible`.
    static func rectCallFields(_ rect: Rect, animated: Bool) -> [LogField] {
        [
            LogField("x", .number(rect.origin.x, .points)), LogField("y", .number(rect.origin.y, .points)),
            LogField("width", .number(rect.size.width, .points)),
            LogField("height", .number(rect.size.height, .points)), LogField("animated", .bool(animated)),
        ]
    }

    /// Advances the clock to `time` and echoes the call `name` with `fields` for `view`.
    ///
    /// `fields` are built only when `echoesInput` is on; what every programmatic input does first.
    func advanceAndEcho(_ name: String, _ fields: @autoclosure () -> [LogField], for view: View, at time: Double) {
        advance(to: time)
        if echoesInput { record(.input(name: name, fields: fields()), for: view) }
    }
}
