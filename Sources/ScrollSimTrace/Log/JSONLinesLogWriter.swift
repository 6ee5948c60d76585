/// The machine contract: one JSON object per line.
///
/// Delegate calls: `{"t", "view", "event", "offset": {"x","y"}, "tracking", "dragging",
/// "decelerating"}` plus `"velocity"` and `"target"` for `willEndDragging` and `"willDecelerate"`
/// for `didEndDragging`. The first line is `{"event":"header",…}`; input echoes and behaviour
/// events carry their own fields; one `{"event":"final","view","offset","t"}` per view ends the log.
/// Keys come in a fixed order and numbers in fixed precision, so output is byte-stable.
public final class JSONLinesLogWriter: LogWriter {
    /// The log so far.
    public var output: String { header + buffer.string }
    private var header = ""
    private var buffer = LogBuffer()

    /// Creates an empty writer.
    public init() {}

    /// Writes the header line.
    public func begin(_ header: LogHeader) {
        var output = ""
        defer { self.header = output }
        output += "{\"event\":\"header\",\"format\":\"scrollsim-log\",\"version\":1,\"trace\":"
        output += header.name.map(JSONText.quoted) ?? "null"
        output +=
            ",\"screen\":{\"scale\":\(compact(header.screen.scale)),\"refreshRate\":\(compact(header.screen.refreshRate)),"
        output +=
            "\"firstFrame\":\(FixedPoint.format(header.screen.frameOrigin - header.timeOrigin, decimals: LogPrecision.timeJSON))}"
        output += ",\"views\":["
        output += header.views.map { view in
            "{\"id\":\(JSONText.quoted(view.id))"
                + view.fields.map { ",\(JSONText.quoted($0.name)):\(Self.json($0.value))" }.joined() + "}"
        }.joined(separator: ",")
        output += "]}\n"
    }

    /// Writes one event line.
    public func record(_ entry: LogEntry) {
        buffer.append("{\"t\":")
        buffer.append(entry.time, decimals: LogPrecision.timeJSON)
        buffer.append(",\"view\":")
        buffer.appendQuoted(entry.view)
        buffer.append(",\"event\":")
        buffer.appendQuoted(entry.event.name)
        buffer.append(",\"offset\":{\"x\":")
        buffer.append(entry.offset.x, decimals: LogPrecision.offset)
        buffer.append(",\"y\":")
        buffer.append(entry.offset.y, decimals: LogPrecision.offset)
        buffer.append(entry.flags.tracking ? "},\"tracking\":true" : "},\"tracking\":false")
        buffer.append(entry.flags.dragging ? ",\"dragging\":true" : ",\"dragging\":false")
        buffer.append(entry.flags.decelerating ? ",\"decelerating\":true" : ",\"decelerating\":false")
        switch entry.event {
        case let .willEndDragging(velocity, target):
            buffer.append(",\"velocity\":{\"x\":")
            buffer.append(velocity.x, decimals: LogPrecision.velocityJSON)
            buffer.append(",\"y\":")
            buffer.append(velocity.y, decimals: LogPrecision.velocityJSON)
            buffer.append("},\"target\":")
            buffer.append(Self.json(.point(target)))
        case let .didEndDragging(willDecelerate):
            buffer.append(willDecelerate ? ",\"willDecelerate\":true" : ",\"willDecelerate\":false")
        case let .input(_, fields), let .behavior(_, fields):
            for field in fields {
                buffer.append(",")
                buffer.appendQuoted(field.name)
                buffer.append(":")
                buffer.append(Self.json(field.value))
            }
        default:
            break
        }
        buffer.append("}\n")
    }

    /// Writes one final line per view.
    public func finish(_ finals: [FinalState]) {
        var output = ""
        defer { buffer.append(output) }
        for final in finals {
            output +=
                "{\"event\":\"final\",\"view\":\(JSONText.quoted(final.view)),\"offset\":\(Self.json(.point(final.offset)))"
            output += ",\"t\":\(FixedPoint.format(final.restTime, decimals: LogPrecision.timeJSON))"
            for field in final.fields { output += ",\(JSONText.quoted(field.name)):\(Self.json(field.value))" }
            output += "}\n"
        }
    }

    static func json(_ value: LogValue) -> String {
        switch value {
        case let .number(number, decimals): return FixedPoint.format(number, decimals: decimals)
        case let .integer(integer): return String(integer)
        case let .point(point):
            return
                "{\"x\":\(FixedPoint.format(point.x, decimals: LogPrecision.offset)),\"y\":\(FixedPoint.format(point.y, decimals: LogPrecision.offset))}"
        case let .bool(bool): return bool ? "true" : "false"
        case let .string(string): return JSONText.quoted(string)
        }
    }
}
