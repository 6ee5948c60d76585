// `UIView.animate`: the block's frame changes become animations of the model's `ViewAnimator`.
//
// The model value jumps, the presentation value animates, UIKit's additive model since iOS 8.
//
// Only `frame` changes (and `center`, which sets the frame) animate; anything else the block sets
// applies at once. The block runs synchronously, as in UIKit; the completion runs at the refresh
// where the last of its animations ends (`true`), when they are removed (`false`), or at once
// when the block changed no frame in a simulation (`true`). Durations are seconds.
extension UIView {
    /// `UIView.AnimationOptions`, the options the model supports [Apple-AnimationOptions].
    ///
    /// `UIView.AnimationOptions`, the options the model supports [Apple-AnimationOptions]:
    /// `.allowUserInteraction`, `.beginFromCurrentState` and the four curves. The raw values are
    /// UIKit's (the curve in bits 16–19).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The options' bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Touches reach the views while they animate (without it UIKit turns their hit-testing off).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen value and replace the view's running animations.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out (the default), Core Animation's (0.42, 0, 0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in, (0.42, 0, 1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, (0, 0, 0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The model's options (interaction and current state).
        var model: ViewAnimationOptions {
            var options: ViewAnimationOptions = []
            if contains(.allowUserInteraction) { options.insert(.allowUserInteraction) }
            if contains(.beginFromCurrentState) { options.insert(.beginFromCurrentState) }
            return options
        }

        /// The timing curve the curve bits select.
        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the frame changes `animations` makes over `duration` seconds after `delay`.
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: The delay before the animation starts, in seconds.
    ///   - options: The animation options.
    ///   - animations: The closure that changes the views' frames.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationTransaction.run(
            timing: .curve(duration: duration, options.curve), delay: delay, options: options.model,
            animations: animations, completion: completion)
    }

    /// Animates the frame changes `animations` makes over `duration` seconds, ease-in-out.
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - animations: The closure that changes the views' frames.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the frame changes `animations` makes with a spring.
    ///
    /// `dampingRatio` (1: no overshoot) and `velocity` in animation distances per second; `duration` is read as the
    /// spring's response (see `ViewAnimationTiming.spring`).
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: The delay before the animation starts, in seconds.
    ///   - dampingRatio: The spring's damping ratio, from 0 to 1.
    ///   - velocity: The initial spring velocity, as a fraction of the distance per second.
    ///   - options: The animation options.
    ///   - animations: The closure that changes the views' frames.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationTransaction.run(
            timing: .spring(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            delay: delay, options: options.model, animations: animations, completion: completion)
    }
}

extension UIView {
    /// `UIView.SystemAnimation`: the system-provided animations `perform(_:on:options:animations:completion:)` runs.
    ///
    /// See [Apple-SystemAnimation].
    public enum SystemAnimation: UInt, Sendable {
        /// Fades and shrinks the views, which are hidden when it ends.
        case delete
    }

    /// Runs the system animation `animation` on `views` together with `parallelAnimations`.
    ///
    /// Runs the system animation `animation` on `views` together with `parallelAnimations`, with
    /// UIKit's signature [Apple-performSystemAnimation]. What happens, as in UIKit: the parallel
    /// animations run with the system animation's timing; when it ends, each of `views` is hidden
    /// (`isHidden` true, so it no longer receives touches; it stays in its superview), then
    /// `completion` runs. Apple's page of `.delete` says the views are removed "from the view
    /// hierarchy"; on a device they are hidden (a choice, unverified here).
    ///
    /// The timing is not documented. Public code uses this method to borrow it and substitutes a
    /// critically damped spring of 0.5 s (`usingSpringWithDamping: 1`, `initialSpringVelocity: 0`);
    /// that spring is used here (a choice). The fade and shrink themselves are not modelled (alpha
    /// and transforms are inert), so as with `UIView.animate`, the end comes at the refresh where
    /// the parallel animations' frame changes end, or at once when they change no frame.
    ///
    /// - Parameters:
    ///   - animation: The system animation to run.
    ///   - views: The views it runs on.
    ///   - options: The animation options.
    ///   - parallelAnimations: The closure of changes to animate alongside, or nil.
    ///   - completion: The closure run when the animation ends, with whether it finished; or nil.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationTransaction.run(
            timing: .spring(duration: 0.5, dampingRatio: 1, initialVelocity: 0), delay: 0, options: options.model,
            animations: { parallelAnimations?() },
            completion: { finished in
                for view in views { view.isHidden = true }
                completion?(finished)
            })
    }
}

/// One `UIView.animate` block while it runs.
///
/// The first frame change of a view of a simulation records that simulation's frames (the model's
/// `ViewAnimator.snapshot()`), and once the block returns each simulation animates what changed.
///
/// The block is found by a task-local value, not a global: `UIView.animate` is a static method, so
/// the views it changes are the only link to their simulation.
@MainActor
final class AnimationTransaction {
    /// The block running on this task, if any.
    @TaskLocal static var current: AnimationTransaction?

    private var snapshots: [(animator: ViewAnimator, before: ViewAnimator.FrameSnapshot)] = []

    /// `view`'s frame is about to change inside the block.
    func willChange(_ view: View) {
        guard let animator = view.simulation?.viewAnimator, !snapshots.contains(where: { $0.animator === animator })
        else { return }
        snapshots.append((animator, animator.snapshot()))
    }

    /// Runs `animations` and animates what it changed in every simulation it touched.
    static func run(
        timing: ViewAnimationTiming, delay: Double, options: ViewAnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction()
        $current.withValue(transaction) { animations() }
        let groups = transaction.snapshots
        guard !groups.isEmpty else {
            completion?(true)
            return
        }
        // One completion for the whole block: it runs when every simulation's group has ended.
        var remaining = groups.count
        var finishedAll = true
        for group in groups {
            group.animator.animateChanges(
                since: group.before, timing: timing, delay: delay, options: options,
                completion: { finished in
                    remaining -= 1
                    finishedAll = finishedAll && finished
                    if remaining == 0 { completion?(finishedAll) }
                })
        }
    }
}
