import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// The `fling` gesture plug-in (`Gesture.Motion.fling`).
//
// `{"gesture": "fling", "from", "velocity", "duration"?, "holdBefore"?}`.
extension GestureType {
    /// `"gesture": "fling"`.
    public static let fling = GestureType("fling")
}

extension GestureDescriptor {
    /// The `fling` plug-in (registered in `PluginRegistry.builtIn`).
    public static let fling = GestureDescriptor(type: .fling, keys: FlingKeys.all, plainKind: .fling) {
        reader throws(TraceDecodingError) in
        let from = try reader.gesturePoint(TraceKeys.Gesture.from)
        let velocityReader = try reader.required(FlingKeys.velocity)
        let velocity = try Trace.decodePoint(velocityReader.object())
        guard velocity.length >= Gesture.minimumFlingSpeed else {
            // The speed is computed from `x` and `y`, not written: its shortest form.
            throw velocityReader.error(
                "expected a speed of at least \(shortNumber(Gesture.minimumFlingSpeed)) pt/s, got "
                    + FixedPoint.shortest(velocity.length))
        }
        let duration = try reader.optionalNumber(TraceKeys.Gesture.optionalDuration)
        let holdBefore = try reader.gestureHold(TraceKeys.Gesture.holdBefore)
        return .fling(from: from, velocity: velocity, duration: duration, holdBefore: holdBefore)
    }
}

/// The `fling` keys: `from`, `velocity`, `duration`, `holdBefore`.
enum FlingKeys {
    static let velocity = TraceKey(
        "velocity", .shared(TraceKeys.velocity), required: true, "The release velocity (a speed of at least 50 pt/s).")
    static let all = [
        TraceKeys.Gesture.from, velocity, TraceKeys.Gesture.optionalDuration, TraceKeys.Gesture.holdBefore,
    ]
}
