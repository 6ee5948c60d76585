// `UIView.animate` entry points, on the simulation that owns the views (see `ViewAnimator`).
extension Simulation {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The curve defaults to UIKit's `.curveEaseInOut` (`TimingCurve.easeInOut`) [Apple-AnimationOptions].
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: The delay before the animation starts, in seconds.
    ///   - options: The animation options (only the ones the simulator models take effect).
    ///   - curve: The timing curve.
    ///   - animations: The closure that changes the views' frames.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
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
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: The delay before the animation starts, in seconds.
    ///   - damping: The spring's damping ratio, from 0 to 1.
    ///   - velocity: The initial spring velocity, as a fraction of the distance per second.
    ///   - options: The animation options (only the ones the simulator models take effect).
    ///   - animations: The closure that changes the views' frames.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
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
