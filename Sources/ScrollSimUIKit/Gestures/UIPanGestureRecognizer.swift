/// `UIPanGestureRecognizer` over the model's pan [Apple-UIPanGestureRecognizer].
///
/// It begins after 10 pt of travel and reports translation, velocity and location in any view's coordinates.
///
/// A scroll view's `panGestureRecognizer` is one of these around the scroll view's own pan: its
/// first action is the scroll view's drag handling, and targets added to it run after it.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// A pan whose action is `action` (UIKit: `init(target:action:)` with a selector).
    ///
    /// - Parameter action: The closure called on each state change, or nil.
    public init(action: ((UIPanGestureRecognizer) -> Void)? = nil) {
        super.init(model: PanGestureRecognizer(name: "pan"))
        if let action { addTarget(action) }
    }

    /// Adapts the pan of a scroll view, keeping its drag handling as the first action.
    init(adapting model: PanGestureRecognizer) {
        super.init(model: model, keepingItsAction: true)
    }

    /// Adds an action, called after the ones added before (UIKit: `addTarget(_:action:)`).
    ///
    /// - Parameter action: The closure called on each state change.
    public func addTarget(_ action: @escaping (UIPanGestureRecognizer) -> Void) {
        // Unowned: the action runs only while this adapter lives (see `appendTarget`).
        appendTarget { [unowned self] in action(self) }
    }

    /// Travel (points) before the pan begins; UIKit's pans use 10 pt.
    ///
    /// Not UIKit API.
    public var scrollsimHysteresis: CGFloat {
        get { CGFloat(model.hysteresis) }
        set { model.hysteresis = Double(newValue) }
    }

    /// Translation since the touch-down or the last `setTranslation`, points.
    ///
    /// The same in every view here: views have no transforms.
    ///
    /// - Parameter view: The view whose coordinates are used (all give the same vector here).
    /// - Returns: The translation, in points.
    public func translation(in view: UIView?) -> CGPoint { CGPoint(model.translation(in: view?.model)) }

    /// Makes the translation read `translation` from now on.
    ///
    /// - Parameters:
    ///   - translation: The new translation, in points.
    ///   - view: The view whose coordinates are used (all give the same vector here).
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        model.setTranslation(translation.model, in: view?.model)
    }

    /// Velocity in points per second, finger direction; zero once the gesture has ended.
    ///
    /// - Parameter view: The view whose coordinates are used (all give the same vector here).
    /// - Returns: The velocity, in points per second.
    public func velocity(in view: UIView?) -> CGPoint { CGPoint(model.velocity(in: view?.model)) }
}
