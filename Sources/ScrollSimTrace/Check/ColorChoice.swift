// When `scrollsim check` colours its diffs.

/// The `--color` setting.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour when stdout is a terminal.
    case auto
    /// Colour even when stdout is not a terminal (a CI log viewer that shows colours).
    case always
    /// Never colour.
    case never

    /// Whether to colour, given whether stdout is a terminal and the environment. `NO_COLOR`
    /// (any non-empty value) always wins: the project's contract is "never when NO_COLOR is set",
    /// stricter than no-color.org, which lets an explicit flag override it.
    public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        if !(environment["NO_COLOR"] ?? "").isEmpty { return false }
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal
        }
    }
}
