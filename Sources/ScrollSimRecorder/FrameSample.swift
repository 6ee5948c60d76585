import ScrollSimTrace

/// The recorded scroll view as one display frame showed it: what a device recording needs to fit
/// the zoom constants scrollsim marks unverified (the zoom rubber band, the zoom bounce's
/// duration) and to compare a recording with its replay frame by frame.
public struct FrameSample: Equatable, Sendable {
    /// `CADisplayLink.timestamp`: seconds on the same uptime clock as the touches.
    public var timestamp: Double
    /// `contentOffset`.
    public var contentOffset: Point
    /// `contentSize`.
    public var contentSize: Size
    /// `zoomScale`.
    public var zoomScale: Double

    /// Creates a sample.
    public init(timestamp: Double, contentOffset: Point, contentSize: Size, zoomScale: Double = 1) {
        self.timestamp = timestamp
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.zoomScale = zoomScale
    }
}
