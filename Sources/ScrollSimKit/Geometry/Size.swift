/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// (0, 0).
    public static let zero = Size(width: 0, height: 0)
    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }
}
