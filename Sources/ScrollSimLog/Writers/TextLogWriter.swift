import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

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
package final class TextLogWriter: LogWriter {
    /// The log so far; with an output, only what has not been flushed to it yet.
    package var output: String { lines.buffer.string }
    /// The log's bytes, copied out of the buffer without a UTF-8 check.
    package var outputBytes: [UInt8] { lines.buffer.bytes }
    /// The buffer and what a line needs besides its entry: one stored property, so a line is one
    /// access to the writer's state.
    // Exclusivity: `lines` is not checked at run time, because the check (`swift_beginAccess`, once
    // per line) cost as much as writing a line's text. It is sound: while an access to `lines` is
    // open, only this module's formatting and run collection run (numbers, padding, string
    // comparisons, copies into the buffer), which never call back into the writer nor into code a
    // caller supplied. The one call out, to the `LogOutput` that takes full buffers, is made in
    // `flush()` after the bytes were taken out of `lines` and the access ended. So no two accesses
    // to `lines` can ever overlap.
    @exclusivity(unchecked) private var lines: Lines
    private let didScroll: DidScrollLogging

    /// Width of the `…end` part of a run's time column (`…` and up to 9999.9999 s).
    static let runEndWidth = 10

    /// Creates an empty writer; `didScroll` says whether every call or each run gets a line.
    ///
    /// It keeps the log in memory, or, with `output`, hands it over in chunks of about 64 KiB of whole lines (the rest
    /// when the log is finished).
    package init(didScroll: DidScrollLogging = .every, flushingTo output: LogOutput? = nil) {
        self.didScroll = didScroll
        lines = Lines(buffer: LogBuffer(output: output), runs: didScroll == .runs)
    }

    /// Writes the header and the column titles.
    package func begin(_ header: LogHeader) {
        var output = ""
        let viewWidth = max(4, header.views.map(\.id.count).max() ?? 0)
        output += "scrollsim log 1\n"
        if let name = header.name { output += "trace: \(VisibleText.escaped(name))\n" }
        output += "screen: "
        if let device = header.device { output += "\(VisibleText.escaped(device)), " }
        output += "scale \(compact(header.screen.scale)), \(compact(header.screen.refreshRate)) Hz, "
        let firstFrame = header.screen.frameOrigin - header.timeOrigin
        output += "frames at \(FixedPoint.format(firstFrame, decimals: LogFormatter.timeDecimals(.text))) s"
        output += " + n/\(compact(header.screen.refreshRate))\n"
        lines.buffer.append(output)
        // The views' blocks go straight into the buffer (a string built field by field cost
        // several thousand instructions a field).
        for view in header.views {
            lines.buffer.append(literal: "view ")
            lines.buffer.append(view.id)
            lines.buffer.append(byte: UInt8(ascii: "\n"))
            for field in view.fields {
                lines.buffer.append(literal: "  ")
                lines.buffer.append(field.name)
                lines.buffer.append(byte: UInt8(ascii: " "))
                lines.buffer.append(field.value, .text)
                lines.buffer.append(byte: UInt8(ascii: "\n"))
            }
        }
        // The column titles, right-aligned over the numbers.
        lines.buffer.append(literal: "\n        t")
        if didScroll == .runs { lines.buffer.appendSpaces(Self.runEndWidth) }
        lines.buffer.append(literal: "  ")
        lines.buffer.appendLeftAligned("view", width: viewWidth)
        lines.buffer.append(literal: "  ")
        lines.buffer.appendLeftAligned("event", width: 24)
        lines.buffer.append(literal: "           x           y  flags  detail\n")
        lines.viewWidth = viewWidth
        endLine()
    }

    /// Writes one event line (under `.runs`, a `didScroll` joins its view's run instead).
    package func record(_ entry: LogEntry) {
        lines.record(entry)
        endLine()
    }

    /// Writes a `didScroll` line from its fields, building no entry (under `.runs`, the call joins its view's run
    /// instead).
    ///
    /// The text writer ignores the zoom scale, as for every entry.
    package func recordDidScroll(time: Double, view: String, offset: Point, flags: ScrollFlags, zoomScale: Double?) {
        lines.recordDidScroll(time: time, view: view, offset: offset, flags: flags)
        endLine()
    }

    /// Hands the buffer to the output once it holds `LogBuffer.flushSize` bytes (after a line).
    @inline(__always) private func endLine() {
        if lines.buffer.isFull { flush() }
    }

    /// Hands every pending byte to the output, outside any access to `lines`.
    private func flush() {
        let chunk = lines.buffer.takeChunk()
        chunk?.write()
    }

    /// Writes the final offsets.
    package func finish(_ finals: [FinalState]) {
        lines.finish(finals)
        flush()
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
            appendFields(fields, to: &buffer)
        case .willBeginZooming, .didZoom, .didEndZooming:
            appendFields(event.zoomFields, to: &buffer)
        default:
            break
        }
    }

    /// Appends `    name value, name value…` (a field not named in text: its value alone).
    private static func appendFields(_ fields: [LogField], to buffer: inout LogBuffer) {
        // Piece by piece into the buffer: an interpolated string per field cost more than the line.
        for (index, field) in fields.enumerated() {
            buffer.append(literal: index == 0 ? "    " : ", ")
            if field.isNamedInText {
                buffer.append(field.name)
                buffer.append(byte: UInt8(ascii: " "))
            }
            buffer.append(field.value, .text)
        }
    }
}
