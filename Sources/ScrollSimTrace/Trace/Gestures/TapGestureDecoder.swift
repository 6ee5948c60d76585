/// `{"gesture": "tap", "at", "duration"?}`.
enum TapGestureDecoder: GestureDecoding {
    static let kind = GestureKind.tap

    static func decode(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Gesture.Motion {
        let at = try reader.gesturePoint("at")
        let duration = try reader.optionalNumber("duration", Trace.positiveUpToLimit) ?? Gesture.defaultTapDuration
        return .tap(at: at, duration: duration)
    }
}
