// App code changing a scroll view's properties while it moves: what UIKit does to the offset
// and to a running motion.
//
// - The plain `contentOffset` setter does not stop a deceleration: [Radar-16724593]
//   ("UIScrollViews setContentOffset: behaves different than setContentOffset:animated:NO",
//   iOS 6.1 and 7.1.1) reports that it "just changes the offset without canceling any running
//   animation/deceleration"; Apple's StreetScroller sample [Apple-StreetScroller] recentres during a fling that way.
//   The motion continues from the new offset (`contentOffset`).
// - At rest, a change that leaves the offset outside the new range clamps it into the range, with
//   one `didScroll` (logged first as `offsetAdjusted`): [Repo-SwipeView] #200 records UIKit moving a
//   paging view's offset from 8192 to 6912 (the new maximum) by itself when a rotation shrank
//   its `contentSize` (UIKit's private `_adjustContentOffsetIfNecessary`, which many libraries
//   work around). **Choice**: the same
//   for `frame`, `contentSize`, `contentInset` and `bounces`, and only at rest (no motion, and no
//   drag: a finger resting on still content before its pan begins does not hold the offset, so
//   the clamp happens under it; otherwise nothing would bring the offset back, since a touch that
//   never becomes a drag ends without a bounce — found by `scrollsim explore`, unverified on a
//   device; the alternative is to clamp at that touch's lift): a change inside an offset that is
//   in range never moves it ([Repo-ReactNative] #6404: a new top inset does not scroll the content
//   down).
// - A running deceleration, bounce or paging settle continues against the new range: a row
//   inserted below a fling moves the edge away and the fling decelerates on without bouncing at
//   the old edge; an edge that moves past the offset starts a bounce back to it.
// - A drag continues under the finger: the finger-driven offset is unchanged and the next move
//   bands it against the new range (which is the jump [Repo-ReactNative] #2356 reports for an inset
//   changed mid-pull).
// - An animation (`setContentOffset(_:animated: true)`, scroll to top) runs on to its target.
// - A `frame` recomputes a safe area derived from the window (`ScrollView+WindowSafeArea`).
// - `safeAreaInsets` and `contentInsetAdjustmentBehavior` change `adjustedContentInset`, and so the
//   range: the same clamp at rest (UIKit calls `_adjustContentOffsetIfNecessary` after such a
//   change, per the public UIKitCore decompile), the same carrying over of a running motion.
// - `decelerationRate` and `isPagingEnabled` take effect at the next release (**choice**: a
//   running deceleration keeps the factor it started with).
// - `zoomView.frame` sets the zoom view's frame under its zoom transform (see
//   `ScrollView.setZoomViewFrame(_:)`); the content size follows, then the same clamp at rest.
// - `zoomScale` is `setZoomScale(_:animated: false)` (see `ScrollView+Zoom`). `minimumZoomScale`,
//   `maximumZoomScale` and `bouncesZoom` store the value (the limits attach or remove the pinch
//   recognizer); **choice** (the model's setters, unverified): a scale outside new limits stays
//   until the next zoom clamps it.
extension ScrollView {
    /// Sets one property as app code does (`list.contentInset = …`), with the side effects above.
    ///
    /// - Parameter change: The property and its new value.
    public func apply(_ change: PropertyChange) {
        // The change and the offset adjustment it causes are one geometry change.
        batchingGeometry { applyUnbatched(change) }
    }

    private func applyUnbatched(_ change: PropertyChange) {
        switch change {
        case .contentInset(let inset):
            contentInset = inset
            scrollableRangeDidChange()
        case .contentSize(let size):
            contentSize = size
            scrollableRangeDidChange()
        case .frame(let rect):
            let sizeChanged = rect.size != frame.size
            prepareSafeAreaFromWindow(for: rect)
            frame = rect
            updateAdjustedContentInset()
            scrollableRangeDidChange(sizeChanged: sizeChanged)
        case .contentOffset(let offset):
            contentOffset = offset
        case .isPagingEnabled(let flag):
            isPagingEnabled = flag
        case .isScrollEnabled(let flag):
            isScrollEnabled = flag
            // Apple (`UIGestureRecognizer.isEnabled`): disabling a recognizer that is recognizing
            // cancels it, so a drag in progress ends as a cancelled touch does.
            if !flag { simulation?.cancel(panGestureRecognizer) }
        case .bounces(let flag):
            bounces = flag
            scrollableRangeDidChange()
        case .decelerationRate(let rate):
            decelerationRate = rate
        case .zoomScale(let scale):
            zoomScale = scale
        case .minimumZoomScale(let scale):
            minimumZoomScale = scale
        case .maximumZoomScale(let scale):
            maximumZoomScale = scale
        case .bouncesZoom(let flag):
            bouncesZoom = flag
        case .safeAreaInsets(let insets):
            windowSafeArea = nil
            safeAreaInsets = insets
            scrollableRangeDidChange()
        case .contentInsetAdjustmentBehavior(let behavior):
            contentInsetAdjustmentBehavior = behavior
            scrollableRangeDidChange()
        case .zoomViewFrame(let rect):
            setZoomViewFrame(rect)
            scrollableRangeDidChange()
        }
    }

    /// The range (or `bounces`) changed: clamp an offset at rest, or carry a running motion over
    /// to the new range.
    func scrollableRangeDidChange(sizeChanged: Bool = false) {
        switch phase {
        case .idle, .touching(interruptedDeceleration: false):
            var target = pixelRounded(clampedOffset(contentOffset))
            if sizeChanged, let hook = sizeChangeTargetContentOffset {
                target = pixelRounded(clampedOffset(hook(target)))
            }
            guard target != contentOffset else { return }
            simulation?.record(
                .behavior(
                    name: "offsetAdjusted",
                    fields: [LogField("from", .point(contentOffset)), LogField("to", .point(target))]
                ), for: self)
            setOffset(target)
        case .decelerating(let motion):
            carryMotionOver(motion.kind)
        case .touching, .dragging, .releasing, .animating:
            break
        }
    }

    /// The running motion's axes (of `kind`) measured against the current range, bounds size and
    /// `bounces`, in place.
    private func carryMotionOver(_ kind: Motion.Kind) {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        switch kind {
        case .free:
            var free = storage.freeMotion
            free.x = free.x.withRange(lower: minimum.x, upper: maximum.x, bounces: bounces)
            free.y = free.y.withRange(lower: minimum.y, upper: maximum.y, bounces: bounces)
            free.targetX = free.targetX.map { min(max($0, minimum.x), maximum.x) }
            free.targetY = free.targetY.map { min(max($0, minimum.y), maximum.y) }
            storage.freeMotion = free
        case .paging:
            var paging = storage.pagingMotion
            func carried(_ axis: PagingAxis?, _ along: Axis) -> PagingAxis? {
                axis?.changingScene(
                    target: min(max(axis!.target, minimum[along]), maximum[along]), width: boundsSize.width,
                    lower: minimum[along], upper: maximum[along], bounces: bounces)
            }
            paging.x = carried(paging.x, .horizontal)
            paging.y = carried(paging.y, .vertical)
            storage.pagingFlight.target = clampedOffset(storage.pagingFlight.target)
            storage.pagingMotion = paging
        }
    }
}

extension Simulation {
    /// Cancels `recognizer` if it is recognizing (its action sees `.cancelled`).
    ///
    /// It then ignores the rest of the touch sequence, as a disabled UIKit recognizer does.
    func cancel(_ recognizer: PanGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        recognizer.state = .cancelled
        recognizer.action?(recognizer)
        fail(recognizer)
    }

    /// Sets `change` on `view` at `time` as app code does, echoing the call as a `set` event.
    ///
    /// The caller makes sure `view` has the property (only `frame` exists on plain views): asking a plain view for
    /// another is a programming error.
    ///
    /// - Parameters:
    ///   - change: The property and its new value.
    ///   - view: The view to change.
    ///   - time: The change's time, in seconds.
    public func set(_ change: PropertyChange, on view: View, at time: Double) {
        advance(to: time)
        if echoesInput { record(.input(name: "set", fields: change.logFields), for: view) }
        if let scrollView = view as? ScrollView {
            scrollView.apply(change)
        } else if case .frame(let rect) = change {
            view.frame = rect
        } else {
            preconditionFailure("\(change.name.rawValue) is a scroll view property; \(view.id) is a plain view")
        }
    }
}
