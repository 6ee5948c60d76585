import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// The `pinch` gesture plug-in.
//
// `{"gesture": "pinch", "center", "distance"?, "scale", "duration", "hold"?, "holdBefore"?, "angle"?, "fingers"?}`
// (`Gesture.Motion.pinch`): two fingers `distance` pt apart (default 200) around `center` on a line at `angle` degrees
// (default 0) spread or close until their distance is `scale` × the starting one. `fingers` is two different finger
// numbers (default `[0, 1]`); a pinch has no `finger`.
extension GestureType {
    /// `"gesture": "pinch"`.
    public static let pinch = GestureType("pinch")
}

extension GestureDescriptor {
    /// The `pinch` plug-in (registered in `PluginRegistry.builtIn`).
    public static let pinch = GestureDescriptor(type: .pinch, keys: PinchKeys.all) {
        reader throws(TraceDecodingError) in
        let center = try reader.gesturePoint(PinchKeys.center)
        let distance =
            try reader.optionalNumber(PinchKeys.distance) ?? Gesture.defaultPinchDistance
        let scaleReader = try reader.required(PinchKeys.scale)
        let scale = try scaleReader.number(PinchKeys.scale.bounds)
        guard distance * scale <= Trace.coordinateLimit else {
            throw scaleReader.error(
                "expected an end distance (distance × scale) of at most \(shortNumber(Trace.coordinateLimit)) pt, got "
                    + FixedPoint.shortest(distance * scale))
        }
        let duration = try reader.number(TraceKeys.Gesture.duration)
        let hold = try reader.gestureHold(TraceKeys.Gesture.hold)
        let holdBefore = try reader.gestureHold(TraceKeys.Gesture.holdBefore)
        let angle =
            try reader.optionalNumber(PinchKeys.angle) ?? 0
        var fingers = (first: 0, second: 1)
        if let fingersReader = reader.optional(PinchKeys.fingers) {
            let elements = try fingersReader.array()
            guard elements.count == 2 else {
                throw fingersReader.error("expected two finger numbers, got \(elements.count)")
            }
            let bounds = Trace.fingerBounds
            fingers = (try elements[0].integer(bounds), try elements[1].integer(bounds))
            guard fingers.first != fingers.second else {
                throw fingersReader.error("expected two different fingers, got finger \(fingers.first) twice")
            }
        }
        let pinch = Gesture.Pinch(
            center: center, distance: distance, scale: scale, duration: duration, angle: angle, fingers: fingers)
        return .pinch(pinch, hold: hold, holdBefore: holdBefore)
    }
}

/// The `pinch` keys.
enum PinchKeys {
    static let center = TraceKey("center", .shared(TraceKeys.point), required: true, "The fingers' midpoint.")
    static let distance = TraceKey(
        "distance", .number(Trace.positiveUpToLimit, unit: "pt"), "The fingers' distance at the start.")
    static let scale = TraceKey(
        "scale", .number(Trace.positiveUpToLimit, unit: nil), required: true,
        "The end distance over the start distance.")
    static let angle = TraceKey(
        "angle", .number(.closed(-Gesture.maximumPinchAngle, Gesture.maximumPinchAngle), unit: "°"),
        "The angle of the line between the fingers (default 0).")
    static let fingers = TraceKey(
        "fingers", .array(.integer(Trace.fingerBounds), minItems: 2, exact: true),
        "The two fingers (default 0 and 1), instead of finger.")
    static let all = [
        center, distance, scale, TraceKeys.Gesture.duration, TraceKeys.Gesture.hold, TraceKeys.Gesture.holdBefore,
        angle, fingers,
    ]
}
