/// `UIView` over the model's `View`: a rectangle in a view tree that can hold subviews and
/// gesture recognizers [Apple-UIView].
///
/// Every property reads and writes the model; the tree is mirrored here so that `superview`,
/// `subviews` and a recognizer's `view` hand back the UIKit objects. Like UIKit's, the class is
/// main-actor isolated, and `@preconcurrency` as UIKit's Objective-C classes are to Swift 5 code
/// (see ``UIScrollView``). Layout passes (`setNeedsLayout()`, `layoutSubviews()`) run as in
/// UIKit (`UIView+Layout.swift`). Store-only (kept and read back, never drawn): `alpha`,
/// `transform`, `layoutMargins`, `clipsToBounds`, `tag`. Not modelled: drawing, layers, Auto
/// Layout; setting `bounds` (set `frame`, or a scroll view's `contentOffset`).
@preconcurrency @MainActor
open class UIView {
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

    /// A plain view with `frame` in its superview's coordinates. Its log id is `view` until
    /// `accessibilityIdentifier` names it. (`init(frame:)` and `init?(coder:)` are the only
    /// designated initializers, as in UIKit, so a subclass that overrides both inherits `init()`.)
    public init(frame: CGRect) {
        model = Self.makeModel(frame: frame)
        model.prepareForScreen(scale: Double(UIScreen.main.scale))
        defaultIdentifier = model.id
    }

    /// A view with a zero frame, as `UIView()` is in UIKit (`NSObject`'s `init()` calls
    /// `init(frame: .zero)`).
    public convenience init() { self.init(frame: .zero) }

    /// Views are never decoded from an archive here: always nil (UIKit requires subclasses that
    /// override `init(frame:)` to implement this initializer, so copied subclasses compile).
    public required init?(coder: NSCoder) { return nil }

    /// The model view a new instance of this class adapts (scroll views make a model scroll view):
    /// the one `adopting(_:)` hands over, else a new one.
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

    /// The frame in the superview's coordinates (the model value: inside a `UIView.animate` block
    /// the new value, while the screen shows the animation).
    open var frame: CGRect {
        get { CGRect(model.frame) }
        set {
            AnimationTransaction.current?.willChange(model)
            let old = frame
            setModelFrame(newValue.model)
            if frame != old {
                if frame.size != old.size { setNeedsLayout() }
                frameDidChange(from: old)
                notifyObservers()
            }
        }
    }

    /// The view's own coordinate space: the bounds origin (a scroll view's content offset) and the
    /// frame's size. Setting it changes the size about the centre, as UIKit does ("Changing the bounds
    /// size grows or shrinks the view relative to its center point", [Apple-UIView]), then the origin
    /// (a scroll view's `contentOffset` setter).
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

    /// Stores a new model frame; a scroll view sends it through the model's scene-change path, and
    /// so does a scroll view's zoom view (the model's `setZoomViewFrame`: the frame under the zoom
    /// transform, the content size following).
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
    /// The on-device recorder also names views by it, so a recorded trace and a scene built in code
    /// use the same ids.
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

    /// Called after `frame` changed (collection views ask their layout).
    func frameDidChange(from oldFrame: CGRect) {}

    // MARK: Overridable hooks, called where UIKit calls them

    /// Lays out the subviews; called by a layout pass for a view marked by `setNeedsLayout()`
    /// ([Apple-layoutSubviews]). The default does nothing (there is no Auto Layout here); a
    /// collection view prepares its layout here.
    open func layoutSubviews() {}

    /// Called after the view moved to a new superview (or was removed: `superview` is nil).
    open func didMoveToSuperview() {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called when the safe area changed: before the next input of a simulator whose window has a
    /// device's safe area, for each view whose overlap with it changed (see `safeAreaInsets`).
    open func safeAreaInsetsDidChange() {}

    // MARK: The tree

    /// Adds `view` as the frontmost subview, removing it from its previous superview.
    /// Sends `willMove(toSuperview:)` and `didMoveToSuperview()`, and marks both views as needing
    /// layout.
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
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.recognizers.removeAll { $0 === gestureRecognizer }
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
        model.addGestureRecognizer(gestureRecognizer.model)
    }

    /// Lists a recognizer the model already attached to this view (a scroll view's own pan).
    func listRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    // MARK: Coordinates

    /// Converts `point` from this view's coordinates into `view`'s (the window's for nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = model.convertToWindow(point.model)
        return CGPoint(view?.model.convertFromWindow(inWindow) ?? inWindow)
    }

    /// Converts `point` from `view`'s coordinates (the window's for nil) into this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.model.convertToWindow(point.model) ?? point.model
        return CGPoint(model.convertFromWindow(inWindow))
    }
}
