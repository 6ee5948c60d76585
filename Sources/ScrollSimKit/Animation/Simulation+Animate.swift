// `UIView.animate` entry points, on the simulation that owns the views (see `ViewAnimator`).
extension Simulation {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The curve defaults to UIKit's `.curveEaseInOut` (`TimingCurve.easeInOut`) [Apple-AnimationOptions].
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: ViewAnimationOptions = [],
        curve: TimingCurve = .easeInOut, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        viewAnimator.animate(
            timing: .curve(duration: duration, curve), delay: delay, options: options,
            changes: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`.
    ///
    /// See `ViewAnimationTiming.spring` for how the duration is read.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
        initialSpringVelocity velocity: Double, options: ViewAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        viewAnimator.animate(
            timing: .spring(duration: duration, dampingRatio: damping, initialVelocity: velocity), delay: delay,
            options: options, changes: animations, completion: completion)
    }

    /// `root` and its subviews left the window: their running animations end now (`finished` false, completions
    /// called).
    ///
    /// UIKit's choice is not documented; **choice**: animations of a view outside the window would animate nothing on
    /// screen, and the animator holds its views unowned, so it must not outlive them (the alternative, keeping them
    /// running on a detached view, would have to keep the view alive). O(animations × subtree).
    func treeDidLeave(_ root: View) {
        for view in ViewAnimator.tree(root) where viewAnimator.isAnimating(view) {
            viewAnimator.removeAnimations(of: view)
        }
    }
}
