/// One axis of UIScrollView's deceleration after a release: free deceleration inside the
/// scrollable range, the return motion outside it, and the crossings between them, all in
/// closed form so the position can be asked for at any absolute time (like Flutter's
/// `ScrollSimulation`), independent of the frame rate.
///
/// Inside [lower, upper] (UIKit's per-millisecond integrator, summed exactly [RE-BIN RE-DOC §1.2]):
///   `x(τ) = x₀ + m·v₀·f·(1 − f^τ)/(1 − f)`, `v(τ) = v₀·f^τ`
/// with τ in ms, f the per-ms factor (the deceleration rate) and m the repeated-flick multiplier.
/// Outside, with d the distance past the crossed edge (`_getBouncingDecelerationOffset`
/// [RE-BIN RE-DOC §3.1]; the closed form composes exactly):
///   `d(τ) = 0.99^τ·[d₀ + v₀·f·(1 − f^τ)/(1 − f)]`, `v(τ) = v₀·(0.99·f)^τ`.
/// A crossing is located exactly (RE-DOC interpolates linearly inside the frame; the exact time is
/// the limit of that). With `bounces == false` the axis stops dead at the edge it reaches.
///
/// Units at the API: points, seconds, points per second. Complexity: `sample(at:)` is O(1)
/// amortised; calls must not go back in time.
public struct DecelerationAxis: Equatable, Sendable {
    /// Where the axis is, relative to its range.
    public enum Region: Equatable, Sendable {
        /// In [lower, upper]: free deceleration.
        case inside
        /// Past an edge: the displacement from `edge` decays.
        case outside(edge: Double)
        /// Stopped at an edge because bouncing is off.
        case pinned
    }

    /// What the axis does at one instant.
    public struct Sample: Equatable, Sendable {
        /// Position in points (not pixel-rounded).
        public var position: Double
        /// Internal velocity in points per second (UIKit's integrator velocity, content direction).
        public var velocity: Double
        /// True while outside (lower − 0.5, upper + 0.5): UIKit's "still bouncing" test.
        public var isBouncing: Bool
        /// True when past an edge by any amount.
        public var isOutside: Bool
        /// Creates a sample.
        public init(position: Double, velocity: Double, isBouncing: Bool, isOutside: Bool) {
            self.position = position; self.velocity = velocity; self.isBouncing = isBouncing; self.isOutside = isOutside
        }
    }

    /// Lower end of the scrollable range (points).
    public let lower: Double
    /// Upper end of the scrollable range (points).
    public let upper: Double
    /// Per-millisecond velocity factor for free deceleration (0 < f < 1).
    public let factor: Double
    /// The repeated-flick multiplier applied to distance inside the range (1 normally).
    public let velocityScale: Double
    /// Whether an edge starts a bounce (true) or stops the axis (false).
    public let bounces: Bool

    private var segmentStart: Double      // ms
    private var startPosition: Double     // pt
    private var startVelocity: Double     // pt/ms
    public private(set) var region: Region

    /// Starts a motion at `position` (pt) with `velocity` (pt/s) at `time` (s).
    public init(position: Double, velocity: Double, time: Double, lower: Double, upper: Double,
                factor: Double, velocityScale: Double = 1, bounces: Bool) {
        precondition(factor > 0 && factor < 1, "a deceleration factor lies in (0, 1)")
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
        self.factor = factor
        self.velocityScale = velocityScale
        self.bounces = bounces
        segmentStart = UIKitUnits.milliseconds(fromSeconds: time)
        startVelocity = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: velocity)
        startPosition = position
        region = .inside
        if position < self.lower || position > self.upper {
            let edge = position < self.lower ? self.lower : self.upper
            if bounces {
                region = .outside(edge: edge)
            } else {
                startPosition = edge
                startVelocity = 0
                region = .pinned
            }
        }
    }

    /// The same axis (range, factor, multiplier, bounces) starting over from `position` with
    /// `velocity` (pt/s) at `time` (s).
    public func restarted(position: Double, velocity: Double, time: Double) -> DecelerationAxis {
        DecelerationAxis(position: position, velocity: velocity, time: time, lower: lower, upper: upper,
                         factor: factor, velocityScale: velocityScale, bounces: bounces)
    }

    /// Position and velocity at `time` (s). Advances through any crossings before `time`.
    public mutating func sample(at time: Double) -> Sample {
        let now = UIKitUnits.milliseconds(fromSeconds: time)
        for _ in 0..<16 {
            guard let crossing = nextCrossing(), segmentStart + crossing <= now else { break }
            enterNextSegment(after: crossing)
        }
        return evaluate(elapsed: max(0, now - segmentStart))
    }

    /// `f(1 − f^τ)/(1 − f)`: the distance a unit per-ms velocity covers in τ ms.
    private func travel(_ tau: Double) -> Double {
        factor * (1 - DeterministicMath.pow(factor, tau)) / (1 - factor)
    }

    private func evaluate(elapsed tau: Double) -> Sample {
        switch region {
        case .inside:
            let position = startPosition + velocityScale * startVelocity * travel(tau)
            let velocity = startVelocity * DeterministicMath.pow(factor, tau)
            return Sample(position: position, velocity: UIKitUnits.pointsPerSecond(fromPointsPerMillisecond: velocity),
                          isBouncing: false, isOutside: false)
        case .outside(let edge):
            let decay = DeterministicMath.pow(ScrollConstants.bounceDecay, tau)
            let displacement = decay * ((startPosition - edge) + startVelocity * travel(tau))
            let velocity = startVelocity * DeterministicMath.pow(ScrollConstants.bounceDecay * factor, tau)
            return Sample(position: edge + displacement, velocity: UIKitUnits.pointsPerSecond(fromPointsPerMillisecond: velocity),
                          isBouncing: abs(displacement) >= ScrollConstants.bounceSettleDistance, isOutside: displacement != 0)
        case .pinned:
            return Sample(position: startPosition, velocity: 0, isBouncing: false, isOutside: false)
        }
    }

    /// Milliseconds after the segment start at which the current segment ends, if it does.
    private func nextCrossing() -> Double? {
        let v = startVelocity
        guard v != 0 else { return nil }
        let reach = factor / (1 - factor)          // travel(∞) for a unit velocity
        switch region {
        case .inside:
            let distance: Double
            if v > 0 { distance = upper - startPosition } else { distance = lower - startPosition }
            let needed = distance / (velocityScale * v)  // required travel(τ), positive when ahead
            guard needed >= 0, needed < reach else { return nil }
            return DeterministicMath.log(1 - needed / reach) / DeterministicMath.log(factor)
        case .outside(let edge):
            let needed = -(startPosition - edge) / v    // travel(τ) at which d returns to 0
            guard needed > 0, needed < reach else { return nil }
            return DeterministicMath.log(1 - needed / reach) / DeterministicMath.log(factor)
        case .pinned:
            return nil
        }
    }

    private mutating func enterNextSegment(after tau: Double) {
        let sample = evaluate(elapsed: tau)
        let velocity = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: sample.velocity)
        segmentStart += tau
        switch region {
        case .inside:
            let edge = velocity > 0 ? upper : lower
            startPosition = edge
            if bounces {
                startVelocity = velocity
                region = .outside(edge: edge)
            } else {
                startVelocity = 0
                region = .pinned
            }
        case .outside(let edge):
            startPosition = edge
            startVelocity = velocity
            region = .inside
        case .pinned:
            break
        }
    }
}
