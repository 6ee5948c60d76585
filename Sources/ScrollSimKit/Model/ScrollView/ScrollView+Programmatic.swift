// Setting the offset from code, the delegate notifications, and scroll-to-top.
extension ScrollView {
    /// The content offset (the bounds origin).
    ///
    /// Setting it behaves like UIKit's plain setter: the value is pixel-rounded, `scrollViewDidScroll` fires only if it
    /// changed, and a running deceleration continues from the new position (Apple's StreetScroller sample
    /// [Apple-StreetScroller] recentring relies on that). During a drag the drag follows the new offset (see
    /// `ScrollViewOptions`).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { applyProgrammaticOffset(newValue) }
    }

    /// Sets the offset like `UIScrollView.setContentOffset(_:animated:)`.
    ///
    /// Sets the offset like `UIScrollView.setContentOffset(_:animated:)` [UIScrollView-Decompile] ~305K:
    /// a running deceleration stops first and sends `scrollViewDidEndDecelerating` synchronously;
    /// a running animation is removed without a callback; an offset equal to the current one does
    /// nothing. Animated: 0.3 s, cosine ease-in-out, one `didScroll` per frame, then
    /// `scrollViewDidEndScrollingAnimation`. Not animated: one `didScroll`.
    ///
    /// Not animated during an animated `setContentOffset`: the animation ends with
    /// `scrollViewDidEndScrollingAnimation` (sent before the new offset is applied), as
    /// [Repo-Nimbus] PR #623 found on devices ("setContentOffset:animated: with animated=NO can actually call
    /// scrollViewDidEndScrollingAnimation:", which broke its page index). UIKit removes the running
    /// animation before it applies the new offset, so the callback reads the interrupted offset.
    ///
    /// - Parameters:
    ///   - offset: The new content offset, in points.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        setContentOffset(offset, animated: animated, duration: ScrollConstants.contentOffsetAnimationDuration)
    }

    /// `setContentOffset(_:animated:)` with an animation of `duration` seconds.
    ///
    /// `zoom(to:animated:)` scrolls over the zoom duration (`_setContentOffsetAnimationDuration:`
    /// [UIScrollView26-Decompile]).
    func setContentOffset(_ offset: Point, animated: Bool, duration: Double) {
        var endsAnimation = false
        if !animated, case .animating(let animation) = phase, animation.purpose == .setContentOffset {
            endsAnimation = true
        }
        stopMotionForProgrammaticScroll()
        if endsAnimation { notify(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) } }
        let target = pixelRounded(offset)
        if !animated || target == contentOffset {
            applyProgrammaticOffset(target)
            return
        }
        switch phase {
        case .dragging, .touching:
            // **Choice**: with a finger down the change is applied at once (UIKit would animate
            // under the finger; which writer wins each frame is undetermined).
            applyProgrammaticOffset(target)
        case .releasing(var release):
            release.pendingAnimationTarget = target
            phase = .releasing(release)
        default:
            startAnimation(to: target, purpose: .setContentOffset, duration: duration)
        }
    }

    /// A status-bar tap reached this view: scroll to the top unless `scrollsToTop` is false or the delegate declines.
    ///
    /// Already at the top: `scrollViewDidScrollToTop` at once (Apple: "might call it immediately"). Otherwise the same
    /// 0.3 s animation as `setContentOffset` (duration and curve undocumented: **choice**), then
    /// `scrollViewDidScrollToTop` only (no `didEndScrollingAnimation`, **choice**). Ignored while a finger is on the
    /// view.
    public func scrollToTop() {
        guard scrollsToTop, !isTracking else { return }
        if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return }
        stopMotionForProgrammaticScroll()
        let target = pixelRounded(Point(x: contentOffset.x, y: minimumContentOffset.y))
        if target == contentOffset {
            notify(.didScrollToTop) { $0.scrollViewDidScrollToTop(self) }
            return
        }
        startAnimation(to: target, purpose: .scrollToTop)
    }

    // MARK: Internals

    func stopMotionForProgrammaticScroll() {
        switch phase {
        case .decelerating(let motion):
            endMotion(entering: motion.touchStillDown ? .touching(interruptedDeceleration: false) : .idle)
            notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
        case .animating:
            endMotion()
        default:
            break
        }
    }

    func startAnimation(
        to target: Point, purpose: OffsetAnimation.Purpose,
        duration: Double = ScrollConstants.contentOffsetAnimationDuration
    ) {
        storage.motionGeneration += 1
        phase = .animating(
            OffsetAnimation(
                from: contentOffset, to: target, start: now, duration: duration, curve: .cosineEaseInOut,
                purpose: purpose))
        simulation?.requestFrames(for: self)
    }

    func stepAnimation(_ animation: OffsetAnimation, at time: Double) {
        let generation = storage.motionGeneration
        let progress = (time - animation.start) / animation.duration
        if progress < 1 {
            let fraction = animation.curve.progress(progress)
            setOffset(animation.from + (animation.to - animation.from) * fraction)
            return
        }
        setOffset(animation.to)
        guard generation == storage.motionGeneration, case .animating = phase else { return }
        endMotion()
        switch animation.purpose {
        case .setContentOffset: notify(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
        case .scrollToTop: notify(.didScrollToTop) { $0.scrollViewDidScrollToTop(self) }
        }
    }

    /// Applies a programmatic offset: re-anchors a drag or a free deceleration so they continue
    /// from it.
    func applyProgrammaticOffset(_ offset: Point) {
        let target = pixelRounded(offset)
        guard target != contentOffset else { return }
        switch phase {
        case .dragging(var drag) where options.programmaticOffsetDuringDrag == .rebasesDrag:
            drag.rawStart = unbandedOffset(target) + drag.effectiveTranslation
            phase = .dragging(drag)
        case .decelerating(let motion):
            rebaseMotion(motion.kind, to: target, at: now)
        default:
            break
        }
        setOffset(target)
    }

    /// Sets the rounded offset and sends `scrollViewDidScroll` if it changed.
    ///
    /// Returns true if it did.
    @discardableResult
    func setOffset(_ offset: Point) -> Bool {
        let rounded = pixelRounded(offset)
        guard rounded != boundsOrigin else { return false }
        boundsOrigin = rounded
        // One read of the phase serves the rest test and the logged flags (it is a block copy).
        let phase = self.phase
        if case .idle = phase { comeToRest() }
        let flags = Self.flags(in: phase)
        withSimulation { $0.recordDidScroll(of: self, flags: flags) }
        if let delegate { delegate.scrollViewDidScroll(self) }
        refreshControl?.scrollViewDidScroll(self)
        if storage.observers.observesGeometry { notifyGeometryObservers() }
        return true
    }

    /// Logs `event` (with the current offset and flags), then calls the delegate.
    func notify(_ event: LogEvent, _ call: (ScrollViewDelegate) -> Void) {
        notify(event, flags: flags, call)
    }

    /// `notify(_:_:)` with the flags already read from the current phase.
    func notify(_ event: LogEvent, flags: ScrollFlags, _ call: (ScrollViewDelegate) -> Void) {
        simulation?.record(event, for: self, flags: flags)
        if let delegate { call(delegate) }
    }

    func comeToRest() { restTime = now }

    /// Ends the running deceleration or animation; the view is at rest from now.
    ///
    /// `next` becomes the phase, and a step still holding the old motion sees that it was replaced.
    func endMotion(entering next: Phase = .idle) {
        phase = next
        storage.motionGeneration += 1
        comeToRest()
    }

    /// The raw (finger-space) offset that displays as `offset` under the rubber band.
    func unbandedOffset(_ offset: Point) -> Point {
        guard bounces else { return offset }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return Point(
            x: rubberBand.unapply(offset.x, lower: minimum.x, upper: maximum.x, dimension: boundsSize.width),
            y: rubberBand.unapply(offset.y, lower: minimum.y, upper: maximum.y, dimension: boundsSize.height))
    }
}
