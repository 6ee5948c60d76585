@_spi(ScrollSimInternal) import ScrollSimSupport

/// One condition on a candidate trace, as `shrink --while-…` and `explore --until …` take them.
///
/// A candidate is interesting when every condition of a ``ConditionSet`` holds.
package struct TraceCondition: Sendable {
    /// What is tested.
    package enum Kind: Sendable {
        /// The replay's log differs from a golden log in the same way as the input's did
        /// (``GoldenDifference``).
        case differs(GoldenDifference)
        /// Some line of the replay's log matches the regex.
        case matches(LogPattern)
        /// No line of the replay's log matches the regex.
        case notMatches(LogPattern)
        /// The command exits 0 when run with the candidate's path as its last argument.
        case command(CandidateCommand)
    }

    /// What is tested.
    package var kind: Kind

    /// A condition of this kind.
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// Whether the condition holds on `candidate`: nil when it does, else a short reason why not.
    ///
    /// The reason is for the message when the input itself is not interesting.
    package func failure(on candidate: ShrinkCandidate) -> String? {
        switch kind {
        case .differs(let difference):
            return difference.failure(on: candidate)
        case .matches(let pattern):
            guard case .success(let log) = candidate.log else { return "the trace does not replay" }
            return pattern.matchesSomeLine(log) ? nil : "no log line matches \(pattern.quoted)"
        case .notMatches(let pattern):
            guard case .success(let log) = candidate.log else { return "the trace does not replay" }
            return pattern.matchesSomeLine(log) ? "a log line matches \(pattern.quoted)" : nil
        case .command(let command):
            return command.failure(on: candidate)
        }
    }
}

/// A regular expression over log lines (the standard library's `Regex` syntax, as Perl and
/// ICU write them), compiled once.
package struct LogPattern: @unchecked Sendable {
    // `Regex<AnyRegexOutput>` is immutable once compiled; it is only read here.
    private let regex: Regex<AnyRegexOutput>
    /// The pattern as given.
    package let source: String

    /// Compiles `source`; throws a one-line error naming `option` when it does not compile.
    package init(_ source: String, option: String) throws(ConditionError) {
        do {
            regex = try Regex(source)
        } catch {
            throw ConditionError(
                "\(option) '\(VisibleText.escaped(source))': the regex does not compile: "
                    + VisibleText.escaped(String(describing: error)))
        }
        self.source = source
    }

    /// The pattern quoted for messages.
    var quoted: String { "'\(VisibleText.escaped(source))'" }

    /// True when some line of `log` (split at newlines) contains a match.
    ///
    /// O(log size × pattern).
    package func matchesSomeLine(_ log: String) -> Bool {
        log.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.contains(regex) }
    }
}
