/// Layout passes as UIKit runs them [Apple-layoutSubviews]: `setNeedsLayout()` only marks a view;
/// the next layout pass calls `layoutSubviews()` once for each marked view, parents before their
/// subviews. A pass runs when `layoutIfNeeded()` is called, before the simulator's next input,
/// and at the next display refresh (UIKit runs it when the run loop turn ends, before the frame is
/// drawn). A marked view's controller gets `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`
/// around it.
///
/// What marks a view here, as in UIKit: `setNeedsLayout()`, a change of the frame's size, and
/// `addSubview(_:)` (the receiver and the added view); a collection view is also marked when its
/// layout is invalidated.
extension UIView {
    /// Whether a layout pass is due, and the simulator's scheduler on the window.
    struct LayoutState {
        /// `setNeedsLayout()` was called since the last pass over this view.
        var needsLayout = false
        /// Set on a simulator's window only: runs passes at the next refresh.
        var scheduler: LayoutPassScheduler?
        /// The view controller whose `view` this is (weak, as the controller owns the view).
        weak var viewController: UIViewController?
    }

    /// Marks the view as needing a layout pass; the pass runs later (see the type).
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        rootView.layoutState.scheduler?.schedule()
    }

    /// The top of this view's tree (a simulator's window once the view is in one).
    var rootView: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Whether the view is in a simulator's window (where controllers' views appear).
    var isInSimulatorWindow: Bool { rootView.layoutState.scheduler != nil }

    /// The controllers whose views are in this view's subtree and that are (or are not) appearing.
    func controllersInSubtree(appearing: Bool) -> [UIViewController] {
        subtree.compactMap(\.layoutState.viewController).filter { $0.isAppearing == appearing }
    }

    /// Runs the pending layout pass of this view and its subviews now, if one is due.
    public func layoutIfNeeded() {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            let controller = layoutState.viewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The view's safe-area insets: always zero (there is no status bar, notch or home indicator
    /// here; ScrollSimKit.docc/TheModelAndItsSources.md, "Not modelled").
    public var safeAreaInsets: UIEdgeInsets { .zero }
}

/// Runs a layout pass over a simulator's window at the next display refresh after a view was
/// marked while the simulation runs (the refreshes a pass needs are requested from the model's
/// display link; no log line comes from them).
@MainActor
final class LayoutPassScheduler: @preconcurrency FrameClient {
    unowned let window: UIView
    /// Weak: the simulation holds this scheduler while a refresh is requested.
    private weak var simulation: Simulation?
    private var isScheduled = false

    init(window: UIView, simulation: Simulation) {
        self.window = window
        self.simulation = simulation
    }

    /// Controllers whose views entered the window: they get `viewDidAppear` after the next pass.
    private var awaitingAppearance: [UIViewController] = []

    /// Asks for the next refresh, once.
    func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        simulation?.requestFrames(for: self)
    }

    /// Sends `viewDidAppear(false)` to `controllers` after the next layout pass.
    func awaitLayoutPass(_ controllers: [UIViewController]) {
        awaitingAppearance += controllers
        if !controllers.isEmpty { schedule() }
    }

    var needsFrames: Bool { isScheduled }

    func displayFrame(at time: Double) { runPass() }

    /// Runs every pending layout pass under the window now.
    func runPass() {
        isScheduled = false
        window.layoutIfNeeded()
        let appeared = awaitingAppearance
        awaitingAppearance = []
        for controller in appeared { controller.send(.didAppear) }
    }
}
