/// The display a simulation runs on.
public struct Screen: Equatable, Sendable {
    /// Pixels per point (1, 2 or 3 on iPhones); offsets are rounded to this grid.
    public var scale: Double
    /// Display refreshes per second; the display link fires once per refresh.
    public var refreshRate: Double
    /// A time (s, simulation clock) at which a refresh happens.
    ///
    /// Refreshes are at `frameOrigin + n/refreshRate` for every integer n.
    public var frameOrigin: Double
    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - scale: The number of pixels per point.
    ///   - refreshRate: The refresh rate, in hertz.
    ///   - frameOrigin: The time of the first refresh, in seconds.
    public init(scale: Double = 3, refreshRate: Double = 60, frameOrigin: Double = 0) {
        self.scale = scale
        self.refreshRate = refreshRate
        self.frameOrigin = frameOrigin
    }
    /// The time of refresh number `index`: derived from the index, never accumulated.
    ///
    /// - Parameter index: The refresh's number.
    /// - Returns: The refresh's time, in seconds.
    public func frameTime(_ index: Int) -> Double { frameOrigin + Double(index) / refreshRate }
    /// Half a device pixel, in points: motion smaller than this no longer shows.
    public var halfPixel: Double { 0.5 / scale }
}
