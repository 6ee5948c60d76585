/// SwiftUI's `UnitPoint`: a point in a rectangle's unit square (0, 0 is the top-leading corner).
///
/// SwiftUI's `UnitPoint`: a point in a rectangle's unit square (0, 0 is the top-leading corner),
/// as `ScrollTarget.anchor` uses it ([Apple-ScrollTarget]). Left-to-right layout only.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction (0 leading, 1 trailing).
    public var x: CGFloat
    /// The vertical fraction (0 top, 1 bottom).
    public var y: CGFloat

    /// The point at fractions `x`, `y`.
    ///
    /// - Parameters:
    ///   - x: The horizontal fraction of the width, 0 at the leading edge.
    ///   - y: The vertical fraction of the height, 0 at the top.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
