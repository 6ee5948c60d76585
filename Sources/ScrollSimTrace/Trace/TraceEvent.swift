/// A touch phase, as in `UITouch.Phase`.
public enum TouchPhase: String, CaseIterable, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger stayed still (advances the clock only).
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
}

/// A programmatic call in a trace.
public enum TraceCall: Equatable, Sendable {
    /// `setContentOffset(_:animated:)`.
    case setContentOffset(Point, animated: Bool)
    /// A status-bar tap (`scrollsToTop`).
    case scrollToTop
    /// A property set from code while the scene runs (`set`; see `PropertyChange`).
    case set(PropertyChange)
}

/// One timed input.
public enum TraceEvent: Equatable, Sendable {
    /// A finger's touch at a window location (points).
    case touch(time: Double, finger: Int, phase: TouchPhase, location: Point)
    /// A call on a view (`nil`: the trace's scroll view).
    case call(time: Double, view: String?, TraceCall)

    /// When it happens (s, trace clock).
    public var time: Double {
        switch self {
        case .touch(let time, _, _, _), .call(let time, _, _): return time
        }
    }
}
