/// `UIView.animate` entry points, on the simulation that owns the views (see `ViewAnimator`).
extension Simulation {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`; the curve defaults to
    /// UIKit's `.curveEaseInOut` (`TimingCurve.easeInOut`) [Apple-AnimationOptions].
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: ViewAnimationOptions = [],
        curve: TimingCurve = .easeInOut, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        viewAnimator.animate(
            timing: .curve(duration: duration, curve), delay: delay, options: options,
            changes: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`;
    /// see `ViewAnimationTiming.spring` for how the duration is read.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
        initialSpringVelocity velocity: Double, options: ViewAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        viewAnimator.animate(
            timing: .spring(duration: duration, dampingRatio: damping, initialVelocity: velocity), delay: delay,
            options: options, changes: animations, completion: completion)
    }
}
