/// A model of `UIScrollView`: content geometry, the drag life cycle, delegate callbacks and programmatic scrolling.
///
/// Content geometry, the drag → release → deceleration life cycle, the delegate callbacks with UIKit's flags, and
/// programmatic scrolling.
///
/// The user-interaction state lives in one `Phase` value; `isTracking`, `isDragging` and
/// `isDecelerating` are computed from it. The rules and constants, with their sources, are in
/// `ScrollConstants` and on the extensions that implement each stage (`ScrollView+Drag`,
/// `+Release`, `+Deceleration`, `+Programmatic`).
public final class ScrollView: View, FrameClient {
    /// The size of the scrollable content (points).
    public var contentSize: Size {
        get { storage.contentSize }
        set {
            storage.contentSize = newValue
            updateAdjustedContentInset()
            if storage.observers.observesGeometry { notifyGeometryObservers() }
        }
    }
    /// Extra scrollable space around the content; the edges of the scrollable range.
    public var contentInset: EdgeInsets {
        get { storage.contentInset }
        set {
            storage.contentInset = newValue
            updateAdjustedContentInset()
            if storage.observers.observesGeometry { notifyGeometryObservers() }
        }
    }
    /// Whether the content rubber-bands past its edges (true) or stops hard (false).
    public var bounces: Bool {
        get { storage.bounces }
        set { storage.bounces = newValue }
    }
    /// Rubber-band vertically even when the content does not overflow.
    public var alwaysBounceVertical: Bool {
        get { storage.alwaysBounceVertical }
        set {
            storage.alwaysBounceVertical = newValue
            updateAdjustedContentInset()
        }
    }
    /// Rubber-band horizontally even when the content does not overflow.
    public var alwaysBounceHorizontal: Bool {
        get { storage.alwaysBounceHorizontal }
        set {
            storage.alwaysBounceHorizontal = newValue
            updateAdjustedContentInset()
        }
    }
    /// Settle on multiples of the bounds size after a drag.
    public var isPagingEnabled: Bool {
        get { storage.isPagingEnabled }
        set { storage.isPagingEnabled = newValue }
    }
    /// Whether the user can drag (disables the pan recognizer).
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set {
            panGestureRecognizer.isEnabled = newValue
            updateAdjustedContentInset()
        }
    }
    /// Lock a drag that starts horizontally or vertically to that axis.
    public var isDirectionalLockEnabled: Bool {
        get { storage.isDirectionalLockEnabled }
        set { storage.isDirectionalLockEnabled = newValue }
    }
    /// Whether a status-bar tap may scroll this view to the top.
    public var scrollsToTop: Bool {
        get { storage.scrollsToTop }
        set { storage.scrollsToTop = newValue }
    }
    /// How fast a fling slows down: one of UIKit's two stored rates, whatever rate is set.
    ///
    /// `DecelerationRate.storedByUIKit`: `.fast` below 0.994, else `.normal`, unless `options.decelerationRateStorage`
    /// keeps it as given.
    public var decelerationRate: DecelerationRate {
        get { storage.decelerationRate }
        set { storage.decelerationRate = options.decelerationRateStorage == .uiKit ? newValue.storedByUIKit : newValue }
    }
    /// The resistance past an edge while dragging (UIKit: asymptotic, c = 0.55).
    public var rubberBand: RubberBand {
        get { storage.rubberBand }
        set { storage.rubberBand = newValue }
    }
    /// Switches for behaviours on which the sources disagree.
    public var options: ScrollViewOptions {
        get { storage.options }
        set {
            storage.options = newValue
            storage.pan.panStorage.velocityCurrentWeight = newValue.constants.panVelocityCurrentWeight
        }
    }
    /// The pull-to-refresh control (`UIScrollView.refreshControl`); see `RefreshControl`.
    public var refreshControl: RefreshControl? {
        get { storage.refreshControl }
        set { storage.refreshControl = newValue }
    }
    /// The delegate (held weakly, as in UIKit).
    public var delegate: ScrollViewDelegate? {
        get { storage.mayHaveDelegate ? storage.delegate : nil }
        set { storage.delegate = newValue }
    }
    /// The layout's say over where a drag's motion ends, asked at the lift before the delegate.
    ///
    /// The layout's say over where a drag's motion ends, asked at the lift **before** the delegate's
    /// `scrollViewWillEndDragging`, as a collection view asks its layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// [Apple-UICollectionViewLayout]. It receives the proposed target (points) and the release
    /// velocity (pt/ms, content direction: the value the delegate then receives) and returns the
    /// target the delegate sees in `targetContentOffset`; whatever the delegate leaves there is final.
    ///
    /// The order — layout first, then the delegate with the layout's answer — is how
    /// [Repo-PSTCollectionView], the public drop-in re-implementation of `UICollectionView`, wires
    /// it (its `scrollViewWillEndDragging:withVelocity:targetContentOffset:`). Apple documents neither
    /// the order nor, consistently, the velocity's unit (its page says points per second;
    /// [Repo-PSTCollectionView] passes the delegate's pt/ms value through). **Choice**, see
    /// the modelling choices (ScrollSimKit.docc/TheModelAndItsSources.md). Nil (the default): the proposal goes to the delegate unchanged.
    public var layoutTargetContentOffset: ((_ proposed: Point, _ velocity: Point) -> Point)?
    /// The frame of the content's item number `item` (content coordinates), nil past the last.
    ///
    /// The frame of the content's item number `item` (content coordinates), nil past the last:
    /// set by a layout that places items (a trace's `flowLayout`), read by `scrollToItem`. Nil
    /// (the default): the content has no items.
    public var itemFrame: ((_ item: Int) -> Rect?)?
    /// A say over where the offset goes when the view's size changes at rest.
    ///
    /// A say over where the offset goes when the view's size changes at rest: it receives the offset
    /// UIKit would keep (the current one, clamped into the new range) and returns the offset to
    /// take, which is then pixel-rounded and clamped (logged as `offsetAdjusted` when it moves).
    /// SwiftUI's `ScrollTargetBehavior.updateTarget` is called there too ([Apple-ScrollTargetBehavior]:
    /// "when a scrollable view's size changes"). Nil (the default): UIKit's clamp alone.
    public var sizeChangeTargetContentOffset: ((_ proposed: Point) -> Point)?
    /// The content offset when the last drag began, nil before the first drag.
    ///
    /// Set just before `willBeginDragging`: the "item at the drag's start" a layout's snapping steps from.
    public internal(set) var contentOffsetAtDragStart: Point? {
        get { storage.contentOffsetAtDragStart }
        set { storage.contentOffsetAtDragStart = newValue }
    }
    /// The zoom's stored values, behind the public zoom API of `ScrollView+Zoom`.
    var zoomScaleValue: Double {
        get { storage.zoomScale }
        set {
            storage.zoomScale = newValue
            storage.updateLoggedZoomScale()
        }
    }
    var zoomLimits: ZoomLimits {
        get { storage.zoomLimits }
        set {
            storage.zoomLimits = newValue
            storage.updateLoggedZoomScale()
        }
    }
    var bouncesZoomValue: Bool {
        get { storage.bouncesZoom }
        set { storage.bouncesZoom = newValue }
    }
    var zoomViewValue: View? {
        get { storage.zoomView }
        set {
            storage.zoomView = newValue
            storage.updateLoggedZoomScale()
        }
    }
    /// The zoom scale the log entries carry: `zoomScale` while `showsZoomState`, else nil.
    var loggedZoomScale: Double? { storage.loggedZoomScale }
    /// The recognizer that drives dragging.
    public var panGestureRecognizer: PanGestureRecognizer! { storage.pan }

    /// The name of the pan recognizer of the scroll view `scrollViewID`: `<id>.pan`.
    ///
    /// The one place the name is made (the trace decoder asks it too, for `simultaneous` pairs).
    ///
    /// - Parameter scrollViewID: The scroll view's log id.
    /// - Returns: The recognizer's name.
    public static func panRecognizerName(scrollViewID: String) -> String { "\(scrollViewID).pan" }

    var phase: Phase {
        get { storage.phase }
        set {
            let old = storage.phase
            storage.phase = newValue
            if storage.options.logsScrollPhases || storage.observers.observesScrollPhases {
                reportScrollPhaseChange(from: old)
            }
        }
    }
    // Unchecked: single-threaded model; each access is a load, store or in-place change calling no scroll-view code.
    /// The scroll view's mutable state in one value (`ScrollView+Storage`), read on every drag step and frame.
    @exclusivity(unchecked) var storage: Storage

    /// Creates a scroll view at rest at `contentOffset`.
    ///
    /// The offset is set without a `didScroll`, like a value configured before the view appears.
    ///
    /// - Parameters:
    ///   - id: The view's log id.
    ///   - frame: The frame, in the superview's coordinates (points).
    ///   - contentSize: The content's size, in points.
    ///   - contentInset: The content inset, in points.
    ///   - contentOffset: The content offset, in points.
    public init(
        id: String = "scrollView", frame: Rect, contentSize: Size, contentInset: EdgeInsets = .zero,
        contentOffset: Point = .zero
    ) {
        storage = Storage(contentSize: contentSize, contentInset: contentInset)
        super.init(id: id, frame: frame)
        boundsOrigin = contentOffset
        let recognizer = ScrollViewPanGestureRecognizer(scrollView: self)
        recognizer.action = { [unowned self] recognizer in self.handlePan(recognizer) }
        storage.pan = recognizer
        addGestureRecognizer(recognizer)
    }

    /// A frame change can change the container size: the geometry observers look again.
    ///
    /// - Parameter oldFrame: The frame before the change, in points.
    public override func frameDidChange(from oldFrame: Rect) {
        updateAdjustedContentInset()
        if storage.observers.observesGeometry { notifyGeometryObservers() }
    }

    var now: Double { simulation?.now ?? 0 }
}

/// The scroll view's own pan: begins after 10 pt along an axis it can scroll.
///
/// It fails if the finger first travels 10 pt along an axis it cannot (the delayed-touches recognizer's per-axis test,
/// [Repo-iOS26Restore] `UIScrollViewDelayedTouchesBeganGestureRecognizer`; **choice** for the pan itself), and begins
/// at the touch-down when it catches its own deceleration (`tracksImmediatelyWhileDecelerating`, default YES).
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(name: ScrollView.panRecognizerName(scrollViewID: scrollView.id))
    }

    override func touchDidBegin(at time: Double) -> Bool { scrollView.touchDown(at: time) }

    override func beginDecision() -> BeginDecision { scrollView.panBeginDecision(translation(in: nil)) }

    override func recognizesAlongside(_ other: PanGestureRecognizer) -> Bool { other === scrollView.storage.pinch }
}
