import ScrollSimKit

// The `tap` gesture plug-in: `{"gesture": "tap", "at", "duration"?, "count"?}` (`Gesture.Motion.tap`).
extension GestureType {
    /// `"gesture": "tap"`.
    public static let tap = GestureType("tap")
}

extension GestureDescriptor {
    /// The `tap` plug-in (registered in `PluginRegistry.builtIn`).
    public static let tap = GestureDescriptor(
        type: .tap, keys: [TapKeys.at, TraceKeys.Gesture.optionalDuration, TapKeys.count], plainKind: .tap
    ) { reader throws(TraceDecodingError) in
        let at = try reader.gesturePoint(TapKeys.at)
        let duration = try reader.optionalNumber(TraceKeys.Gesture.optionalDuration) ?? Gesture.defaultTapDuration
        let count = try reader.optionalInteger(TapKeys.count) ?? 1
        return .tap(at: at, duration: duration, count: count)
    }
}

/// The `tap` keys: `at`, `duration`, `count`.
package enum TapKeys {
    static let at = TraceKey("at", .shared(TraceKeys.point), required: true, "Where the finger taps.")
    package static let count = TraceKey(
        "count", .integer(.closed(1, Double(Gesture.maximumTapCount))),
        "How many taps (2: a double tap), each next one 0.1 s after the lift (default 1).")
}
