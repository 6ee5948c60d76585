// When `scrollsim check` colours its diffs.

/// The `--color` setting.
package enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour when stdout is a terminal.
    case auto
    /// Colour even when stdout is not a terminal (a CI log viewer that shows colours).
    case always
    /// Never colour.
    case never

    /// Whether to colour, given whether stdout is a terminal and the environment.
    ///
    /// `NO_COLOR` (any non-empty value) turns off the automatic colour; an explicit `--color always` still wins:
    /// no-color.org's FAQ says per-instance command-line arguments should override `NO_COLOR`.
    package func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
