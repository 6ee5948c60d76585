/// The `drag` gesture plug-in: `{"gesture": "drag", "from", "to" | "by", "duration", "hold"?,
/// "profile"?, "holdBefore"?}` (`Gesture.Motion.drag`).
extension GestureType {
    /// `"gesture": "drag"`.
    public static let drag = GestureType("drag")
}

extension GestureDescriptor {
    /// The `drag` plug-in (registered in `PluginRegistry.builtIn`).
    public static let drag = GestureDescriptor(type: .drag) { reader throws(TraceDecodingError) in
        let from = try reader.gesturePoint("from")
        let to: Point
        switch (reader.object["to"] != nil, reader.object["by"] != nil) {
        case (true, true):
            throw TraceDecodingError(path: reader.path, message: #"give either "to" or "by", not both"#)
        case (false, true):
            to = from + (try reader.gesturePoint("by"))
        case (true, _):
            to = try reader.gesturePoint("to")
        case (false, false):
            throw TraceDecodingError(path: reader.path, message: #"missing required key "to" (or "by")"#)
        }
        reader.allow("to", "by")
        let duration = try reader.number("duration", Trace.positiveUpToLimit)
        let hold = try reader.gestureHold("hold")
        let profile = try reader.optionalEnumeration("profile", as: GestureProfile.self) ?? .linear
        let holdBefore = try reader.gestureHold("holdBefore")
        return .drag(from: from, to: to, duration: duration, profile: profile, hold: hold, holdBefore: holdBefore)
    }
}
