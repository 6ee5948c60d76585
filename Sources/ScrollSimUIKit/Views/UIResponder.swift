/// `UIResponder` [Apple-UIResponder]: the base class of `UIView` and `UIViewController`.
///
/// An `NSObject` subclass as in UIKit, so views and controllers compare with `isEqual(_:)` (identity), hash, and can be
/// kept in `Set`s and found with `firstIndex(of:)`.
///
/// What it does here: the responder chain's `next` (UIKit's rule: "UIView implements this method
/// by returning the UIViewController object that manages it (if it has one) or its superview (if
/// it doesn't); UIViewController similarly implements the method and returns its view's
/// superview", Apple's page of `next`), and string-keyed observation's
/// `observeValue(forKeyPath:of:change:context:)` for subclasses to override
/// (`UIView+KeyValueObserving.swift`). Events (touches, presses, motion), the first responder and
/// input views are not modelled: touches reach the model's gesture recognizers instead.
@preconcurrency @MainActor
open class UIResponder: NSObject, ScrollSimKeyValueObserver {
    /// A responder (`NSObject`'s `init()`).
    public override init() { super.init() }

    /// The next responder in the chain: nil for a plain responder; see the subclasses.
    open var next: UIResponder? { nil }

    /// Called after an object is loaded from a nib; never called here.
    ///
    /// Nibs and storyboards are not loaded; declared so overrides compile.
    open func awakeFromNib() {}

    /// Called for each change of a key path this object observes on a view.
    ///
    /// Called for each change of a key path this object observes with
    /// `addObserver(_:forKeyPath:options:context:)` on a view; `change` holds the values the options
    /// asked for ([Apple-KVO], `observeValue(forKeyPath:of:change:context:)`). The default does
    /// nothing (Foundation's raises for an unhandled notification; here nothing reaches it that
    /// was not registered), so an override may call `super` for contexts it does not know.
    ///
    /// - Parameters:
    ///   - keyPath: The key path that changed, relative to `object`.
    ///   - object: The observed object.
    ///   - change: The change's old and new values.
    ///   - context: The context given when registering.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}
