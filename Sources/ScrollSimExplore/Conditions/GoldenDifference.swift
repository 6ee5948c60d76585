@_spi(ScrollSimInternal) import ScrollSimSupport

/// `--while-differs GOLDEN`: the candidate's log differs from a golden log in the same way as the
/// input trace's log does.
///
/// The way a log differs is its first differing callback line: the event-table lines of both
/// logs, without `didScroll` lines and without the time column, are compared in order; the input's
/// line at the first position where they differ (or, when the input's lines end first, the golden
/// line it lacks) is the difference. When all callback lines agree, the `final` lines (rest times
/// aside) are compared the same way. The header is never compared: a golden made from a variant
/// scene differs there by design.
///
/// Choice (unverified; the rule asked for is "the first differing callback line stays the same"): a
/// candidate keeps the difference when its log differs from GOLDEN and still has that line (the
/// time column aside; for a missing line, when its copy of the line before is not followed by the
/// missing one). The alternative, the candidate's own first difference at the same position, only
/// lets the shrinker cut what comes after the difference: deleting any earlier gesture removes its
/// lines from the candidate's log, and the first difference moves to it.
package struct GoldenDifference: Sendable {
    /// The first differing line, as the input's log has it or lacks it.
    package enum Line: Sendable, Equatable {
        /// The input's log has `line` where the golden has something else (or nothing).
        case unexpected(String)
        /// The input's log ends where the golden goes on with `line`.
        ///
        /// `after` is the input's last compared line (nil when it has none).
        case missing(String, after: String?)
    }

    /// The golden log's text.
    package let golden: String
    /// The difference the input's log shows.
    package let line: Line

    /// Compares the input's log with `golden`; throws when the input does not replay or does not differ.
    ///
    /// Compares the input's log with `golden`; throws (naming `option` and `goldenName`) when the input does not replay
    /// or its callback and final lines do not differ from the golden's.
    package init(golden: String, goldenName: String, input: ShrinkCandidate, option: String = "--while-differs")
        throws(ConditionError)
    {
        guard case .success(let log) = input.log else {
            throw ConditionError("\(option) \(VisibleText.escaped(goldenName)): the input trace does not replay")
        }
        guard let line = Self.firstDifference(golden: golden, log: log) else {
            throw ConditionError(
                "\(option) \(VisibleText.escaped(goldenName)): the input's log does not differ from it "
                    + "(its callback and final lines, didScroll and times aside)")
        }
        self.golden = golden
        self.line = line
    }

    /// Nil when `candidate`'s log differs from the golden the same way, else why not.
    func failure(on candidate: ShrinkCandidate) -> String? {
        guard case .success(let log) = candidate.log else { return "the trace does not replay" }
        return Self.failure(line, golden: golden, log: log)
    }

    /// True when `log` differs from `golden` with the difference `line`.
    static func holds(_ line: Line, golden: String, log: String) -> Bool {
        failure(line, golden: golden, log: log) == nil
    }

    /// Nil when `log` differs from `golden` with the difference `line`, else why not.
    static func failure(_ line: Line, golden: String, log: String) -> String? {
        guard log != golden else { return "the log equals the golden" }
        let lines = comparedLines(log)
        switch line {
        case .unexpected(let expected):
            return lines.callbacks.contains(expected) || lines.finals.contains(expected)
                ? nil : "the log no longer has the line '\(VisibleText.escaped(expected))'"
        case .missing(let missing, let after):
            // `final` lines start with `final`; callback lines (time removed) with spaces.
            let sequence = missing.hasPrefix("final") ? lines.finals : lines.callbacks
            let holds: Bool
            if let after {
                holds = sequence.indices.contains { index in
                    sequence[index] == after && (index + 1 == sequence.count || sequence[index + 1] != missing)
                }
            } else {
                holds = sequence.first != missing
            }
            return holds ? nil : "the log no longer lacks the line '\(VisibleText.escaped(missing))' there"
        }
    }

    /// The first differing line of `log` against `golden`, or nil when they agree.
    static func firstDifference(golden: String, log: String) -> Line? {
        let expected = comparedLines(golden), actual = comparedLines(log)
        for (expectedLines, actualLines) in [(expected.callbacks, actual.callbacks), (expected.finals, actual.finals)] {
            for index in 0..<max(expectedLines.count, actualLines.count) {
                if index >= actualLines.count {
                    return .missing(expectedLines[index], after: index > 0 ? actualLines[index - 1] : nil)
                }
                if index >= expectedLines.count || expectedLines[index] != actualLines[index] {
                    return .unexpected(actualLines[index])
                }
            }
        }
        return nil
    }

    /// A text log's event-table lines without `didScroll` lines or times, and its `final` lines without rest time.
    ///
    /// A text log's event-table lines without `didScroll` lines, each without its time column, and its `final` lines
    /// without their rest time. The table starts after the column-title line (`t  view  event …`) and ends at the first
    /// empty line.
    static func comparedLines(_ log: String) -> (callbacks: [String], finals: [String]) {
        var callbacks: [String] = [], finals: [String] = []
        var inTable = false
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ", maxSplits: 3)
            if !inTable {
                if words.count >= 3 && words[0] == "t" && words[1] == "view" && words[2] == "event" { inTable = true }
                if words.first == "final" {
                    let text = line.firstRange(of: "  at rest").map { line[..<$0.lowerBound] } ?? line
                    finals.append(String(text))
                }
                continue
            }
            if line.isEmpty {
                inTable = false
                continue
            }
            guard words.count >= 3, words[2] != "didScroll" else { continue }
            callbacks.append(String(line.drop(while: { $0 == " " }).drop(while: { $0 != " " })))
        }
        return (callbacks, finals)
    }
}
