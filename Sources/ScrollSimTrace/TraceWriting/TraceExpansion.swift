import ScrollSimJSON

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
    /// Complexity: O(input + expanded events).
    public static func expand(_ bytes: [UInt8], plugins: PluginRegistry = .builtIn) throws(ReplayError) -> String {
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
        func drain(_ merger: inout TouchEventMerger, into writer: inout TraceTextWriter) {
            while let (event, fileIndex) = merger.nextWithSource() {
                if let fileIndex {
                    writer.append(event: written[fileIndex])
                } else if case let .touch(time, finger, phase, location) = event {
                    writer.appendTouch(time: time, finger: finger, phase: phase, location: location)
                } else {
                    preconditionFailure("a gesture expands into touches only")
                }
            }
        }
        for event in trace.events {
            merger.append(event)
            drain(&merger, into: &writer)
        }
        merger.finish()
        drain(&merger, into: &writer)
        return writer.finish()
    }

}
