import ScrollSimKit

/// The explorer's random numbers: SplitMix64, so that a seed gives the same runs on every machine.
///
/// The explorer's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014), so that a seed gives the same runs on every machine. Nothing here reads the system's generator, the
/// clock or a platform's `log`: every draw is integer arithmetic, and the one logarithmic draw uses the physics' own
/// `DeterministicMath`.
package struct ExploreRandom: RandomNumberGenerator, Sendable {
    /// The state, advanced by each draw.
    package private(set) var state: UInt64

    /// A generator whose draws are fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The generator of run `index` of an exploration seeded with `seed`, independent of the other runs' draws.
    ///
    /// So run 7 of seed 1 can be regenerated without runs 0–6.
    package init(seed: UInt64, run index: Int) {
        var mixer = ExploreRandom(seed: seed ^ 0x5CA1_AB1E_0000_0000)
        for _ in 0...(index % 4) { _ = mixer.next() }
        self.init(seed: mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1) with 53 random bits (exact in a `Double`).
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A number in [lower, upper).
    package mutating func uniform(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * unit() }

    /// An integer in 0..<count.
    ///
    /// Precondition: count ≥ 1.
    package mutating func index(below count: Int) -> Int {
        precondition(count >= 1, "index(below:) needs at least one choice")
        return Int(next() % UInt64(count))
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// A number between `lower` and `upper` (both > 0) whose logarithm is uniform.
    ///
    /// As many draws fall between 100 and 1 000 as between 1 000 and 10 000.
    package mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        let low = DeterministicMath.log(lower), high = DeterministicMath.log(upper)
        return DeterministicMath.exp(uniform(low, high))
    }

    /// One of `choices` with probability proportional to its weight.
    ///
    /// Precondition: a positive total.
    package mutating func weighted<Choice>(_ choices: [(Choice, Double)]) -> Choice {
        let total = choices.reduce(0) { $0 + $1.1 }
        precondition(total > 0, "weighted(_:) needs a positive total weight")
        var draw = unit() * total
        for (choice, weight) in choices {
            if draw < weight { return choice }
            draw -= weight
        }
        return choices[choices.count - 1].0
    }

    /// `value` rounded to `decimals` decimals (0…6), the nearest `Double` to k/10^decimals.
    ///
    /// So a generated trace prints it with at most that many decimals.
    ///
    /// Never −0.
    package static func rounded(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, min(decimals, 6)) { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
