/// A point or vector in points (like `CGPoint`).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The x coordinate, in points.
    ///   - y: The y coordinate, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The component along `axis`.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The component, in points.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales the vector.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    /// `(x, y)` with Swift's default formatting (for debugging, not for logs).
    public var description: String { "(\(x), \(y))" }
}
