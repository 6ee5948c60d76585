import Foundation

/// SwiftUI's `ScrollGeometry` (iOS 18): a scroll view's geometry.
///
/// See [Apple-ScrollGeometry]; as `onScrollGeometryChange(for:of:action:)` and `ScrollPhaseChangeContext.geometry` give
/// it.
///
/// Read from the model as UIKit's values: `contentOffset` is the content offset (before zero or
/// past the end under insets and rubber banding, as Apple says), `contentSize` the content size,
/// `contentInsets` the content inset (left → leading, right → trailing), `containerSize` the
/// view's size ("the overall size of the scroll view").
///
/// **Choice, unverified:** Apple says `visibleRect` is "computed from" the offset, insets and
/// container size and that `bounds`, "unlike the visible rect", lies "within the content insets".
/// Here `visibleRect` is the container at the offset (what the scroll view shows, insets
/// included) and `bounds` is that rect inset by `contentInsets`. The alternative (a visible rect
/// already inset) is not modelled.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The content insets.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// A geometry of these four values, as SwiftUI's initializer.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset, in points.
    ///   - contentSize: The content's size, in points.
    ///   - contentInsets: The content insets, in points.
    ///   - containerSize: The visible size, in points.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the view shows: the container at the offset (see the type's note).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rect inside the content insets (see the type's note).
    public var bounds: CGRect {
        let visible = visibleRect
        return CGRect(
            x: visible.minX + contentInsets.leading, y: visible.minY + contentInsets.top,
            width: max(visible.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(visible.height - contentInsets.top - contentInsets.bottom, 0))
    }
}
