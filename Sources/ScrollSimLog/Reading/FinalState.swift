import ScrollSimKit

/// Where a view came to rest.
public struct FinalState: Equatable, Sendable {
    /// The view's id.
    public var view: String
    /// Its content offset (zero for views that do not scroll).
    public var offset: Point
    /// When it came to rest (s since the trace's first event).
    public var restTime: Double
    /// Extra facts for the final line (a sheet's position name and frame origin).
    public var fields: [LogField]
    /// The fingers still on the screen when the trace ended.
    ///
    /// Then the view is not "at rest": the logs say which fingers are down instead of a rest time in the text log.
    public var fingersDown: [Int] = []
    /// Creates a final state.
    ///
    /// - Parameters:
    ///   - view: The view's log id.
    ///   - offset: The final content offset (bounds origin), in points.
    ///   - restTime: When the view last moved, in seconds since the log's time origin.
    ///   - fields: The extra facts a coordinator adds (default: none).
    public init(view: String, offset: Point, restTime: Double, fields: [LogField] = []) {
        self.view = view
        self.offset = offset
        self.restTime = restTime
        self.fields = fields
    }
}
