extension ScrollView {
    /// Where the scroll view is in its interaction life cycle.
    ///
    /// Exactly one at a time.
    enum Phase {
        /// At rest, no finger.
        case idle
        /// A finger is down, the pan has not begun.
        ///
        /// `interruptedDeceleration` when the touch froze a moving view (the pending `didEndDecelerating` of
        /// [Seed-Lifecycle]).
        case touching(interruptedDeceleration: Bool)
        /// The pan is moving the content.
        case dragging(Drag)
        /// The lift callbacks are running (`willEndDragging`, `didEndDragging`).
        case releasing(Release)
        /// Decelerating, bouncing or settling on a page.
        case decelerating(Motion)
        /// A programmatic animation (`setContentOffset(_:animated: true)`, scroll to top).
        case animating(OffsetAnimation)
    }

    /// A drag in progress.
    struct Drag {
        /// Finger-driven (unbanded) offset at zero effective translation.
        var rawStart: Point
        /// The hysteresis vector subtracted from the translation so the content does not jump.
        var slop: Point
        /// Directional lock, decided from the first movement when the lock is enabled.
        var lock: DirectionalLock
        /// True when this drag caught a moving view ([Seed-Lifecycle]: isDecelerating stays true).
        var interruptedDeceleration: Bool
        /// The effective translation last applied (for re-anchoring after a programmatic change).
        var effectiveTranslation: Point = .zero
        /// The drag velocity (pt/ms, content direction) of the latest drag callback, and of the one before it.
        ///
        /// The release blends the two.
        var latestVelocity: Point = .zero
        var previousVelocity: Point = .zero
    }

    /// The directional-lock state of a drag (`isDirectionalLockEnabled`).
    enum DirectionalLock {
        /// Not decided yet (no movement).
        case undecided
        /// Both axes move.
        case free
        /// Only x moves.
        case horizontal
        /// Only y moves.
        case vertical
    }

    /// The lift sequence in progress.
    struct Release {
        var stage: ReleaseStage
        /// True when the drag caught a moving view ([Seed-Lifecycle]'s pending `didEndDecelerating`).
        var interruptedDeceleration: Bool
        /// An animated `setContentOffset` requested during the lift; it runs if no deceleration starts.
        var pendingAnimationTarget: Point?
    }

    /// The stage of the lift sequence, which sets the flags during each callback.
    enum ReleaseStage {
        case willEndDragging
        case didEndDragging(willDecelerate: Bool)
        case endingInterruptedDeceleration

        /// True in the lift callbacks (the finger's touch ends after them).
        ///
        /// The pending `didEndDecelerating` of a caught deceleration reads all three flags false, so the widely used
        /// "scrolling has stopped" recipe ([SO-993280]: `!isTracking && !isDragging && !isDecelerating` in
        /// `didEndDecelerating`) fires there: in `didEndDragging(false)` it cannot, because `isDecelerating` still
        /// reads true ([Repo-FlowkeyUIKit] PR #307's device log).
        var isTracking: Bool {
            switch self {
            case .willEndDragging, .didEndDragging: return true
            case .endingInterruptedDeceleration: return false
            }
        }

        var isDragging: Bool {
            switch self {
            case .willEndDragging: return true
            // The StackOverflow "scroll stopped" recipe relies on isDragging false in
            // didEndDragging(willDecelerate: false); [Seed-Lifecycle] keeps it true while decelerating.
            case .didEndDragging(let willDecelerate): return willDecelerate
            case .endingInterruptedDeceleration: return false
            }
        }

        func isDecelerating(interrupted: Bool) -> Bool {
            switch self {
            case .willEndDragging, .didEndDragging: return interrupted
            case .endingInterruptedDeceleration: return false
            }
        }
    }

    /// A motion after a release.
    ///
    /// Its axes live beside the phase, in the scroll view's `freeMotion` or `pagingMotion` (as `kind` says), and so
    /// does the time of its last update (`motionClock`): a frame advances them in place and leaves the phase as it is.
    struct Motion {
        enum Kind {
            /// The axes are in `freeMotion`.
            case free
            /// The axes are in `pagingMotion`.
            case paging
        }
        var kind: Kind
        /// True until the lifting finger's touch sequence has ended (for `isTracking`).
        var touchStillDown: Bool
        /// Identifies this motion so a step can tell whether a callback replaced it.
        var generation: Int
    }

    /// The axes of a motion about to start, as a release builds them (see `startMotion`).
    enum MotionAxes {
        case free(FreeMotion)
        case paging(PagingMotion)
    }

    /// Free deceleration with bounces, optionally retargeted by the delegate.
    struct FreeMotion {
        var x: DecelerationAxis
        var y: DecelerationAxis
        /// Per-axis targets set by a `willEndDragging` delegate (nil: natural deceleration).
        var targetX: Double?
        var targetY: Double?
        /// Per axis: the retargeted axis ran out of speed short of its target and is crawling to it.
        var crawlingX = false
        var crawlingY = false
    }

    /// A paging settle; nil axes do not move.
    struct PagingMotion {
        var x: PagingAxis?
        var y: PagingAxis?
    }

    /// A programmatic animation of the content offset.
    struct OffsetAnimation {
        enum Purpose { case setContentOffset, scrollToTop }
        var from: Point
        var to: Point
        var start: Double
        var duration: Double
        var curve: TimingCurve
        var purpose: Purpose
    }

    /// UIKit's paging direction flags: which page a settle is heading for.
    ///
    /// 0x40/0x80 for x, 0x100/0x200 for y [UIScrollView-Decompile] ~625K; kept across a catch so a second flick during
    /// the flight moves one page further (`performExtraPageIfPastPagingBoundary`).
    struct PagingFlight {
        /// Per axis: +1 heading to a later page, −1 to an earlier one, 0 not moving.
        var direction: Point = .zero
        var target: Point = .zero
    }

    /// The flags a scroll view shows in `phase`: the one place they are derived from it.
    ///
    /// Tracking while a finger is on the content, also before the pan began; dragging through the deceleration after a
    /// drag ([Seed-Lifecycle]); decelerating while the content moves on its own, and while a finger holds a caught
    /// deceleration whose `didEndDecelerating` is still pending. The lift callbacks read them from `ReleaseStage`.
    static func flags(in phase: Phase) -> ScrollFlags {
        switch phase {
        case .idle, .animating: return .idle
        case .touching(let interrupted):
            return ScrollFlags(tracking: true, dragging: false, decelerating: interrupted)
        case .dragging(let drag):
            return ScrollFlags(tracking: true, dragging: true, decelerating: drag.interruptedDeceleration)
        case .releasing(let release):
            let stage = release.stage
            return ScrollFlags(
                tracking: stage.isTracking, dragging: stage.isDragging,
                decelerating: stage.isDecelerating(interrupted: release.interruptedDeceleration))
        case .decelerating(let motion):
            return ScrollFlags(tracking: motion.touchStillDown, dragging: true, decelerating: true)
        }
    }

    // MARK: FrameClient

    /// True while decelerating or animating, or while a zoom bounces or animates.
    public var needsFrames: Bool {
        switch phase {
        case .decelerating, .animating: return true
        default: return storage.zoomPhase.isAnimated
        }
    }

    /// The running motion; nil at rest or under a finger.
    ///
    /// Decelerating, bouncing (out of bounds while decelerating), settling on a page, animating to an offset, or a zoom
    /// bouncing or animating.
    public var stillMoving: StillMoving? {
        switch phase {
        case .decelerating(let motion):
            if motion.kind == .paging { return StillMoving(view: id, motion: .settlingOnAPage) }
            return StillMoving(view: id, motion: isOutOfBounds(contentOffset) ? .bouncing : .decelerating)
        case .animating: return StillMoving(view: id, motion: .animatingToAnOffset)
        default: return storage.zoomPhase.isAnimated ? StillMoving(view: id, motion: .zooming) : nil
        }
    }

    /// Advances the running motion to the display frame at `time`, then a running zoom animation.
    ///
    /// - Parameter time: The refresh's time, in seconds.
    public func displayFrame(at time: Double) {
        switch phase {
        case .decelerating(let motion): stepMotion(motion, at: time)
        case .animating(let animation): stepAnimation(animation, at: time)
        default: break
        }
        if storage.zoomPhaseIsIdle { return }
        stepZoom(at: time)
    }
}
