// Zooming: the zoom scale and its limits, the zoom view, and the programmatic zooms.
//
// - A scroll view zooms only with a zoom view (the delegate's `viewForZooming(in:)`, else
//   `zoomView`) and `maximumZoomScale > minimumZoomScale` (both default 1), as in UIKit
//   [Apple-UIScrollView]; the pinch recognizer exists only then ([Apple-pinchGestureRecognizer]:
//   optional; UIKit's `_updatePinchGesture` runs when a limit changes [UIScrollView26-Decompile]).
// - The zoom view keeps its frame's origin and scales its size; `contentSize` is its untransformed
//   size × `zoomScale` after every change (`_adjustContentSizeForView:atScale:`,
//   [UIScrollView26-Decompile] ~384K).
// - A zoom keeps one point of the zoom view at one place in the visible area (UIKit's
//   `_zoomAnchorPoint` and anchor location, ~385K): the visible centre for `setZoomScale`, the
//   rectangle's centre moved to the visible centre for `zoom(to:)`, the fingers' centroid for a pinch
//   (`ScrollView+Pinch`). With no finger down the resulting offset is clamped into the scrollable
//   range; **choice**: UIKit then calls `_adjustContentOffsetIfNecessary`, which was not read.
extension ScrollView {
    /// The name of the pinch recognizer of the scroll view `scrollViewID`: `<id>.pinch`.
    ///
    /// - Parameter scrollViewID: The scroll view's log id.
    /// - Returns: The recognizer's name.
    public static func pinchRecognizerName(scrollViewID: String) -> String { "\(scrollViewID).pinch" }

    /// The scale of the zoom view (1 until zoomed).
    ///
    /// Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: Double {
        get { zoomScaleValue }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The smallest scale a zoom ends at (default 1).
    ///
    /// Zooming needs a positive, finite minimum below the maximum.
    public var minimumZoomScale: Double {
        get { zoomLimits.minimum }
        set {
            zoomLimits.minimum = newValue
            updatePinchRecognizer()
        }
    }

    /// The largest scale a zoom ends at (default 1).
    public var maximumZoomScale: Double {
        get { zoomLimits.maximum }
        set {
            zoomLimits.maximum = newValue
            updatePinchRecognizer()
        }
    }

    /// Whether a pinch may go past a limit and bounce back (true, UIKit's default) or stops at it (false).
    ///
    /// Past a limit the pinch meets resistance and bounces back after the lift.
    public var bouncesZoom: Bool {
        get { bouncesZoomValue }
        set { bouncesZoomValue = newValue }
    }

    /// The view that zooms when the delegate's `viewForZooming(in:)` returns nil.
    ///
    /// The view that zooms when the delegate's `viewForZooming(in:)` returns nil: a stand-in for a
    /// delegate that returns it (a trace's `zoomView`). Its frame is in content coordinates.
    public var zoomView: View? {
        get { zoomViewValue }
        set { zoomViewValue = newValue }
    }

    /// Sets the zoom view's frame (content coordinates) as app code does while the view may be zoomed.
    ///
    /// Sets the zoom view's frame (content coordinates) as app code does while the view may be
    /// zoomed, e.g. a photo viewer laying its image out again after a rotation. UIKit's `frame`
    /// setter on a view whose transform is not the identity sets `bounds` and `center` so that the
    /// frame comes out as given ([Apple-UIViewFrame] warns that the frame of a transformed view
    /// is "undefined"; for the pure scale a scroll view sets, the setter's result is the given
    /// rectangle): the view's own size (`bounds.size`, `untransformedSize`) becomes
    /// `rect.size / zoomScale`, the scale is unchanged, so a later zoom back to the minimum shrinks
    /// the view below `rect` in proportion. `contentSize` follows at once, as after every zoom step
    /// (`untransformedSize × zoomScale`, `_adjustContentSizeForView:atScale:`,
    /// [UIScrollView26-Decompile] ~384K). **Choice**, unverified: the alternative, UIKit leaving
    /// `contentSize` as it was until the next zoom step, would keep the old range until then.
    /// Nothing happens without a zoom view or with a rectangle that is not finite and positive.
    ///
    /// - Parameter rect: The zoom view's frame, in content coordinates (points).
    public func setZoomViewFrame(_ rect: Rect) {
        guard let view = effectiveZoomView, rect.size.width > 0, rect.size.height > 0, rect.size.width.isFinite,
            rect.size.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite
        else { return }
        view.frame = rect
        contentSize = view.frame.size
    }

    /// The view that zooms now: the delegate's `viewForZooming(in:)`, else `zoomView`.
    public var effectiveZoomView: View? { delegate?.viewForZooming(in: self) ?? zoomViewValue }

    /// The pinch recognizer (`UIScrollView.pinchGestureRecognizer`): nil unless
    /// `maximumZoomScale > minimumZoomScale`.
    public var pinchGestureRecognizer: PinchGestureRecognizer? {
        guard let pinch = storage.pinch, pinch.view === self else { return nil }
        return pinch
    }

    /// True while a pinch drives the scale (`isZooming`: "the user is making a zoom gesture").
    public var isZooming: Bool {
        if case .pinching = storage.zoomPhase { return true }
        return false
    }

    /// True while the scale bounces back to a limit after a pinch (`isZoomBouncing`).
    public var isZoomBouncing: Bool {
        if case .bouncing(let animation) = storage.zoomPhase { return animation.changesScale }
        return false
    }

    /// True when the view is set up to zoom: a `zoomView`, or a zoom scale or limit other than 1.
    ///
    /// The logs then carry its zoom scale (`LogEntry.zoomScale`) and its header a zoom line; a view without any of
    /// these logs exactly what it logged before zooming existed. Reads stored values only (never the delegate), as it
    /// runs for every log entry.
    public var showsZoomState: Bool { loggedZoomScale != nil }

    /// True when a pinch can zoom: a zoom view, and limits with `0 < minimum < maximum < ∞`.
    public var canZoom: Bool { hasZoomRange && effectiveZoomView != nil }

    var hasZoomRange: Bool {
        let limits = zoomLimits
        return limits.minimum > 0 && limits.maximum.isFinite && limits.maximum > limits.minimum
    }

    /// Sets the zoom scale like a value configured before the view appears.
    ///
    /// Sets the zoom scale like a value configured before the view appears (the counterpart of the
    /// initializer's `contentOffset`): clamped into the limits, the zoom view's transform and
    /// `contentSize` follow, the offset stays, and no callback is sent. Without a zoom view, or
    /// with a scale that is not positive and finite, nothing happens.
    ///
    /// - Parameter scale: The zoom scale.
    public func prepareZoomScale(_ scale: Double) {
        guard effectiveZoomView != nil, scale.isFinite, scale > 0, zoomLimits.minimum > 0 else { return }
        setScaleKeepingOffset(zoomLimits.clamped(scale))
    }

    /// Sets the zoom scale, clamped into the limits, keeping the content point at the centre of the visible area.
    ///
    /// Sets the zoom scale, clamped into the limits, keeping the content point at the centre of
    /// the visible area there (`setZoomScale:animated:` → `_zoomToCenterInternal:…` with
    /// `_centeredZoomAnchorPointInScene`, [UIScrollView26-Decompile] ~382K–385K). Without a zoom view,
    /// or with a scale that is not finite, nothing happens (UIKit logs and ignores it). An unchanged
    /// scale only refreshes `contentSize`, with no callback. A running deceleration stops first
    /// (`scrollViewDidEndDecelerating`). Not animated: `scrollViewDidScroll` (if the offset changed)
    /// then `scrollViewDidZoom`. Animated: `scrollViewWillBeginZooming`, the animation (see
    /// `ScrollViewOptions.ZoomAnimationUpdates`) lasting `ZoomLimits.animationDuration`, then
    /// `scrollViewDidEndZooming`.
    ///
    /// An animated zoom runs with a finger down too, and one called while another zoom animation
    /// runs starts from the scale and offset on screen and replaces it: one
    /// `scrollViewDidEndZooming`, at the end of the last (UIKit's `BeginFromCurrentState` option and
    /// `_zoomAnimationCount`, [UIScrollView26-Decompile] ~383K–385K). **Choices**: during a pinch the
    /// pinch continues from the new scale; a zoom that is not animated first finishes a running
    /// zoom animation (its end values and its `scrollViewDidEndZooming`); a replacing animation sends
    /// no second `scrollViewWillBeginZooming`.
    ///
    /// - Parameters:
    ///   - scale: The new zoom scale.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let view = effectiveZoomView, scale.isFinite, zoomLimits.minimum > 0 else { return }
        if case .pinching = storage.zoomPhase {
            setZoomScaleDuringPinch(scale, view: view)
            return
        }
        if !animated { finishRunningZoomAnimation() }
        let target = zoomLimits.clamped(scale)
        let current = zoomScaleValue
        guard target != current else {
            setScaleKeepingOffset(current)
            return
        }
        let centre = Point(x: boundsSize.width / 2, y: boundsSize.height / 2)
        let anchor = zoomViewPoint(at: centre, in: view)
        let offset = clampedOffset(anchorOffset(anchor, in: view, scale: target, at: centre), scale: target, in: view)
        performZoom(to: target, offset: offset, animated: animated, view: view)
    }

    /// Zooms so that `rect` (in the zoom view's own coordinates) fills the visible area.
    ///
    /// Zooms so that `rect` (in the zoom view's own coordinates) fills the visible area
    /// (`zoom(to:animated:)`): the scale is the smaller of width and height ratios, clamped into
    /// the limits, and the rectangle's centre moves to the visible centre ([UIScrollView26-Decompile]
    /// ~399K). When that scale equals the current one, UIKit only scrolls: the offset is clamped to
    /// `max(offset, min)` then to `contentSize + inset − bounds` **without** flooring the latter at
    /// the minimum, so content smaller than the view gets a negative offset (the behaviour reported
    /// in [SO-ZoomToRectNegative]: a 100 pt content in a 200 pt view zoomed to (0, 0, 200, 200) goes
    /// to (−100, −100)); the scroll is `setContentOffset(_:animated:)`, animated over the zoom
    /// duration of an unchanged scale (0.1 s), with no zoom callbacks. A different scale zooms as
    /// `setZoomScale` does, and its offset is clamped into the range (0 for such small content).
    /// A rectangle with a size that is not positive and finite is ignored.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to fill the visible area, in the zoom view's coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func zoom(to rect: Rect, animated: Bool) {
        let size = rect.size
        guard let view = effectiveZoomView, zoomLimits.minimum > 0, size.width > 0, size.height > 0,
            size.width.isFinite, size.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite
        else { return }
        if case .pinching = storage.zoomPhase { return }
        if !animated { finishRunningZoomAnimation() }
        let bounds = boundsSize
        let fit =
            size.height * (bounds.width / size.width) <= bounds.height
            ? bounds.width / size.width : bounds.height / size.height
        let target = zoomLimits.clamped(fit)
        let rectCentre = Point(x: rect.origin.x + size.width / 2, y: rect.origin.y + size.height / 2)
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let current = zoomScaleValue
        if target == current {
            let wanted = anchorOffset(rectCentre, in: view, scale: current, at: centre)
            let minimum = minimumContentOffset, scale = pixelScale, inset = adjustedContentInset
            let edge = Point(
                x: PixelGrid.round(contentSize.width + inset.right, scale: scale) - bounds.width,
                y: PixelGrid.round(contentSize.height + inset.bottom, scale: scale) - bounds.height)
            let offset = Point(
                x: min(max(wanted.x, minimum.x), edge.x), y: min(max(wanted.y, minimum.y), edge.y))
            setContentOffset(
                offset, animated: animated,
                duration: options.constants.zoomAnimationDuration(from: current, to: current))
            return
        }
        let offset = clampedOffset(
            anchorOffset(rectCentre, in: view, scale: target, at: centre), scale: target, in: view)
        performZoom(to: target, offset: offset, animated: animated, view: view)
    }

    // MARK: Internals

    /// Moves to `scale` and `offset`, animated or not (see `setZoomScale`).
    ///
    /// The animation's length is measured from the model scale, its motion from the scale and offset on screen.
    private func performZoom(to scale: Double, offset: Point, animated: Bool, view: View) {
        stopMotionForProgrammaticScroll()
        let current = zoomScaleValue
        guard animated else {
            applyZoom(scale: scale, offset: offset)
            rebaseDragAfterZoom()
            return
        }
        let shown = presentationZoom
        if runningZoomAnimation == nil {
            notify(.willBeginZooming(scale: current)) { $0.scrollViewWillBeginZooming(self, with: view) }
        }
        startZoomAnimation(
            ZoomAnimation(
                fromScale: shown.scale, toScale: scale, fromOffset: shown.offset, toOffset: offset, start: now,
                duration: options.constants.zoomAnimationDuration(from: current, to: scale), endsZooming: true),
            bouncing: false)
        rebaseDragAfterZoom()
    }

    /// The zoom view's point (its own coordinates) shown at `location` (points from the scroll
    /// view's top-left corner) now.
    func zoomViewPoint(at location: Point, in view: View) -> Point {
        let content = contentOffset + location - view.frame.origin
        let scale = zoomScaleValue
        return Point(x: content.x / scale, y: content.y / scale)
    }

    /// The offset that shows the zoom view's point `anchor` at `location` when the scale is `scale`.
    func anchorOffset(_ anchor: Point, in view: View, scale: Double, at location: Point) -> Point {
        view.frame.origin + anchor * scale - location
    }

    /// `offset` clamped into the scrollable range the content has at `scale`.
    func clampedOffset(_ offset: Point, scale: Double, in view: View) -> Point {
        let (minimum, maximum) = offsetRange(contentSize: zoomedSize(of: view, at: scale))
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The smallest and largest offsets at rest for content of `size` (`maximumContentOffset`'s rule).
    func offsetRange(contentSize size: Size) -> (minimum: Point, maximum: Point) {
        // The adjusted inset the content will have at that size (it may cross the frame).
        let inset = adjustedContentInset(forContentSize: size), bounds = boundsSize
        let minimum = Point(
            x: 0 - inset.left, y: 0 - inset.top - (refreshControl?.appliedInset ?? 0))
        let maximum = Point(
            x: max(minimum.x, size.width + inset.right - bounds.width),
            y: max(minimum.y, size.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// The zoom view's frame size at `scale`.
    func zoomedSize(of view: View, at scale: Double) -> Size {
        let size = view.untransformedSize
        return Size(width: size.width * scale, height: size.height * scale)
    }

    /// A drag under way continues from the offset a zoom left.
    ///
    /// UIKit resets the pan's translation and start offset after each zoom step, [UIScrollView26-Decompile] ~385K.
    func rebaseDragAfterZoom() {
        guard case .dragging(var drag) = phase else { return }
        drag.rawStart = unbandedOffset(contentOffset) + drag.effectiveTranslation
        phase = .dragging(drag)
    }

    /// Attaches the pinch recognizer while the limits allow zooming, detaches it otherwise.
    func updatePinchRecognizer() {
        if hasZoomRange {
            let pinch = storage.pinch ?? makePinchRecognizer()
            if pinch.view !== self { addGestureRecognizer(pinch) }
        } else if let pinch = storage.pinch {
            removeGestureRecognizer(pinch)
        }
    }
}
