import ScrollSimKit

/// A scroll view's scrollable range: the smallest and largest content offset it rests at, in points.
///
/// A scroll view's scrollable range: the smallest and largest content offset it rests at, in points
/// (`-contentInset.top … contentSize + contentInset.bottom − height` per axis). Beyond it the view
/// rubber-bands.
public struct OffsetRange: Equatable, Sendable {
    /// The smallest offset on each axis.
    public var minimum: Point
    /// The largest offset on each axis.
    public var maximum: Point

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - minimum: The smallest content offset, in points.
    ///   - maximum: The largest content offset, in points.
    public init(minimum: Point, maximum: Point) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
