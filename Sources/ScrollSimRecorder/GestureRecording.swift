import ScrollSimTrace

/// The platform-independent core of the on-device recorder.
///
/// The platform-independent core of the on-device recorder: touch samples, display refresh
/// instants and scroll-view snapshots in; one trace format 1 file per gesture sequence out
/// (``trace()``). The UIKit adapter (`ScrollSimRecordingWindow`, Apple platforms only) feeds it.
///
/// A sequence starts with the first `began` and is ``isComplete`` once every finger that touched
/// down has lifted or been cancelled. What it cleans up, as devices deliver it:
/// - **coalesced duplicates**: `UIEvent.coalescedTouches(for:)` ends with a copy of the event's own
///   touch, and a sample can be delivered again with the next event. A sample equal to its touch's
///   previous one (same phase, time and location), or older than it, is dropped;
/// - touches that began before the recording or are not down (a stray `moved`) are dropped;
/// - fingers: each touch gets the lowest free finger number 0…20 at its `began` (a 22nd
///   simultaneous touch is dropped);
/// - `cancelled` touches are kept: the replay ends their drag with zero velocity, as UIKit does.
public struct GestureRecording: Sendable {
    /// One kept sample, with its finger number.
    struct Sample: Sendable {
        var timestamp: Double
        var finger: Int
        var phase: TouchPhase
        var location: Point
    }

    /// The screen's scale (pixels per point, `UIScreen.scale`).
    public let scale: Double
    /// The window's size (points); used when the trace needs a scene (nested scroll views).
    public let windowSize: Size
    /// The trace's `name`.
    public var name: String?
    /// How many display refresh instants are kept at least.
    ///
    /// The most recent ones, between this many and twice as many (the rate is measured over them; 240 is two seconds at
    /// 120 Hz).
    public static let keptRefreshes = 240

    private(set) var samples: [Sample] = []
    private(set) var refreshes: [Double] = []
    /// The recorded scroll view per display frame, in time order (see ``recordFrame(_:)``).
    public private(set) var frames: [FrameSample] = []
    /// The most frames kept: 10 minutes at 120 Hz.
    ///
    /// Later frames are dropped (a recording is one gesture and its settling, seconds long).
    public static let maximumFrames = 72_000
    /// The recorded scroll view's delegate calls with their arguments (``recordDelegateCall(_:)``),
    /// in time order.
    public internal(set) var delegateCalls: [RecordedDelegateCall] = []
    /// A SwiftUI host's phase changes, in time order (see ``recordScrollPhaseChange(_:)``).
    public internal(set) var scrollPhaseChanges: [RecordedScrollPhaseChange] = []
    /// A SwiftUI host's `updateTarget` calls, in time order (see ``recordTargetUpdate(_:)``).
    public internal(set) var targetUpdates: [RecordedTargetUpdate] = []
    /// The scroll view under the first touch, then its scroll-view ancestors (innermost first).
    public private(set) var scrollViews: [ScrollViewSnapshot] = []
    /// touch id → (finger, its last kept sample).
    private var down: [Int: (finger: Int, last: Sample)] = [:]

    /// Starts an empty recording for a screen of `scale` and a window of `windowSize`.
    ///
    /// - Parameters:
    ///   - scale: The screen's scale, in pixels per point (`UIScreen.scale`).
    ///   - windowSize: The window's size, in points.
    ///   - name: The trace's name, or nil for none.
    public init(scale: Double, windowSize: Size, name: String? = nil) {
        self.scale = scale
        self.windowSize = windowSize
        self.name = name
    }

    /// Whether the first touch has come down.
    public var hasBegun: Bool { !samples.isEmpty }

    /// Whether a sequence was recorded and every finger of it is up again.
    public var isComplete: Bool { hasBegun && down.isEmpty }

    /// Records one touch sample (call it for every coalesced touch, in order).
    ///
    /// O(1) amortised.
    ///
    /// - Parameter touch: The touch sample, in window points and uptime seconds.
    public mutating func record(_ touch: RecordedTouch) {
        if touch.phase == .began {
            guard down[touch.touchID] == nil else { return }
            let used = Set(down.values.map(\.finger))
            guard let finger = (0...Gesture.maximumFinger).first(where: { !used.contains($0) }) else { return }
            let sample = Sample(timestamp: touch.timestamp, finger: finger, phase: .began, location: touch.location)
            samples.append(sample)
            down[touch.touchID] = (finger, sample)
            return
        }
        guard let (finger, last) = down[touch.touchID] else { return }
        guard
            touch.timestamp > last.timestamp
                || (touch.timestamp == last.timestamp && (touch.phase != last.phase || touch.location != last.location))
        else { return }
        let sample = Sample(timestamp: touch.timestamp, finger: finger, phase: touch.phase, location: touch.location)
        samples.append(sample)
        if touch.phase == .ended || touch.phase == .cancelled {
            down[touch.touchID] = nil
        } else {
            down[touch.touchID] = (finger, sample)
        }
    }

    /// Records a display refresh (`CADisplayLink.timestamp`, the same clock as touches).
    ///
    /// Older refreshes are dropped beyond twice ``keptRefreshes``; once the sequence ``isComplete`` refreshes are
    /// ignored, so the trace's vsync phase stays the one nearest to the lift. O(1) amortised.
    ///
    /// - Parameter timestamp: The refresh's `CADisplayLink.timestamp`, in seconds on the touches' clock.
    public mutating func recordRefresh(at timestamp: Double) {
        if isComplete { return }
        if let last = refreshes.last, timestamp <= last { return }
        refreshes.append(timestamp)
        if refreshes.count > 2 * Self.keptRefreshes { refreshes.removeFirst(refreshes.count - Self.keptRefreshes) }
    }

    /// Records what the scroll view under the first touch showed at a display frame.
    ///
    /// Records what the scroll view under the first touch showed at a display frame (call it from
    /// the display link, during the gesture and after the lift until the view settles). A frame
    /// not later than the previous one, one trace format 1 would reject (a number beyond
    /// ±``frameNumberLimit``, a negative size, a scale ≤ 0, anything not finite), and frames
    /// beyond ``maximumFrames`` are dropped, so one odd frame never costs the recording. O(1)
    /// amortised.
    ///
    /// - Parameter frame: What the scroll view showed at the display frame.
    public mutating func recordFrame(_ frame: FrameSample) {
        guard frames.count < Self.maximumFrames else { return }
        if let last = frames.last, frame.timestamp <= last.timestamp { return }
        guard frame.isValid(limit: Self.frameNumberLimit) else { return }
        frames.append(frame)
    }

    /// The largest magnitude trace format 1 accepts for a time, coordinate, size or scale: 10⁷.
    ///
    /// See traces/README.md, "Trace format 1"; scales and sizes > 0 are at least 0.001.
    public static let frameNumberLimit = 10_000_000.0

    /// Records the scroll view under the first touch and its scroll-view ancestors, innermost first.
    ///
    /// The adapter hit-tests the first touch and walks up the superviews.
    ///
    /// - Parameter chain: The scroll view under the first touch, then its scroll-view ancestors.
    public mutating func capture(scrollViews chain: [ScrollViewSnapshot]) {
        scrollViews = chain
    }
}
