/// A small deterministic random generator for table-driven property tests.
package struct SplitMix: RandomNumberGenerator {
    /// The generator's state, advanced by each draw.
    package var state: UInt64
    /// A generator whose draws are fixed by `seed`.
    package init(seed: UInt64) { state = seed }
    /// The next 64 random bits (SplitMix64: Steele, Lea and Flood, OOPSLA 2014).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
