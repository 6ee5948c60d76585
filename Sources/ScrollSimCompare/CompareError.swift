import ScrollSimTrace

/// Why a comparison could not be made (`scrollsim compare` exits 2 with its one line).
package enum CompareError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The trace could not be read or replayed.
    case replay(ReplayError)
    /// The recording file is not JSON (the parser's message).
    case recordingSyntax(String)
    /// The recording file is JSON but not a recording; the error names the key path.
    case recording(TraceDecodingError)
    /// Neither `--recording` nor the trace's own `recorded` member gives a recording.
    case noRecording
    /// The recording has no frame: there is nothing to compare.
    case noFrames

    /// The one-line message (the CLI puts the file's name before it).
    package var description: String {
        switch self {
        case .replay(let error): return error.description
        case .recordingSyntax(let message): return message
        case .recording(let error): return error.description
        case .noRecording:
            return "recorded: expected a recording (the trace has no `recorded` key; give --recording FILE)"
        case .noFrames: return "recorded.frames: expected at least one frame"
        }
    }
}
