/// Receives log entries in order as the simulation produces them.
public protocol LogSink: AnyObject {
    /// Called once per entry, in order.
    ///
    /// - Parameter entry: The entry to record.
    func record(_ entry: LogEntry)

    /// Called instead of ``record(_:)`` for a scroll view's `scrollViewDidScroll(_:)` entry, with its fields.
    ///
    /// This is the line a moving view logs on every frame; passing the entry's fields rather than the entry lets a sink
    /// that writes them straight out build no ``LogEntry`` (and copy no ``LogEvent``). A sink must treat both forms
    /// alike; the default builds the entry and records it.
    ///
    /// - Parameters:
    ///   - time: The entry's time, in seconds.
    ///   - view: The scroll view's log id.
    ///   - offset: The content offset, in points.
    ///   - flags: The scroll view's tracking, dragging and decelerating flags.
    ///   - zoomScale: The zoom scale, or nil when the view does not zoom.
    func recordDidScroll(time: Double, view: String, offset: Point, flags: ScrollFlags, zoomScale: Double?)
}

extension LogSink {
    /// Records the `didScroll` entry with these fields (see the requirement).
    public func recordDidScroll(time: Double, view: String, offset: Point, flags: ScrollFlags, zoomScale: Double?) {
        record(LogEntry(time: time, view: view, event: .didScroll, offset: offset, flags: flags, zoomScale: zoomScale))
    }
}

/// A sink that keeps every entry in memory.
public final class EventLog: LogSink {
    /// Everything recorded so far, in order.
    public private(set) var entries: [LogEntry] = []
    /// Creates an empty log.
    public init() {}
    /// Appends `entry`.
    ///
    /// - Parameter entry: The entry to append.
    public func record(_ entry: LogEntry) { entries.append(entry) }
}

/// A sink that drops every entry: for driving the model when only its motion matters (a benchmark, a search over
/// scenes).
///
/// The simulation recognizes it and builds no entries for it.
public final class DiscardingLogSink: LogSink {
    /// Creates the sink.
    public init() {}
    /// Drops `entry`.
    ///
    /// - Parameter entry: The entry to drop.
    public func record(_ entry: LogEntry) {}
}
