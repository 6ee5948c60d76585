/// Bounds on a shrink: it stops at the first bound reached and keeps the best trace so far.
public struct ShrinkLimits: Sendable {
    /// At most this many candidates are tried (the input's own check not counted); nil: no bound.
    public var maxTries: Int?
    /// At most this many seconds of wall-clock time (monotonic clock); nil: no bound.
    public var maxSeconds: Double?
    /// Asked between candidates: true stops the shrink (Ctrl-C sets it in the CLI).
    public var isCancelled: @Sendable () -> Bool

    /// Bounds; by default none.
    public init(
        maxTries: Int? = nil, maxSeconds: Double? = nil, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.maxTries = maxTries
        self.maxSeconds = maxSeconds
        self.isCancelled = isCancelled
    }
}

/// How far a shrink has come, reported after each improvement and about once a second.
public struct ShrinkProgress: Sendable, Equatable {
    /// Candidates tried so far.
    public var tries: Int
    /// Events in the input, and in the best trace so far.
    public var events: (before: Int, now: Int)
    /// Bytes of the input (as the shrinker writes it), and of the best trace so far.
    public var bytes: (before: Int, now: Int)
    /// Seconds since the shrink started.
    public var elapsed: Double

    /// Equal when every figure is.
    public static func == (lhs: ShrinkProgress, rhs: ShrinkProgress) -> Bool {
        lhs.tries == rhs.tries && lhs.events == rhs.events && lhs.bytes == rhs.bytes && lhs.elapsed == rhs.elapsed
    }
}

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
