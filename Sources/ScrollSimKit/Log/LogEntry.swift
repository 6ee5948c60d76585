/// One line of the event log.
public struct LogEntry: Equatable, Sendable {
    /// Seconds since the simulation's time origin (a trace's first event).
    public var time: Double
    /// The id of the view the event belongs to.
    public var view: String
    /// What happened.
    public var event: LogEvent
    /// The view's content offset at that moment (zero for views that do not scroll).
    public var offset: Point
    /// The view's flags after the event.
    ///
    /// For a touch echo (`touchBegan`, `touchEnded`, `touchCancelled`), once the touch has been handled, so
    /// `touchBegan` shows tracking.
    public var flags: ScrollFlags
    /// The view's zoom scale at that moment, for a scroll view set up to zoom (`ScrollView.showsZoomState`).
    ///
    /// Nil for every other view, whose log lines stay as they were before zooming existed.
    public var zoomScale: Double?
    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - time: The entry's time, in seconds.
    ///   - view: The view's log id.
    ///   - event: The event.
    ///   - offset: The content offset, in points.
    ///   - flags: The scroll view's tracking, dragging and decelerating flags.
    ///   - zoomScale: The zoom scale, or nil when the view does not zoom.
    public init(
        time: Double, view: String, event: LogEvent, offset: Point, flags: ScrollFlags, zoomScale: Double? = nil
    ) {
        self.time = time
        self.view = view
        self.event = event
        self.offset = offset
        self.flags = flags
        self.zoomScale = zoomScale
    }
}
