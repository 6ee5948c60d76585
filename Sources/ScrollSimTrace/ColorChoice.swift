// When `scrollsim check` colours its diffs.

/// The `--color` setting.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour when stdout is a terminal and `NO_COLOR` is not set to a non-empty value.
    case auto
    /// Always colour (an explicit request overrides `NO_COLOR`, as no-color.org asks).
    case always
    /// Never colour.
    case never

    /// Whether to colour, given whether stdout is a terminal and the environment.
    public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
