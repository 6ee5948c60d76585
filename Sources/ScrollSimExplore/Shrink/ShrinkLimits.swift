/// Bounds on a shrink: it stops at the first bound reached and keeps the best trace so far.
package struct ShrinkLimits: Sendable {
    /// At most this many candidates are tried (the input's own check not counted); nil: no bound.
    package var maxTries: Int?
    /// At most this many seconds of wall-clock time (monotonic clock); nil: no bound.
    package var maxSeconds: Double?
    /// Asked between candidates: true stops the shrink (Ctrl-C sets it in the CLI).
    package var isCancelled: @Sendable () -> Bool

    /// Bounds; by default none.
    package init(
        maxTries: Int? = nil, maxSeconds: Double? = nil, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.maxTries = maxTries
        self.maxSeconds = maxSeconds
        self.isCancelled = isCancelled
    }
}
