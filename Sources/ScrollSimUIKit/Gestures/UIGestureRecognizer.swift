/// `UIGestureRecognizer` over the model's recognizer [Apple-UIGestureRecognizer]. The model
/// recognizes pans only, so every recognizer here is a `UIPanGestureRecognizer`.
///
/// Target–action: UIKit's `init(target:action:)` and `addTarget(_:action:)` take an Objective-C
/// selector, which does not exist without the Objective-C runtime. Pass a closure instead:
/// `UIPanGestureRecognizer { recognizer in … }` or `addTarget { recognizer in … }` (the
/// Porting notes, ScrollSimUIKit.docc/PortingNotes.md). Actions run in the order added, on began, changed, ended and cancelled.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`: the model's states, under UIKit's names (`possible`, `began`,
    /// `changed`, `ended`, `cancelled`, `failed`, and `recognized` for `ended`).
    public typealias State = PanGestureRecognizer.State

    /// The model recognizer this adapts.
    let model: PanGestureRecognizer
    /// The view it is attached to.
    public internal(set) weak var view: UIView?

    /// Adapts `model`.
    init(model: PanGestureRecognizer) { self.model = model }

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
    public func location(in view: UIView?) -> CGPoint { CGPoint(model.location(in: view?.model)) }
}

extension PanGestureRecognizer.State {
    /// A discrete gesture's recognized state: `ended`, as `UIGestureRecognizer.State.recognized`.
    public static var recognized: Self { .ended }
}
