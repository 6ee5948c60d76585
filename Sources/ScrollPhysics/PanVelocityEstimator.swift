/// UIPanGestureRecognizer's velocity along one axis, as UIKit computes it.
///
/// Once per delivered touch event whose timestamp advanced, the recognizer shifts its current
/// sample to "previous" and records a new one, `s = Δposition/Δt`. `velocity(in:)` is
/// `0.2·current + 0.8·previous` (``currentSampleWeight``), or `0.2·current` when there is no valid previous sample
/// (`_centroidMovedTo:atTime:affectingTranslation:`, weights fitted to machine precision
/// [UIKitCore-RE] §4, §7). Events with the same timestamp fold into the next sample; a sample
/// shorter than ``minimumSampleInterval`` counts as 0 pt/s.
/// Units: points and seconds in, points per second out (finger direction).
public struct PanVelocityEstimator: Equatable, Sendable {
    /// A sample spans at least this many seconds (1 ms) to count; a shorter one counts as 0 pt/s.
    ///
    /// Source: `-[UIPanGestureRecognizer _convertVelocitySample:fromSceneReferenceCoordinatesToView:]`
    /// in [Repo-iOS26Restore] (`UIKitCore/UIPanGestureRecognizer.m`, iOS 26.1): a sample
    /// whose time step is below 0.001 s converts to a zero velocity, and `_centroidMovedTo:atTime:`
    /// records every step above 0. So two touches a microsecond apart (a recording glitch, or a
    /// trace's) cannot make the release velocity unbounded: a sample is at most 2·10⁷ pt (the
    /// trace's coordinate limit) over 1 ms.
    ///
    /// **Choice, unverified on a device.** [UIKitCore-RE] §7 reads the threshold as 2⁻²³ s (iOS
    /// 26.2), which lets a 1 µs sample through (a release at 5·10⁸ pt/s). The other toolkits clamp
    /// the result instead of the interval: Flutter clips fling velocities to `kMaxFlingVelocity`,
    /// 8 000 px/s (64 000 with `BouncingScrollPhysics`' fast rate; api.flutter.dev), Android to
    /// `ViewConfiguration.getScaledMaximumFlingVelocity()` (8 000 dp/s,
    /// `VelocityTracker::getComputedVelocity` clamps to it). UIKit's velocity code shows no such
    /// clamp, so none is applied. No golden has two samples under 1 ms apart, so both thresholds
    /// give the same logs on them.
    public static let minimumSampleInterval: Double = 0.001

    /// The newest sample's weight in `velocity(in:)`, 0.2 (the previous one's is 1 − it, 0.8).
    ///
    /// The estimator's two-sample window ([UIKitCore-RE] §4, §7, read from the decompiled
    /// `_centroidMovedTo:atTime:affectingTranslation:` and fitted to machine precision on Simulator touches; not
    /// measured on a device: **unverified** there, `scrollsim fit`'s `panVelocityCurrentWeight`).
    public static let currentSampleWeight: Double = 0.2

    /// The newest sample's weight and the previous one's (`1 − currentWeight`).
    private let currentWeight: Double, previousWeight: Double
    private var current: Double?
    private var previous: Double?
    private var anchorPosition: Double
    private var anchorTime: Double

    /// Starts estimating at a touch-down at `position` (pt) and `time` (s).
    ///
    /// Weighs the newest sample with `currentWeight` (default ``currentSampleWeight``).
    ///
    /// - Parameters:
    ///   - position: The touch-down's position, in points.
    ///   - time: The touch-down's time, in seconds.
    ///   - currentWeight: The weight of the newest sample (default: ``currentSampleWeight``, 0.2).
    public init(position: Double, time: Double, currentWeight: Double = Self.currentSampleWeight) {
        self.currentWeight = currentWeight
        // 1 − 0.2 is exactly the double 0.8.
        previousWeight = 1 - currentWeight
        anchorPosition = position
        anchorTime = time
    }

    /// Records the touch at `position` at `time`.
    ///
    /// Complexity O(1).
    ///
    /// - Parameters:
    ///   - position: The touch's position, in points.
    ///   - time: The touch's time, in seconds.
    public mutating func record(position: Double, time: Double) {
        let interval = time - anchorTime
        guard interval > 0 else { return }
        let sample = interval >= Self.minimumSampleInterval ? (position - anchorPosition) / interval : 0
        previous = current
        current = sample
        anchorPosition = position
        anchorTime = time
    }

    /// The velocity UIKit reports, points per second in the finger's direction.
    public var velocity: Double {
        guard let current else { return 0 }
        guard let previous else { return currentWeight * current }
        return currentWeight * current + previousWeight * previous
    }

    /// The newest raw sample (points per second), or 0 before the first.
    public var latestSample: Double { current ?? 0 }
}
