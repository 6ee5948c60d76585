import ScrollSimJSON
import ScrollSimLog

// Replaying many event lists against one header decoded once.
//
// `explore`'s runs and a shrink's candidates share their top-level members, so the header is decoded once and each
// list of events is decoded from its JSON values, with no trace text written or parsed per replay.
extension Replay {
    /// Decodes `values` as a trace's `events` array after `header`, by the trace readers' rules.
    ///
    /// Decodes `values` as a trace's `events` array after `header` (decoded with `plugins`), by the same rules and
    /// decoders the trace readers use for an event they read in general: a valid list gives the events a reader would
    /// give for the same values written out and read back. The values must be as the trace text would read back (no
    /// `-0`, which the writer prints as `0`). Throws the first event's error. O(events) besides a gesture's path
    /// points.
    package static func decodeEvents(_ values: [JSONValue], after header: Trace, plugins: PluginRegistry)
        throws(ReplayError) -> [TraceEvent]
    {
        try decodeEvents(values, startingFrom: EventDecodingState(header: header, plugins: plugins))
    }

    /// ``decodeEvents(_:after:plugins:)`` from the decoding state of the header, made once for many lists.
    ///
    /// `state` is `EventDecodingState(header:plugins:)`: all the decoder reads of the header (its views, rates and
    /// rules; not its name). O(events) besides a gesture's path points.
    package static func decodeEvents(_ values: [JSONValue], startingFrom state: EventDecodingState)
        throws(ReplayError) -> [TraceEvent]
    {
        let path = JSONPath([.key("events")])
        do {
            return try Trace.decodeEvents(
                values.indices.map { ValueReader(values[$0], in: path, at: .index($0)) }, state: state,
                at: ValueReader(.array(values), at: path))
        } catch {
            throw .invalidTrace(error)
        }
    }

    /// Replays `events` into `writer` as a trace reader's replay of the same trace would and returns the final states.
    ///
    /// Replays `events` (decoded after `header`, see ``decodeEvents(_:after:plugins:)``) into `writer` as a trace
    /// reader's replay of the same trace would: `header` is the trace without its events. Returns the final states.
    /// O(simulated frames + events).
    @discardableResult
    package static func replay(header: Trace, events: [TraceEvent], into writer: LogWriter) throws(ReplayError)
        -> [FinalState]
    {
        try replay(header: header, events: TraceEventArray(events), into: writer, configure: { _ in })
    }
}

extension Trace {
    /// This trace with its `name` read from the member value `value`, or nil when it is not a valid name.
    ///
    /// This trace with its `name` read from the member value `value` as a trace file's is, or nil when `value` is not a
    /// valid trace name (a string of at most 200 characters). O(name).
    package func renamed(_ value: JSONValue) -> Trace? {
        guard let name = try? Trace.decodeTraceName(ValueReader(value, at: JSONPath([.key("name")]))) else {
            return nil
        }
        var trace = self
        trace.name = name
        return trace
    }
}
