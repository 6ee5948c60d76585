import ScrollSimJSON

/// The `path` gesture plug-in: `{"gesture": "path", "points": [{"x", "y", "t"}, …], "hold"?,
/// "holdBefore"?}` (`Gesture.Motion.path`): at least two points, `t` relative to the motion's
/// start, the first 0, then increasing.
extension GestureType {
    /// `"gesture": "path"`.
    public static let path = GestureType("path")
}

extension GestureDescriptor {
    /// The `path` plug-in (registered in `PluginRegistry.builtIn`).
    public static let path = GestureDescriptor(type: .path) { reader throws(TraceDecodingError) in
        let pointsReader = try reader.required("points")
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
            let timeReader = try pointReader.required("t")
            let time = try timeReader.number(Trace.nonNegativeUpToLimit)
            let literal = pointReader.literal(of: "t")
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
        let hold = try reader.gestureHold("hold")
        let holdBefore = try reader.gestureHold("holdBefore")
        return .path(points: points, hold: hold, holdBefore: holdBefore)
    }
}
