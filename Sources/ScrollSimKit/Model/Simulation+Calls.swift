// App code's calls that the simulation echoes in the log: the status-bar tap and
// `setContentOffset(_:animated:)` at a time.

extension Simulation {
    /// A status-bar tap at `time`.
    ///
    /// On iPhone it scrolls the one on-screen scroll view whose `scrollsToTop` is true; with none or several, nothing
    /// happens ([Apple-scrollsToTop]: "the scroll-to-top gesture has no effect if there is more than one scroll view
    /// on-screen that has scrollsToTop set to YES", and the `UIScrollView.h` header comment of the same property: "only
    /// if there's one on-screen scroll view"). A hidden view or one whose frame lies wholly outside the window does not
    /// count.
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
