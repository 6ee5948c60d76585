import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace

extension ExploreScene {
    /// The pause between the end of the prefix (its last event, and every view at rest) and the
    /// first move of a run (s).
    static let pauseAfterPrefix = 0.25

    /// The prefix of every run and when the moves may start.
    ///
    /// The prefix of every run (the scene file's `events`, nil or empty for none) and when the moves may start: the
    /// prefix is replayed once, and must be a valid trace that comes to rest and lifts every finger (a finger left down
    /// would make every run's first touch invalid).
    static func prefix(
        _ events: JSONValue?, members: [(key: String, value: JSONValue)], source: String, plugins: PluginRegistry
    ) throws(ExploreSceneError) -> (events: [JSONValue], start: Double) {
        guard let events else { return ([], 0) }
        guard case .array(let list) = events else {
            throw ExploreSceneError(description: "\(source): events: expected an array (--with-events replays them)")
        }
        guard !list.isEmpty else { return ([], 0) }
        let (trace, log, finals) = try replayed(
            TraceDocument(members: members, events: list), source: source, plugins: plugins)
        let origin = trace.events.first?.time ?? 0
        if let touched = finals.first(where: { !$0.fingersDown.isEmpty }) {
            throw ExploreSceneError(
                description: "\(source): --with-events: the events end with a finger on \(touched.view); "
                    + "a run's moves need every finger lifted")
        }
        // The log's times count from the first event; the last line and the rests end the prefix.
        let end = finals.reduce(log.lines.last?.endTime ?? 0) { max($0, $1.restTime) }
        let lastEvent = list.compactMap(Self.time(of:)).max() ?? origin
        return (list, ExploreGenerator.time(max(origin + end, lastEvent) + pauseAfterPrefix))
    }

    /// `document` decoded and replayed once, with its text log read back and its final states.
    ///
    /// Any error is one line naming `source`.
    static func replayed(_ document: TraceDocument, source: String, plugins: PluginRegistry)
        throws(ExploreSceneError) -> (trace: Trace, log: TextLog, finals: [FinalState])
    {
        do {
            let trace = try Replay.decode(document.bytes, plugins: plugins)
            let writer = TextLogWriter()
            let finals = try Replay.replay(trace, into: writer)
            return (trace, TextLog(writer.outputBytes), finals)
        } catch {
            throw ExploreSceneError(description: "\(source): \(error)")
        }
    }

    /// An event's `t`, when it has one.
    static func time(of event: JSONValue) -> Double? {
        guard case .object(let object) = event, case .number(let time)? = object["t"] else { return nil }
        return time
    }
}
