/// Receives log entries in order as the simulation produces them.
public protocol LogSink: AnyObject {
    /// Called once per entry, in order.
    func record(_ entry: LogEntry)
}

/// A sink that keeps every entry in memory.
public final class EventLog: LogSink {
    /// Everything recorded so far, in order.
    public private(set) var entries: [LogEntry] = []
    /// Creates an empty log.
    public init() {}
    /// Appends `entry`.
    public func record(_ entry: LogEntry) { entries.append(entry) }
}

/// A sink that drops every entry: for driving the model when only its motion matters (a
/// benchmark, a search over scenes). The simulation recognizes it and builds no entries for it.
public final class DiscardingLogSink: LogSink {
    /// Creates the sink.
    public init() {}
    /// Drops `entry`.
    public func record(_ entry: LogEntry) {}
}
