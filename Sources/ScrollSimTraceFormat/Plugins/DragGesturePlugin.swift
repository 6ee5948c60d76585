import ScrollSimKit

// The `drag` gesture plug-in (`Gesture.Motion.drag`).
//
// `{"gesture": "drag", "from", "to" | "by", "duration", "hold"?, "profile"?, "holdBefore"?}`.
extension GestureType {
    /// `"gesture": "drag"`.
    public static let drag = GestureType("drag")
}

extension GestureDescriptor {
    /// The `drag` plug-in (registered in `PluginRegistry.builtIn`).
    public static let drag = GestureDescriptor(type: .drag, keys: DragKeys.all, plainKind: .drag) {
        reader throws(TraceDecodingError) in
        let from = try reader.gesturePoint(TraceKeys.Gesture.from)
        let to: Point
        switch (reader.object[DragKeys.to.name] != nil, reader.object[DragKeys.by.name] != nil) {
        case (true, true):
            throw TraceDecodingError(path: reader.path, message: #"give either "to" or "by", not both"#)
        case (false, true):
            to = from + (try reader.gesturePoint(DragKeys.by))
        case (true, _):
            to = try reader.gesturePoint(DragKeys.to)
        case (false, false):
            throw TraceDecodingError(path: reader.path, message: #"missing required key "to" (or "by")"#)
        }
        reader.allow(DragKeys.to.name, DragKeys.by.name)
        let duration = try reader.number(TraceKeys.Gesture.duration)
        let hold = try reader.gestureHold(TraceKeys.Gesture.hold)
        let profile = try reader.optionalEnumeration(DragKeys.profile, as: GestureProfile.self) ?? .linear
        let holdBefore = try reader.gestureHold(TraceKeys.Gesture.holdBefore)
        return .drag(from: from, to: to, duration: duration, profile: profile, hold: hold, holdBefore: holdBefore)
    }
}

/// The `drag` keys: `from`, `to` or `by`, `duration`, `profile`, `hold`, `holdBefore`.
enum DragKeys {
    static let to = TraceKey("to", .shared(TraceKeys.point), "Where the finger lifts (or give by).")
    static let by = TraceKey("by", .shared(TraceKeys.point), "How far the finger moves (or give to).")
    static let profile = TraceKey(
        "profile", .choice(of: GestureProfile.self), "How the finger's speed varies over the motion (default linear).")
    static let all = [
        TraceKeys.Gesture.from, to, by, TraceKeys.Gesture.duration, profile, TraceKeys.Gesture.hold,
        TraceKeys.Gesture.holdBefore,
    ]
}
