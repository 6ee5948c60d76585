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
        var output = "{\n"
        var members = root.members.filter { $0.key == "scrollsim" }
        members += root.members.filter { $0.key != "scrollsim" && $0.key != "events" }
        for member in members {
            output.append(" ")
            JSONText.appendQuoted(member.key, to: &output)
            output.append(": ")
            JSONWriter.append(member.value, to: &output)
            output.append(",\n")
        }
        output.append(" \"events\": [\n")
        var merger = TouchEventMerger(touchRate: trace.screen.touchRate)
        var first = true
        func drain(_ merger: inout TouchEventMerger, into output: inout String) {
            while let (event, fileIndex) = merger.nextWithSource() {
                output.append(first ? "  " : ",\n  ")
                first = false
                if let fileIndex {
                    JSONWriter.append(written[fileIndex], to: &output)
                } else {
                    appendTouch(event, to: &output)
                }
            }
        }
        for event in trace.events {
            merger.append(event)
            drain(&merger, into: &output)
        }
        merger.finish()
        drain(&merger, into: &output)
        output.append("\n ]\n}\n")
        return output
    }

    /// An expanded touch as `{"t", "phase", "x", "y"}`, with `"finger"` when it is not 0.
    static func appendTouch(_ event: TraceEvent, to output: inout String) {
        guard case let .touch(time, finger, phase, location) = event else {
            preconditionFailure("a gesture expands into touches only")
        }
        output.append("{\"t\": \(FixedPoint.shortest(time)), \"phase\": \"\(phase.rawValue)\", ")
        output.append("\"x\": \(FixedPoint.shortest(location.x)), \"y\": \(FixedPoint.shortest(location.y))")
        if finger != 0 { output.append(", \"finger\": \(finger)") }
        output.append("}")
    }
}
