import ScrollSimSupport

/// Why a condition could not be set up: one line naming the option and what is wrong.
public struct ConditionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message, e.g. `--while-matches 'a(': the regex does not compile: expected ')'`.
    public var description: String

    /// An error with its one-line message.
    public init(_ description: String) {
        self.description = description
    }
}
