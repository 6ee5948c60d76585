/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// (0, 0).
    public static let zero = Size(width: 0, height: 0)
    /// The extent along `axis`.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The extent, in points.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }
}
