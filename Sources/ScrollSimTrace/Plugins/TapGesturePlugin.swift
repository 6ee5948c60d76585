/// The `tap` gesture plug-in: `{"gesture": "tap", "at", "duration"?}` (`Gesture.Motion.tap`).
extension GestureType {
    /// `"gesture": "tap"`.
    public static let tap = GestureType("tap")
}

extension GestureDescriptor {
    /// The `tap` plug-in (registered in `PluginRegistry.builtIn`).
    public static let tap = GestureDescriptor(type: .tap, keys: [TapKeys.at, TraceKeys.Gesture.optionalDuration]) {
        reader throws(TraceDecodingError) in
        let at = try reader.gesturePoint(TapKeys.at)
        let duration = try reader.optionalNumber(TraceKeys.Gesture.optionalDuration) ?? Gesture.defaultTapDuration
        return .tap(at: at, duration: duration)
    }
}

/// The `tap` keys: `at`, `duration`.
enum TapKeys {
    static let at = TraceKey("at", .shared(TraceKeys.point), required: true, "Where the finger taps.")
}
