// Layout passes as UIKit runs them [Apple-layoutSubviews].
//
// `setNeedsLayout()` only marks a view; the next layout pass calls `layoutSubviews()` once for each marked view,
// parents before their subviews. A pass runs when `layoutIfNeeded()` is called, before the simulator's next input, and
// at the next display refresh (UIKit runs it when the run loop turn ends, before the frame is drawn). A marked view's
// controller gets `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around it.
//
// What marks a view here, as in UIKit: `setNeedsLayout()`, a change of the frame's size, and
// `addSubview(_:)` (the receiver and the added view); a collection view is also marked when its
// layout is invalidated.
extension UIView {
    /// Whether a layout pass is due, and the simulator's scheduler on the window.
    struct LayoutState {
        /// `setNeedsLayout()` was called since the last pass over this view.
        var needsLayout = false
        /// Set on a simulator's window only: runs passes at the next refresh.
        var scheduler: LayoutPassScheduler?
        /// The view controller whose `view` this is (weak, as the controller owns the view).
        weak var viewController: UIViewController?
        /// Set on a simulator's window only: the window's safe area (a device's, see `ScrollSimulator`).
        var windowSafeArea = UIEdgeInsets.zero
        /// The safe area last reported to `safeAreaInsetsDidChange()`.
        var reportedSafeArea = UIEdgeInsets.zero
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

    /// The view's safe-area insets: the part of its window's safe area that its frame overlaps.
    ///
    /// The view's safe-area insets: the part of its window's safe area (a simulator created with a
    /// device) that its frame overlaps, "the portion of the view that is not covered"
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets); zero without a
    /// device. A scroll view reports the model's, which a trace or the simulator sets.
    public var safeAreaInsets: UIEdgeInsets {
        if let scrollView = self as? UIScrollView { return UIEdgeInsets(scrollView.scrollModel.safeAreaInsets) }
        return windowSafeAreaOverlap
    }

    /// The window's safe area where this view's frame (in window coordinates) overlaps it.
    var windowSafeAreaOverlap: UIEdgeInsets {
        let root = rootView
        guard root !== self, root.layoutState.windowSafeArea != .zero else { return .zero }
        let origin = superview?.convert(frame.origin, to: nil) ?? frame.origin
        let inWindow = Rect(origin: origin.model, size: frame.size.model)
        return UIEdgeInsets(
            root.layoutState.windowSafeArea.model.overlap(of: inWindow, inWindowOf: root.frame.size.model))
    }

    /// Brings every view's safe area up to date with its frame and the window's safe area.
    ///
    /// Brings every view's safe area up to date with its frame and the window's safe area, calling
    /// `safeAreaInsetsDidChange()` on each view whose safe area changed (a scroll view's also
    /// recomputes its adjusted inset). Runs before each input of a simulator; the pass before the
    /// first input (`building`) builds the scene, so its changes are not logged (the header shows them).
    func updateSafeAreas(building: Bool) {
        // Without a safe area now or at the last pass (the window's own `reportedSafeArea` marks
        // it), every view's is zero already: nothing to walk (this runs before every touch).
        let windowSafeArea = layoutState.windowSafeArea
        guard windowSafeArea != .zero || layoutState.reportedSafeArea != .zero else { return }
        layoutState.reportedSafeArea = windowSafeArea
        for view in subtree.dropFirst() {
            let insets = view.windowSafeAreaOverlap
            if let model = (view as? UIScrollView)?.scrollModel, model.safeAreaInsets != insets.model {
                if building {
                    model.setSafeAreaInsetsWhileBuilding(insets.model)
                } else {
                    model.safeAreaInsets = insets.model
                }
            }
            guard insets != view.layoutState.reportedSafeArea else { continue }
            view.layoutState.reportedSafeArea = insets
            view.safeAreaInsetsDidChange()
        }
    }
}

/// Runs a layout pass over a simulator's window at the next display refresh after a view was marked.
///
/// Applies while the simulation runs; the refreshes a pass needs are requested from the model's display link, and no
/// log line comes from them.
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
