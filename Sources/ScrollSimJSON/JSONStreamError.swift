/// Why a JSON stream could not be read: broken JSON, a failed read, or more bytes than allowed.
public enum JSONStreamError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not valid JSON (line, column and what was expected).
    case syntax(JSONSyntaxError)
    /// Reading failed; the system's reason (`Is a directory`).
    case readFailed(String)
    /// The input went past `limit` bytes before the document ended.
    case tooLarge(limit: Int)

    /// One line: `3:14: expected …`, the read failure, or `input larger than … bytes`.
    public var description: String {
        switch self {
        case .syntax(let error): return error.description
        case .readFailed(let reason): return "cannot read the input: \(reason)"
        case .tooLarge(let limit):
            return "input larger than \(limit) bytes (the input size limit; raise it with --max-input-bytes)"
        }
    }
}
