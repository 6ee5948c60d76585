/// A syntax error in a JSON document, with the place it was found.
///
/// `line` and `column` are 1-based. Columns count characters (Unicode scalars), not bytes, so a
/// multi-byte UTF-8 character is one column; a leading byte order mark is not counted.
/// `description` is `"LINE:COLUMN: MESSAGE"`, e.g. `3:14: expected ',' or '}' after an object member`.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line of the offending character (lines end at `\n`).
    public let line: Int
    /// The 1-based column, in characters, of the offending character.
    public let column: Int
    /// A short message saying what was expected and what was found.
    public let message: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `"LINE:COLUMN: MESSAGE"`.
    public var description: String { "\(line):\(column): \(message)" }
}
