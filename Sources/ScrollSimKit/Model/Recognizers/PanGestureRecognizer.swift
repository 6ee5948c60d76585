/// A continuous pan recognizer, like `UIPanGestureRecognizer`.
///
/// It follows the centroid of its touches, begins after `hysteresis` points of travel, and reports translation,
/// velocity and location in any view's coordinate space.
///
/// Translation is measured from the touch-down (so a plain pan's first `began` translation already
/// holds the hysteresis travel, as with UIKit's recognizer); adding or lifting a finger re-bases the
/// centroid so the translation does not jump. Velocity is `PanVelocityEstimator` (UIKit's
/// 0.2/0.8 sample blend) in points per second; after the gesture ended it reads zero.
open class PanGestureRecognizer {
    /// The recognizer's state machine, as in `UIGestureRecognizer.State`.
    public enum State: String, Sendable {
        /// Waiting for enough movement.
        case possible
        /// Recognized on this event.
        case began
        /// Moving.
        case changed
        /// The last finger lifted.
        case ended
        /// The touches were cancelled.
        case cancelled
        /// Will not recognize during this touch sequence.
        case failed
    }

    /// What a recognizer wants to do after a touch moved.
    public enum BeginDecision: Sendable {
        /// Keep waiting.
        case wait
        /// Recognize now.
        case begin
        /// Give up for this touch sequence.
        case fail
    }

    /// A name for logs and debugging.
    public let name: String
    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { panStorage.view }
        set { panStorage.view = newValue }
    }
    // The three public stored properties below stay outside `panStorage`: their declarations are API.
    // Unchecked: read on every touch event, each access a plain load or store (single-threaded model).
    /// Disabled recognizers receive no touches.
    @exclusivity(unchecked) public var isEnabled = true
    // Unchecked: read on every move, each access a plain load or store (single-threaded model).
    /// Travel (points) before the pan begins.
    ///
    /// UIKit's pans use 10 pt (see `ScrollConstants`).
    @exclusivity(unchecked) public var hysteresis: Double = ScrollConstants.panHysteresis
    // Unchecked: loaded, then called, so no access is open while the action runs (single-threaded model).
    /// The action, called on began, changed, ended and cancelled (the target–action pair).
    @exclusivity(unchecked) public var action: ((PanGestureRecognizer) -> Void)?
    /// Asked when both this and `other` want to recognize at once; true lets them run together.
    ///
    /// As `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    public var shouldRecognizeSimultaneously: ((PanGestureRecognizer, PanGestureRecognizer) -> Bool)?
    /// Asked before the recognizer begins; false makes it fail (`gestureRecognizerShouldBegin`).
    public var shouldBegin: ((PanGestureRecognizer) -> Bool)?

    /// Current state.
    public internal(set) var state: State {
        get { panStorage.state }
        set { panStorage.state = newValue }
    }
    // Unchecked: single-threaded model; each access is a load, store or in-place change calling no recognizer code.
    /// The recognizer's mutable state in one value (`PanGestureRecognizer+Storage`).
    @exclusivity(unchecked) var panStorage = Storage()

    /// Creates a recognizer.
    ///
    /// - Parameters:
    ///   - name: The recognizer's name in the log.
    ///   - action: The closure called on each state change, or nil.
    public init(name: String = "pan", action: ((PanGestureRecognizer) -> Void)? = nil) {
        self.name = name
        self.action = action
    }

    /// The number of fingers currently tracked.
    public var numberOfTouches: Int { panStorage.fingers.count }

    /// Translation of the touches since the touch-down (or the last `setTranslation`), points.
    ///
    /// Views here have no transforms, so the vector is the same in every view's coordinates.
    ///
    /// - Parameter view: The view whose coordinates are used (all give the same vector here).
    /// - Returns: The translation, in points.
    public func translation(in view: View?) -> Point { panStorage.travel + panStorage.translationAdjustment }

    /// Sets the translation reported from now on to `translation`.
    ///
    /// - Parameters:
    ///   - translation: The new translation, in points.
    ///   - view: The view whose coordinates are used (all give the same vector here).
    public func setTranslation(_ translation: Point, in view: View?) {
        panStorage.translationAdjustment = translation - panStorage.travel
    }

    /// Velocity of the touches in points per second (finger direction); zero unless the gesture is
    /// in progress or ending.
    ///
    /// - Parameter view: The view whose coordinates are used (all give the same vector here).
    /// - Returns: The velocity, in points per second.
    public func velocity(in view: View?) -> Point {
        switch state {
        case .began, .changed, .ended:
            return Point(x: panStorage.estimatorX.velocity, y: panStorage.estimatorY.velocity)
        default: return .zero
        }
    }

    /// The centroid of the touches in `view`'s coordinates (window coordinates for nil).
    ///
    /// - Parameter view: The view whose coordinates are used, or nil for the window's.
    /// - Returns: The centroid, in points.
    public func location(in view: View?) -> Point {
        guard let view else { return panStorage.centroid }
        return view.convertFromWindow(panStorage.centroid)
    }

    /// Decides whether to begin after a move; the default begins once the translation is at least `hysteresis` long.
    ///
    /// Scroll views override this.
    open func beginDecision() -> BeginDecision {
        translation(in: nil).length >= hysteresis ? .begin : .wait
    }

    /// Called when the first finger touches down, before any decision.
    ///
    /// Returning true begins the gesture at once (a scroll view catching its own deceleration does this).
    ///
    /// - Parameter time: The touch-down time, in seconds.
    /// - Returns: Whether the gesture begins at once.
    open func touchDidBegin(at time: Double) -> Bool { false }

    /// Called after the recognizer failed or was reset, for subclasses that keep per-touch state.
    open func didReset() {}

    /// True when this recognizer always recognizes together with `other`, whatever the closures say.
    ///
    /// Whatever the `shouldRecognizeSimultaneously` closures say: a scroll view's own pan and pinch, which UIKit's
    /// scroll view (their delegate) lets run together so a pinch can also pan.
    func recognizesAlongside(_ other: PanGestureRecognizer) -> Bool { false }

    // MARK: Touch delivery (driven by `Simulation`)

    func addTouch(finger: Int, at point: Point, time: Double) {
        if panStorage.fingers.isEmpty {
            panStorage.travel = .zero
            panStorage.translationAdjustment = .zero
            panStorage.estimatorX = PanVelocityEstimator(
                position: 0, time: time, currentWeight: panStorage.velocityCurrentWeight)
            panStorage.estimatorY = PanVelocityEstimator(
                position: 0, time: time, currentWeight: panStorage.velocityCurrentWeight)
        }
        panStorage.fingers[finger] = point
        panStorage.centroid = panStorage.fingers.centroid
    }

    /// Moves the fingers and records the new translation for the velocity estimate.
    func moveTouches(_ moves: [(finger: Int, location: Point)], time: Double) {
        for move in moves where panStorage.fingers[move.finger] != nil {
            panStorage.fingers[move.finger] = move.location
        }
        let newCentroid = panStorage.fingers.centroid
        panStorage.travel = panStorage.travel + (newCentroid - panStorage.centroid)
        panStorage.centroid = newCentroid
        panStorage.estimatorX.record(position: panStorage.travel.x, time: time)
        panStorage.estimatorY.record(position: panStorage.travel.y, time: time)
    }

    func removeTouch(finger: Int) {
        panStorage.fingers[finger] = nil
        if !panStorage.fingers.isEmpty { panStorage.centroid = panStorage.fingers.centroid }
    }

    // MARK: Failure requirements

    /// An unowned reference in a list of recognizers (a requirement lives as long as its view).
    struct UnownedRecognizer {
        unowned let recognizer: PanGestureRecognizer
    }

    /// Makes this recognizer wait for `other` to fail before it begins or recognizes.
    ///
    /// As `UIGestureRecognizer.require(toFail:)` does [Apple-UIGestureRecognizer].
    ///
    /// - Parameter other: The recognizer that must fail first.
    public func requireToFail(_ other: PanGestureRecognizer) {
        guard other !== self, !panStorage.failureRequirements.contains(where: { $0.recognizer === other }) else {
            return
        }
        panStorage.failureRequirements.append(UnownedRecognizer(recognizer: other))
        other.panStorage.failureDependents.append(UnownedRecognizer(recognizer: self))
    }

    /// True while this recognizer may still begin or recognize: possible, with fingers down.
    var mayStillRecognize: Bool { state == .possible && !panStorage.fingers.isEmpty }

    /// True while a requirement may still begin or recognize.
    var isWaitingForRequirements: Bool {
        panStorage.failureRequirements.contains { $0.recognizer.mayStillRecognize }
    }

    /// Forgets the view, without reading the reference: called from the view's `deinit`.
    func detachFromView() { panStorage.view = nil }

    func reset() {
        state = .possible
        panStorage.fingers = FingerTable()
        didReset()
    }
}
