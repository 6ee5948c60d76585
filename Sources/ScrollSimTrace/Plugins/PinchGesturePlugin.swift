@_spi(ScrollSimInternal) import ScrollSimSupport

/// The `pinch` gesture plug-in: `{"gesture": "pinch", "center", "distance"?, "scale", "duration",
/// "hold"?, "holdBefore"?, "angle"?, "fingers"?}` (`Gesture.Motion.pinch`): two fingers `distance`
/// pt apart (default 200) around `center` on a line at `angle` degrees (default 0) spread or close
/// until their distance is `scale` × the starting one. `fingers` is two different finger numbers
/// (default `[0, 1]`); a pinch has no `finger`.
extension GestureType {
    /// `"gesture": "pinch"`.
    public static let pinch = GestureType("pinch")
}

extension GestureDescriptor {
    /// The `pinch` plug-in (registered in `PluginRegistry.builtIn`).
    public static let pinch = GestureDescriptor(type: .pinch) { reader throws(TraceDecodingError) in
        let center = try reader.gesturePoint("center")
        let distance =
            try reader.optionalNumber("distance", Trace.positiveUpToLimit) ?? Gesture.defaultPinchDistance
        let scaleReader = try reader.required("scale")
        let scale = try scaleReader.number(Trace.positiveUpToLimit)
        guard distance * scale <= Trace.coordinateLimit else {
            throw scaleReader.error(
                "expected an end distance (distance × scale) of at most \(shortNumber(Trace.coordinateLimit)) pt, got "
                    + FixedPoint.shortest(distance * scale))
        }
        let duration = try reader.number("duration", Trace.positiveUpToLimit)
        let hold = try reader.gestureHold("hold")
        let holdBefore = try reader.gestureHold("holdBefore")
        let angle =
            try reader.optionalNumber("angle", .closed(-Gesture.maximumPinchAngle, Gesture.maximumPinchAngle)) ?? 0
        var fingers = (first: 0, second: 1)
        if let fingersReader = reader.optional("fingers") {
            let elements = try fingersReader.array()
            guard elements.count == 2 else {
                throw fingersReader.error("expected two finger numbers, got \(elements.count)")
            }
            let bounds = NumberBounds.closed(0, Double(Gesture.maximumFinger))
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
