import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace

/// The header of traces that share their top-level members, decoded once.
///
/// The header of traces that share their top-level members (all but `name`, whose value may differ), decoded once, so
/// that a document with those members is replayed from its event values with no trace text written or read: `explore`'s
/// runs of one scene and a shrink's candidates.
///
/// A replay through the template gives the log the document's own bytes give (the same decoders,
/// the same replay loop); anything it cannot vouch for (other members, a `-0` the writer would
/// print as `0`, an event the decoder refuses, a scene that does not come to rest) is left to
/// ``ShrinkCandidate``'s replay of the bytes, so every error and partial log stays the same.
package final class ReplayTemplate {
    /// The members every document replayed through the template has (the `name` value aside).
    let members: [(key: String, value: JSONValue)]
    /// The header decoded from them, without events.
    let header: Trace
    /// The plug-ins the replays may name.
    let plugins: PluginRegistry
    /// The event decoder's state after the header, made once (it does not read the header's name).
    let decodingState: EventDecodingState

    /// The template of documents with `members`, or nil when they do not make a valid header.
    ///
    /// Reads one trace with those members (and one probe event) through the trace reader, to its end (where unknown
    /// members are refused). O(members).
    package init?(members: [(key: String, value: JSONValue)], plugins: PluginRegistry) {
        let probe = TraceDocument(members: members, events: [ExploreScene.probeEvent])
        guard let reader = try? TraceReader(bytes: probe.bytes, plugins: plugins), (try? reader.readAll()) != nil
        else { return nil }
        self.members = members
        header = reader.header
        self.plugins = plugins
        decodingState = EventDecodingState(header: reader.header, plugins: plugins)
    }

    /// The text log of `document`'s replay as bytes, or nil when the template cannot give it.
    ///
    /// When it cannot, the document's bytes must be replayed. O(simulated frames + events).
    func logBytes(of document: TraceDocument) -> [UInt8]? {
        guard let header = header(for: document), !document.events.contains(where: Self.hasNegativeZero),
            let events = try? Replay.decodeEvents(document.events, startingFrom: decodingState)
        else { return nil }
        let writer = TextLogWriter(didScroll: header.log.didScroll)
        guard (try? Replay.replay(header: header, events: events, into: writer)) != nil else { return nil }
        return writer.outputBytes
    }

    /// The header renamed for `document`, when its members are the template's (in order, values equal but `name`'s);
    /// else nil.
    ///
    /// O(members).
    func header(for document: TraceDocument) -> Trace? {
        guard document.members.count == members.count else { return nil }
        var name: JSONValue?
        for (mine, theirs) in zip(members, document.members) {
            guard mine.key == theirs.key else { return nil }
            if mine.key == "name" {
                name = theirs.value
            } else if mine.value != theirs.value {
                return nil
            }
        }
        guard let name else { return header }
        return header.renamed(name)
    }

    /// Whether `value` holds a `-0` (the trace text prints it as `0`, which reads back as `+0`).
    static func hasNegativeZero(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): number == 0 && number.sign == .minus
        case .array(let elements): elements.contains(where: hasNegativeZero)
        case .object(let object): object.members.contains { hasNegativeZero($0.value) }
        default: false
        }
    }
}
