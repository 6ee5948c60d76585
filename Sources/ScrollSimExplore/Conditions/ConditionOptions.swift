/// The condition options as a command line gives them, before they are compiled.
///
/// `shrink`'s `--while-differs`, `--while-matches`, `--while-not-matches` and `--while-command`, or the same forms
/// under another prefix (`explore --until-…`). One place turns them into a ``ConditionSet``, so every command names its
/// options and reports their errors the same way.
package struct ConditionOptions: Sendable, Equatable {
    /// The option prefix, such as `--while` (options are `PREFIX-matches`, …).
    package var prefix: String
    /// The golden of `PREFIX-differs` and its text, when given.
    package var differs: (name: String, text: String)?
    /// The regexes of `PREFIX-matches`, in order.
    package var matches: [String] = []
    /// The regexes of `PREFIX-not-matches`, in order.
    package var notMatches: [String] = []
    /// The command lines of `PREFIX-command`, in order.
    package var commands: [String] = []
    /// The most seconds one run of a command condition may take (`--condition-timeout`).
    package var commandTimeout: Double = Self.defaultTimeout

    /// `--condition-timeout`'s default: 60 s per candidate.
    ///
    /// A choice: long enough for a build step, short enough that a hanging script cannot stall a shrink for good.
    package static let defaultTimeout: Double = 60

    /// No conditions yet, under `prefix`.
    package init(prefix: String) {
        self.prefix = prefix
    }

    /// True when no condition is given.
    package var isEmpty: Bool { differs == nil && matches.isEmpty && notMatches.isEmpty && commands.isEmpty }

    /// Compiles the conditions into a ``ConditionSet``, throwing the first one-line error.
    ///
    /// Compiles the conditions: the golden difference against `input` (which it needs; nil when there is none to
    /// compare), the regexes, the commands found on `PATH`. Throws the first one-line error: a regex that does not
    /// compile, a command not found, an input that does not differ from the golden.
    package func conditions(input: ShrinkCandidate?) throws(ConditionError) -> ConditionSet {
        var conditions: [TraceCondition] = []
        if let differs {
            guard let input else { throw ConditionError("\(prefix)-differs needs a trace to compare") }
            conditions.append(
                TraceCondition(
                    .differs(
                        try GoldenDifference(
                            golden: differs.text, goldenName: differs.name, input: input, option: "\(prefix)-differs")))
            )
        }
        for pattern in matches {
            conditions.append(TraceCondition(.matches(try LogPattern(pattern, option: "\(prefix)-matches"))))
        }
        for pattern in notMatches {
            conditions.append(TraceCondition(.notMatches(try LogPattern(pattern, option: "\(prefix)-not-matches"))))
        }
        for command in commands {
            let candidate = try CandidateCommand(command, option: "\(prefix)-command", timeout: commandTimeout)
            conditions.append(TraceCondition(.command(candidate)))
        }
        return ConditionSet(conditions)
    }

    /// Equal when every option is.
    package static func == (lhs: ConditionOptions, rhs: ConditionOptions) -> Bool {
        lhs.prefix == rhs.prefix && lhs.differs?.name == rhs.differs?.name && lhs.differs?.text == rhs.differs?.text
            && lhs.matches == rhs.matches && lhs.notMatches == rhs.notMatches && lhs.commands == rhs.commands
            && lhs.commandTimeout == rhs.commandTimeout
    }
}
