import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Writes trace format 1 text in scrollsim's layout.
///
/// The top-level members one per line in the order given (`scrollsim` first by convention), then `events` last, one
/// event per line. Used by `scrollsim expand` and by the on-device recorder, so both write traces the same way.
///
/// Numbers print with ``FixedPoint/shortest(_:)`` (via ``JSONWriter``), so every value reads back
/// exactly as it was.
package struct TraceTextWriter: Sendable {
    private var output: String
    private var eventCount = 0

    /// Starts a trace with `members` (each `"key": value` on its own line), then opens `events`.
    package init(members: [(key: String, value: JSONValue)]) {
        output = "{\n"
        for member in members {
            output.append(" ")
            JSONText.appendQuoted(member.key, to: &output)
            output.append(": ")
            JSONWriter.append(member.value, to: &output)
            output.append(",\n")
        }
        output.append(" \"events\": [\n")
    }

    /// Appends an event object as written.
    package mutating func append(event: JSONValue) {
        separate()
        JSONWriter.append(event, to: &output)
    }

    /// Appends a touch as `{"t", "phase", "x", "y"}`, with `"finger"` when it is not 0.
    package mutating func appendTouch(time: Double, finger: Int, phase: TouchPhase, location: Point) {
        separate()
        output.append("{\"t\": \(FixedPoint.shortest(time)), \"phase\": \"\(phase.rawValue)\", ")
        output.append("\"x\": \(FixedPoint.shortest(location.x)), \"y\": \(FixedPoint.shortest(location.y))")
        if finger != 0 { output.append(", \"finger\": \(finger)") }
        output.append("}")
    }

    /// The UTF-8 size of the text not yet taken.
    ///
    /// O(1).
    package var pendingByteCount: Int { output.utf8.count }

    /// Returns the text written since the start or the last take, and forgets it.
    ///
    /// A caller that hands the text on in pieces keeps one piece in memory. The pieces and ``finish()``'s tail
    /// concatenate to the whole trace.
    package mutating func takeText() -> String {
        defer { output = "" }
        return output
    }

    /// Closes `events` and the trace; returns the text not yet taken (ends with a newline).
    package consuming func finish() -> String {
        output.append("\n ]\n}\n")
        return output
    }

    private mutating func separate() {
        output.append(eventCount == 0 ? "  " : ",\n  ")
        eventCount += 1
    }
}
