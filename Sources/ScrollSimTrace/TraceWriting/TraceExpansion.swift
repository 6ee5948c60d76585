/// `scrollsim expand`: a trace with every gesture replaced by the touch events it expands into,
/// as trace format 1 text. Replaying the result gives a log byte-identical to replaying the
/// original (`ExpandTests` checks it on the whole corpus).
///
/// The layout is stable: `scrollsim` first, the other top-level members in their document order,
/// `events` last; one member and one event per line. Every event the file wrote itself (touches,
/// calls) is printed as written (its keys in document order); expanded touches print as
/// `{"t", "phase", "x", "y"}` plus `"finger"` when it is not 0. Numbers use the fewest fixed
/// decimals that read back exactly (``FixedPoint/shortest(_:)``), so no value changes.
public enum TraceExpansion {
    /// Parses, validates and expands the trace in `bytes`; returns the expanded trace's text.
    /// Errors are the replay's (`ReplayError`), with the same one-line messages.
    /// Complexity: O(input + expanded events), and memory to match (the text is returned whole;
    /// ``expand(_:plugins:into:)`` streams it).
    public static func expand(_ bytes: [UInt8], plugins: PluginRegistry = .builtIn) throws(ReplayError) -> String {
        let collected = CollectedText()
        try expand(bytes, plugins: plugins, into: collected)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    /// Parses, validates and expands the trace in `bytes`, writing the expanded text to `output`
    /// in pieces of about ``chunkSize`` bytes as the gestures' samples are generated: memory holds
    /// the input and one piece, however long the gestures. Every error is thrown before the first
    /// byte is written. Complexity: O(input + expanded events).
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
        for event in trace.events {
            merger.append(event)
            drain(&merger, into: &writer)
        }
        merger.finish()
        drain(&merger, into: &writer)
        write(writer.finish())
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
