// Touch-down, catching a moving view, and dragging.
//
// - The pan begins after 10 pt of travel along the scrollable axes; the content then follows the
//   finger 1:1 lagging by exactly those 10 pt (no jump): the hysteresis vector is subtracted from
//   the translation along the drag direction ([Repo-OpenUIKit]'s reading of its measured traces).
// - Past an edge the finger-driven offset goes through the rubber band; with `bounces == false`
//   it is clamped [UIKitCore-RE] §3. The band is a pure function of the translation, so
//   reversing the finger retraces it.
// - Each drag callback stores `−velocity(in:)/1000` (pt/ms, content direction) and keeps the
//   previous one for the release blend [UIKitCore-RE] §4.
// - A touch on a decelerating view freezes it and begins the drag at once
//   (`tracksImmediatelyWhileDecelerating`, default YES [Repo-iOS26Restore]); grabbing an overscrolled
//   view re-anchors the drag through the inverse band so it does not jump
//   (`_adjustStartOffsetForGrabbedBouncingScrollView` [UIScrollView-Decompile]).
extension ScrollView {
    /// The first finger touched this view's content.
    ///
    /// Returns true when the pan should begin at once.
    func touchDown(at time: Double) -> Bool {
        if options.repeatedFlickAcceleration { storage.fastScroll.touchDown(at: time) }
        switch phase {
        case .decelerating:
            storage.motionGeneration += 1
            if options.interruptedDeceleration == .endsAtTouchDown {
                phase = .touching(interruptedDeceleration: false)
                notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
            } else {
                phase = .touching(interruptedDeceleration: true)
            }
            return true
        case .animating:
            // The programmatic animation is removed; whether UIKit then sends
            // didEndScrollingAnimation was not read ([UIScrollView-Decompile] was not read there). **Choice**: no
            // callback.
            storage.motionGeneration += 1
            phase = .touching(interruptedDeceleration: false)
            return false
        default:
            phase = .touching(interruptedDeceleration: false)
            return false
        }
    }

    /// Decides whether the pan begins after the finger moved by `translation`.
    func panBeginDecision(_ translation: Point) -> PanGestureRecognizer.BeginDecision {
        let (canX, canY) = draggableAxes
        guard canX || canY else { return .fail }
        let along = Point(x: canX ? translation.x : 0, y: canY ? translation.y : 0)
        let across = Point(x: canX ? 0 : translation.x, y: canY ? 0 : translation.y)
        if along.length >= panGestureRecognizer.hysteresis { return .begin }
        if across.length > panGestureRecognizer.hysteresis { return .fail }
        return .wait
    }

    func handlePan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDrag()
            updateDrag()
        case .changed:
            updateDrag()
        case .ended:
            endDrag(cancelled: false)
        case .cancelled:
            endDrag(cancelled: true)
        case .possible, .failed:
            break
        }
    }

    /// The touch sequence that touched this view ended (after any pan callbacks).
    func touchSequenceEnded() {
        switch phase {
        case .touching(let interrupted):
            phase = .idle
            comeToRest()
            if interrupted { notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) } }
        case .dragging:
            endDrag(cancelled: true)
        case .decelerating(var motion):
            motion.touchStillDown = false
            phase = .decelerating(motion)
        default:
            break
        }
    }

    private func beginDrag() {
        // A zoom animation still running when a drag begins ends first (its end values and its
        // `scrollViewDidEndZooming`), so the drag starts from the model values UIKit already holds.
        // **Choice**: UIKit's pan was not read here; a pinch that begins does the same
        // (`_updatePinchGestureForState:`, see `ScrollView+Pinch`), and a touch alone leaves it running.
        if storage.zoomPhase.isAnimated { finishRunningZoomAnimation() }
        var interrupted = false
        if case .touching(let caught) = phase { interrupted = caught }
        let translation = panGestureRecognizer.translation(in: nil)
        let along = draggableComponents(of: translation)
        let slop = along.length > 0 && !interrupted ? along * (panGestureRecognizer.hysteresis / along.length) : .zero
        let lockEnabled = isDirectionalLockEnabled && draggableAxes == (true, true)
        phase = .dragging(
            Drag(
                rawStart: unbandedOffset(contentOffset), slop: slop,
                lock: lockEnabled ? .undecided : .free, interruptedDeceleration: interrupted))
        contentOffsetAtDragStart = contentOffset
        notify(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
    }

    private func updateDrag() {
        guard case .dragging(var drag) = phase else { return }
        let axes = draggableAxes
        var effective = draggableComponents(of: panGestureRecognizer.translation(in: nil) - drag.slop, axes: axes)
        if case .undecided = drag.lock, effective.length > 0 { drag.lock = Self.lock(for: effective) }
        effective = Self.applying(drag.lock, to: effective)
        drag.effectiveTranslation = effective

        let fingerVelocity = panGestureRecognizer.velocity(in: nil)
        let velocity = Self.applying(
            drag.lock,
            to: draggableComponents(of: fingerVelocity * (-1 / UIKitUnits.millisecondsPerSecond), axes: axes))
        drag.previousVelocity = drag.latestVelocity
        drag.latestVelocity = velocity
        if options.repeatedFlickAcceleration {
            storage.fastScroll.dragMoved(
                velocityX: velocity.x, velocityY: velocity.y, distance: effective.length,
                hasSamples: drag.previousVelocity != .zero)
        }

        if pinchHoldsOffset {
            // The pinch places the content (its anchor follows the centroid); the drag keeps its
            // velocity and continues from the pinch's offset (see `ScrollView+Pinch`).
            drag.rawStart = unbandedOffset(contentOffset) + effective
            phase = .dragging(drag)
            return
        }
        let raw = drag.rawStart - effective
        var next = contentOffset
        let minimum = minimumContentOffset, maximum = maximumContentOffset(above: minimum)
        let bounces = bounces, rubberBand = rubberBand, bounds = boundsSize
        for axis in Axis.allCases where axis == .horizontal ? axes.horizontal : axes.vertical {
            if bounces {
                next[axis] = rubberBand.apply(
                    to: raw[axis], lower: minimum[axis], upper: maximum[axis], dimension: bounds[axis])
            } else {
                next[axis] = min(max(raw[axis], minimum[axis]), maximum[axis])
            }
        }
        phase = .dragging(drag)
        setOffset(next)
    }

    /// `vector` with the components on axes this view cannot drag set to zero.
    func draggableComponents(of vector: Point) -> Point {
        draggableComponents(of: vector, axes: draggableAxes)
    }

    /// `vector` with the components off `axes` (as `draggableAxes` gives them) set to zero.
    func draggableComponents(of vector: Point, axes: (horizontal: Bool, vertical: Bool)) -> Point {
        Point(x: axes.horizontal ? vector.x : 0, y: axes.vertical ? vector.y : 0)
    }

    /// Within 20° of horizontal locks to x, beyond 70° to y, otherwise free [UIKitCore-RE] §7.
    static func lock(for translation: Point) -> DirectionalLock {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dy <= dx * ScrollConstants.directionalLockTangentLow { return .horizontal }
        if dy >= dx * ScrollConstants.directionalLockTangentHigh { return .vertical }
        return .free
    }

    static func applying(_ lock: DirectionalLock, to vector: Point) -> Point {
        switch lock {
        case .horizontal: return Point(x: vector.x, y: 0)
        case .vertical: return Point(x: 0, y: vector.y)
        case .free, .undecided: return vector
        }
    }
}
