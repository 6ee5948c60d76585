/// Where the replay takes a trace's events from, one at a time in file order.
///
/// A decoded ``Trace``'s array or a streaming ``TraceReader``. A stage that rewrites events (merging expanded gestures,
/// say) wraps another source.
package protocol TraceEventSource {
    /// The next event, or nil after the last.
    mutating func next() throws(ReplayError) -> TraceEvent?
}

/// The events of a decoded trace, as a source.
package struct TraceEventArray: TraceEventSource {
    private let events: [TraceEvent]
    private var index = 0

    /// A source that yields `events` in order.
    package init(_ events: [TraceEvent]) {
        self.events = events
    }

    /// The next event, or nil after the last.
    package mutating func next() throws(ReplayError) -> TraceEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
}
