/// A minimal `UIViewController` [Apple-UIViewController] that owns a view, gets the callbacks and has children.
///
/// It owns a view it loads on first use, receives the appearance and layout callbacks, and contains child view
/// controllers — so a view controller that builds its scroll view in `viewDidLoad` and lays it out in
/// `viewDidLayoutSubviews` runs unchanged under `ScrollSimulator(rootViewController:)`.
///
/// What each part does, as UIKit documents it:
/// - `view` is loaded on first access: `loadView()` (default: an empty `UIView` of the screen's
///   size), then `viewDidLoad()` [Apple-UIViewController] ("Managing the view").
/// - A layout pass over the controller's view calls `viewWillLayoutSubviews()`, the view's
///   `layoutSubviews()`, then `viewDidLayoutSubviews()` (``UIView/setNeedsLayout()``).
/// - Appearance (with `animated` false): when a view tree holding controllers' views is added to a
///   simulator's window, each controller gets `viewWillAppear(_:)` before the addition and
///   `viewDidAppear(_:)` after the next layout pass; when it is removed, `viewWillDisappear(_:)`
///   before and `viewDidDisappear(_:)` after. A child whose view is added under a parent's view on
///   screen thus appears as UIKit's containment forwards it.
/// - `addChild(_:)` calls the child's `willMove(toParent:)`; the app adds the child's view and
///   calls `didMove(toParent:)`. `removeFromParent()` calls `didMove(toParent: nil)`; the app calls
///   `willMove(toParent: nil)` first [Apple-ViewControllerContainment].
///
/// - Presentation is a state change without a transition: `present(_:animated:completion:)` sets
///   `presentedViewController` and `presentingViewController` and, when the presenter's view is in
///   a simulator's window, adds the presented controller's view to the window, sized to it, on top
///   (with its appearance callbacks and a layout pass), then runs the completion;
///   `dismiss(animated:completion:)` undoes it (`UIViewController+Presentation.swift`).
/// - `navigationController` is the nearest `UINavigationController` among the parents; a
///   navigation controller shows its top controller's view (`UINavigationController`).
/// - `next` (the responder chain) is the presenting controller for a presented controller, else
///   the view's superview ([Apple-UIResponder]).
///
/// Not modelled: storyboards and nibs (`nibName` is kept, never loaded), transitions and their
/// animations, navigation and tab bars, rotation. `modalPresentationStyle` is inert (every
/// presented view fills the window).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The parent view controller, if this one is a child.
    open private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// The nib name given at initialization (kept; nibs are not loaded here).
    open private(set) var nibName: String?
    /// The bundle given at initialization (kept).
    open private(set) var nibBundle: Bundle?
    /// A title (store-only).
    open var title: String?
    /// Whether the view is between `viewDidAppear` and `viewWillDisappear` (or appearing).
    var isAppearing = false
    /// The controller this one presents (`UIViewController+Presentation.swift`).
    var presented: UIViewController?
    /// The controller that presents this one (weak: the presenter holds the presented).
    weak var presenter: UIViewController?
    /// Inert: how a presented controller would be shown (default `.automatic`).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Inert: whether a sheet refuses interactive dismissal (default false).
    open var isModalInPresentation = false

    /// The next responder: the presenting controller of a presented controller, else the view's superview.
    ///
    /// See [Apple-UIResponder], `next`.
    open override var next: UIResponder? { presenter ?? viewIfLoaded?.superview }

    /// A view controller for the nib `nibNameOrNil` in `nibBundleOrNil` (neither is loaded here).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name; unused here.
    ///   - nibBundleOrNil: The nib's bundle; unused here.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.layoutState.viewController = nil
            loadedView = newValue
            newValue?.layoutState.viewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default sets an empty view of the screen's size.
    ///
    /// Overrides set `view` without calling `super`.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance and layout

    /// The view is about to be added to the window.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to the window and laid out.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from the window.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from the window.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The four appearance callbacks, in the order a shown-then-hidden view gets them.
    enum AppearanceStage {
        case willAppear, didAppear, willDisappear, didDisappear
    }

    /// Sends the callback of `stage` with `animated` false.
    func send(_ stage: AppearanceStage) {
        switch stage {
        case .willAppear: viewWillAppear(false)
        case .didAppear:
            isAppearing = true
            viewDidAppear(false)
        case .willDisappear: viewWillDisappear(false)
        case .didDisappear:
            isAppearing = false
            viewDidDisappear(false)
        }
    }

    // MARK: Containment

    /// Adds `childController` as a child: calls its `willMove(toParent: self)` (removing it from a previous parent
    /// first).
    ///
    /// Add its view, then call its `didMove(toParent:)`.
    ///
    /// - Parameter childController: The controller to add.
    open func addChild(_ childController: UIViewController) {
        if let previous = childController.parent, previous !== self { childController.removeFromParent() }
        guard childController.parent !== self else { return }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`.
    ///
    /// Call `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Puts the children in the order of `order` (children not in it keep their place after).
    func reorderChildren(_ order: [UIViewController]) {
        let listed = order.filter { controller in children.contains { $0 === controller } }
        children = listed + children.filter { child in !listed.contains { $0 === child } }
    }

    /// Called before this controller moves to `parent` (nil: it is being removed).
    ///
    /// - Parameter parent: The new parent, or nil when removed.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this controller moved to `parent` (nil: it was removed).
    ///
    /// - Parameter parent: The new parent, or nil when removed.
    open func didMove(toParent parent: UIViewController?) {}
}
