/// Which recognizers and scroll views one finger's touches reach.
///
/// Which recognizers and scroll views one finger's touches reach: those on the view under the
/// finger where it touched down and on that view's ancestors (deepest first). Each touch is
/// hit-tested on its own (`UITouch.view`, the view the touch was hit-tested to), and "a gesture
/// recognizer operates on touches hit-tested to a specific view and all of that view's subviews"
/// ([Apple-UIGestureRecognizer]), so two fingers on two side-by-side scroll views drive one each
/// (before, the second finger went to the first finger's view).
struct TouchRoute {
    /// The enabled recognizers on the hit view and its ancestors, deepest first.
    var recognizers: [PanGestureRecognizer]
    /// The scroll views among them whose pan is enabled, deepest first.
    var scrollViews: [ScrollView]

    /// The route of a finger that touched down on `hit`.
    ///
    /// One walk up the superview chain, appending straight into the two arrays (no intermediate arrays on a
    /// touch-down). O(ancestors + their recognizers).
    init(hit: View) {
        recognizers = []
        scrollViews = []
        var current: View? = hit
        while let view = current {
            for recognizer in view.gestureRecognizers where recognizer.isEnabled { recognizers.append(recognizer) }
            if let scrollView = view as? ScrollView, scrollView.panGestureRecognizer.isEnabled {
                scrollViews.append(scrollView)
            }
            current = view.superview
        }
    }

    /// Whether the route reaches `recognizer`.
    ///
    /// O(route length).
    func reaches(_ recognizer: PanGestureRecognizer) -> Bool {
        recognizers.contains { $0 === recognizer }
    }

    /// Whether the route reaches `scrollView`.
    ///
    /// O(route length).
    func reaches(_ scrollView: ScrollView) -> Bool {
        scrollViews.contains { $0 === scrollView }
    }
}

extension Simulation {
    /// Whether `a` and `b` share a finger down now.
    ///
    /// Whether `a` and `b` share a finger down now: only recognizers that receive the same touch
    /// exclude each other when one begins (two scroll views dragged by one finger each both
    /// scroll). With every finger on one view, as in most traces, every pair shares them all.
    func shareTouches(_ a: PanGestureRecognizer, _ b: PanGestureRecognizer) -> Bool {
        for finger in storage.touchLocations.fingers {
            if let route = storage.touchRoutes[finger], route.reaches(a), route.reaches(b) { return true }
        }
        return false
    }

    /// Ends the touch sequence of `recognizers` and `scrollViews`, those no finger down reaches any more.
    ///
    /// Ends the touch sequence of `recognizers` and `scrollViews` (those no finger down reaches
    /// any more): running recognizers end (or cancel) and call their actions, taps count their
    /// tap, the scroll views' tracking ends, and every recognizer resets. With every finger
    /// lifted, that is the whole sequence.
    func endSequence(
        of recognizers: [PanGestureRecognizer], scrollViews: [ScrollView], time: Double, cancelled: Bool
    ) {
        for recognizer in ordered(recognizers) where recognizer.state == .began || recognizer.state == .changed {
            recognizer.state = cancelled ? .cancelled : .ended
            recognizer.action?(recognizer)
        }
        // A tap recognizes at the lift of its last tap, before the views' touches end (recognizers
        // see touches first); a pan or pinch that never began counts as failed from here on.
        // Two passes, so every tap has counted its tap before any asks its requirements; no array
        // is built (a lift is frequent input).
        for recognizer in recognizers where recognizer.state == .possible {
            (recognizer as? TapGestureRecognizer)?.sequenceEnded(at: time)
        }
        for recognizer in recognizers { (recognizer as? TapGestureRecognizer)?.recognizeIfUnblocked() }
        for scrollView in scrollViews { scrollView.touchSequenceEnded() }
        for recognizer in recognizers { recognizer.reset() }
    }

    /// After `route`'s finger lifted with others still down: ends the sequence of what no finger reaches.
    ///
    /// Ends the sequence of the recognizers and scroll views of `route` that no finger down reaches any more (the other
    /// view of two dragged side by side), and takes them out of the touch sequence.
    func endUnreached(by route: TouchRoute, time: Double, cancelled: Bool) {
        let remaining = storage.touchLocations.fingers.compactMap { storage.touchRoutes[$0] }
        let recognizers = storage.sequenceRecognizers.filter { recognizer in
            route.reaches(recognizer) && !remaining.contains { $0.reaches(recognizer) }
        }
        let scrollViews = storage.sequenceScrollViews.filter { scrollView in
            route.reaches(scrollView) && !remaining.contains { $0.reaches(scrollView) }
        }
        guard !recognizers.isEmpty || !scrollViews.isEmpty else { return }
        storage.sequenceRecognizers.removeAll { recognizer in recognizers.contains { $0 === recognizer } }
        storage.sequenceScrollViews.removeAll { scrollView in scrollViews.contains { $0 === scrollView } }
        endSequence(of: recognizers, scrollViews: scrollViews, time: time, cancelled: cancelled)
    }
}
