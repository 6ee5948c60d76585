import ScrollSimJSON
import ScrollSimTrace

/// A trace as the shrinker edits it: its top-level members and its events, as JSON values.
///
/// A trace as the shrinker edits it: its top-level members (everything but `events`, in the order scrollsim writes
/// them: `scrollsim` first, the others in document order) and its events, as JSON values. ``bytes`` writes it in
/// scrollsim's trace layout (`TraceTextWriter`, as `scrollsim expand` and the recorder do), so every candidate is a
/// valid, readable trace file.
package struct TraceDocument: Equatable, Sendable {
    /// The top-level members other than `events`, in output order.
    package var members: [(key: String, value: JSONValue)]
    /// The events, in file order.
    package var events: [JSONValue]

    /// A document from members and events (a `scrollsim` member first by convention).
    package init(members: [(key: String, value: JSONValue)], events: [JSONValue]) {
        self.members = members
        self.events = events
    }

    /// Parses a trace file's bytes: a JSON object with an `events` array.
    ///
    /// Validation beyond that is the replay's (a candidate that does not replay is simply not interesting).
    package init(parsing bytes: [UInt8]) throws(ReplayError) {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        guard case .object(let root) = value else {
            throw .invalidTrace(
                TraceDecodingError(path: JSONPath([]), message: "expected an object, got \(value.typeName)"))
        }
        guard case .array(let events)? = root["events"] else {
            throw .invalidTrace(
                TraceDecodingError(path: JSONPath([.key("events")]), message: "expected an array of events"))
        }
        var members = root.members.filter { $0.key == "scrollsim" }
        members += root.members.filter { $0.key != "scrollsim" && $0.key != "events" }
        self.init(members: members, events: events)
    }

    /// The value of the top-level member `key`, if any.
    package subscript(member key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The trace's text in scrollsim's layout (one member and one event per line), as UTF-8.
    ///
    /// Deterministic: numbers print with the fewest decimals that read back exactly.
    package var bytes: [UInt8] {
        var writer = TraceTextWriter(members: members)
        for event in events { writer.append(event: event) }
        return Array(writer.finish().utf8)
    }

    /// Equal when the members (keys and values, in order) and the events are equal.
    package static func == (lhs: TraceDocument, rhs: TraceDocument) -> Bool {
        lhs.events == rhs.events && lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
