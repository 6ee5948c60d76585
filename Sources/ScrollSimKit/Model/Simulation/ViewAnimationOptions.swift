/// The options of `UIView.animate` that change what the simulation does [Apple-AnimationOptions].
///
/// The options of `UIView.animate(withDuration:delay:options:animations:completion:)`.
public struct ViewAnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The options' bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `.allowUserInteraction`: touches reach the animated views while they animate.
    ///
    /// Without it UIKit turns hit-testing off for them until the animation ends [Apple-AnimationOptions].
    public static let allowUserInteraction = ViewAnimationOptions(rawValue: 1 << 1)
    /// `.beginFromCurrentState`: a new animation starts from the on-screen value and replaces the older ones.
    ///
    /// A new animation of a view that is already animating starts from the on-screen value and removes the older
    /// animations of that view, instead of being added to them (UIKit's default since iOS 8, [WWDC14-236])
    /// [Apple-AnimationOptions].
    public static let beginFromCurrentState = ViewAnimationOptions(rawValue: 1 << 2)
}
