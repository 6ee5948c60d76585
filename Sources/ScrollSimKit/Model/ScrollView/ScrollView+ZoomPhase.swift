// The zoom's motion: one phase at a time, `isZooming` and `isZoomBouncing` read from it.
//
// The zoom animations are closed forms of the time.
extension ScrollView {
    /// What the zoom is doing.
    ///
    /// Exactly one at a time, beside the scroll `phase` (a pinch runs while the pan drags, a zoom bounce while nothing
    /// else moves).
    enum ZoomPhase {
        /// No zoom motion.
        case idle
        /// Two fingers drive the scale (`isZooming`).
        case pinching(Pinch)
        /// Settling after a pinch: back to a limit (`isZoomBouncing`) or, at an unchanged scale, the
        /// offset back into range.
        case bouncing(ZoomAnimation)
        /// An animated `setZoomScale(_:animated:)` or `zoom(to:animated:)`.
        case animating(ZoomAnimation)

        /// True with no zoom motion.
        var isIdle: Bool {
            if case .idle = self { return true }
            return false
        }

        /// True while an animation runs (the display link must call).
        var isAnimated: Bool {
            switch self {
            case .bouncing, .animating: return true
            case .idle, .pinching: return false
            }
        }
    }

    /// A pinch in progress.
    struct Pinch {
        /// The zoom view's point that stays under the fingers' centroid: UIKit's `_zoomAnchorPoint`.
        ///
        /// In its own, untransformed coordinates, taken where the pinch began.
        var anchor: Point
        /// The finger-driven (raw) scale at a recognizer scale of 1: raw = this × `scale`.
        var rawScalePerPinchScale: Double
    }

    /// A zoom animation from one scale and offset to another, evaluated at any time.
    struct ZoomAnimation: Equatable {
        var fromScale: Double
        var toScale: Double
        var fromOffset: Point
        var toOffset: Point
        /// When it started and how long it lasts (s).
        var start: Double
        var duration: Double
        /// Whether its end sends `scrollViewDidEndZooming` (false once it was sent at the lift, see
        /// `ScrollViewOptions.ZoomEnd`).
        var endsZooming: Bool
        /// The timing curve: UIKit's ease-in-out unless the model options change it.
        ///
        /// See `ModelConstants.zoomAnimationCurve`, set when the animation starts.
        var curve: TimingCurve = .easeInOut

        /// The scale and offset on screen at `time`, and whether the animation is over.
        ///
        /// The presentation values: ease-in-out, UIKit's `animateWithDuration:…options:4` curve bits 0,
        /// [UIScrollView26-Decompile] ~385K.
        func presentation(at time: Double) -> (scale: Double, offset: Point, finished: Bool) {
            let elapsed = time - start
            // A frame within a nanosecond of the end is the end: frame times and starts are sums of
            // doubles (0.5 + 0.2 − 0.5 < 0.2), and a frame that shows the end values ends it.
            if elapsed >= duration - 1e-9 { return (toScale, toOffset, true) }
            let progress = curve.progress(elapsed / duration)
            return (
                fromScale + (toScale - fromScale) * progress, fromOffset + (toOffset - fromOffset) * progress, false
            )
        }

        /// True for a bounce back to a limit (the scale changes), false for an offset-only settle.
        var changesScale: Bool { fromScale != toScale }
    }

    /// Starts `animation` as `phase` (`.bouncing` or `.animating`).
    ///
    /// Under `.modelValuesAtStart` its end values are applied at once (UIKit's layout block runs once, inside the
    /// animation, [UIScrollView26-Decompile] ~385K).
    func startZoomAnimation(_ animation: ZoomAnimation, bouncing: Bool) {
        var animation = animation
        animation.curve = options.constants.zoomAnimationCurve
        storage.zoomPhase = bouncing ? .bouncing(animation) : .animating(animation)
        simulation?.requestFrames(for: self)
        if options.zoomAnimationUpdates == .modelValuesAtStart {
            applyZoom(scale: animation.toScale, offset: animation.toOffset)
        }
    }

    /// The running zoom animation, if any.
    var runningZoomAnimation: ZoomAnimation? {
        switch storage.zoomPhase {
        case .bouncing(let running), .animating(let running): return running
        case .idle, .pinching: return nil
        }
    }

    /// The zoom scale and offset on screen now.
    ///
    /// A running zoom animation's presentation values, else the model's (`_zoomScaleFromPresentationLayer:`,
    /// [UIScrollView26-Decompile]).
    var presentationZoom: (scale: Double, offset: Point) {
        guard let animation = runningZoomAnimation else { return (zoomScaleValue, contentOffset) }
        let sample = animation.presentation(at: now)
        return (sample.scale, sample.offset)
    }

    /// One display frame of the running zoom animation.
    ///
    /// Under `.everyFrame` the model follows the screen; under `.modelValuesAtStart` the model already holds the end
    /// values, and the frame is logged as a `presentationFrame` (not a delegate call) carrying the on-screen offset and
    /// scale, so plots and `view` draw the motion the delegate does not see.
    func stepZoom(at time: Double) {
        guard let animation = runningZoomAnimation else { return }
        let sample = animation.presentation(at: time)
        if sample.finished {
            finishZoomAnimation(animation)
        } else if options.zoomAnimationUpdates == .everyFrame {
            applyZoom(scale: sample.scale, offset: sample.offset)
        } else if time > animation.start {
            recordPresentationFrame(scale: sample.scale, offset: sample.offset)
        }
    }

    /// Logs the on-screen values of a frame of a running animation (see `stepZoom(at:)`).
    func recordPresentationFrame(scale: Double, offset: Point) {
        var fields = [LogField("presentationOffset", .point(offset))]
        if showsZoomState { fields.append(LogField("presentationScale", .number(scale, .factor))) }
        simulation?.record(.behavior(name: "presentationFrame", fields: fields), for: self, flags: nil)
    }

    /// Jumps a running zoom animation to its end values and ends it, with `scrollViewDidEndZooming` when it owes one.
    ///
    /// Does nothing when none runs.
    func finishRunningZoomAnimation() {
        guard let animation = runningZoomAnimation else { return }
        finishZoomAnimation(animation)
    }

    /// The last frame of `animation`, then the end of the zoom animation.
    ///
    /// The last frame of `animation` (still bouncing or animating during its callbacks), then the
    /// end: idle, at rest from now (the rest time counts the zoom animations too), and
    /// `scrollViewDidEndZooming` when owed (UIKit clears its bouncing flag before that call,
    /// [UIScrollView26-Decompile] ~384K). A callback that replaced the animation wins. Under
    /// `.modelValuesAtStart` the model took the end values at the start, and whatever the delegate
    /// changed since (an inset that clamped the offset) stands: nothing is applied again.
    private func finishZoomAnimation(_ animation: ZoomAnimation) {
        if options.zoomAnimationUpdates == .everyFrame {
            applyZoom(scale: animation.toScale, offset: animation.toOffset)
        }
        guard runningZoomAnimation == animation else { return }
        storage.zoomPhase = .idle
        comeToRest()
        if animation.endsZooming { notifyDidEndZooming() }
    }

    /// Sets the scale (the zoom view's transform and `contentSize`) and then the offset.
    ///
    /// One `scrollViewDidScroll` if the offset changed, then one `scrollViewDidZoom` if the scale did (UIKit's zoom
    /// layout block sets the offset before it calls `scrollViewDidZoom`, [UIScrollView26-Decompile] ~385K).
    func applyZoom(scale: Double, offset: Point) {
        let changed = scale != zoomScaleValue
        setScaleKeepingOffset(scale)
        setOffset(offset)
        if changed { notify(.didZoom(scale: zoomScaleValue)) { $0.scrollViewDidZoom(self) } }
    }

    /// Sets the stored scale, the zoom view's transform and `contentSize`, without touching the offset.
    ///
    /// `contentSize` = the zoom view's untransformed size × scale (`_adjustContentSizeForView:atScale:`
    /// [UIScrollView26-Decompile] ~384K).
    func setScaleKeepingOffset(_ scale: Double) {
        zoomScaleValue = scale
        guard let view = effectiveZoomView else { return }
        view.setTransformScale(scale)
        contentSize = view.frame.size
    }

    /// Sends `scrollViewDidEndZooming(_:with:atScale:)` with the current scale.
    func notifyDidEndZooming() {
        let scale = zoomScaleValue
        let view = effectiveZoomView
        notify(.didEndZooming(scale: scale)) { $0.scrollViewDidEndZooming(self, with: view, atScale: scale) }
    }
}
