import ScrollSimKit

/// The machine contract: one JSON object per line.
///
/// Delegate calls: `{"t", "view", "event", "offset": {"x","y"}, "tracking", "dragging",
/// "decelerating"}` plus `"velocity"` and `"target"` for `willEndDragging` and `"willDecelerate"`
/// for `didEndDragging`; a scroll view set up to zoom adds `"zoomScale"` after the flags (views
/// without zooming print exactly what they printed before zooming existed). The first line is `{"event":"header",…}`; input echoes and behaviour
/// events carry their own fields; one `{"event":"final","view","offset","t"}` per view ends the log.
/// Keys come in a fixed order and numbers in fixed precision, so output is byte-stable.
package final class JSONLinesLogWriter: LogWriter {
    /// The log so far; with an output, only what has not been flushed to it yet.
    package var output: String { buffer.string }
    /// The log's bytes, copied out of the buffer without a UTF-8 check.
    package var outputBytes: [UInt8] { buffer.bytes }
    private var buffer: LogBuffer

    /// Creates an empty writer that keeps the log in memory or, with `output`, hands it over as written.
    ///
    /// With `output`, the log is handed over in chunks of about 64 KiB of whole lines (the rest when the log is
    /// finished).
    package init(flushingTo output: LogOutput? = nil) {
        buffer = LogBuffer(output: output)
    }

    /// Writes the header line.
    package func begin(_ header: LogHeader) {
        var line = LogBuffer()
        defer {
            buffer.append(line.string)
            buffer.endLine()
        }
        line.append(#"{"event":"header","format":"scrollsim-log","version":1,"trace":"#)
        if let name = header.name { line.appendQuoted(name) } else { line.append("null") }
        line.append(#","screen":{"#)
        if let device = header.device {
            line.append(#""device":"#)
            line.appendQuoted(device)
            line.append(",")
        }
        line.append(#""scale":\#(compact(header.screen.scale)),"#)
        line.append(#""refreshRate":\#(compact(header.screen.refreshRate)),"firstFrame":"#)
        line.append(header.screen.frameOrigin - header.timeOrigin, decimals: LogFormatter.timeDecimals(.json))
        line.append(#"},"views":["#)
        for (index, view) in header.views.enumerated() {
            line.append(index == 0 ? #"{"id":"# : #",{"id":"#)
            line.appendQuoted(view.id)
            Self.append(view.fields, to: &line)
            line.append("}")
        }
        line.append("]}\n")
    }

    /// Writes one event line.
    package func record(_ entry: LogEntry) {
        buffer.append("{\"t\":")
        buffer.append(entry.time, decimals: LogFormatter.timeDecimals(.json))
        buffer.append(",\"view\":")
        buffer.appendQuoted(entry.view)
        buffer.append(",\"event\":")
        buffer.appendQuoted(entry.event.name)
        buffer.append(",")
        Self.appendFields(of: entry, to: &buffer)
        buffer.append("}\n")
        buffer.endLine()
    }

    /// Writes one final line per view.
    package func finish(_ finals: [FinalState]) {
        for final in finals {
            buffer.append(#"{"event":"final","view":"#)
            buffer.appendQuoted(final.view)
            buffer.append(#","offset":"#)
            buffer.append(.point(final.offset), .json)
            buffer.append(#","t":"#)
            buffer.append(final.restTime, decimals: LogFormatter.timeDecimals(.json))
            if !final.fingersDown.isEmpty {
                buffer.append(#","fingersDown":["# + final.fingersDown.map(String.init).joined(separator: ",") + "]")
            }
            Self.append(final.fields, to: &buffer)
            buffer.append("}\n")
        }
        buffer.flush()
    }

    /// Appends an entry's members after its `t`, `view` and `event`, without a leading comma.
    ///
    /// Appends an entry's members after its `t`, `view` and `event`, without a leading comma:
    /// `"offset":{…},"tracking":…,"dragging":…,"decelerating":…`, `"zoomScale":…` for a view set up
    /// to zoom, and the event's own fields. The
    /// Chrome-trace writer puts the same members in an instant event's `args`.
    static func appendFields(of entry: LogEntry, to buffer: inout LogBuffer) {
        buffer.append("\"offset\":{\"x\":")
        buffer.append(entry.offset.x, decimals: LogFormatter.offsetDecimals)
        buffer.append(",\"y\":")
        buffer.append(entry.offset.y, decimals: LogFormatter.offsetDecimals)
        buffer.append(entry.flags.tracking ? "},\"tracking\":true" : "},\"tracking\":false")
        buffer.append(entry.flags.dragging ? ",\"dragging\":true" : ",\"dragging\":false")
        buffer.append(entry.flags.decelerating ? ",\"decelerating\":true" : ",\"decelerating\":false")
        if let scale = entry.zoomScale {
            buffer.append(",\"zoomScale\":")
            buffer.append(.number(scale, .factor), .json)
        }
        switch entry.event {
        case let .willEndDragging(velocity, target, landing):
            buffer.append(",\"velocity\":{\"x\":")
            buffer.append(velocity.x, decimals: LogFormatter.releaseVelocityDecimals(.json))
            buffer.append(",\"y\":")
            buffer.append(velocity.y, decimals: LogFormatter.releaseVelocityDecimals(.json))
            buffer.append("},\"target\":")
            buffer.append(.point(target), .json)
            if let landing {
                buffer.append(",\"landing\":")
                buffer.append(.point(landing), .json)
            }
        case let .didEndDragging(willDecelerate):
            buffer.append(willDecelerate ? ",\"willDecelerate\":true" : ",\"willDecelerate\":false")
        case let .input(_, fields), let .behavior(_, fields):
            Self.append(fields, to: &buffer)
        default:
            break
        }
    }

    /// Appends `,"name":value` for each field.
    private static func append(_ fields: [LogField], to buffer: inout LogBuffer) {
        for field in fields {
            buffer.append(",")
            buffer.appendQuoted(field.name)
            buffer.append(":")
            buffer.append(field.value, .json)
        }
    }
}
