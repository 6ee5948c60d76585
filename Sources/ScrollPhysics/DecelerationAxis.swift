/// One axis of UIScrollView's deceleration after a release, integrated once per display frame.
///
/// Integrated the way UIKit's `_smoothScrollSyncWithUpdateTime:` does: free deceleration inside the scrollable range,
/// the return motion outside it, and the crossings between them.
///
/// Inside [lower, upper], for a frame of Δt ms ([UIKitCore-RE] §2):
///   `Δx = m·v·f·(1 − R)/(1 − f)`, `v ← v·R`, with `R = f^Δt`
/// where f is the per-ms factor (the deceleration rate) and m the repeated-flick multiplier.
/// Outside, with d the distance past the crossed edge (`_getBouncingDecelerationOffset`,
/// [UIKitCore-RE] §2):
///   `d ← K·d + v·f·K·(1 − R)/(1 − f)`, `v ← v·R·K`, with `K = 0.99^Δt` (the per-ms 0.99 is
///   `bounceDecay`, which a replay's model options may change: `offsetBounceDecayPerMillisecond`).
/// Like UIKit, each frame evaluates `R` and `K` with `e^x ≈ x·(0.5x + 1) + 1` when x ≥ −0.5
/// ([UIKitCore-RE] §2): summed over frames this is within a few parts per million of the closed forms
/// `x₀ + v₀·F·(1 − f^t)` and `0.99^t·[d₀ + v₀·F·(1 − f^t)]` inside the range, but outside it the
/// return decays about 0.09 % per 60 Hz frame slower, which the rubberband_top recording shows
/// (mean sample error 0.23 pt with exact exponentials, 0.12 pt with UIKit's). So, as in UIKit, the
/// motion depends slightly on the frame times. A crossing inside a frame is located exactly ([UIKitCore-RE]
/// interpolates linearly; the exact time is the limit of that) and the rest of the frame is
/// integrated on the other side. With `bounces == false` the axis stops dead at the edge it reaches.
///
/// Units at the API: points, seconds, points per second. `sample(at:)` advances the motion to the
/// given time in one frame step; calls must not go back in time. Complexity O(1) per call.
public struct DecelerationAxis: Equatable, Sendable {
    /// Lower end of the scrollable range (points).
    public private(set) var lower: Double
    /// Upper end of the scrollable range (points).
    public private(set) var upper: Double
    /// Per-millisecond velocity factor for free deceleration (0 < f < 1).
    public let factor: Double
    /// The repeated-flick multiplier applied to distance inside the range (1 normally).
    public let velocityScale: Double
    /// Whether an edge starts a bounce (true) or stops the axis (false).
    public private(set) var bounces: Bool

    /// ln `factor`, computed once per motion rather than per frame.
    private let logFactor: Double
    /// ln 0.99, the per-millisecond log of UIKit's out-of-range decay K.
    private static let defaultLogBounceDecay = DeterministicMath.log(ScrollConstants.bounceDecay)
    /// The out-of-range decay K per ms this motion uses (default `ScrollConstants.bounceDecay`).
    public let bounceDecay: Double
    /// ln K, computed once per motion.
    private let logBounceDecay: Double

    // Internal, not private, for the inlinable `sample(at:)`; only this type uses them.
    @usableFromInline var time: Double // ms, last update
    @usableFromInline var position: Double // pt
    @usableFromInline var velocity: Double // pt/ms
    /// Where the axis is now.
    public private(set) var region: Region

    /// Starts a motion at `position` (pt) with `velocity` (pt/s) at `time` (s).
    ///
    /// - Parameters:
    ///   - position: The starting position, in points.
    ///   - velocity: The release velocity, in points per second.
    ///   - time: The start time, in seconds.
    ///   - lower: The lower end of the scrollable range, in points.
    ///   - upper: The upper end of the scrollable range, in points.
    ///   - factor: The per-millisecond velocity factor of free deceleration (0 < factor < 1).
    ///   - velocityScale: The repeated-flick multiplier of the distance inside the range (default: 1).
    ///   - bounces: Whether an edge starts a bounce (true) or stops the axis (false).
    ///   - bounceDecay: The per-millisecond decay K outside the range (default: UIKit's 0.99).
    public init(
        position: Double, velocity: Double, time: Double, lower: Double, upper: Double,
        factor: Double, velocityScale: Double = 1, bounces: Bool, bounceDecay: Double = ScrollConstants.bounceDecay
    ) {
        precondition(factor > 0 && factor < 1, "a deceleration factor lies in (0, 1)")
        precondition(bounceDecay > 0 && bounceDecay < 1, "a bounce decay lies in (0, 1)")
        self.bounceDecay = bounceDecay
        logBounceDecay =
            bounceDecay == ScrollConstants.bounceDecay ? Self.defaultLogBounceDecay : DeterministicMath.log(bounceDecay)
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
        self.factor = factor
        self.logFactor = DeterministicMath.log(factor)
        self.velocityScale = velocityScale
        self.bounces = bounces
        self.time = UIKitUnits.milliseconds(fromSeconds: time)
        self.velocity = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: velocity)
        self.position = position
        region = .inside
        if position < self.lower || position > self.upper {
            let edge = position < self.lower ? self.lower : self.upper
            if bounces {
                region = .outside(edge: edge)
            } else {
                self.position = edge
                self.velocity = 0
                region = .pinned
            }
        }
    }

    /// The same axis (range, factor, multiplier, bounces) starting over from `position` with
    /// `velocity` (pt/s) at `time` (s).
    ///
    /// - Parameters:
    ///   - position: The new starting position, in points.
    ///   - velocity: The new velocity, in points per second.
    ///   - time: The new start time, in seconds.
    /// - Returns: The restarted motion.
    public func restarted(position: Double, velocity: Double, time: Double) -> DecelerationAxis {
        DecelerationAxis(
            position: position, velocity: velocity, time: time, lower: lower, upper: upper,
            factor: factor, velocityScale: velocityScale, bounces: bounces, bounceDecay: bounceDecay)
    }

    /// The same motion measured against a new range, for a scene that changed under a running deceleration.
    ///
    /// The same motion (position, velocity, clock, factor) measured against a new range, for a
    /// scene that changed under a running deceleration (`contentSize`, `contentInset`, `frame` or
    /// `bounces` set from code): an axis now past an edge bounces back to it (or stops there
    /// without bouncing); an axis that was bouncing at an edge that moved away decelerates on
    /// freely. Nothing moves until the next `sample(at:)`. O(1).
    ///
    /// - Parameters:
    ///   - lower: The new lower end of the scrollable range, in points.
    ///   - upper: The new upper end of the scrollable range, in points.
    ///   - bounces: Whether an edge now starts a bounce (true) or stops the axis (false).
    /// - Returns: The motion against the new range.
    public func withRange(lower: Double, upper: Double, bounces: Bool) -> DecelerationAxis {
        var axis = self
        axis.lower = min(lower, upper)
        axis.upper = max(lower, upper)
        axis.bounces = bounces
        if position < axis.lower || position > axis.upper {
            let edge = position < axis.lower ? axis.lower : axis.upper
            if bounces {
                axis.region = .outside(edge: edge)
            } else {
                axis.position = edge
                axis.velocity = 0
                axis.region = .pinned
            }
        } else {
            axis.region = .inside
        }
        return axis
    }

    /// Advances the motion to `time` (s) in one frame step and returns where the axis is.
    ///
    /// Always inlined, so the axis at rest (the one a fling does not move, every frame) costs no call: left to the
    /// optimizer, a caller that samples two axes kept both as calls (about 45 instructions a frame for the axis at rest).
    ///
    /// - Parameter time: The display frame's time, in seconds.
    /// - Returns: The axis's position, velocity and region at `time`.
    @inlinable @inline(__always) public mutating func sample(at time: Double) -> Sample {
        let now = UIKitUnits.milliseconds(fromSeconds: time)
        let remaining = max(0, now - self.time)
        self.time = max(self.time, now)
        guard remaining > 0 else { return current }
        if isAtRestInRange {
            // The one step `advance(by:)` takes at rest, without its call.
            position += velocity
            return current
        }
        return sampleMoving(after: remaining)
    }

    /// `sample(at:)` once `milliseconds` (> 0) have passed and the axis is not at rest in its range.
    ///
    /// Up to four steps: a frame can cross into or out of the range, and back.
    @usableFromInline mutating func sampleMoving(after milliseconds: Double) -> Sample {
        var remaining = milliseconds
        for _ in 0..<4 where remaining > 0 {
            remaining = advance(by: remaining)
        }
        return current
    }

    /// At rest inside the range: a step only adds the zero velocity (of its sign) and ends.
    @inlinable var isAtRestInRange: Bool {
        guard case .inside = region else { return false }
        return velocity == 0 && position >= lower && position <= upper
    }

    /// UIKit's per-frame exponential: `x·(0.5x + 1) + 1` for x ≥ −0.5, else e^x ([UIKitCore-RE] §2).
    ///
    /// - Parameter x: The exponent.
    /// - Returns: The approximation of e^x that UIKit uses per frame.
    public static func frameExponential(_ x: Double) -> Double {
        x >= -0.5 ? x * (0.5 * x + 1) + 1 : DeterministicMath.exp(x)
    }

    @inlinable var current: Sample {
        let perSecond = UIKitUnits.pointsPerSecond(fromPointsPerMillisecond: velocity)
        switch region {
        case .inside, .pinned:
            return Sample(position: position, velocity: perSecond, isBouncing: false, isOutside: false)
        case .outside(let edge):
            let displacement = position - edge
            return Sample(
                position: position, velocity: perSecond,
                isBouncing: abs(displacement) >= ScrollConstants.bounceSettleDistance, isOutside: displacement != 0)
        }
    }

    /// `f·(1 − R)/(1 − f)`: the distance a unit per-ms velocity covers while it decays by R.
    private func travel(decay: Double) -> Double { factor * (1 - decay) / (1 - factor) }

    /// Integrates up to `milliseconds`, stopping early at a crossing; returns the time left over.
    private mutating func advance(by milliseconds: Double) -> Double {
        switch region {
        case .pinned:
            return 0
        case .inside:
            if isAtRestInRange {
                // At rest in the range (the axis a fling does not move): the general step below would
                // add a zero of the velocity's sign and return; this does the same without the
                // exponentials.
                position += velocity
                return 0
            }
            let step = crossingTime(limit: milliseconds) ?? milliseconds
            let decay = Self.frameExponential(step * logFactor)
            position += velocityScale * velocity * travel(decay: decay)
            velocity *= decay
            let crossed = step < milliseconds
            // The per-frame exponential can carry the axis a hair past an edge the exact crossing
            // test did not place inside this frame; it has crossed all the same.
            let overshot = !crossed && (position > upper || position < lower)
            guard crossed || overshot else { return 0 }
            let edge: Double
            if crossed { edge = velocity > 0 ? upper : lower } else { edge = position > upper ? upper : lower }
            if crossed || !bounces { position = edge }
            if bounces {
                region = .outside(edge: edge)
            } else {
                velocity = 0
                region = .pinned
            }
            return milliseconds - step
        case .outside(let edge):
            let step = crossingTime(limit: milliseconds) ?? milliseconds
            let decay = Self.frameExponential(step * logFactor)
            let bounceDecay = Self.frameExponential(step * logBounceDecay)
            let before = position - edge
            position = edge + bounceDecay * (position - edge) + velocity * bounceDecay * travel(decay: decay)
            velocity *= decay * bounceDecay
            let recrossed = (position - edge) * before < 0
            guard step < milliseconds || recrossed else { return 0 }
            if recrossed {
                region = .inside
                return 0
            }
            position = edge
            region = .inside
            return milliseconds - step
        }
    }

    /// Milliseconds until the current region is left, if that happens within `limit`.
    ///
    /// The exact closed form of the continuous motion. Inlined into `advance(by:)`, which would
    /// otherwise copy the whole axis to call it.
    @inline(__always) private func crossingTime(limit: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let reach = factor / (1 - factor) // travel for a unit velocity, to the end
        let needed: Double
        switch region {
        case .inside:
            let distance = velocity > 0 ? upper - position : lower - position
            needed = distance / (velocityScale * velocity)
            guard needed >= 0 else { return nil }
        case .outside(let edge):
            needed = -(position - edge) / velocity
            guard needed > 0 else { return nil }
        case .pinned:
            return nil
        }
        guard needed < reach else { return nil }
        let time = DeterministicMath.log(1 - needed / reach) / logFactor
        return time < limit ? time : nil
    }
}
