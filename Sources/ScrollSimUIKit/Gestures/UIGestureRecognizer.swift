/// `UIGestureRecognizer` over the model's recognizer [Apple-UIGestureRecognizer].
///
/// The model recognizes pans, pinches and taps, so every recognizer here is a `UIPanGestureRecognizer`, a
/// `UIPinchGestureRecognizer` or a `UITapGestureRecognizer`.
///
/// Target–action: UIKit's `init(target:action:)` and `addTarget(_:action:)` take an Objective-C
/// selector, which does not exist without the Objective-C runtime. Pass a closure instead:
/// `UIPanGestureRecognizer { recognizer in … }` or `addTarget { recognizer in … }` (the
/// Porting notes, ScrollSimUIKit.docc/PortingNotes.md). Actions run in the order added, on began, changed, ended and cancelled.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`: the model's states, under UIKit's names.
    ///
    /// `possible`, `began`, `changed`, `ended`, `cancelled`, `failed`, and `recognized` for `ended`.
    public typealias State = PanGestureRecognizer.State

    /// The model recognizer this adapts.
    let model: PanGestureRecognizer
    /// The view it is attached to.
    public internal(set) weak var view: UIView?

    /// The model's own action (a scroll view's drag or zoom), kept first.
    private let builtInAction: ((PanGestureRecognizer) -> Void)?
    /// The actions added with the subclasses' `addTarget`, in order.
    private var targetActions: [() -> Void] = []

    /// Adapts `model`; with `keepingItsAction`, the model's action stays first (a scroll view's
    /// own recognizers).
    init(model: PanGestureRecognizer, keepingItsAction: Bool = false) {
        self.model = model
        builtInAction = keepingItsAction ? model.action : nil
    }

    /// Adds an action after the ones added before: what `addTarget` does in every subclass.
    func appendTarget(_ action: @escaping () -> Void) {
        targetActions.append(action)
        let builtIn = builtInAction
        // Weak: the model recognizer can outlive this adapter (the simulation holds a touch
        // sequence's recognizers until the lift); then only the built-in action runs.
        model.action = { [weak self] recognizer in
            builtIn?(recognizer)
            guard let self else { return }
            for action in self.targetActions { action() }
        }
    }

    /// Removes every action added with `addTarget` (UIKit: `removeTarget(nil, action: nil)`).
    public func removeAllTargets() {
        targetActions = []
        model.action = builtInAction
    }

    /// Removes actions added with `addTarget`, with UIKit's signature.
    ///
    /// UIKit's signature: with a nil target and a nil action, removes every action added with
    /// `addTarget` (`removeAllTargets()`). Actions here are closures, which have no target or
    /// selector to match, so a call naming either removes nothing.
    ///
    /// - Parameters:
    ///   - target: The target to remove, or nil for every target.
    ///   - action: The selector to remove, or nil for every action.
    public func removeTarget(_ target: Any?, action: Selector?) {
        if target == nil, action == nil { removeAllTargets() }
    }

    /// The current state.
    public var state: State { model.state }

    /// Disabled recognizers receive no touches.
    public var isEnabled: Bool {
        get { model.isEnabled }
        set { model.isEnabled = newValue }
    }

    /// The number of fingers the recognizer tracks.
    public var numberOfTouches: Int { model.numberOfTouches }

    /// The centroid of the touches in `view`'s coordinates (the window's for nil).
    ///
    /// - Parameter view: The view whose coordinates are used, or nil for the window's.
    /// - Returns: The centroid, in points.
    public func location(in view: UIView?) -> CGPoint { CGPoint(model.location(in: view?.model)) }
}

extension PanGestureRecognizer.State {
    /// A discrete gesture's recognized state: `ended`, as `UIGestureRecognizer.State.recognized`.
    public static var recognized: Self { .ended }
}
