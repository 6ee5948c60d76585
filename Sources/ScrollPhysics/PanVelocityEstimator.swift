/// UIPanGestureRecognizer's velocity along one axis, as UIKit computes it.
///
/// Once per delivered touch event whose timestamp advanced, the recognizer shifts its current
/// sample to "previous" and records a new one, `s = Δposition/Δt`. `velocity(in:)` is
/// `0.2·current + 0.8·previous`, or `0.2·current` when there is no valid previous sample
/// (`_centroidMovedTo:atTime:affectingTranslation:`, weights fitted to machine precision
/// [UIKitCore-RE] §4, §7). Events with the same timestamp fold into the next sample.
/// Units: points and seconds in, points per second out (finger direction).
public struct PanVelocityEstimator: Equatable, Sendable {
    /// A sample interval must exceed 2⁻²³ s to count ([UIKitCore-RE] §7).
    public static let minimumSampleInterval: Double = 1.0 / 8_388_608

    private var current: Double?
    private var previous: Double?
    private var anchorPosition: Double
    private var anchorTime: Double

    /// Starts estimating at a touch-down at `position` (pt) and `time` (s).
    public init(position: Double, time: Double) {
        anchorPosition = position
        anchorTime = time
    }

    /// Records the touch at `position` at `time`. Complexity O(1).
    public mutating func record(position: Double, time: Double) {
        let interval = time - anchorTime
        guard interval > 0 else { return }
        let sample = interval > Self.minimumSampleInterval ? (position - anchorPosition) / interval : 0
        previous = current
        current = sample
        anchorPosition = position
        anchorTime = time
    }

    /// The velocity UIKit reports, points per second in the finger's direction.
    public var velocity: Double {
        guard let current else { return 0 }
        guard let previous else { return 0.2 * current }
        return 0.2 * current + 0.8 * previous
    }

    /// The newest raw sample (points per second), or 0 before the first.
    public var latestSample: Double { current ?? 0 }
}
