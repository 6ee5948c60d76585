/// Insets from each edge in points (like `UIEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double
    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset, in points.
    ///   - left: The left inset, in points.
    ///   - bottom: The bottom inset, in points.
    ///   - right: The right inset, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The inset at the minimum end of `axis` (left or top).
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The inset, in points.
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the maximum end of `axis` (right or bottom).
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The inset, in points.
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
