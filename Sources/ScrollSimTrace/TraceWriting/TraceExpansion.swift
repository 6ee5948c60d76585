import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport

/// `scrollsim expand`: a trace with every gesture replaced by the touch events it expands into, as trace format 1 text.
///
/// Replaying the result gives a log byte-identical to replaying the original (`ExpandTests` checks it on the whole
/// corpus).
///
/// The layout is stable: `scrollsim` first, the other top-level members in their document order,
/// `events` last; one member and one event per line. Every event the file wrote itself (touches,
/// calls) is printed as written (its keys in document order); expanded touches print as
/// `{"t", "phase", "x", "y"}` plus `"finger"` when it is not 0. Numbers use the fewest fixed
/// decimals that read back exactly (`FixedPoint/shortest(_:)`), so no value changes.
public enum TraceExpansion {
    /// Parses, validates and expands the trace in `bytes`; returns the expanded trace's text.
    ///
    /// Errors are the replay's (`ReplayError`), with the same one-line messages. Complexity: O(input + expanded
    /// events), and memory to match (the text is returned whole; ``expand(_:plugins:into:)`` streams it).
    ///
    /// - Parameters:
    ///   - bytes: The trace, UTF-8 JSON.
    ///   - plugins: The behaviour, coordinator and gesture types the trace may name (default: the built-in ones).
    /// - Returns: The expanded trace's text.
    /// - Throws: `ReplayError` when the trace is not valid JSON or not a valid trace.
    public static func expand(_ bytes: [UInt8], plugins: PluginRegistry = .builtIn) throws(ReplayError) -> String {
        let collected = CollectedText()
        try expand(bytes, plugins: plugins, into: collected)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    /// Parses, validates and expands the trace in `bytes`, streaming the text to `output`.
    ///
    /// Parses, validates and expands the trace in `bytes`, writing the expanded text to `output` in pieces of about
    /// ``chunkSize`` bytes as the gestures' samples are generated: memory holds the input and one piece, however long
    /// the gestures. Every error is thrown before the first byte is written. Complexity: O(input + expanded events).
    ///
    /// - Parameters:
    ///   - bytes: The trace, UTF-8 JSON.
    ///   - plugins: The behaviour, coordinator and gesture types the trace may name (default: the built-in ones).
    ///   - output: Where the expanded text goes, in pieces of about ``chunkSize`` bytes.
    /// - Throws: `ReplayError` when the trace is not valid JSON or not a valid trace, before any byte is written.
    public static func expand(_ bytes: [UInt8], plugins: PluginRegistry = .builtIn, into output: LogOutput)
        throws(ReplayError)
    {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        let trace: Trace
        do { trace = try Trace.decode(value, plugins: plugins) } catch { throw .invalidTrace(error) }
        guard case .object(let root) = value, case .array(let written)? = root["events"] else {
            preconditionFailure("a decoded trace is an object with an events array")
        }
        var members = root.members.filter { $0.key == "scrollsim" }
        members += root.members.filter { $0.key != "scrollsim" && $0.key != "events" }
        var writer = TraceTextWriter(members: members)
        var merger = TouchEventMerger(touchRate: trace.screen.touchRate)
        func write(_ text: String) {
            var text = text
            text.withUTF8 { output.write(UnsafeRawBufferPointer($0)) }
        }
        func drain(_ merger: inout TouchEventMerger, into writer: inout TraceTextWriter) {
            while let (event, fileIndex) = merger.nextWithSource() {
                if let fileIndex {
                    writer.append(event: written[fileIndex])
                } else if case let .touch(time, finger, phase, location) = event {
                    writer.appendTouch(time: time, finger: finger, phase: phase, location: location)
                } else {
                    preconditionFailure("a gesture expands into touches only")
                }
                if writer.pendingByteCount >= chunkSize { write(writer.takeText()) }
            }
        }
        // Every gesture is checked before the first byte is written (a second pass over its lazily
        // generated samples, in constant memory).
        for (index, event) in trace.events.enumerated() {
            if case .gesture(let time, let gesture) = event {
                try checkLimits(gesture.samples(startingAt: time, touchRate: trace.screen.touchRate), index: index)
            }
        }
        for event in trace.events {
            merger.append(event)
            drain(&merger, into: &writer)
        }
        merger.finish()
        drain(&merger, into: &writer)
        write(writer.finish())
    }

    /// Refuses a gesture whose touches leave the range format 1 allows a touch event.
    ///
    /// The range is `x` and `y` within ±10⁷ (``Trace/coordinateBounds``; the decoder already keeps a gesture's end, so
    /// every sample's `t`, within the limit): a drag from y 10 000 000 by 100, or a fling at 10⁷ pt/s for 10 s,
    /// replays, but its expansion would be rejected by `replay`. Choice: refuse (exit 2, naming the event and the first
    /// sample out of range) rather than clamp, which would change the replay. O(samples); the expansion is O(samples)
    /// anyway.
    private static func checkLimits(_ samples: GestureSamples, index: Int) throws(ReplayError) {
        let bounds = Trace.coordinateBounds
        for sample in samples {
            for (name, value) in [("x", sample.location.x), ("y", sample.location.y)]
            where !bounds.contains(value) {
                throw .invalidTrace(
                    TraceDecodingError(
                        path: JSONPath([.key("events"), .index(index)]),
                        message: "the gesture's touch at t \(FixedPoint.shortest(sample.time)) has \(name) "
                            + "\(FixedPoint.shortest(value)), outside what a touch event may hold (\(bounds.phrase())), "
                            + "so its expansion would not replay"))
            }
        }
    }

    /// The size (bytes) of the pieces ``expand(_:plugins:into:)`` hands on: 64 KiB, as the log
    /// writers' buffered output.
    public static let chunkSize = 65_536

    /// Collects the pieces of an expansion into one byte array.
    private final class CollectedText: LogOutput {
        var bytes: [UInt8] = []
        func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
    }
}
