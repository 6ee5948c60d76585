// The pinch: zooming with two fingers, panning with their centroid, and the resistance and bounce.
//
// The resistance past a limit and the bounce back after the lift.
//
// - Begin: the pinch recognizer began (8 pt of distance change, `PinchGestureRecognizer`) and the
//   view has a zoom view; `scrollViewWillBeginZooming`. The zoom view's point under the fingers'
//   centroid becomes the anchor (`_zoomAnchorPoint`).
// - Each move with two fingers: raw scale = the scale at the begin × the recognizer's scale; with
//   `bouncesZoom` past a limit it shows through `ZoomLimits.banded`, without it is clamped. The
//   offset puts the anchor under the current centroid, so the content follows both the spread and
//   the centroid's travel (pinch and pan together); past the scrollable range it goes through the
//   drag's rubber band, or is clamped without `bounces` (`_rubberBandContentOffsetForOffset:` in
//   UIKit's zoom layout block, [UIScrollView26-Decompile] ~385K). Then `scrollViewDidScroll` (if
//   the offset changed) and `scrollViewDidZoom` (if the scale changed). **Choice**: the anchor
//   rule applies on every move; UIKit's setter returns early for an unchanged clamped scale
//   (~384K), so at a hard limit UIKit may leave the panning to the pan alone.
// - The scroll view's pan runs alongside (UIKit's scroll view lets its pan and pinch recognize
//   together); while the pinch has two fingers the drag does not move the content itself and is
//   re-anchored after each step, as UIKit resets the pan's translation after each zoom step
//   (~385K). With one finger lifted the pinch holds and the remaining finger drags.
// - Lift (the last finger): within the limits `scrollViewDidEndZooming` at once; an offset left
//   out of range with no pan to bring it back then settles in 0.2 s. Past a limit: a running
//   deceleration stops (`scrollViewDidEndDecelerating`, as UIKit's zoom setter stops scrolling),
//   and the scale bounces back to the limit over `ZoomLimits.animationDuration`, anchored at the
//   centroid of the last two-finger sample, the offset clamped into range; no
//   `scrollViewWillBeginZooming`; `scrollViewDidEndZooming` reports the limit after the bounce (or
//   at the lift, `ScrollViewOptions.ZoomEnd`). Both animations follow
//   `ScrollViewOptions.ZoomAnimationUpdates`.
extension ScrollView {
    func makePinchRecognizer() -> ScrollViewPinchGestureRecognizer {
        let recognizer = ScrollViewPinchGestureRecognizer(scrollView: self)
        recognizer.action = { [unowned self] recognizer in self.handlePinch(recognizer) }
        storage.pinch = recognizer
        return recognizer
    }

    func handlePinch(_ recognizer: PanGestureRecognizer) {
        guard let pinch = storage.pinch, recognizer === pinch else { return }
        switch pinch.state {
        case .began: beginPinch(pinch)
        case .changed: updatePinch(pinch)
        case .ended, .cancelled: endPinch(pinch)
        case .possible, .failed: break
        }
    }

    /// True while the pinch drives the offset, so the drag must not move it (read on every drag step).
    var pinchHoldsOffset: Bool {
        guard let pinch = storage.pinch, case .pinching = storage.zoomPhase else { return false }
        return pinch.numberOfTouches == 2
    }

    /// Where the pinch's centroid is, in points from the scroll view's top-left corner.
    private func pinchLocation(_ pinch: PinchGestureRecognizer) -> Point {
        convertFromWindow(pinch.location(in: nil)) - contentOffset
    }

    /// The pinch began: it starts from the scale and offset on screen.
    ///
    /// The pinch began: a running zoom animation (a bounce being caught) ends with its
    /// `scrollViewDidEndZooming`, and the pinch starts from the scale and offset on screen, not
    /// from the animation's end (UIKit seeds `pinch.scale` with `_zoomScaleFromPresentationLayer:`
    /// and ends the running animation first, [UIScrollView26-Decompile] `_updatePinchGestureForState:`).
    /// **Choice**: the shown scale continues without a jump (the raw scale is the one that bands to
    /// the on-screen scale).
    private func beginPinch(_ pinch: PinchGestureRecognizer) {
        guard let view = effectiveZoomView else { return }
        let shown = presentationZoom
        if runningZoomAnimation != nil {
            storage.zoomPhase = .idle
            comeToRest()
            notifyDidEndZooming()
        }
        let band = options.constants.zoomRubberBandCoefficient
        let raw = bouncesZoom ? zoomLimits.raw(banded: shown.scale, coefficient: band) : shown.scale
        let content = shown.offset + pinchLocation(pinch) - view.frame.origin
        let anchor = Point(x: content.x / shown.scale, y: content.y / shown.scale)
        storage.zoomPhase = .pinching(Pinch(anchor: anchor, rawScalePerPinchScale: raw / pinch.scale))
        notify(.willBeginZooming(scale: zoomScaleValue)) { $0.scrollViewWillBeginZooming(self, with: view) }
        updatePinch(pinch)
    }

    private func updatePinch(_ pinch: PinchGestureRecognizer) {
        guard case .pinching(let state) = storage.zoomPhase, pinch.numberOfTouches == 2, let view = effectiveZoomView
        else {
            return
        }
        let raw = state.rawScalePerPinchScale * pinch.scale
        let scale =
            bouncesZoom
            ? zoomLimits.banded(raw, coefficient: options.constants.zoomRubberBandCoefficient)
            : zoomLimits.clamped(raw)
        let wanted = anchorOffset(state.anchor, in: view, scale: scale, at: pinchLocation(pinch))
        applyZoom(scale: scale, offset: trackedOffset(wanted, contentSize: zoomedSize(of: view, at: scale)))
        rebaseDragAfterZoom()
    }

    /// `offset` as a finger shows it: through the rubber band past the range, or clamped without
    /// `bounces`.
    private func trackedOffset(_ offset: Point, contentSize size: Size) -> Point {
        let (minimum, maximum) = offsetRange(contentSize: size)
        let bounds = boundsSize, band = rubberBand
        var shown = offset
        for axis in Axis.allCases {
            if bounces {
                shown[axis] = band.apply(
                    to: offset[axis], lower: minimum[axis], upper: maximum[axis], dimension: bounds[axis])
            } else {
                shown[axis] = min(max(offset[axis], minimum[axis]), maximum[axis])
            }
        }
        return shown
    }

    /// The pinch ended.
    ///
    /// Past a limit (with `bouncesZoom`) the scale bounces back to it anchored at the pinch's `anchorPoint`, the
    /// centroid of the last two-finger sample, whatever the order the fingers lifted in
    /// (`setZoomScale:limit withAnchorPoint:[_pinch anchorPoint]`, [UIScrollView26-Decompile]
    /// `_updatePinchGestureForState:`; [PinchDriver-Decompile]). Within the limits `scrollViewDidEndZooming` comes at
    /// once; an offset left outside the range with no pan to bring it back then settles in a 0.2 s `UIView` animation
    /// (the model offset jumps, one `scrollViewDidScroll`; same source).
    private func endPinch(_ pinch: PinchGestureRecognizer) {
        guard case .pinching = storage.zoomPhase else { return }
        storage.zoomPhase = .idle
        guard let view = effectiveZoomView else { return }
        let scale = zoomScaleValue
        let limit = zoomLimits.clamped(scale)
        let endsAtLift = options.zoomEnd == .atLift
        if limit != scale {
            stopMotionForProgrammaticScroll()
            let location = convertFromWindow(pinch.pinchStorage.anchorPoint) - contentOffset
            let anchor = zoomViewPoint(at: location, in: view)
            let wanted = anchorOffset(anchor, in: view, scale: limit, at: location)
            startZoomAnimation(
                ZoomAnimation(
                    fromScale: scale, toScale: limit, fromOffset: contentOffset,
                    toOffset: clampedOffset(wanted, scale: limit, in: view), start: now,
                    duration: options.constants.zoomAnimationDuration(from: scale, to: limit), endsZooming: !endsAtLift),
                bouncing: true)
            if endsAtLift {
                notify(.didEndZooming(scale: limit)) { $0.scrollViewDidEndZooming(self, with: view, atScale: limit) }
            }
            return
        }
        notifyDidEndZooming()
        guard case .touching = phase, isOutOfBounds(contentOffset) else { return }
        startZoomAnimation(
            ZoomAnimation(
                fromScale: scale, toScale: scale, fromOffset: contentOffset, toOffset: clampedOffset(contentOffset),
                start: now, duration: ScrollConstants.pinchEndOffsetAdjustmentDuration, endsZooming: false),
            bouncing: true)
    }

    /// `setZoomScale` while the fingers pinch: applied at once about the visible centre.
    ///
    /// Within the band past the limits with `bouncesZoom`, as UIKit converts it through
    /// `_zoomScaleForRubberBandScale:`; after that the pinch keeps its own anchor and continues from the new scale
    /// (`_zoomToCenterInternal…` restores `_zoomAnchorPoint` and sets `pinch.scale`, [UIScrollView26-Decompile] ~383K),
    /// so its next move puts that anchor back under the fingers.
    func setZoomScaleDuringPinch(_ scale: Double, view: View) {
        guard let pinch = storage.pinch, case .pinching(let state) = storage.zoomPhase, scale > 0 else { return }
        let limits = zoomLimits, band = options.constants.zoomRubberBandCoefficient
        let target =
            bouncesZoom
            ? limits.banded(limits.raw(banded: scale, coefficient: band), coefficient: band) : limits.clamped(scale)
        guard target != zoomScaleValue else { return }
        let centre = Point(x: boundsSize.width / 2, y: boundsSize.height / 2)
        let wanted = anchorOffset(zoomViewPoint(at: centre, in: view), in: view, scale: target, at: centre)
        applyZoom(scale: target, offset: trackedOffset(wanted, contentSize: zoomedSize(of: view, at: target)))
        rebaseDragAfterZoom()
        let raw = bouncesZoom ? limits.raw(banded: target, coefficient: band) : target
        storage.zoomPhase = .pinching(Pinch(anchor: state.anchor, rawScalePerPinchScale: raw / pinch.scale))
    }
}

/// The scroll view's own pinch: fails where the view cannot zoom and recognizes together with its pan.
///
/// Without a zoom view it fails, so the two fingers then only pan.
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(name: ScrollView.pinchRecognizerName(scrollViewID: scrollView.id))
    }

    override func beginDecision() -> BeginDecision {
        let decision = super.beginDecision()
        if case .begin = decision, !scrollView.canZoom { return .fail }
        return decision
    }

    override func recognizesAlongside(_ other: PanGestureRecognizer) -> Bool {
        other === scrollView.panGestureRecognizer
    }
}
