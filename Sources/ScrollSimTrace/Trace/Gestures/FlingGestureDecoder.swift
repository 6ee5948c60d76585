/// `{"gesture": "fling", "from", "velocity", "duration"?, "holdBefore"?}`.
enum FlingGestureDecoder: GestureDecoding {
    static let kind = GestureKind.fling

    static func decode(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Gesture.Motion {
        let from = try reader.gesturePoint("from")
        let velocityReader = try reader.required("velocity")
        let velocity = try Trace.decodePoint(velocityReader.object())
        guard velocity.length >= Gesture.minimumFlingSpeed else {
            throw velocityReader.error(
                "expected a speed of at least \(shortNumber(Gesture.minimumFlingSpeed)) pt/s, got "
                    + FixedPoint.shortest(velocity.length))
        }
        let duration = try reader.optionalNumber("duration", Trace.positiveUpToLimit)
        let holdBefore = try reader.gestureHold("holdBefore")
        return .fling(from: from, velocity: velocity, duration: duration, holdBefore: holdBefore)
    }
}
