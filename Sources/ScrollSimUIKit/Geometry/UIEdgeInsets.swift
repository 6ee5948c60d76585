/// `UIEdgeInsets`: insets from each edge of a rectangle, in points [Apple-UIEdgeInsets].
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset, in points.
    ///   - left: The left inset, in points.
    ///   - bottom: The bottom inset, in points.
    ///   - right: The right inset, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All zero, as `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()

    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    var model: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
