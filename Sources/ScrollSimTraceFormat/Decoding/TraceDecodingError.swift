/// A JSON document that is well-formed but does not describe a valid trace.
///
/// The error gives the place and what was wrong, for example `events[12].t: expected a number, got a string`.
public struct TraceDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Where in the document the problem is.
    public let path: JSONPath
    /// One short line saying what was expected and what was found.
    public let message: String

    /// Creates an error at `path`.
    ///
    /// - Parameters:
    ///   - path: Where in the document the error is.
    ///   - message: What was expected and what was found.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    /// `"PATH: MESSAGE"`.
    public var description: String { "\(path): \(message)" }
}
