/// How far a shrink has come, reported after each improvement and about once a second.
package struct ShrinkProgress: Sendable, Equatable {
    /// Candidates tried so far.
    package var tries: Int
    /// Events in the input, and in the best trace so far.
    package var events: (before: Int, now: Int)
    /// Bytes of the input (as the shrinker writes it), and of the best trace so far.
    package var bytes: (before: Int, now: Int)
    /// Seconds since the shrink started.
    package var elapsed: Double

    /// Equal when every figure is.
    package static func == (lhs: ShrinkProgress, rhs: ShrinkProgress) -> Bool {
        lhs.tries == rhs.tries && lhs.events == rhs.events && lhs.bytes == rhs.bytes && lhs.elapsed == rhs.elapsed
    }
}
