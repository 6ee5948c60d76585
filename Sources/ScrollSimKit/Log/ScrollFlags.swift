/// The three UIScrollView state flags at one instant.
public struct ScrollFlags: Equatable, Hashable, Sendable {
    /// `isTracking`: a finger is on the content, possibly before dragging started.
    public var tracking: Bool
    /// `isDragging`: the user is dragging (UIKit keeps it true through the deceleration that follows).
    public var dragging: Bool
    /// `isDecelerating`: the content moves on its own after a release.
    public var decelerating: Bool
    /// Creates flags.
    ///
    /// - Parameters:
    ///   - tracking: Whether a finger is on the content.
    ///   - dragging: Whether the content is being dragged.
    ///   - decelerating: Whether the content is decelerating.
    public init(tracking: Bool, dragging: Bool, decelerating: Bool) {
        self.tracking = tracking
        self.dragging = dragging
        self.decelerating = decelerating
    }
    /// All false.
    public static let idle = ScrollFlags(tracking: false, dragging: false, decelerating: false)
}
