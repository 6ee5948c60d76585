/// A rectangle in points.
public struct Rect: Equatable, Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size
    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner, in points.
    ///   - size: The size, in points.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// Creates a rectangle from its components.
    ///
    /// - Parameters:
    ///   - x: The x coordinate, in points.
    ///   - y: The y coordinate, in points.
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// True when `point` lies inside (the minimum edges included, the maximum edges excluded).
    ///
    /// - Parameter point: The point, in the same coordinates, in points.
    /// - Returns: Whether the rectangle contains the point.
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y
            && point.y < origin.y + size.height
    }
    /// True when the two rectangles share some area (touching edges do not count).
    ///
    /// - Parameter other: The other rectangle, in the same coordinates.
    /// - Returns: Whether the rectangles overlap.
    public func overlaps(_ other: Rect) -> Bool {
        origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }
}
