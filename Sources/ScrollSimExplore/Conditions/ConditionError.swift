import ScrollSimSupport

/// Why a condition could not be set up: one line naming the option and what is wrong.
package struct ConditionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message, such as `--while-matches 'a(': the regex does not compile: expected ')'`.
    package var description: String

    /// An error with its one-line message.
    package init(_ description: String) {
        self.description = description
    }
}
