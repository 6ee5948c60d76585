/// Why a shrink stopped.
public enum ShrinkStop: String, Sendable, Equatable {
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
public struct ShrinkResult: Sendable {
    /// The smallest interesting trace found (the input itself when nothing smaller was).
    public var document: TraceDocument
    /// Its bytes (``TraceDocument/bytes``).
    public var bytes: [UInt8]
    /// Candidates tried.
    public var tries: Int
    /// Why the shrink stopped.
    public var stop: ShrinkStop
    /// Nil when the result, read back from its bytes and checked again from scratch, still
    /// satisfies the predicate; else why not (a predicate that is not deterministic, such as a
    /// command that depends on the clock).
    public var recheckFailure: String?
}

/// Why a shrink could not start.
public enum ShrinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The predicate is false on the input trace; the message names the first condition that fails.
    case notInterestingInput(String)

    /// One line.
    public var description: String {
        switch self {
        case .notInterestingInput(let reason): return "the condition does not hold on the input trace: \(reason)"
        }
    }
}
