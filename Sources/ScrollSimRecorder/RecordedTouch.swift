import ScrollSimTrace

/// One touch sample as a device reports it.
///
/// `UITouch`'s `phase`, `location(in: nil)` and `timestamp`, with the identity of the touch it belongs to.
public struct RecordedTouch: Equatable, Sendable {
    /// Identifies the `UITouch`: the same number for every sample of one finger's touch.
    ///
    /// Identifies the `UITouch` (the same number for every sample of one finger's touch; the
    /// adapter numbers touches by object identity). Any integer.
    public var touchID: Int
    /// `UITouch.timestamp`: seconds on the device's uptime clock (any epoch).
    public var timestamp: Double
    /// `UITouch.phase`.
    public var phase: TouchPhase
    /// `UITouch.location(in: nil)`: window points.
    public var location: Point

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - touchID: The touch's number, the same for every sample of one finger.
    ///   - timestamp: `UITouch.timestamp`, in seconds on the device's uptime clock.
    ///   - phase: `UITouch.phase`.
    ///   - location: `UITouch.location(in: nil)`, in window points.
    public init(touchID: Int, timestamp: Double, phase: TouchPhase, location: Point) {
        self.touchID = touchID
        self.timestamp = timestamp
        self.phase = phase
        self.location = location
    }
}
