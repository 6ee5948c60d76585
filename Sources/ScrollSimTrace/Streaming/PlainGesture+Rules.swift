import ScrollSimKit

// The built-in gesture plug-ins' rules applied to a ``PlainGesture``.
//
// The same keys, bounds and defaults as their closures (`DragGesturePlugin.swift`, `FlingGesturePlugin.swift`,
// `TapGesturePlugin.swift`) and the general decoder's `finger`.
extension PlainGesture {
    /// The bounds of the members, from the plug-ins' key tables.
    private static let durationBounds = TraceKeys.Gesture.duration.bounds
    private static let optionalDurationBounds = TraceKeys.Gesture.optionalDuration.bounds
    private static let pointBounds = (x: TraceKeys.Point.x.bounds, y: TraceKeys.Point.y.bounds)
    private static let holdBounds = TraceKeys.Gesture.hold.bounds
    private static let holdBeforeBounds = TraceKeys.Gesture.holdBefore.bounds
    private static let countBounds = TapKeys.count.bounds

    /// The gesture this event describes when its kind is enabled and every rule admits it, or nil.
    ///
    /// The gesture this event describes when `enabled` (bits by ``Kind`` raw value) holds its kind and every rule of
    /// its plug-in and of the general decoder's member checks admits it; nil when the general path must read it. Checks
    /// neither the time rule nor the fingers' state (see `Trace.admitGesture`). O(1).
    func gesture(enabled: UInt8) -> Gesture? {
        guard enabled & (1 << kind.rawValue) != 0, present & ~kind.allowed == 0,
            present & kind.required == kind.required, Trace.coordinateBounds.contains(time)
        else { return nil }
        var fingerNumber = 0
        if has(Key.finger) {
            guard let integer = finger.exactInt, Trace.fingerBounds.contains(finger) else { return nil }
            fingerNumber = integer
        }
        guard let motion = motion() else { return nil }
        return Gesture(motion, finger: fingerNumber)
    }

    /// The motion by the plug-in's rules; nil when one fails.
    private func motion() -> Gesture.Motion? {
        let durationBounds = kind == .drag ? Self.durationBounds : Self.optionalDurationBounds
        guard within(Key.duration, duration, durationBounds), within(Key.hold, hold, Self.holdBounds),
            within(Key.holdBefore, holdBefore, Self.holdBeforeBounds)
        else { return nil }
        let holdBefore = has(Key.holdBefore) ? holdBefore : 0
        switch kind {
        case .drag:
            // Exactly one of `to` and `by`.
            guard has(Key.to) != has(Key.by), isPoint(from), has(Key.to) ? isPoint(to) : isPoint(by) else {
                return nil
            }
            return .drag(
                from: from, to: has(Key.to) ? to : from + by, duration: duration, profile: profile,
                hold: has(Key.hold) ? hold : 0, holdBefore: holdBefore)
        case .fling:
            guard isPoint(from), isPoint(velocity), velocity.length >= Gesture.minimumFlingSpeed else { return nil }
            return .fling(
                from: from, velocity: velocity, duration: has(Key.duration) ? duration : nil, holdBefore: holdBefore)
        case .tap:
            var taps = 1
            if has(Key.count) {
                guard let integer = count.exactInt, Self.countBounds.contains(count) else { return nil }
                taps = integer
            }
            guard isPoint(at) else { return nil }
            return .tap(at: at, duration: has(Key.duration) ? duration : Gesture.defaultTapDuration, count: taps)
        }
    }

    /// Whether the key `bit` was read.
    private func has(_ bit: UInt16) -> Bool { present & bit != 0 }

    /// Whether `value` is within `bounds`, or its key `bit` absent.
    private func within(_ bit: UInt16, _ value: Double, _ bounds: NumberBounds) -> Bool {
        !has(bit) || bounds.contains(value)
    }

    /// Whether both coordinates are within a point's bounds (`TraceKeys.Point`).
    private func isPoint(_ point: Point) -> Bool {
        Self.pointBounds.x.contains(point.x) && Self.pointBounds.y.contains(point.y)
    }
}
