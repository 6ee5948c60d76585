/// How an animation's progress runs over time.
public enum ViewAnimationTiming: Equatable, Sendable {
    /// `UIView.animate(withDuration:…)`: the duration and a timing curve.
    ///
    /// UIKit's default curve is `TimingCurve.easeInOut`, `.curveEaseInOut` [Apple-AnimationOptions].
    case curve(duration: Double, TimingCurve)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// Apple documents the damping ratio and that an initial velocity of 1 is "the total animation
    /// distance traversed in one second"; how the duration maps to the spring is not documented.
    /// **Choice**: the duration is the spring's response (ω = 2π/duration, the meaning Apple gave
    /// `duration` in iOS 17's `UISpringTimingParameters(duration:bounce:)`), and the animation
    /// runs until no motion is left (half a pixel), which can be later than `duration`. The
    /// alternative (a spring squeezed to end exactly at `duration`) is not offered.
    case spring(duration: Double, dampingRatio: Double, initialVelocity: Double)

    /// What is left of the distance (1 at the start, 0 at the end) `elapsed` seconds in, and whether the animation is
    /// over.
    ///
    /// O(1).
    func remaining(at elapsed: Double, tolerance: Double) -> (fraction: Double, finished: Bool) {
        switch self {
        case let .curve(duration, curve):
            guard duration > 0, elapsed < duration else { return (0, true) }
            return (1 - curve.progress(max(elapsed, 0) / duration), false)
        case let .spring(duration, dampingRatio, initialVelocity):
            let spring = DampedSpring(response: duration, dampingRatio: dampingRatio)
            let state = spring.state(displacement: 1, velocity: -initialVelocity, at: max(elapsed, 0))
            let settled = spring.isSettled(
                displacement: state.displacement, velocity: state.velocity, tolerance: tolerance)
            return settled ? (0, true) : (state.displacement, false)
        }
    }
}
