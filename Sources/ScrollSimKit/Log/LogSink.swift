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
