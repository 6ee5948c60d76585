/// The log formats: human text, JSON Lines, CSV and Chrome Trace.
///
/// `text` is the human log and the golden format; `jsonl` the machine contract; `csv` and `chrome-trace` feed
/// spreadsheets and trace viewers.
public enum LogFormat: String, CaseIterable, Sendable {
    /// Header, one aligned line per event, final offsets. Pleasant to diff.
    case text
    /// One JSON object per line.
    case jsonl
    /// One comma-separated row per event (RFC 4180), for spreadsheets and data tools.
    case csv
    /// Chrome Trace Event JSON, for Perfetto UI and `chrome://tracing`.
    case chromeTrace = "chrome-trace"

    /// A fresh writer for this format; `didScroll` applies to the text log (the machine formats always carry every
    /// call).
    ///
    /// It keeps the log in memory, or, with `output`, hands it over in chunks of about 64 KiB of whole lines as it is
    /// written (a bounded buffered writer).
    ///
    /// - Parameters:
    ///   - didScroll: Which `didScroll` calls the text log writes (default: every one).
    ///   - output: Where the log goes in chunks as it is written, or nil to keep it in memory.
    /// - Returns: A new writer for this format.
    public func writer(didScroll: DidScrollLogging = .every, flushingTo output: LogOutput? = nil) -> LogWriter {
        switch self {
        case .text: return TextLogWriter(didScroll: didScroll, flushingTo: output)
        case .jsonl: return JSONLinesLogWriter(flushingTo: output)
        case .csv: return CSVLogWriter(flushingTo: output)
        case .chromeTrace: return ChromeTraceLogWriter(flushingTo: output)
        }
    }
}
