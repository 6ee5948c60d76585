import ScrollSimJSON
import ScrollSimKit

// The `path` gesture plug-in.
//
// `{"gesture": "path", "points": [{"x", "y", "t"}, …], "hold"?, "holdBefore"?}` (`Gesture.Motion.path`): at least two
// points, `t` relative to the motion's start, the first 0, then increasing.
extension GestureType {
    /// `"gesture": "path"`.
    public static let path = GestureType("path")
}

extension GestureDescriptor {
    /// The `path` plug-in (registered in `PluginRegistry.builtIn`).
    public static let path = GestureDescriptor(type: .path, keys: PathKeys.all) { reader throws(TraceDecodingError) in
        let pointsReader = try reader.required(PathKeys.points)
        let elements = try pointsReader.array()
        guard elements.count >= 2 else {
            throw pointsReader.error("expected at least two points, got \(elements.count)")
        }
        var points: [Gesture.PathPoint] = []
        points.reserveCapacity(elements.count)
        // The previous point's `t` as written: messages quote both times as the trace wrote them.
        var previousLiteral = NumberLiteral.none
        for element in elements {
            var pointReader = try element.object()
            let location = try Trace.decodeCoordinates(&pointReader)
            let timeReader = try pointReader.required(PathKeys.time)
            let time = try timeReader.number(PathKeys.time.bounds)
            let literal = pointReader.literal(of: PathKeys.time.name)
            if let previous = points.last {
                guard time > previous.time else {
                    throw timeReader.error(
                        "expected a time greater than \(previousLiteral.text(for: previous.time))"
                            + " (the previous point's t), got \(literal.text(for: time))")
                }
            } else if time != 0 {
                throw timeReader.error("expected 0 (the first point starts the motion), got \(literal.text(for: time))")
            }
            previousLiteral = literal
            try pointReader.finish()
            points.append(Gesture.PathPoint(location: location, time: time))
        }
        let hold = try reader.gestureHold(TraceKeys.Gesture.hold)
        let holdBefore = try reader.gestureHold(TraceKeys.Gesture.holdBefore)
        return .path(points: points, hold: hold, holdBefore: holdBefore)
    }
}

/// The `path` keys: `points` ({x, y, t}, the first at t 0, t increasing), `hold`, `holdBefore`.
enum PathKeys {
    static let time = TraceKey(
        "t", .number(Trace.nonNegativeUpToLimit, unit: "s"), required: true,
        "Time since the first point (0 for the first, then increasing).")
    static let points = TraceKey(
        "points", .array(.object(TraceObjectShape(TraceKeys.Point.all + [time])), minItems: 2), required: true,
        "The finger's path: {x, y, t} in window points.")
    static let all = [points, TraceKeys.Gesture.hold, TraceKeys.Gesture.holdBefore]
}
