// The real renderer: the replay engine's text log, as `scrollsim replay` prints it.
import ScrollSimCheck
import ScrollSimTrace

extension TraceRenderer {
    /// Recognises traces with `Replay.isTrace` and renders them with `Replay.run` in the
    /// text format, so goldens are byte-identical to `scrollsim replay X.json`.
    static let replay = TraceRenderer(
        isTrace: { Replay.isTrace($0) },
        render: { try Replay.run(trace: $0, format: .text) },
        renderBytes: { try Replay.runBytes(trace: $0, format: .text) })
}
