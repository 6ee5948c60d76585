/// `UIView` over the model's `View`: a rectangle in a view tree [Apple-UIView].
///
/// It can hold subviews and gesture recognizers.
///
/// Every property reads and writes the model; the tree is mirrored here so that `superview`,
/// `subviews` and a recognizer's `view` hand back the UIKit objects. Like UIKit's, the class is
/// main-actor isolated, and `@preconcurrency` as UIKit's Objective-C classes are to Swift 5 code
/// (see ``UIScrollView``). Layout passes (`setNeedsLayout()`, `layoutSubviews()`) run as in
/// UIKit (`UIView+Layout.swift`). Inert (kept and read back, never drawn; `UIView+Cosmetics.swift`):
/// `alpha`, `transform`, `layoutMargins`, `clipsToBounds`, `tag`, `backgroundColor`, `tintColor`,
/// `isOpaque`, `contentMode`, `translatesAutoresizingMaskIntoConstraints`, and the `layer`'s drawing
/// properties (its geometry is the view's). Not inert: `autoresizingMask` (applied when the
/// superview's size changes) and the subview order (`insertSubview`, `bringSubviewToFront(_:)`, …).
/// A `UIResponder`, hence an `NSObject`, as in UIKit. Not modelled: drawing, Auto Layout.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The model view this adapts.
    let model: View
    /// The log id used while `accessibilityIdentifier` is nil.
    let defaultIdentifier: String
    private var identifier: String?

    /// The view that contains this one.
    public private(set) weak var superview: UIView?
    /// The contained views, back to front.
    public private(set) var subviews: [UIView] = []
    private var recognizers: [UIGestureRecognizer] = []
    /// Layout-pass state (`UIView+Layout.swift`).
    var layoutState = LayoutState()
    /// The store-only properties (`UIView+Cosmetics.swift`).
    var cosmetics = Cosmetics()
    /// The `observe(_:options:changeHandler:)` registrations (`UIView+Observation.swift`).
    var observations: [KeyValueObservationRecord] = []

    /// A plain view with `frame` in its superview's coordinates.
    ///
    /// Its log id is `view` until `accessibilityIdentifier` names it. (`init(frame:)` and `init?(coder:)` are the only
    /// designated initializers, as in UIKit, so a subclass that overrides both inherits `init()`.)
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public init(frame: CGRect) {
        model = Self.makeModel(frame: frame)
        model.prepareForScreen(scale: Double(UIScreen.main.scale))
        defaultIdentifier = model.id
        super.init()
    }

    /// A view with a zero frame, as `UIView()` is in UIKit (`NSObject`'s `init()` calls
    /// `init(frame: .zero)`).
    public override convenience init() { self.init(frame: .zero) }

    /// Views are never decoded from an archive here: always nil.
    ///
    /// UIKit requires subclasses that override `init(frame:)` to implement this initializer, so copied subclasses
    /// compile.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// The model view a new instance of this class adapts: the one `adopting(_:)` hands over, else a new one.
    ///
    /// Scroll views make a model scroll view.
    class func makeModel(frame: CGRect) -> View {
        if let model = adoptedModel {
            adoptedModel = nil
            return model
        }
        return View(id: "view", frame: frame.model)
    }

    private static var adoptedModel: View?

    /// A plain view adapting `model`, whose id is its default log id (a simulator's window).
    static func adopting(_ model: View) -> UIView {
        adoptedModel = model
        return UIView(frame: CGRect(model.frame))
    }

    /// The frame in the superview's coordinates (the model value).
    ///
    /// Inside a `UIView.animate` block the new value, while the screen shows the animation.
    open var frame: CGRect {
        get { CGRect(model.frame) }
        set {
            AnimationTransaction.current?.willChange(model)
            let old = frame
            setModelFrame(newValue.model)
            if frame != old {
                if frame.size != old.size { setNeedsLayout() }
                frameDidChange(from: old)
                if frame.size != old.size { autoresizeSubviews(oldSize: old.size) }
                notifyObservers()
            }
        }
    }

    /// The view's own coordinate space: the bounds origin (a scroll view's content offset) and the frame's size.
    ///
    /// Setting it changes the size about the centre, as UIKit does ("Changing the bounds size grows or shrinks the view
    /// relative to its center point", [Apple-UIView]), then the origin (a scroll view's `contentOffset` setter).
    open var bounds: CGRect {
        get { CGRect(origin: CGPoint(model.boundsOrigin), size: CGSize(model.frame.size)) }
        set {
            if newValue.size != frame.size {
                let centre = center
                frame = CGRect(
                    x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
                    height: newValue.height)
            }
            setBoundsOrigin(newValue.origin)
        }
    }

    /// Stores a new model frame.
    ///
    /// A scroll view sends it through the model's scene-change path, and so does a scroll view's zoom view (the model's
    /// `setZoomViewFrame`: the frame under the zoom transform, the content size following).
    func setModelFrame(_ rect: Rect) {
        if let scrollView = model.superview as? ScrollView, scrollView.effectiveZoomView === model {
            scrollView.apply(.zoomViewFrame(rect))
            return
        }
        model.frame = rect
    }

    /// Moves the bounds origin; a scroll view sets its content offset.
    func setBoundsOrigin(_ origin: CGPoint) {
        guard origin.model != model.boundsOrigin else { return }
        model.moveBoundsOrigin(to: origin.model)
        notifyObservers()
    }

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The name the log gives this view (nil: `view`, `scrollView` or `collectionView`, by class).
    ///
    /// The on-device recorder also names views by it, so a recorded trace and a scene built in code use the same ids.
    open var accessibilityIdentifier: String? {
        get { identifier }
        set {
            identifier = newValue
            model.id = newValue ?? defaultIdentifier
        }
    }

    /// When false, touches pass through this view and its subviews.
    open var isUserInteractionEnabled: Bool {
        get { model.isUserInteractionEnabled }
        set { model.isUserInteractionEnabled = newValue }
    }

    /// When true, the view and its subviews receive no touches.
    open var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }

    /// The next responder: the view controller whose root view this is, else the superview
    /// ([Apple-UIResponder], `next`).
    open override var next: UIResponder? { layoutState.viewController ?? superview }

    // MARK: Drawing and layout properties (UIView+Cosmetics.swift): inert unless said otherwise

    /// Inert: the opacity (UIKit's default 1).
    ///
    /// Hit-testing ignores it, unlike UIKit's (a view of alpha below 0.01 receives no touches there).
    open var alpha: CGFloat {
        get { cosmetics.alpha }
        set { cosmetics.alpha = newValue }
    }

    /// Inert: the transform relative to the centre (default identity).
    ///
    /// Frames are not transformed here (a zoom view's scale is the scroll view's, not this property).
    open var transform: CGAffineTransform {
        get { cosmetics.transform }
        set { cosmetics.transform = newValue }
    }

    /// Inert: the margins for laying out content (UIKit's default 8 on each side).
    open var layoutMargins: UIEdgeInsets {
        get { cosmetics.layoutMargins }
        set { cosmetics.layoutMargins = newValue }
    }

    /// Inert: whether subviews are clipped to the bounds when drawn (default false).
    ///
    /// Hit-testing already ignores what lies outside a view's bounds.
    open var clipsToBounds: Bool {
        get { cosmetics.clipsToBounds }
        set { cosmetics.clipsToBounds = newValue }
    }

    /// Inert: an integer the app uses to identify the view (default 0).
    open var tag: Int {
        get { cosmetics.tag }
        set { cosmetics.tag = newValue }
    }

    /// Inert: the background colour (default nil).
    open var backgroundColor: UIColor? {
        get { cosmetics.backgroundColor }
        set { cosmetics.backgroundColor = newValue }
    }

    /// Inert: the tint colour — the one set on this view, else the superview's, else the system blue, as UIKit inherits
    /// it.
    ///
    /// Setting it calls `tintColorDidChange()` on this view.
    open var tintColor: UIColor! {
        get { cosmetics.tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            cosmetics.tintColor = newValue
            tintColorDidChange()
        }
    }

    /// Called after `tintColor` was set on this view.
    ///
    /// Does nothing.
    open func tintColorDidChange() {}

    /// Inert: whether the view is opaque when drawn (default true).
    open var isOpaque: Bool {
        get { cosmetics.isOpaque }
        set { cosmetics.isOpaque = newValue }
    }

    /// Inert: how the content is drawn within the bounds (default `.scaleToFill`).
    open var contentMode: ContentMode {
        get { cosmetics.contentMode }
        set { cosmetics.contentMode = newValue }
    }

    /// Inert: whether Auto Layout makes constraints from the autoresizing mask (default true).
    ///
    /// There is no Auto Layout here; frames stay where they are set.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { cosmetics.translatesAutoresizingMaskIntoConstraints }
        set { cosmetics.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// **Not inert**: how this view's frame follows a change of its superview's size (default none).
    ///
    /// Applied at once when the superview's size changes, by UIKit's rule (see `AutoresizingMask`).
    open var autoresizingMask: AutoresizingMask {
        get { cosmetics.autoresizingMask }
        set { cosmetics.autoresizingMask = newValue }
    }

    /// Whether a change of this view's size resizes its subviews by their `autoresizingMask`
    /// (default true).
    open var autoresizesSubviews: Bool {
        get { cosmetics.autoresizesSubviews }
        set { cosmetics.autoresizesSubviews = newValue }
    }

    /// The class of the view's layer (default `CALayer`).
    ///
    /// The class of the view's layer (default `CALayer`); a subclass overrides it to get a
    /// `CAGradientLayer` or `CAShapeLayer` as its `layer`. A class of the app's own becomes the
    /// nearest Core Animation class it inherits from (it cannot be created by name here).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, made on first use from `layerClass`.
    ///
    /// Its geometry, opacity, hidden state, clipping and background colour are the view's (``CALayer``); the rest is
    /// inert.
    open var layer: CALayer {
        if let layer = cosmetics.layer { return layer }
        let layer = CALayer.make(type(of: self).layerClass)
        layer.hostView = self
        cosmetics.layer = layer
        return layer
    }

    /// The size that fits `size`: by default the view's current size.
    ///
    /// The size that fits `size`: the default returns the view's current size, as UIKit's does;
    /// `UIImageView` returns its image's size and `UIActivityIndicatorView` its style's. Text is not
    /// measured here: a label keeps its size.
    ///
    /// - Parameter size: The proposed size, in points.
    /// - Returns: The fitting size, in points.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// Called after `frame` changed (collection views ask their layout).
    func frameDidChange(from oldFrame: CGRect) {}

    // MARK: Overridable hooks, called where UIKit calls them

    /// Lays out the subviews; called by a layout pass for a view marked by `setNeedsLayout()` ([Apple-layoutSubviews]).
    ///
    /// The default does nothing (there is no Auto Layout here); a collection view prepares its layout here.
    open func layoutSubviews() {}

    /// Called after the view moved to a new superview (or was removed: `superview` is nil).
    open func didMoveToSuperview() {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    ///
    /// - Parameter newSuperview: The new superview, or nil when removed.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called when the safe area changed.
    ///
    /// Before the next input of a simulator whose window has a device's safe area, for each view whose overlap with it
    /// changed (see `safeAreaInsets`).
    open func safeAreaInsetsDidChange() {}

    // MARK: The tree

    /// Adds `view` as the frontmost subview, removing it from its previous superview.
    ///
    /// Sends `willMove(toSuperview:)` and `didMoveToSuperview()`, and marks both views as needing layout.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        view.willMove(toSuperview: self)
        let appearing = isInSimulatorWindow ? view.controllersInSubtree(appearing: false) : []
        for controller in appearing { controller.send(.willAppear) }
        view.detach()
        subviews.append(view)
        view.superview = self
        model.addSubview(view.model)
        view.didMoveToSuperview()
        view.setNeedsLayout()
        setNeedsLayout()
        rootView.layoutState.scheduler?.awaitLayoutPass(appearing)
    }

    /// Removes the view from its superview, sending `willMove(toSuperview: nil)` and
    /// `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        let disappearing = controllersInSubtree(appearing: true)
        for controller in disappearing { controller.send(.willDisappear) }
        detach()
        didMoveToSuperview()
        for controller in disappearing { controller.send(.didDisappear) }
    }

    /// Puts `view` at `index` among the subviews (0 is the back).
    ///
    /// Puts `view` at `index` among the subviews (0 is the back), adding it first when it is not
    /// a subview yet (with `addSubview(_:)`'s callbacks); a subview only moves, as in UIKit. The
    /// order is the model's: it decides which view a touch hits, and the order of the log's header
    /// blocks and final lines.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The index among the subviews (0 is the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview !== self { addSubview(view) }
        move(view, to: index)
    }

    /// Puts `view` just below `siblingSubview` (on top when `siblingSubview` is not a subview).
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview to go below.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if view.superview !== self { addSubview(view) }
        guard siblingSubview !== view, let index = subviews.firstIndex(of: siblingSubview) else { return }
        let current = subviews.firstIndex(of: view) ?? subviews.count
        move(view, to: current < index ? index - 1 : index)
    }

    /// Puts `view` just above `siblingSubview` (on top when `siblingSubview` is not a subview).
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview to go above.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if view.superview !== self { addSubview(view) }
        guard siblingSubview !== view, let index = subviews.firstIndex(of: siblingSubview) else { return }
        let current = subviews.firstIndex(of: view) ?? subviews.count
        move(view, to: current < index ? index : index + 1)
    }

    /// Moves the subview `view` to the front (nothing happens for a view that is not a subview).
    ///
    /// - Parameter view: The subview to move.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        move(view, to: subviews.count - 1)
    }

    /// Moves the subview `view` to the back (nothing happens for a view that is not a subview).
    ///
    /// - Parameter view: The subview to move.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        move(view, to: 0)
    }

    /// Swaps the subviews at `index1` and `index2`.
    ///
    /// - Parameters:
    ///   - index1: The first subview's index.
    ///   - index2: The second subview's index.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (first, second) = (subviews[index1], subviews[index2])
        move(first, to: index2)
        move(second, to: index1)
    }

    /// Moves the subview `view` to `index` (clamped) here and in the model.
    private func move(_ view: UIView, to index: Int) {
        subviews.removeAll { $0 === view }
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        model.moveSubview(view.model, to: position)
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        model.removeFromSuperview()
    }

    /// This view and every view below it, depth first in subview order.
    var subtree: [UIView] { [self] + subviews.flatMap(\.subtree) }

    // MARK: Gesture recognizers

    /// The recognizers attached to this view, in the order they were added (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    /// Attaches `gestureRecognizer`, detaching it from its previous view.
    ///
    /// - Parameter gestureRecognizer: The recognizer to attach.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.recognizers.removeAll { $0 === gestureRecognizer }
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
        model.addGestureRecognizer(gestureRecognizer.model)
    }

    /// Detaches `gestureRecognizer` from this view (nothing happens when it is attached elsewhere); it receives no new
    /// touches.
    ///
    /// Removing a scroll view's `panGestureRecognizer` stops its dragging, as in UIKit.
    ///
    /// - Parameter gestureRecognizer: The recognizer to detach.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
        model.removeGestureRecognizer(gestureRecognizer.model)
    }

    /// Lists a recognizer the model already attached to this view (a scroll view's own pan).
    func listRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    // MARK: Coordinates

    /// Converts `point` from this view's coordinates into `view`'s (the window's for nil).
    ///
    /// - Parameters:
    ///   - point: The point, in this view's coordinates (points).
    ///   - view: The view to convert into, or nil for the window.
    /// - Returns: The point, in the other view's coordinates.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = model.convertToWindow(point.model)
        return CGPoint(view?.model.convertFromWindow(inWindow) ?? inWindow)
    }

    /// Converts `point` from `view`'s coordinates (the window's for nil) into this view's.
    ///
    /// - Parameters:
    ///   - point: The point, in the other view's coordinates (points).
    ///   - view: The view to convert from, or nil for the window.
    /// - Returns: The point, in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.model.convertToWindow(point.model) ?? point.model
        return CGPoint(model.convertFromWindow(inWindow))
    }
}
