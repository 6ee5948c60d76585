/// A rectangle in a view tree, like `UIView`.
///
/// A frame in its superview's coordinates, a bounds origin (a scroll view's content offset), subviews and gesture
/// recognizers.
///
/// Coordinates are points. Hit-testing and touch locations use the *model* frame, as UIKit does
/// (a view in flight in an animation is hit where it will end, not where it is drawn).
open class View {
    /// The identifier the log uses for this view.
    ///
    /// Changing it renames the view in later log lines (a `UIView`'s `accessibilityIdentifier` maps onto it); the names
    /// of recognizers created with the view keep the id they were made with.
    public var id: String {
        get { viewStorage.id }
        set { viewStorage.id = newValue }
    }
    /// The frame in the superview's coordinate space (the model value).
    public var frame: Rect {
        get { viewStorage.frame }
        set {
            let oldValue = viewStorage.frame
            viewStorage.frame = newValue
            if let simulation, newValue != oldValue { restTime = simulation.now }
            frameDidChange(from: oldValue)
        }
    }
    /// When the view last moved: its frame or (for scroll views) its content came to rest (s, simulation clock).
    ///
    /// Animations update it when they end.
    public internal(set) var restTime: Double {
        get { viewStorage.restTime }
        set { viewStorage.restTime = newValue }
    }
    /// The frame on screen: the model `frame` plus what running `UIView`-style animations still add (see
    /// `ViewAnimator`).
    ///
    /// Equal to `frame` when nothing animates.
    public var presentationFrame: Rect { simulation?.viewAnimator.presentationFrame(of: self) ?? frame }
    /// The origin of the view's own coordinate space; a scroll view's content offset.
    public internal(set) var boundsOrigin: Point {
        get { viewStorage.boundsOrigin }
        set { viewStorage.boundsOrigin = newValue }
    }
    // Unchecked: single-threaded model; reached only through the accessors here, each a load or store, so none overlap.
    /// The view's per-frame state in one value (`View+Storage`).
    @exclusivity(unchecked) private var viewStorage: Storage
    /// The view that contains this one.
    public private(set) var superview: View? {
        get { viewStorage.superview }
        set { viewStorage.superview = newValue }
    }
    /// Contained views, back to front.
    public private(set) var subviews: [View] = []
    /// When false, touches pass through this view and its subviews.
    public var isUserInteractionEnabled = true
    /// When true, the view neither draws nor receives touches.
    public var isHidden = false
    /// Recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [PanGestureRecognizer] = []
    /// The simulation the view belongs to once it is in a window's tree.
    public internal(set) var simulation: Simulation? {
        get { viewStorage.simulation?.takeUnretainedValue() }
        set { viewStorage.simulation = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Calls `body` with the simulation (nothing without one), lent without a retain.
    ///
    /// The simulation outlives every view that refers to it (see the links above).
    @inline(__always) func withSimulation(_ body: (Simulation) -> Void) {
        let simulation = viewStorage.simulation // loaded first: no access is open while `body` runs
        simulation?._withUnsafeGuaranteedRef(body)
    }
    /// The screen scale of `simulation` (pixels per point; 1 outside a window).
    ///
    /// Kept beside the reference so pixel rounding, asked on every offset change, does not load it.
    public internal(set) var pixelScale: Double {
        get { viewStorage.pixelScale }
        set { viewStorage.pixelScale = newValue }
    }

    /// The uniform scale of the view's transform (1: none).
    ///
    /// A scroll view sets it on its zoom view (`UIView.transform` = a scale, as UIKit's zooming does
    /// [UIScrollView26-Decompile] ~384K); the frame is then the untransformed size times this scale, at the same
    /// origin.
    public internal(set) var transformScale: Double = 1

    /// The size of the view's own coordinate space (`bounds.size` in UIKit): the frame size divided
    /// by `transformScale`.
    public var untransformedSize: Size {
        let scale = transformScale
        return Size(width: frame.size.width / scale, height: frame.size.height / scale)
    }

    /// Sets `transformScale`, keeping the frame's origin and scaling its size from `untransformedSize`.
    ///
    /// UIKit moves the zoom view's layer so its top-left corner stays put, [UIScrollView26-Decompile] ~385K.
    func setTransformScale(_ scale: Double) {
        let size = untransformedSize
        transformScale = scale
        frame = Rect(origin: frame.origin, size: Size(width: size.width * scale, height: size.height * scale))
    }

    /// Creates a view with a log id and a frame.
    ///
    /// - Parameters:
    ///   - id: The view's log id.
    ///   - frame: The frame, in the superview's coordinates (points).
    public init(id: String, frame: Rect) {
        viewStorage = Storage(id: id, frame: frame)
    }

    deinit {
        // Clear the unowned references to this view before it goes (see `Storage.superview`). Every
        // subview's superview and every recognizer's view is this view: `addSubview` and
        // `addGestureRecognizer` move them here and `removeFromSuperview` lets go.
        for subview in subviews { subview.viewStorage.superview = nil }
        for recognizer in gestureRecognizers { recognizer.detachFromView() }
    }

    /// Called after `frame` changed.
    ///
    /// Subclasses override to react (scroll views keep their offset).
    ///
    /// - Parameter oldFrame: The frame before the change, in points.
    open func frameDidChange(from oldFrame: Rect) {}

    /// Adds `view` as the frontmost subview.
    ///
    /// A view that leaves its simulation's window this way ends its animations there (see ``removeFromSuperview()``).
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: View) {
        let previous = view.simulation
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        view.attach(to: simulation)
        if let previous, previous !== simulation { previous.treeDidLeave(view) }
    }

    /// Removes the view from its superview.
    ///
    /// Leaving the window ends the running animations of the view and its subviews (`finished` false), so the
    /// simulation never animates or calls back for a view outside its tree, which may already be released.
    public func removeFromSuperview() {
        let previous = simulation
        detachFromSuperview()
        previous?.treeDidLeave(self)
    }

    /// Moves the subview `view` to `index` among the subviews (0 is the back; clamped).
    ///
    /// Moves the subview `view` to `index` among the subviews (0 is the back; clamped), as
    /// `UIView.insertSubview(_:at:)`, `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)` reorder
    /// them: hit-testing searches front to back. Nothing happens for a view that is not a subview.
    package final func moveSubview(_ view: View, to index: Int) {
        guard view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        attach(to: nil)
    }

    func attach(to simulation: Simulation?) {
        self.simulation = simulation
        pixelScale = simulation?.screen.scale ?? 1
        if let simulation { restTime = simulation.now }
        for subview in subviews { subview.attach(to: simulation) }
    }

    /// Moves a plain view's bounds origin (its subviews shift the other way), as `UIView.bounds`'s setter does.
    ///
    /// A scroll view's bounds origin is its content offset, set through `contentOffset`.
    package final func moveBoundsOrigin(to origin: Point) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        boundsOrigin = origin
    }

    /// Sets the pixel grid a view outside any simulation rounds its offsets to (1 until set).
    ///
    /// Sets the pixel grid a view outside any simulation rounds its offsets to (1 until set): the
    /// screen it is made for, as UIKit rounds to the main screen's scale before a view is in a
    /// window. A view in a simulation uses its screen's scale; one that leaves it rounds to whole points.
    package final func prepareForScreen(scale: Double) {
        guard simulation == nil, scale.isFinite, scale > 0 else { return }
        pixelScale = scale
    }

    /// Attaches `recognizer` to this view.
    ///
    /// - Parameter recognizer: The recognizer to attach.
    public func addGestureRecognizer(_ recognizer: PanGestureRecognizer) {
        recognizer.view?.gestureRecognizers.removeAll { $0 === recognizer }
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` from this view (`UIView.removeGestureRecognizer(_:)`).
    ///
    /// Detaches `recognizer` from this view (`UIView.removeGestureRecognizer(_:)`); nothing happens
    /// when it is not attached here. A touch sequence already under way keeps delivering to it.
    ///
    /// - Parameter recognizer: The recognizer to detach.
    public func removeGestureRecognizer(_ recognizer: PanGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The chain from this view up to the root, this view first.
    public var ancestry: [View] {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    /// Converts a point from window coordinates into this view's coordinate space.
    ///
    /// - Parameter point: The point, in window coordinates (points).
    /// - Returns: The point, in this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        var result = point
        for view in ancestry.reversed() where view.superview != nil {
            result = result - view.frame.origin + view.boundsOrigin
        }
        if superview == nil { result = result + boundsOrigin }
        return result
    }

    /// Converts a point in this view's coordinate space into window coordinates.
    ///
    /// - Parameter point: The point, in this view's coordinates (points).
    /// - Returns: The point, in window coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        var result = point
        for view in ancestry where view.superview != nil {
            result = result - view.boundsOrigin + view.frame.origin
        }
        if superview == nil { result = result - boundsOrigin }
        return result
    }

    /// The deepest visible, interactive view that contains `point`, searching subviews front to back.
    ///
    /// `point` is given in the superview's coordinates.
    ///
    /// - Parameter point: The point, in the superview's coordinates (points).
    /// - Returns: The deepest such view, or nil.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled else { return nil }
        // A view animated without `.allowUserInteraction` ignores touches until the animation ends.
        if let simulation, simulation.viewAnimator.blocksTouches(self) { return nil }
        let local = superview == nil ? point : point - frame.origin + boundsOrigin
        if superview != nil, !frame.contains(point) { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }
}
