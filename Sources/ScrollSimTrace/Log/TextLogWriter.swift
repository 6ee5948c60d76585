/// The human log and golden format: a header, one aligned line per event, then the final offsets.
///
/// ```
///        t  view        event                             x           y  flags  detail
///   0.1200  scrollView  willEndDragging               0.000    5074.000  TD-    velocity (0.0000, 0.7500) target (0.000, 5443.667)
/// ```
/// Flags are `T` tracking, `D` dragging, `d` decelerating, `-` when false. Times are seconds since
/// the trace's first event, offsets in points, velocities in pt/ms (content direction).
public final class TextLogWriter: LogWriter {
    /// The log so far.
    public var output: String { (header + buffer.string) }
    private var header = ""
    private var buffer = LogBuffer()
    private var viewWidth = 4

    /// Creates an empty writer.
    public init() {}

    /// Writes the header and the column titles.
    public func begin(_ header: LogHeader) {
        var output = ""
        defer { self.header = output }
        viewWidth = max(4, header.views.map(\.id.count).max() ?? 0)
        output += "scrollsim log 1\n"
        if let name = header.name { output += "trace: \(name)\n" }
        output += "screen: scale \(compact(header.screen.scale)), \(compact(header.screen.refreshRate)) Hz, "
        output +=
            "frames at \(FixedPoint.format(header.screen.frameOrigin - header.timeOrigin, decimals: LogPrecision.timeText)) s + n/\(compact(header.screen.refreshRate))\n"
        for view in header.views {
            output += "view \(view.id)\n"
            for field in view.fields { output += "  \(field.name) \(Self.text(field.value))\n" }
        }
        output += "\n"
        output += pad("t", 9, right: true) + "  " + pad("view", viewWidth) + "  " + pad("event", 24)
        output += pad("x", 12, right: true) + pad("y", 12, right: true) + "  flags  detail\n"
    }

    /// Writes one event line.
    public func record(_ entry: LogEntry) {
        buffer.appendRightAligned(entry.time, decimals: LogPrecision.timeText, width: 9)
        buffer.append("  ")
        buffer.appendLeftAligned(entry.view, width: viewWidth)
        buffer.append("  ")
        buffer.appendLeftAligned(entry.event.name, width: 24)
        buffer.appendRightAligned(entry.offset.x, decimals: LogPrecision.offset, width: 12)
        buffer.appendRightAligned(entry.offset.y, decimals: LogPrecision.offset, width: 12)
        buffer.append("  ")
        buffer.append(Self.flags(entry.flags))
        let detail = Self.detail(entry.event)
        if !detail.isEmpty {
            buffer.append("    ")
            buffer.append(detail)
        }
        buffer.append("\n")
    }

    /// Writes the final offsets.
    public func finish(_ finals: [FinalState]) {
        var output = "\n"
        defer { buffer.append(output) }
        for final in finals {
            output += "final " + pad(final.view, viewWidth) + "  offset " + Self.text(.point(final.offset))
            output += "  at rest " + FixedPoint.format(final.restTime, decimals: LogPrecision.timeText) + " s"
            for field in final.fields { output += ", \(field.name) \(Self.text(field.value))" }
            output += "\n"
        }
    }

    static func flags(_ flags: ScrollFlags) -> String {
        (flags.tracking ? "T" : "-") + (flags.dragging ? "D" : "-") + (flags.decelerating ? "d" : "-")
    }

    static func detail(_ event: LogEvent) -> String {
        switch event {
        case let .willEndDragging(velocity, target):
            return "velocity (\(FixedPoint.format(velocity.x, decimals: LogPrecision.velocityText)), "
                + "\(FixedPoint.format(velocity.y, decimals: LogPrecision.velocityText))) target \(text(.point(target)))"
        case let .didEndDragging(willDecelerate):
            return "willDecelerate \(willDecelerate)"
        case let .input(_, fields), let .behavior(_, fields):
            return fields.map { "\($0.name) \(text($0.value))" }.joined(separator: ", ")
        default:
            return ""
        }
    }

    static func text(_ value: LogValue) -> String {
        switch value {
        case let .number(number, decimals): return FixedPoint.format(number, decimals: decimals)
        case let .integer(integer): return String(integer)
        case let .point(point):
            return
                "(\(FixedPoint.format(point.x, decimals: LogPrecision.offset)), \(FixedPoint.format(point.y, decimals: LogPrecision.offset)))"
        case let .bool(bool): return bool ? "true" : "false"
        case let .string(string): return string
        }
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return right ? spaces + text : text + spaces
    }
}
