import ScrollSimJSON
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Replays traces: JSON in, log out.
///
/// The library entry point behind `scrollsim replay`.
public enum Replay {
    /// Parses a trace (format 1) and replays it; returns the whole log.
    ///
    /// Deterministic. `didScroll` overrides the trace's `"log": {"didScroll": …}` for the text log.
    ///
    /// - Parameters:
    ///   - bytes: The trace, UTF-8 JSON.
    ///   - format: The log format to write.
    ///   - didScroll: Which `didScroll` calls the text log writes, or nil for the trace's choice.
    /// - Returns: The whole log.
    /// - Throws: `ReplayError` when the trace is invalid or the scene does not settle.
    public static func run(trace bytes: [UInt8], format: LogFormat, didScroll: DidScrollLogging? = nil)
        throws(ReplayError) -> String
    {
        let reader = try TraceReader(bytes: bytes)
        let writer = format.writer(didScroll: didScroll ?? reader.header.log.didScroll)
        try replay(reader, into: writer)
        return writer.output
    }

    /// ``run(trace:format:didScroll:)`` with the log as its UTF-8 bytes.
    ///
    /// The bytes are taken from the writer's buffer as they are (`check` compares them with a golden's bytes; no string
    /// is made).
    ///
    /// - Parameters:
    ///   - bytes: The trace, UTF-8 JSON.
    ///   - format: The log format to write.
    ///   - didScroll: Which `didScroll` calls the text log writes, or nil for the trace's choice.
    /// - Returns: The whole log, UTF-8.
    /// - Throws: `ReplayError` when the trace is invalid or the scene does not settle.
    public static func runBytes(trace bytes: [UInt8], format: LogFormat, didScroll: DidScrollLogging? = nil)
        throws(ReplayError) -> [UInt8]
    {
        let reader = try TraceReader(bytes: bytes)
        let writer = format.writer(didScroll: didScroll ?? reader.header.log.didScroll)
        try replay(reader, into: writer)
        return writer.outputBytes
    }

    /// True when `bytes` is a scrollsim trace, for discovery.
    ///
    /// A JSON object with a top-level `"scrollsim"` key, or text that is not valid JSON but has a `"scrollsim":` key in
    /// it. A broken trace is still a trace, so `check` reports its error instead of skipping the file.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Returns: Whether the file is a scrollsim trace, valid or not.
    public static func isTrace(_ bytes: [UInt8]) -> Bool {
        do {
            guard case .object(let object) = try JSONParser.parse(bytes) else { return false }
            return object["scrollsim"] != nil
        } catch {
            return containsVersionKey(bytes)
        }
    }

    /// Whether `"scrollsim"` followed by optional whitespace and `:` occurs in `bytes`.
    ///
    /// O(n).
    static func containsVersionKey(_ bytes: [UInt8]) -> Bool {
        let key = Array("\"scrollsim\"".utf8)
        guard bytes.count >= key.count else { return false }
        var index = 0
        while index + key.count <= bytes.count {
            if bytes[index] == key[0], Array(bytes[index..<(index + key.count)]) == key {
                var next = index + key.count
                while next < bytes.count,
                    bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A || bytes[next] == 0x0D
                { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
            }
            index += 1
        }
        return false
    }

    /// Parses and validates a trace (the streaming reader, every event collected).
    ///
    /// `plugins` are the behaviour and coordinator types it may name (add your own with
    /// `PluginRegistry.builtIn.adding(_:)`).
    ///
    /// - Parameters:
    ///   - bytes: The trace, UTF-8 JSON.
    ///   - plugins: The behaviour, coordinator and gesture types the trace may name (default: the built-in ones).
    /// - Returns: The decoded trace, every event collected.
    /// - Throws: `ReplayError` when the trace is not valid JSON or not a valid trace.
    public static func decode(_ bytes: [UInt8], plugins: PluginRegistry = .builtIn) throws(ReplayError) -> Trace {
        try TraceReader(bytes: bytes, plugins: plugins).readAll()
    }

    /// Replays a decoded trace into `writer` and returns the final states.
    ///
    /// `configure` runs once the scene is built, before the first event: attach your own delegates there with
    /// `scene.attach(_:to:)` (the scene keeps them alive); the log header describes the scene as the trace declared it.
    ///
    /// - Parameters:
    ///   - trace: The decoded trace to replay.
    ///   - writer: The log writer that receives the log.
    ///   - configure: Runs once on the built scene before the first event (default: does nothing).
    /// - Returns: The final state of each view, in log order.
    /// - Throws: `ReplayError` when the scene does not settle.
    @discardableResult
    public static func replay(
        _ trace: Trace, into writer: LogWriter,
        configure: (TraceScene) -> Void = { _ in }
    ) throws(ReplayError) -> [FinalState] {
        try replay(header: trace, events: TraceEventArray(trace.events), into: writer, configure: configure)
    }

    /// Replays a trace as it is read, in memory that does not grow with the trace.
    ///
    /// Replays a trace as it is read: each event is decoded, simulated and logged before the next one is read, so
    /// memory does not grow with the trace. `configure` as for a decoded trace.
    @discardableResult
    package static func replay(
        _ reader: TraceReader, into writer: LogWriter,
        configure: (TraceScene) -> Void = { _ in }
    ) throws(ReplayError) -> [FinalState] {
        try replay(header: reader.header, events: reader, into: writer, configure: configure)
    }

    /// The one replay loop.
    ///
    /// File-order events from `source` → gesture expansion and merging (``ExpandedEvents``) → the scene of `header` →
    /// `writer`. Package access for a caller that watches the events on their way in (`scrollsim view` takes the
    /// touches for its fingers).
    package static func replay<Source: TraceEventSource>(
        header: Trace, events source: Source, into writer: LogWriter,
        configure: (TraceScene) -> Void
    ) throws(ReplayError) -> [FinalState] {
        var source = source
        let first = try source.next()
        let scene = TraceScene(trace: header, startTime: first?.time ?? 0, sink: writer)
        if let constants = header.modelConstants {
            for view in scene.scrollViews { view.options.constants = constants }
        }
        configure(scene)
        writer.begin(scene.header)
        let simulation = scene.simulation
        var events = ExpandedEvents(first: first, then: source, touchRate: header.screen.touchRate)
        try apply(&events, to: simulation, scrollView: scene.scrollView(withID:), view: scene.view(withID:))
        do { try simulation.runUntilIdle() } catch { throw .simulation(error, lastEvent: events.lastSource) }
        var finals = scene.finalStates()
        let fingersDown = simulation.fingersDown
        for index in finals.indices { finals[index].fingersDown = fingersDown }
        writer.finish(finals)
        return finals
    }
}
