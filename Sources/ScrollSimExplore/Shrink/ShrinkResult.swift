/// Why a shrink stopped.
package enum ShrinkStop: String, Sendable, Equatable {
    /// No reduction helps any more: the result is 1-minimal in its events.
    case fixedPoint = "fixed point"
    /// ``ShrinkLimits/maxTries`` was reached.
    case maxTries = "max tries"
    /// ``ShrinkLimits/maxSeconds`` was reached.
    case maxTime = "max time"
    /// ``ShrinkLimits/isCancelled`` returned true.
    case cancelled
}

/// The outcome of a shrink.
package struct ShrinkResult: Sendable {
    /// The smallest interesting trace found (the input itself when nothing smaller was).
    package var document: TraceDocument
    /// Its bytes (``TraceDocument/bytes``).
    package var bytes: [UInt8]
    /// Candidates tried.
    package var tries: Int
    /// Why the shrink stopped.
    package var stop: ShrinkStop
    /// Nil when the result, read back and checked from scratch, still satisfies the predicate; else why not.
    ///
    /// Nil when the result, read back from its bytes and checked again from scratch, still satisfies the predicate;
    /// else why not (a predicate that is not deterministic, such as a command that depends on the clock).
    package var recheckFailure: String?
}

/// Why a shrink could not start.
package enum ShrinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The predicate is false on the input trace; the message names the first condition that fails.
    case notInterestingInput(String)

    /// One line.
    package var description: String {
        switch self {
        case .notInterestingInput(let reason): return "the condition does not hold on the input trace: \(reason)"
        }
    }
}
