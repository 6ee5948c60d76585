/// `UITapGestureRecognizer` over the model's tap [Apple-UITapGestureRecognizer].
///
/// `UITapGestureRecognizer` over the model's tap [Apple-UITapGestureRecognizer]: a discrete
/// recognizer for `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, with UIKit's
/// limits (45 pt of travel, 0.75 s a tap, 0.35 s between taps; `TapGestureRecognizer`). Its actions
/// run once, at the lift of the last tap, while `state` reads `.recognized` (`.ended`).
///
/// A double tap and a single tap on one view: `singleTap.require(toFail: doubleTap)` makes the
/// single tap wait until the double tap fails, 0.35 s after the lift.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var tap: TapGestureRecognizer { unsafeDowncast(model, to: TapGestureRecognizer.self) }

    /// A tap recognizer whose action is `action` (UIKit: `init(target:action:)` with a selector).
    ///
    /// - Parameter action: The closure called on each state change, or nil.
    public init(action: ((UITapGestureRecognizer) -> Void)? = nil) {
        super.init(model: TapGestureRecognizer(name: "tap"))
        if let action { addTarget(action) }
    }

    /// Adds an action, called after the ones added before (UIKit: `addTarget(_:action:)`).
    ///
    /// - Parameter action: The closure called on each state change.
    public func addTarget(_ action: @escaping (UITapGestureRecognizer) -> Void) {
        // Unowned: the action runs only while this adapter lives (see `appendTarget`).
        appendTarget { [unowned self] in action(self) }
    }

    /// The number of taps needed (default 1).
    open var numberOfTapsRequired: Int {
        get { tap.numberOfTapsRequired }
        set { tap.numberOfTapsRequired = max(1, newValue) }
    }

    /// The number of fingers each tap needs (default 1).
    open var numberOfTouchesRequired: Int {
        get { tap.numberOfTouchesRequired }
        set { tap.numberOfTouchesRequired = max(1, newValue) }
    }
}

extension UIGestureRecognizer {
    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it begins or recognizes.
    ///
    /// See [Apple-UIGestureRecognizer]: a single tap that must not fire on a double tap, a scroll view's pan that waits
    /// for a tap.
    ///
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        model.requireToFail(otherGestureRecognizer.model)
    }
}
