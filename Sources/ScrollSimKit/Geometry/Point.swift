/// A point or vector in points (like `CGPoint`).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The component along `axis`.
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

/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// (0, 0).
    public static let zero = Size(width: 0, height: 0)
    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// A rectangle in points.
public struct Rect: Equatable, Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size
    /// Creates a rectangle.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// True when `point` lies inside (the minimum edges included, the maximum edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }
}

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
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The inset at the minimum end of `axis` (left or top).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the maximum end of `axis` (right or bottom).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}

/// One of the two scroll axes.
public enum Axis: String, CaseIterable, Sendable {
    /// x.
    case horizontal
    /// y.
    case vertical
}
