/// SwiftUI's `ScrollTarget` ([Apple-ScrollTarget]): where a scroll view should try to scroll.
///
/// `rect` is in content coordinates; the offset it stands for is decided by
/// `ScrollTarget.contentOffset(containerSize:)` (see there for the choice where `anchor` is nil).
public struct ScrollTarget: Sendable {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region (nil: none).
    public var anchor: UnitPoint?

    /// A target of `rect` aligned at `anchor`. (SwiftUI documents no public initializer; this one
    /// exists for tests.)
    ///
    /// - Parameters:
    ///   - rect: The target's rect, in content coordinates.
    ///   - anchor: The point of `rect` aligned with the visible area, or nil for none.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// The content offset that puts this target in a visible region of `containerSize`, per axis.
    ///
    /// The content offset that puts this target in a visible region of `containerSize`, per axis:
    /// with an anchor, the rect's point at `anchor` on the region's point at `anchor`; without one,
    /// the offset nearest `proposed` that contains the rect, or its leading edge when it is larger
    /// than the region. **Choice** (unverified: Apple says only "should try and have contained").
    func contentOffset(containerSize: CGSize, proposed: CGPoint) -> CGPoint {
        func along(_ minimum: CGFloat, _ length: CGFloat, _ container: CGFloat, _ unit: CGFloat?, _ start: CGFloat)
            -> CGFloat
        {
            if let unit { return minimum + unit * (length - container) }
            guard length <= container else { return minimum }
            return min(max(start, minimum + length - container), minimum)
        }
        return CGPoint(
            x: along(rect.minX, rect.width, containerSize.width, anchor?.x, proposed.x),
            y: along(rect.minY, rect.height, containerSize.height, anchor?.y, proposed.y))
    }
}
