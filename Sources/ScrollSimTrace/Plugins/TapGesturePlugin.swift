/// The `tap` gesture plug-in: `{"gesture": "tap", "at", "duration"?}` (`Gesture.Motion.tap`).
extension GestureType {
    /// `"gesture": "tap"`.
    public static let tap = GestureType("tap")
}

extension GestureDescriptor {
    /// The `tap` plug-in (registered in `PluginRegistry.builtIn`).
    public static let tap = GestureDescriptor(type: .tap) { reader throws(TraceDecodingError) in
        let at = try reader.gesturePoint("at")
        let duration = try reader.optionalNumber("duration", Trace.positiveUpToLimit) ?? Gesture.defaultTapDuration
        return .tap(at: at, duration: duration)
    }
}
