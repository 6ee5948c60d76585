/// One touch of one finger at one instant: what a gesture expands into and what a trace's touch
/// event holds.
public struct TouchSample: Equatable, Sendable {
    /// When (s, on the caller's clock).
    public var time: Double
    /// Which finger (0…``Gesture/maximumFinger``).
    public var finger: Int
    /// `began`, `moved` or `ended` for an expanded gesture.
    public var phase: TouchPhase
    /// Window coordinates (pt), like `UITouch.location(in: nil)`.
    public var location: Point

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: The sample's time, in seconds.
    ///   - finger: The finger's index (0 for the first).
    ///   - phase: The touch phase.
    ///   - location: The finger's location, in window coordinates (points).
    public init(time: Double, finger: Int, phase: TouchPhase, location: Point) {
        self.time = time
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}
