/// `UIScrollView` over the model's `ScrollView` [Apple-UIScrollView].
///
/// `UIScrollView` over the model's `ScrollView` [Apple-UIScrollView]: every property and method
/// reads or calls the model, with UIKit's names and Core Graphics types. The behaviour — drag,
/// release, deceleration, bounce, paging, the delegate's calls and flags — is the model's.
///
/// Its log id is `scrollView` until `accessibilityIdentifier` names it. Zooming is the model's
/// (`UIScrollView+Zoom.swift`). Not modelled: scroll indicators and content touches (their properties are store-only:
/// `UIScrollView+Cosmetics.swift`). The safe area and `adjustedContentInset` are the model's.
///
/// Isolation as UIKit's: UIKit's classes and protocols come from Objective-C marked
/// `NS_SWIFT_UI_ACTOR`, which Swift imports as `@MainActor` and treats as `@preconcurrency` in
/// Swift 5 language mode [Swift-SE0337]: a plain helper class, a protocol extension or a `deinit`
/// may read `contentOffset` there without a diagnostic. Every class and protocol of this module is
/// declared `@preconcurrency @MainActor` to the same effect; in Swift 6 mode the same reads are
/// errors, as they are against UIKit (ScrollSimUIKit.docc/PortingNotes.md).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The model scroll view this adapts.
    var scrollModel: ScrollView { unsafeDowncast(model, to: ScrollView.self) }
    private var bridge: DelegateBridge!
    private var pan: UIPanGestureRecognizer!
    /// The store-only properties (`UIScrollView+Cosmetics.swift`).
    var scrollCosmetics = ScrollCosmetics()
    /// The zoom's adapters (`UIScrollView+Zoom.swift`).
    var zoomCosmetics = ZoomAdapters()
    /// Whether the model's geometry observers call `notifyObservers()`.
    ///
    /// Set once something observes this view: `UIView+KeyValueObserving.swift`.
    var observesModelGeometry = false

    /// A scroll view with `frame`, no content, at offset zero.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        connect()
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// A model scroll view: `scrollView` until `accessibilityIdentifier` names it.
    override class func makeModel(frame: CGRect) -> View { ScrollView(frame: frame.model, contentSize: .zero) }

    private func connect() {
        bridge = DelegateBridge(self)
        scrollModel.delegate = bridge
        pan = UIPanGestureRecognizer(adapting: scrollModel.panGestureRecognizer)
        listRecognizer(pan)
    }

    /// The delegate, held weakly as in UIKit.
    public weak var delegate: UIScrollViewDelegate?

    /// The recognizer that drives dragging; add targets to it to follow the pan.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    // MARK: Geometry

    /// The content offset (the bounds origin).
    ///
    /// Setting it pixel-rounds the value and sends `scrollViewDidScroll` only when it changed; a running deceleration
    /// continues from it.
    open var contentOffset: CGPoint {
        get { CGPoint(scrollModel.contentOffset) }
        set { scrollModel.contentOffset = newValue.model }
    }

    /// The size of the content (points).
    ///
    /// Overridable as in UIKit; the simulation reads the value last stored (an override's getter is not consulted by
    /// the model).
    open var contentSize: CGSize {
        get { CGSize(scrollModel.contentSize) }
        set {
            let old = scrollModel.contentSize
            scrollModel.apply(.contentSize(newValue.model))
            if scrollModel.contentSize != old { notifyObservers() }
        }
    }

    /// Extra scrollable space around the content; the edges of the scrollable range.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scrollModel.contentInset) }
        set {
            let old = scrollModel.contentInset
            scrollModel.apply(.contentInset(newValue.model))
            if scrollModel.contentInset != old { notifyObservers() }
        }
    }

    /// A new frame goes through the model's scene-change path, as a trace's `set` does.
    ///
    /// An offset at rest is clamped into the new range, a running motion carries over to it.
    override func setModelFrame(_ rect: Rect) { scrollModel.apply(.frame(rect)) }

    /// The bounds origin of a scroll view is its content offset.
    override func setBoundsOrigin(_ origin: CGPoint) { contentOffset = origin }

    /// Called after the content offset changed, before the delegate's `scrollViewDidScroll`.
    ///
    /// Collection views ask their layout about the bounds change.
    func contentOffsetDidChange() {}

    /// The insets the scroll view uses: `contentInset` plus the safe area on the adjusted edges.
    ///
    /// The edges are those `contentInsetAdjustmentBehavior` adjusts (the model's rule, `ScrollView+SafeArea`).
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scrollModel.adjustedContentInset) }

    /// Called when `adjustedContentInset` changed, just before the delegate hears of it.
    ///
    /// Called when `adjustedContentInset` changed, just before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)` ("Notifies the scroll view when the adjusted
    /// content insets of the scroll view change", Apple's page of this method). Does nothing here.
    open func adjustedContentInsetDidChange() {}

    /// Sets the offset like UIKit.
    ///
    /// A running deceleration stops first (with `scrollViewDidEndDecelerating`); animated: 0.3 s, then
    /// `scrollViewDidEndScrollingAnimation`.
    ///
    /// - Parameters:
    ///   - contentOffset: The new content offset, in points.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollModel.setContentOffset(contentOffset.model, animated: animated)
    }

    // MARK: Configuration

    /// Settle on multiples of the bounds size after a drag.
    open var isPagingEnabled: Bool {
        get { scrollModel.isPagingEnabled }
        set { scrollModel.apply(.isPagingEnabled(newValue)) }
    }

    /// Rubber-band past the edges (true) or stop hard (false).
    open var bounces: Bool {
        get { scrollModel.bounces }
        set { scrollModel.apply(.bounces(newValue)) }
    }

    /// Rubber-band vertically even when the content does not overflow.
    open var alwaysBounceVertical: Bool {
        get { scrollModel.alwaysBounceVertical }
        set { scrollModel.alwaysBounceVertical = newValue }
    }

    /// Rubber-band horizontally even when the content does not overflow.
    open var alwaysBounceHorizontal: Bool {
        get { scrollModel.alwaysBounceHorizontal }
        set { scrollModel.alwaysBounceHorizontal = newValue }
    }

    /// Whether the user can drag.
    open var isScrollEnabled: Bool {
        get { scrollModel.isScrollEnabled }
        set { scrollModel.apply(.isScrollEnabled(newValue)) }
    }

    /// Lock a drag that starts horizontally or vertically to that axis.
    open var isDirectionalLockEnabled: Bool {
        get { scrollModel.isDirectionalLockEnabled }
        set { scrollModel.isDirectionalLockEnabled = newValue }
    }

    /// Whether a status-bar tap may scroll this view to the top.
    open var scrollsToTop: Bool {
        get { scrollModel.scrollsToTop }
        set { scrollModel.scrollsToTop = newValue }
    }

    /// How fast a fling slows down.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scrollModel.decelerationRate.rawValue)) }
        set {
            scrollModel.apply(.decelerationRate(ScrollPhysics.DecelerationRate(rawValue: Double(newValue.rawValue))))
        }
    }

    /// scrollsim's switches for behaviours on which the sources disagree (not UIKit API).
    ///
    /// See the modelling choices in ScrollSimKit.docc/TheModelAndItsSources.md: `interruptedDeceleration`,
    /// `programmaticOffsetDuringDrag`, `repeatedFlickAcceleration`.
    public var scrollsimOptions: ScrollViewOptions {
        get { scrollModel.options }
        set { scrollModel.options = newValue }
    }

    /// The model scroll view behind this one (not UIKit API).
    ///
    /// For adapters that attach to the model's hooks, such as `ScrollSimSwiftUI`'s scroll target behaviours.
    public var scrollsimScrollView: ScrollView { scrollModel }

    // MARK: State

    /// A finger is on the content (possibly before a drag began).
    open var isTracking: Bool { scrollModel.isTracking }
    /// The user is dragging; true through the deceleration that follows, as in UIKit.
    open var isDragging: Bool { scrollModel.isDragging }
    /// The content moves on its own after a release.
    open var isDecelerating: Bool { scrollModel.isDecelerating }
}

extension UIScrollView {
    /// `UIScrollView.DecelerationRate`: the factor a fling's velocity keeps per millisecond [Apple-DecelerationRate].
    ///
    /// Precondition when used: 0 < rawValue < 1.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The per-millisecond factor.
        public let rawValue: CGFloat
        /// A rate from its factor.
        ///
        /// - Parameter rawValue: The rate's factor.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: CGFloat(ScrollPhysics.DecelerationRate.normal.rawValue))
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: CGFloat(ScrollPhysics.DecelerationRate.fast.rawValue))
    }
}
