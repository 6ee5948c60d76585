// The real renderer: the replay engine's text log, as `scrollsim replay` prints it.
import ScrollSimCheck
import ScrollSimTrace

extension TraceRenderer {
    /// Recognises traces with `Replay.isTrace` and renders them with `Replay.run` in the text format.
    ///
    /// So goldens are byte-identical to `scrollsim replay X.json`; `--artifacts` draws the log with every `didScroll`
    /// call and writes `scrollsim view`'s page.
    static let replay = TraceRenderer(
        isTrace: { Replay.isTrace($0) },
        render: { try Replay.run(trace: $0, format: .text) },
        renderEveryCall: { try Replay.run(trace: $0, format: .text, didScroll: .every) },
        page: { trace, golden, title in try ViewReplay.page(trace: trace, golden: golden, title: title) },
        renderBytes: { try Replay.runBytes(trace: $0, format: .text) })
}
