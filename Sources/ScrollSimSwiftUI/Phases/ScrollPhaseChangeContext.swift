import Foundation

/// SwiftUI's `ScrollPhaseChangeContext` (iOS 18), with the public initializer SwiftUI lacks.
///
/// See [Apple-ScrollPhaseChangeContext]: what `onScrollPhaseChange(_:)`'s three-argument action receives besides the
/// two phases; the initializer lets a test build one.
///
/// **`velocity`, a choice (unverified):** Apple says only "the velocity of the scroll view at the
/// time of the scroll phase change" and makes it optional. Here it is the pan's velocity in
/// points per second, content direction (positive: towards larger offsets, like
/// `ScrollTargetBehaviorContext.velocity`), when the change comes from the user's gesture — into
/// or out of `interacting` (the pan's start, the lift); `nil` for every other change (a touch-down,
/// the end of a deceleration or an animation, a programmatic animation), where the model has no
/// gesture velocity to report.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry at the change.
    public var geometry: ScrollGeometry
    /// The scroll view's velocity at the change, if any (see the type's note).
    public var velocity: CGVector?

    /// A context of `geometry` and `velocity`, for tests and the observers.
    ///
    /// - Parameters:
    ///   - geometry: The scroll geometry at the change.
    ///   - velocity: The velocity at the change, or nil when there is none.
    public init(geometry: ScrollGeometry, velocity: CGVector?) {
        self.geometry = geometry
        self.velocity = velocity
    }
}
