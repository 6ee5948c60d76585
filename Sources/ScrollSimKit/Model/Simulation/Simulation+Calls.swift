// App code's calls that the simulation echoes in the log, at a time: the status-bar tap,
// `setContentOffset(_:animated:)`, the scroll-to calls (`ScrollView+ScrollToAnchor`,
// `+ScrollToRect`) and the device's orientation (`ScrollView+WindowSafeArea`).

extension Simulation {
    /// A status-bar tap at `time`.
    ///
    /// On iPhone it scrolls the one on-screen scroll view whose `scrollsToTop` is true; with none or several, nothing
    /// happens ([Apple-scrollsToTop]: "the scroll-to-top gesture has no effect if there is more than one scroll view
    /// on-screen that has scrollsToTop set to YES", and the `UIScrollView.h` header comment of the same property: "only
    /// if there's one on-screen scroll view"). A hidden view or one whose frame lies wholly outside the window does not
    /// count.
    ///
    /// - Parameter time: The tap's time, in seconds.
    public func statusBarTap(at time: Double) {
        advance(to: time)
        let candidates = scrollViews.filter { $0.scrollsToTop && isOnScreen($0) }
        if echoesInput {
            let target: View = candidates.count == 1 ? candidates[0] : window
            record(
                .input(name: "scrollToTop", fields: [LogField("candidates", .integer(candidates.count))]), for: target)
        }
        if candidates.count == 1 { candidates[0].scrollToTop() }
    }

    /// Calls `setContentOffset(_:animated:)` on `scrollView` at `time`, echoing the call.
    ///
    /// - Parameters:
    ///   - offset: The new content offset, in points.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func setContentOffset(_ offset: Point, animated: Bool, of scrollView: ScrollView, at time: Double) {
        advanceAndEcho(
            "setContentOffset", [LogField("target", .point(offset)), LogField("animated", .bool(animated))],
            for: scrollView, at: time)
        scrollView.setContentOffset(offset, animated: animated)
    }

    /// True when `view` counts as on-screen for a status-bar tap.
    ///
    /// True when `view` and its ancestors are visible and its model frame overlaps the window by
    /// a positive area (what the status-bar tap counts as "on-screen"). O(depth).
    func isOnScreen(_ view: View) -> Bool {
        guard !view.ancestry.contains(where: \.isHidden), let parent = view.superview else { return false }
        let origin = parent.convertToWindow(view.frame.origin)
        let size = view.frame.size, windowSize = window.frame.size
        let overlapX = min(origin.x + size.width, windowSize.width) - max(origin.x, 0)
        let overlapY = min(origin.y + size.height, windowSize.height) - max(origin.y, 0)
        return overlapX > 0 && overlapY > 0
    }
}

extension Simulation {
    /// Calls `scrollTo(item:anchor:animated:)` on `scrollView` at `time`, echoing the call.
    ///
    /// The echo is `scrollTo`, `id`, `anchor`, `animated`.
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - anchor: The anchor, or nil.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func scrollTo(
        item: Int, anchor: ScrollAnchor?, animated: Bool, of scrollView: ScrollView, at time: Double
    ) {
        advanceAndEcho(
            "scrollTo",
            [LogField("id", .integer(item))] + ScrollAnchor.logFields(anchor) + [LogField("animated", .bool(animated))],
            for: scrollView, at: time)
        scrollView.scrollTo(item: item, anchor: anchor, animated: animated)
    }

    /// Writes the `scrollPosition(id:anchor:)` of `scrollView` at `time`, echoing the call.
    ///
    /// Through its ``ScrollPositionTracker``, nothing without one; the echo is `setScrollPosition`, `id`, `animated`.
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to write.
    ///   - time: The call's time, in seconds.
    public func setScrollPosition(item: Int, animated: Bool, of scrollView: ScrollView, at time: Double) {
        advanceAndEcho(
            "setScrollPosition", [LogField("id", .integer(item)), LogField("animated", .bool(animated))],
            for: scrollView, at: time)
        scrollView.scrollPositionTracker?.scroll(toItem: item, animated: animated)
    }
}

extension Simulation {
    /// Calls `scrollToItem` on `scrollView` at `time`, echoing the call (`scrollToItem`, `item`,
    /// `position`, `animated`).
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - position: Where the item ends up in the visible area.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func scrollToItem(
        _ item: Int, at position: ItemScrollPosition, animated: Bool, of scrollView: ScrollView, at time: Double
    ) {
        advanceAndEcho(
            "scrollToItem",
            [
                LogField("item", .string(String(item))), LogField("position", .string(position.rawValue)),
                LogField("animated", .bool(animated)),
            ], for: scrollView, at: time)
        scrollView.scrollToItem(item, at: position, animated: animated)
    }

    /// Calls `scrollRectToVisible(_:animated:)` on `scrollView` at `time`, echoing the call.
    ///
    /// The echo is `scrollRectToVisible`, the rectangle's `x`, `y`, `width`, `height`, `animated`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to show, in content coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    ///   - time: The call's time, in seconds.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool, of scrollView: ScrollView, at time: Double) {
        advanceAndEcho(
            "scrollRectToVisible", Self.rectCallFields(rect, animated: animated), for: scrollView, at: time)
        scrollView.scrollRectToVisible(rect, animated: animated)
    }
}

extension Simulation {
    /// The device turns to `orientation` at `time`, and the window and the derived safe areas follow.
    ///
    /// The device turns to `orientation` at `time` (a trace's `set` of `screen.orientation`): the
    /// window takes `device`'s size in that orientation, and every scroll view whose safe area is
    /// derived from the window recomputes it for the new window's safe area, with the clamp of an
    /// offset at rest (`ScrollView+SceneChange`). Echoed as `set` of the window (`property
    /// screen.orientation, value landscape`). The views' frames stay: app code (or the trace) sets
    /// them, as a rotation's layout pass does, and each `set` of a frame recomputes the safe area again.
    ///
    /// - Parameters:
    ///   - orientation: The new orientation.
    ///   - device: The device the window belongs to.
    ///   - time: The turn's time, in seconds.
    public func setOrientation(_ orientation: Device.Orientation, of device: Device, at time: Double) {
        advance(to: time)
        if echoesInput {
            record(
                .input(
                    name: "set",
                    fields: [
                        LogField("property", .string("screen.orientation")),
                        LogField("value", .string(orientation.rawValue)),
                    ]), for: window)
        }
        window.frame = Rect(origin: .zero, size: device.size(orientation))
        for view in scrollViews where view.windowSafeArea != nil {
            view.batchingGeometry {
                view.windowSafeArea?.orientation = orientation
                view.scrollableRangeDidChange()
            }
        }
    }
}
