// The values a deceleration axis reports: where it is relative to its range, and what it does at one instant.
extension DecelerationAxis {
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
        ///
        /// - Parameters:
        ///   - position: The axis's position, in points.
        ///   - velocity: The axis's velocity, in points per second.
        ///   - isBouncing: Whether the axis is bouncing at an edge.
        ///   - isOutside: Whether the axis is past an edge of its range.
        public init(position: Double, velocity: Double, isBouncing: Bool, isOutside: Bool) {
            self.position = position
            self.velocity = velocity
            self.isBouncing = isBouncing
            self.isOutside = isOutside
        }
    }
}
