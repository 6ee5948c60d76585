import ScrollSimKit

/// `--format csv`: one row per log event for spreadsheets and data tools, RFC 4180.
///
/// ```
/// t,view,event,x,y,tracking,dragging,decelerating,detail
/// 0.120000,scrollView,willEndDragging,0.000,5116.000,true,true,false,"velocity (0.0000, 1.1250) target (…)"
/// ```
///
/// `t` in seconds since the first event (µs precision, as in JSONL), `x` and `y` the view's offset
/// in points, the three flags as `true`/`false`, `detail` the text log's detail column. Rows end
/// with CRLF and a field holding a comma, a double quote, CR or LF is quoted with its quotes
/// doubled (RFC 4180 §2). One `final` row per view ends the file (`t` is its rest time, `detail`
/// its extra fields). Every `didScroll` is a row, whatever the trace's `"log"` option says. A log
/// with a scroll view set up to zoom (a `zoom` line in its header) has one more column,
/// `zoomScale`, after `detail`: the view's scale, empty for other views and on `final` rows; other
/// logs keep the columns they had before zooming existed.
package final class CSVLogWriter: LogWriter {
    /// The file so far; with an output, only what has not been flushed to it yet.
    package var output: String { buffer.string }
    /// The log's bytes, copied out of the buffer without a UTF-8 check.
    package var outputBytes: [UInt8] { buffer.bytes }
    private var buffer: LogBuffer
    /// Whether the log has the `zoomScale` column.
    private var hasZoomColumn = false

    /// The header row's columns.
    package static let columns = ["t", "view", "event", "x", "y", "tracking", "dragging", "decelerating", "detail"]

    /// Creates an empty writer that keeps the file in memory or, with `output`, hands it over as written.
    ///
    /// With `output`, the file is handed over in chunks of whole rows.
    package init(flushingTo output: LogOutput? = nil) {
        buffer = LogBuffer(output: output)
    }

    /// Writes the header row.
    package func begin(_ header: LogHeader) {
        hasZoomColumn = header.views.contains { view in view.fields.contains { $0.name == "zoom" } }
        buffer.append(Self.columns.joined(separator: ",") + (hasZoomColumn ? ",zoomScale\r\n" : "\r\n"))
    }

    /// Writes one row.
    package func record(_ entry: LogEntry) {
        var detail = LogBuffer()
        TextLogWriter.appendDetail(of: entry.event, to: &detail)
        let text = String(detail.string.drop { $0 == " " })
        row(entry.time, entry.view, entry.event.name, entry.offset, entry.flags, text, zoomScale: entry.zoomScale)
    }

    /// Writes one `final` row per view.
    package func finish(_ finals: [FinalState]) {
        for final in finals {
            let detail = final.fields.map { "\($0.name) \(LogFormatter.format($0.value, .text))" }
            row(final.restTime, final.view, "final", final.offset, .idle, detail.joined(separator: ", "))
        }
        buffer.flush()
    }

    private func row(
        _ time: Double, _ view: String, _ event: String, _ offset: Point, _ flags: ScrollFlags, _ detail: String,
        zoomScale: Double? = nil
    ) {
        buffer.append(time, decimals: LogFormatter.timeDecimals(.json))
        buffer.append(",")
        buffer.append(Self.field(view))
        buffer.append(",")
        buffer.append(Self.field(event))
        buffer.append(",")
        buffer.append(offset.x, decimals: LogFormatter.offsetDecimals)
        buffer.append(",")
        buffer.append(offset.y, decimals: LogFormatter.offsetDecimals)
        buffer.append(flags.tracking ? ",true" : ",false")
        buffer.append(flags.dragging ? ",true" : ",false")
        buffer.append(flags.decelerating ? ",true" : ",false")
        buffer.append(",")
        buffer.append(Self.field(detail))
        if hasZoomColumn {
            buffer.append(",")
            if let zoomScale { buffer.append(LogFormatter.format(.number(zoomScale, .factor), .text)) }
        }
        buffer.append("\r\n")
        buffer.endLine()
    }

    /// `text` as an RFC 4180 field: quoted, with `"` doubled, when it holds `,`, `"`, CR or LF.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
