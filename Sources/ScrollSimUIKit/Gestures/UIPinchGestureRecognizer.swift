/// `UIPinchGestureRecognizer` over the model's pinch [Apple-UIPinchGestureRecognizer].
///
/// Two fingers spreading or closing; it begins once their distance changed by 8 pt and reports `scale` (the distance
/// relative to the one at the begin) and `velocity` (scale per second).
///
/// A zooming scroll view's `pinchGestureRecognizer` is one of these around the scroll view's own
/// pinch: its first action is the scroll view's zoom handling, and targets added to it run after.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var pinch: PinchGestureRecognizer { unsafeDowncast(model, to: PinchGestureRecognizer.self) }

    /// A pinch whose action is `action` (UIKit: `init(target:action:)` with a selector).
    ///
    /// - Parameter action: The closure called on each state change, or nil.
    public init(action: ((UIPinchGestureRecognizer) -> Void)? = nil) {
        super.init(model: PinchGestureRecognizer(name: "pinch"))
        if let action { addTarget(action) }
    }

    /// Adapts the pinch of a scroll view, keeping its zoom handling as the first action.
    init(adapting model: PinchGestureRecognizer) {
        super.init(model: model, keepingItsAction: true)
    }

    /// The model recognizer this adapts (to compare with a scroll view's current one).
    var pinchModel: PinchGestureRecognizer { pinch }

    /// Adds an action, called after the ones added before (UIKit: `addTarget(_:action:)`).
    ///
    /// - Parameter action: The closure called on each state change.
    public func addTarget(_ action: @escaping (UIPinchGestureRecognizer) -> Void) {
        // Unowned: the action runs only while this adapter lives (see `appendTarget`).
        appendTarget { [unowned self] in action(self) }
    }

    /// The distance between the fingers relative to the one at the begin.
    ///
    /// Setting it keeps the gesture going from the new value, as in UIKit.
    public var scale: CGFloat {
        get { CGFloat(pinch.scale) }
        set { pinch.scale = Double(newValue) }
    }

    /// The change of `scale` per second at the last move.
    public var velocity: CGFloat { CGFloat(pinch.velocity) }
}
