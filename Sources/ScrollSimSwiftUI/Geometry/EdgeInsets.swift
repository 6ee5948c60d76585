import Foundation

/// SwiftUI's `EdgeInsets`: insets by `leading` and `trailing` edges.
///
/// See [Apple-EdgeInsets]; the type of `ScrollGeometry.contentInsets`.
///
/// It shadows the model's `EdgeInsets` (`top`, `left`, `bottom`, `right`, as `UIEdgeInsets`) for
/// code that imports `ScrollSimSwiftUI`, as `import SwiftUI` makes `EdgeInsets` SwiftUI's; the
/// model's stays reachable as `ScrollSimKit.EdgeInsets`. Leading is left and trailing is right:
/// the simulator lays out left to right.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge (left, left to right).
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge (right, left to right).
    public var trailing: CGFloat

    /// Insets of these four edges.
    ///
    /// - Parameters:
    ///   - top: The top inset, in points.
    ///   - leading: The leading inset, in points.
    ///   - bottom: The bottom inset, in points.
    ///   - trailing: The trailing inset, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
