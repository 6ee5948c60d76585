// What a `RefreshControl` asks of its scroll view.
extension ScrollView {
    /// Decelerating while outside the scrollable range (UIKit's `_isBouncing`).
    var isBouncing: Bool {
        if case .decelerating = phase { return isOutOfBounds(contentOffset) }
        return false
    }

    /// The refresh control's inset was added or removed.
    ///
    /// Unlike a `contentInset` set from code, UIKit does not clamp a resting offset here (the control scrolls the
    /// content back itself); a running deceleration or bounce carries over to the new range, a drag bands its next move
    /// against it.
    func refreshInsetDidChange() {
        if case .decelerating = phase { scrollableRangeDidChange() }
    }

    /// Scrolls to `target` with the content-offset animation lasting `duration` seconds.
    ///
    /// As `setContentOffset(_:animated: true)` does: a running deceleration stops first; the end sends
    /// `didEndScrollingAnimation`.
    func animateOffset(to target: Point, duration: Double) {
        stopMotionForProgrammaticScroll()
        let rounded = pixelRounded(target)
        guard rounded != contentOffset else { return }
        startAnimation(to: rounded, purpose: .setContentOffset, duration: duration)
    }
}

extension Simulation {
    /// Calls `refreshControl?.endRefreshing()` of `scrollView` at `time`, echoing the call.
    ///
    /// Without a refresh control nothing else happens (a trace's decoder rejects that case).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose control ends refreshing.
    ///   - time: The call's time, in seconds.
    public func endRefreshing(of scrollView: ScrollView, at time: Double) {
        advance(to: time)
        if echoesInput { record(.input(name: "endRefreshing", fields: []), for: scrollView) }
        scrollView.refreshControl?.endRefreshing(scrollView)
    }
}
