/// The human log and golden format: a header, one aligned line per event, then the final offsets.
///
/// ```
///        t  view        event                             x           y  flags  detail
///   0.1200  scrollView  willEndDragging               0.000    5074.000  TD-    velocity (0.0000, 0.7500) …
/// ```
/// Flags are `T` tracking, `D` dragging, `d` decelerating, `-` when false. Times are seconds since
/// the trace's first event, offsets in points, velocities in pt/ms (content direction). With
/// `didScroll: .runs` the time column is wider (`0.1333…2.4667`) and each run of `didScroll` calls is
/// one line (`DidScrollRun`).
public final class TextLogWriter: LogWriter {
    /// The log so far; with an output, only what has not been flushed to it yet.
    public var output: String { buffer.string }
    private var buffer: LogBuffer
    private var viewWidth = 4
    private let didScroll: DidScrollLogging
    private var runs = DidScrollRun.Collector()

    /// Width of the `…end` part of a run's time column (`…` and up to 9999.9999 s).
    static let runEndWidth = 10

    /// Creates an empty writer; `didScroll` says whether every call or each run gets a line. It
    /// keeps the log in memory, or, with `output`, hands it over in chunks of about 64 KiB of whole
    /// lines (the rest when the log is finished).
    public init(didScroll: DidScrollLogging = .every, flushingTo output: LogOutput? = nil) {
        self.didScroll = didScroll
        buffer = LogBuffer(output: output)
    }

    /// Writes the header and the column titles.
    public func begin(_ header: LogHeader) {
        var output = ""
        defer {
            buffer.append(output)
            buffer.endLine()
        }
        viewWidth = max(4, header.views.map(\.id.count).max() ?? 0)
        output += "scrollsim log 1\n"
        if let name = header.name { output += "trace: \(VisibleText.escaped(name))\n" }
        output += "screen: scale \(compact(header.screen.scale)), \(compact(header.screen.refreshRate)) Hz, "
        let firstFrame = header.screen.frameOrigin - header.timeOrigin
        output += "frames at \(FixedPoint.format(firstFrame, decimals: LogFormatter.timeDecimals(.text))) s"
        output += " + n/\(compact(header.screen.refreshRate))\n"
        for view in header.views {
            output += "view \(view.id)\n"
            for field in view.fields { output += "  \(field.name) \(LogFormatter.format(field.value, .text))\n" }
        }
        output += "\n"
        output += pad("t", 9, right: true) + (didScroll == .runs ? pad("", Self.runEndWidth) : "")
        output += "  " + pad("view", viewWidth) + "  " + pad("event", 24)
        output += pad("x", 12, right: true) + pad("y", 12, right: true) + "  flags  detail\n"
    }

    /// Writes one event line (under `.runs`, a `didScroll` joins its view's run instead).
    public func record(_ entry: LogEntry) {
        if didScroll == .runs {
            if entry.event == .didScroll {
                if let closed = runs.add(entry) { write(closed) }
                return
            }
            for run in runs.closeAll() { write(run) }
        }
        Self.write(entry, runEnd: nil, runs: didScroll == .runs, viewWidth: viewWidth, to: &buffer)
        buffer.append(literal: "\n")
        buffer.endLine()
    }

    /// One line: the time column (with a run's `…end` under `.runs`), view, event, offset, flags.
    /// Static on an `inout` buffer, so a line costs one access to the writer's stored buffer, not one
    /// per field.
    private static func write(
        _ entry: LogEntry, runEnd: Double?, count: Int = 1, runs: Bool, viewWidth: Int, to buffer: inout LogBuffer
    ) {
        buffer.appendRightAligned(entry.time, decimals: LogFormatter.timeDecimals(.text), width: 9)
        if runs {
            if let runEnd {
                let start = buffer.bytes.count
                buffer.append("…")
                buffer.append(runEnd, decimals: LogFormatter.timeDecimals(.text))
                buffer.appendSpaces(Self.runEndWidth - (buffer.bytes.count - start - 2)) // "…" is 3 bytes
            } else {
                buffer.appendSpaces(Self.runEndWidth)
            }
        }
        buffer.append(literal: "  ")
        buffer.appendLeftAligned(entry.view, width: viewWidth)
        buffer.append(literal: "  ")
        buffer.appendLeftAligned(count > 1 ? "\(entry.event.name) ×\(count)" : entry.event.name, width: 24)
        buffer.appendRightAligned(entry.offset.x, decimals: LogFormatter.offsetDecimals, width: 12)
        buffer.appendRightAligned(entry.offset.y, decimals: LogFormatter.offsetDecimals, width: 12)
        buffer.append(literal: "  ")
        buffer.appendFlags(entry.flags)
        Self.appendDetail(of: entry.event, to: &buffer)
    }

    /// A run's line: a single call prints as an ordinary line; a longer run gets its time span,
    /// count and, per axis that moved, `x first → last`.
    private func write(_ run: DidScrollRun) {
        guard run.count > 1 else {
            Self.write(run.lastEntry, runEnd: nil, runs: true, viewWidth: viewWidth, to: &buffer)
            buffer.append("\n")
            return
        }
        var entry = run.lastEntry
        entry.time = run.firstTime
        Self.write(entry, runEnd: run.lastTime, count: run.count, runs: true, viewWidth: viewWidth, to: &buffer)
        var separator = "    "
        for (axis, first, last) in [
            ("x", run.firstOffset.x, run.lastOffset.x), ("y", run.firstOffset.y, run.lastOffset.y),
        ]
        where first != last {
            buffer.append("\(separator)\(axis) ")
            buffer.append(first, decimals: LogFormatter.offsetDecimals)
            buffer.append(" → ")
            buffer.append(last, decimals: LogFormatter.offsetDecimals)
            separator = ", "
        }
        buffer.append("\n")
    }

    /// Writes the final offsets.
    public func finish(_ finals: [FinalState]) {
        for run in runs.closeAll() { write(run) }
        buffer.append("\n")
        for final in finals {
            buffer.append("final ")
            buffer.appendLeftAligned(final.view, width: viewWidth)
            buffer.append("  offset ")
            buffer.append(.point(final.offset), .text)
            if final.fingersDown.isEmpty {
                buffer.append("  at rest ")
                buffer.append(final.restTime, decimals: LogFormatter.timeDecimals(.text))
                buffer.append(" s")
            } else {
                let fingers = final.fingersDown.map(String.init).joined(separator: ", ")
                buffer.append(
                    "  still touched: finger\(final.fingersDown.count > 1 ? "s" : "") \(fingers) down at the end")
            }
            for field in final.fields {
                buffer.append(", \(field.name) ")
                buffer.append(field.value, .text)
            }
            buffer.append("\n")
        }
        buffer.flush()
    }

    /// Appends the detail column (after four spaces) for events that have one.
    static func appendDetail(of event: LogEvent, to buffer: inout LogBuffer) {
        switch event {
        case let .willEndDragging(velocity, target, landing):
            let decimals = LogFormatter.releaseVelocityDecimals(.text)
            buffer.append("    velocity (")
            buffer.append(velocity.x, decimals: decimals)
            buffer.append(", ")
            buffer.append(velocity.y, decimals: decimals)
            buffer.append(") target ")
            buffer.append(.point(target), .text)
            if let landing {
                buffer.append(" landing ")
                buffer.append(.point(landing), .text)
            }
        case let .didEndDragging(willDecelerate):
            buffer.append(willDecelerate ? "    willDecelerate true" : "    willDecelerate false")
        case let .input(_, fields), let .behavior(_, fields):
            for (index, field) in fields.enumerated() {
                buffer.append(index == 0 ? "    \(field.name) " : ", \(field.name) ")
                buffer.append(field.value, .text)
            }
        default:
            break
        }
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return right ? spaces + text : text + spaces
    }
}
