// The stored values behind `ScrollView`'s public properties, in one value.
//
// The class holds all its mutable state here, accessed without a runtime exclusivity check (the reason and why it is
// sound are on `ScrollView.storage`).
extension ScrollView {
    struct Storage {
        /// The size of the scrollable content (points; `ScrollView.contentSize`).
        var contentSize: Size
        /// Extra scrollable space around the content (points; `ScrollView.contentInset`).
        var contentInset: EdgeInsets
        /// `contentInset` plus the safe area on the adjusted edges (see `ScrollView+SafeArea`).
        var adjustedContentInset: EdgeInsets
        /// The view's safe area insets (points; see `ScrollView+SafeArea`).
        var safeAreaInsets: EdgeInsets = .zero
        /// Which edges add the safe area to `adjustedContentInset` (`ContentInsetAdjustmentBehavior`).
        var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
        /// Whether the view sits in a navigation controller (it changes the `.automatic` behaviour).
        var isInNavigationController = false
        /// The window the safe area is derived from (`ScrollView+WindowSafeArea`).
        var windowSafeArea: WindowSafeArea?
        /// Set once the view had a safe area or a behaviour; from then on a change of the adjusted inset is logged.
        ///
        /// See `ScrollView+SafeArea`.
        var logsAdjustedContentInset = false
        /// True inside `setSafeAreaInsetsWhileBuilding`.
        var isBuilding = false
        /// Whether the content rubber-bands past its edges (`ScrollView.bounces`).
        var bounces: Bool = true
        /// Rubber-band vertically even when the content does not overflow.
        var alwaysBounceVertical: Bool = false
        /// Rubber-band horizontally even when the content does not overflow.
        var alwaysBounceHorizontal: Bool = false
        /// Settle on multiples of the bounds size after a drag.
        var isPagingEnabled: Bool = false
        /// Lock a drag that starts along one axis to that axis.
        var isDirectionalLockEnabled: Bool = false
        /// Whether a status-bar tap may scroll this view to the top.
        var scrollsToTop: Bool = true
        /// How fast a fling slows down, as stored (`ScrollView.decelerationRate`).
        var decelerationRate: DecelerationRate = .normal
        /// The resistance past an edge while dragging.
        var rubberBand: RubberBand = .uiKit
        /// Switches for behaviours on which the sources disagree.
        var options: ScrollViewOptions = ScrollViewOptions()
        /// The pull-to-refresh control, if any.
        var refreshControl: RefreshControl?
        /// The delegate, held weakly as in UIKit.
        weak var delegate: ScrollViewDelegate? {
            didSet { mayHaveDelegate = delegate != nil }
        }
        /// False while no delegate was set (or nil was): then no weak reference needs loading.
        var mayHaveDelegate = false
        /// The current zoom scale (1: unzoomed).
        var zoomScale: Double = 1
        /// The smallest and largest zoom scale.
        var zoomLimits = ZoomLimits(minimum: 1, maximum: 1)
        /// Whether a zoom past its limits bounces back (`ScrollView.bouncesZoom`).
        var bouncesZoom: Bool = true
        /// The view the zoom scales, if any (`viewForZooming`).
        var zoomView: View?
        /// The content offset when the last drag began (points), nil before the first drag.
        var contentOffsetAtDragStart: Point?
        /// `zoomScale` while the view is set up to zoom (`showsZoomState`), else nil.
        ///
        /// What every log entry carries, kept up to date by the zoom setters so an entry reads one value.
        var loggedZoomScale: Double?
        /// The `scrollPosition(id:anchor:)` binding attached to the view (`ScrollPositionTracker`).
        var scrollPositionTracker: ScrollPositionTracker?
        /// The user-interaction state (`ScrollView.phase`, whose setter reports changes).
        var phase = Phase.idle
        /// The zoom's own motion (pinch, bounce, animation), beside `phase`; see `ZoomPhase`.
        var zoomPhase = ZoomPhase.idle {
            didSet { zoomPhaseIsIdle = zoomPhase.isIdle }
        }
        /// Whether `zoomPhase` is `.idle`, kept by its observer for the frame path, which asks every frame.
        ///
        /// Matching `.idle` compares the whole payload area of the enum (how a case without a payload is told apart),
        /// about thirty instructions; this is one load.
        private(set) var zoomPhaseIsIdle = true
        /// The recognizer that drives dragging (`ScrollView.panGestureRecognizer`), set once by the initializer.
        var pan: PanGestureRecognizer!
        /// The pinch recognizer, created when zooming first becomes possible.
        ///
        /// Attached to the view only while `maximumZoomScale > minimumZoomScale`.
        var pinch: ScrollViewPinchGestureRecognizer?
        /// The axes of the running motion while `phase` is `.decelerating` with a free kind.
        ///
        /// Kept out of the phase (whose `kind` says which of the two holds the motion) so a frame advances them in
        /// place; the physics calls no code of the scroll view.
        var freeMotion = FreeMotion.resting
        /// The axes of the running motion while `phase` is `.decelerating` with a paging kind.
        var pagingMotion = PagingMotion()
        /// The display-link time (s) of the running motion's last update.
        var motionClock: Double = 0
        /// The repeated-flick streak that makes quick successive flings travel further (`FastScrollStreak`).
        var fastScroll = FastScrollStreak()
        /// The page a paging fling is heading for, per axis (`ScrollView+Paging`).
        var pagingFlight = PagingFlight()
        /// Counts the motions started, so a stale animation completion can tell it was superseded.
        var motionGeneration = 0
        /// The SwiftUI-style observers (`ScrollView+Observers`); their flags are read at every phase write and offset
        /// change.
        var observers = Observers()

        /// Stores the geometry; the adjusted inset starts as `contentInset` (no safe area yet).
        init(contentSize: Size, contentInset: EdgeInsets) {
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.adjustedContentInset = contentInset
        }

        /// Recomputes `loggedZoomScale` after a zoom value changed.
        mutating func updateLoggedZoomScale() {
            let shows = zoomView != nil || zoomScale != 1 || zoomLimits.minimum != 1 || zoomLimits.maximum != 1
            loggedZoomScale = shows ? zoomScale : nil
        }
    }
}
