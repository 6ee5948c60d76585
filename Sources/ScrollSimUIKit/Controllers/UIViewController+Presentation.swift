// Presentation without transitions [Apple-UIViewController] ("Presenting view controllers").
//
// `present(_:animated:completion:)` and `dismiss(animated:completion:)` change the controllers' relations and the
// window's views at once, as an unanimated presentation ends.
extension UIViewController {
    /// The controller this one — or its nearest ancestor that presents — presents.
    ///
    /// As UIKit's `presentedViewController` ("the view controller that is presented by this view controller, or one of
    /// its ancestors in the view controller hierarchy").
    public var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presented { return presented }
            controller = current.parent
        }
        return nil
    }

    /// The controller that presents this one — or its nearest presented ancestor, as UIKit's
    /// `presentingViewController`.
    public var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenter = current.presenter { return presenter }
            controller = current.parent
        }
        return nil
    }

    /// The nearest `UINavigationController` among this controller and its parents (nil: none).
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent` (no transition: `flag` is not used).
    ///
    /// UIKit presents from the controller at the root of this one's containment; so does this method. When that
    /// controller already presents one, nothing happens (UIKit logs a warning and does nothing). Otherwise the
    /// relations are set; when the presenter's view is in a simulator's window, the presented view is loaded, sized to
    /// the window and added on top of it (appearance callbacks, then a layout pass and `viewDidAppear`); then
    /// `completion` runs.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The view controller to present.
    ///   - flag: Whether to animate (unused here).
    ///   - completion: The closure run after the presentation, or nil.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        var root = self
        while let parent = root.parent { root = parent }
        guard root.presented == nil, viewControllerToPresent.presenter == nil else { return }
        root.presented = viewControllerToPresent
        viewControllerToPresent.presenter = root
        if let view = root.viewIfLoaded, view.isInSimulatorWindow {
            let window = view.rootView
            let presentedView: UIView = viewControllerToPresent.view
            presentedView.frame = CGRect(origin: .zero, size: window.bounds.size)
            window.addSubview(presentedView)
            window.layoutState.scheduler?.runPass()
        }
        completion?()
    }

    /// Dismisses the controller this one presents, or else this controller from its presenter.
    ///
    /// Dismisses the controller this one presents — or, when it presents none, this controller
    /// (or its presented ancestor) from its presenter, as UIKit's "the presenting view controller
    /// is responsible for dismissing". What the presented controller presents goes with it. The
    /// presented view leaves the window (disappearance callbacks); then `completion` runs. Nothing
    /// happens when nothing is presented (the completion still runs, as in UIKit).
    ///
    /// - Parameters:
    ///   - flag: Whether to animate (unused here).
    ///   - completion: The closure run after the dismissal, or nil.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var presenter: UIViewController? = nil
        var controller: UIViewController? = self
        while let current = controller, presenter == nil {
            if current.presented != nil {
                presenter = current
            } else if let up = current.presenter {
                presenter = up
            }
            controller = current.parent
        }
        if let presenter, let presented = presenter.presented { presenter.endPresentation(of: presented) }
        completion?()
    }

    /// Ends the presentation of `presented` (and of what it presents, first).
    private func endPresentation(of presented: UIViewController) {
        if let inner = presented.presented { presented.endPresentation(of: inner) }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presenter = nil
        self.presented = nil
    }
}

/// `UIModalPresentationStyle` (inert: every presented view fills the window here), with UIKit's
/// raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice.
    case automatic = -2
    /// No style.
    case none = -1
    /// Full screen, covering the presenter.
    case fullScreen = 0
    /// A sheet.
    case pageSheet = 1
    /// A form sheet.
    case formSheet = 2
    /// In the current context.
    case currentContext = 3
    /// Custom.
    case custom = 4
    /// Over the full screen, the presenter staying.
    case overFullScreen = 5
    /// Over the current context.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}

/// A minimal `UINavigationController` [Apple-UINavigationController]: a stack of view controllers.
///
/// A minimal `UINavigationController` [Apple-UINavigationController]: a stack of view controllers
/// whose top one's view fills the navigation controller's view, changed at once (no transition, no
/// navigation bar). Each pushed controller is a child (`addChild(_:)`, `didMove(toParent:)`), so
/// its `navigationController` is this one and its view gets the appearance callbacks when it is
/// shown or hidden in a simulator's window.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// A navigation controller whose stack is `rootViewController`.
    ///
    /// - Parameter rootViewController: The controller at the bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name; unused here.
    ///   - nibBundleOrNil: The nib's bundle; unused here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The controller shown: what the top presents, else the top.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Replaces the stack (no transition).
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, the root first.
    ///   - animated: Whether to animate (unused here).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let shown = topViewController
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === shown { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(viewControllers)
        showTop(previous: shown)
    }

    /// Pushes `viewController` and shows its view in place of the previous top's.
    ///
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Whether to animate (unused here).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    ///
    /// - Parameter animated: Whether to animate (unused here).
    /// - Returns: The popped controller, or nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them.
    ///
    /// - Parameter animated: Whether to animate (unused here).
    /// - Returns: The popped controllers, or nil.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Inert: whether the navigation bar is hidden (there is no bar here).
    open var isNavigationBarHidden = false

    /// Inert: hides or shows the navigation bar (there is none here).
    ///
    /// - Parameters:
    ///   - hidden: Whether the bar is hidden.
    ///   - animated: Whether to animate (unused here).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Lays the top controller's view out to fill this controller's view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        topViewController?.viewIfLoaded?.frame = view.bounds
    }

    private func showTop(previous: UIViewController?) {
        guard let top = topViewController, top !== previous || top.viewIfLoaded?.superview !== viewIfLoaded else {
            return
        }
        if let previous, previous.parent === self { previous.viewIfLoaded?.removeFromSuperview() }
        guard isViewLoaded else { return }
        let topView: UIView = top.view
        topView.frame = view.bounds
        view.addSubview(topView)
    }

    /// Loads the top controller's view into this controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop(previous: nil)
    }
}
