/// The conditions a candidate must all satisfy (`shrink --while-…`, `explore --until …`).
///
/// Cheap ones are asked first: log conditions replay once (the candidate caches its log); the commands, which start a
/// process, come last.
package struct ConditionSet: Sendable {
    /// The conditions, in the order they are asked.
    package private(set) var conditions: [TraceCondition]

    /// A set of `conditions`, reordered so that commands come last (order otherwise kept).
    package init(_ conditions: [TraceCondition]) {
        let isCommand: (TraceCondition) -> Bool = {
            if case .command = $0.kind { return true }
            return false
        }
        self.conditions = conditions.filter { !isCommand($0) } + conditions.filter(isCommand)
    }

    /// True when there are no conditions.
    package var isEmpty: Bool { conditions.isEmpty }

    /// Nil when every condition holds on `candidate`, else the first one's reason.
    package func failure(on candidate: ShrinkCandidate) -> String? {
        for condition in conditions {
            if let reason = condition.failure(on: candidate) { return reason }
        }
        return nil
    }

    /// True when every condition holds on `candidate`.
    package func holds(on candidate: ShrinkCandidate) -> Bool { failure(on: candidate) == nil }

    /// Removes the commands' scratch files.
    package func removeScratch() {
        for condition in conditions {
            if case .command(let command) = condition.kind { command.removeScratch() }
        }
    }
}
