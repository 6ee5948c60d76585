import ScrollSimCheck
import ScrollSimTrace

extension TraceRenderer {
    /// The CLI's renderer (`scrollsim check`): the replay's text log.
    package static let replay = TraceRenderer(
        isTrace: { Replay.isTrace($0) },
        render: { try Replay.run(trace: $0, format: .text) },
        renderBytes: { try Replay.runBytes(trace: $0, format: .text) })
}
