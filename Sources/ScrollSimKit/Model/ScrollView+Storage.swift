/// The stored values behind `ScrollView`'s public properties, in one value.
///
/// The class accesses it without a runtime exclusivity check (the reason and why it is sound are on
/// `ScrollView.storage`).
extension ScrollView {
    struct Storage {
        var contentSize: Size
        var contentInset: EdgeInsets
        /// `contentInset` plus the safe area on the adjusted edges (see `ScrollView+SafeArea`).
        var adjustedContentInset: EdgeInsets
        var safeAreaInsets: EdgeInsets = .zero
        var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
        var isInNavigationController = false
        /// The window the safe area is derived from (`ScrollView+WindowSafeArea`).
        var windowSafeArea: WindowSafeArea?
        /// Set once the view had a safe area or a behaviour; from then on a change of the adjusted inset is logged.
        ///
        /// See `ScrollView+SafeArea`.
        var logsAdjustedContentInset = false
        /// True inside `setSafeAreaInsetsWhileBuilding`.
        var isBuilding = false
        var bounces: Bool = true
        var alwaysBounceVertical: Bool = false
        var alwaysBounceHorizontal: Bool = false
        var isPagingEnabled: Bool = false
        var isDirectionalLockEnabled: Bool = false
        var scrollsToTop: Bool = true
        var decelerationRate: DecelerationRate = .normal
        var rubberBand: RubberBand = .uiKit
        var options: ScrollViewOptions = ScrollViewOptions()
        var refreshControl: RefreshControl?
        weak var delegate: ScrollViewDelegate? {
            didSet { mayHaveDelegate = delegate != nil }
        }
        /// False while no delegate was set (or nil was): then no weak reference needs loading.
        var mayHaveDelegate = false
        var zoomScale: Double = 1
        var zoomLimits = ZoomLimits(minimum: 1, maximum: 1)
        var bouncesZoom: Bool = true
        var zoomView: View?
        var contentOffsetAtDragStart: Point?
        /// `zoomScale` while the view is set up to zoom (`showsZoomState`), else nil.
        ///
        /// What every log entry carries, kept up to date by the zoom setters so an entry reads one value.
        var loggedZoomScale: Double?
        /// The `scrollPosition(id:anchor:)` binding attached to the view (`ScrollPositionTracker`).
        var scrollPositionTracker: ScrollPositionTracker?

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
