import ScrollSimTrace
import Testing

@testable import ScrollSimRecorder

/// Tests that the recorder core, fed as the UIKit adapter feeds it on a device, writes traces that replay.
///
/// The recorder core, fed the way the UIKit adapter feeds it on a device: a device-epoch clock, every sample also
/// delivered as its event's coalesced copy, display refreshes off the touch phase; its traces must replay.
struct GestureRecordingTests {
    /// An iPhone-like list: 393 × 852 pt at 3×, with a top safe-area inset.
    static let list = ScrollViewSnapshot(
        identifier: "feed list", frameInWindow: Rect(x: 0, y: 0, width: 393, height: 852),
        contentSize: Size(width: 393, height: 20_000),
        adjustedContentInset: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        contentOffset: Point(x: 0, y: 5000))
    /// The device's uptime when the first touch came down (s).
    static let epoch = 81_234.567_891

    /// A new recording of `views` with refreshes at 60 Hz from 3 ms before the first touch to 0.5 s.
    static func recording(_ views: [ScrollViewSnapshot] = [list]) -> GestureRecording {
        var recording = GestureRecording(scale: 3, windowSize: Size(width: 393, height: 852), name: "device-flick")
        recording.capture(scrollViews: views)
        for frame in 0..<30 { recording.recordRefresh(at: epoch - 0.003 + Double(frame) / 60) }
        return recording
    }

    /// Delivers `touch` as UIKit does with coalesced touches: the coalesced copy, then the event's
    /// own touch (the same sample again).
    static func deliver(_ touch: RecordedTouch, to recording: inout GestureRecording) {
        recording.record(touch)
        recording.record(touch)
    }

    /// A 1 200 pt/s flick up: down, 8 moves of 10 pt every 1/120 s, lift at the last point.
    static func flick(into recording: inout GestureRecording, touchID: Int = 7, x: Double = 196.5) {
        let step = 1.0 / 120
        deliver(
            RecordedTouch(touchID: touchID, timestamp: epoch, phase: .began, location: Point(x: x, y: 700)),
            to: &recording)
        for n in 1...8 {
            deliver(
                RecordedTouch(
                    touchID: touchID, timestamp: epoch + Double(n) * step, phase: .moved,
                    location: Point(x: x, y: 700 - 10 * Double(n))), to: &recording)
        }
        deliver(
            RecordedTouch(touchID: touchID, timestamp: epoch + 8 * step, phase: .ended, location: Point(x: x, y: 620)),
            to: &recording)
    }

    @Test func aFlickBecomesATraceThatReplaysWithItsVelocity() throws {
        var recording = Self.recording()
        #expect(!recording.hasBegun)
        Self.flick(into: &recording)
        #expect(recording.isComplete)
        let text = try recording.trace()
        let trace = try Replay.decode(Array(text.utf8))
        // Duplicates dropped: began, 8 moves, ended.
        #expect(trace.events.count == 10)
        #expect(trace.events.first == .touch(time: 0, finger: 0, phase: .began, location: Point(x: 196.5, y: 700)))
        #expect(trace.events.last?.time == 0.066666667)
        #expect(trace.name == "device-flick")
        #expect(trace.scrollView.id == "feed_list")
        #expect(trace.scrollView.contentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(trace.screen.refreshRate == 60)
        #expect(trace.screen.scale == 3)
        // The latest refresh, re-based: −0.003 + 29/60 s.
        #expect(trace.screen.firstFrame == GestureGrid.time(-0.003 + 29.0 / 60))
        let writer = TextLogWriter()
        let finals = try Replay.replay(trace, into: writer)
        #expect(writer.output.contains("velocity (0.0000, 1.2000)"))
        #expect(finals[0].offset.y > 5500)
    }

    @Test func aCancelledTouchEndsTheDragWithZeroVelocity() throws {
        var recording = Self.recording()
        let start = Self.epoch
        Self.deliver(
            RecordedTouch(touchID: 1, timestamp: start, phase: .began, location: Point(x: 100, y: 600)), to: &recording)
        for n in 1...5 {
            Self.deliver(
                RecordedTouch(
                    touchID: 1, timestamp: start + Double(n) * 0.01, phase: .moved,
                    location: Point(x: 100, y: 600 - 12 * Double(n))), to: &recording)
        }
        #expect(!recording.isComplete)
        Self.deliver(
            RecordedTouch(touchID: 1, timestamp: start + 0.06, phase: .cancelled, location: Point(x: 100, y: 540)),
            to: &recording)
        #expect(recording.isComplete)
        let trace = try Replay.decode(Array(try recording.trace().utf8))
        #expect(trace.events.last == .touch(time: 0.06, finger: 0, phase: .cancelled, location: Point(x: 100, y: 540)))
        let writer = TextLogWriter()
        try Replay.replay(trace, into: writer)
        #expect(writer.output.contains("touchCancelled"))
        #expect(writer.output.contains("velocity (0.0000, 0.0000)"))
        #expect(writer.output.contains("willDecelerate false"))
    }

    @Test func strayOldAndRepeatedSamplesAreDropped() throws {
        var recording = Self.recording()
        let t = Self.epoch
        // A move of a touch that began before the recording, and a stationary one: dropped.
        recording.record(RecordedTouch(touchID: 3, timestamp: t - 0.1, phase: .moved, location: Point(x: 1, y: 1)))
        #expect(!recording.hasBegun)
        recording.record(RecordedTouch(touchID: 1, timestamp: t, phase: .began, location: Point(x: 50, y: 500)))
        recording.record(RecordedTouch(touchID: 1, timestamp: t, phase: .began, location: Point(x: 50, y: 500)))
        recording.record(RecordedTouch(touchID: 1, timestamp: t + 0.01, phase: .moved, location: Point(x: 50, y: 480)))
        // Older than the last kept sample (a late coalesced copy): dropped.
        recording.record(RecordedTouch(touchID: 1, timestamp: t + 0.005, phase: .moved, location: Point(x: 50, y: 490)))
        // Same instant, same place, other phase: kept (a lift at the last move).
        recording.record(RecordedTouch(touchID: 1, timestamp: t + 0.01, phase: .ended, location: Point(x: 50, y: 480)))
        // After the lift the touch is unknown again.
        recording.record(RecordedTouch(touchID: 1, timestamp: t + 0.02, phase: .moved, location: Point(x: 50, y: 470)))
        let trace = try Replay.decode(Array(try recording.trace().utf8))
        #expect(
            trace.events == [
                .touch(time: 0, finger: 0, phase: .began, location: Point(x: 50, y: 500)),
                .touch(time: 0.01, finger: 0, phase: .moved, location: Point(x: 50, y: 480)),
                .touch(time: 0.01, finger: 0, phase: .ended, location: Point(x: 50, y: 480)),
            ])
    }

    @Test func fingersTakeTheLowestFreeNumberAndInterleaveInTimeOrder() throws {
        var recording = Self.recording()
        let t = Self.epoch
        recording.record(RecordedTouch(touchID: 10, timestamp: t, phase: .began, location: Point(x: 100, y: 500)))
        recording.record(
            RecordedTouch(touchID: 20, timestamp: t + 0.02, phase: .began, location: Point(x: 200, y: 500)))
        recording.record(
            RecordedTouch(touchID: 10, timestamp: t + 0.03, phase: .ended, location: Point(x: 100, y: 500)))
        // Samples of finger 1 delivered late (a coalesced batch) still sort into time order.
        recording.record(
            RecordedTouch(touchID: 20, timestamp: t + 0.025, phase: .moved, location: Point(x: 200, y: 490)))
        recording.record(
            RecordedTouch(touchID: 30, timestamp: t + 0.04, phase: .began, location: Point(x: 150, y: 500)))
        recording.record(
            RecordedTouch(touchID: 30, timestamp: t + 0.05, phase: .ended, location: Point(x: 150, y: 500)))
        recording.record(
            RecordedTouch(touchID: 20, timestamp: t + 0.06, phase: .ended, location: Point(x: 200, y: 490)))
        let trace = try Replay.decode(Array(try recording.trace().utf8))
        #expect(
            trace.events == [
                .touch(time: 0, finger: 0, phase: .began, location: Point(x: 100, y: 500)),
                .touch(time: 0.02, finger: 1, phase: .began, location: Point(x: 200, y: 500)),
                .touch(time: 0.025, finger: 1, phase: .moved, location: Point(x: 200, y: 490)),
                .touch(time: 0.03, finger: 0, phase: .ended, location: Point(x: 100, y: 500)),
                .touch(time: 0.04, finger: 0, phase: .began, location: Point(x: 150, y: 500)),
                .touch(time: 0.05, finger: 0, phase: .ended, location: Point(x: 150, y: 500)),
                .touch(time: 0.06, finger: 1, phase: .ended, location: Point(x: 200, y: 490)),
            ])
    }

    @Test func aScrollViewInsideAnotherBecomesAScene() throws {
        // A horizontal carousel (window y 300) inside a vertical page scrolled to 1000.
        let carousel = ScrollViewSnapshot(
            identifier: "carousel", frameInWindow: Rect(x: 0, y: 300, width: 393, height: 200),
            contentSize: Size(width: 2000, height: 200), contentOffset: Point(x: 400, y: 0), isPagingEnabled: true,
            decelerationRate: DecelerationRate.fast.rawValue)
        let page = ScrollViewSnapshot(
            frameInWindow: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 5000),
            contentOffset: Point(x: 0, y: 1000), decelerationRate: 0.995)
        var recording = Self.recording([carousel, page])
        Self.flick(into: &recording, x: 200)
        let text = try recording.trace()
        let trace = try Replay.decode(Array(text.utf8))
        let scene = try #require(trace.scene)
        #expect(scene.views.map(\.id) == ["scrollView", "carousel"])
        #expect(scene.views[1].parent == "scrollView")
        // In the page's content coordinates: window y 300 + the page's offset 1000.
        #expect(scene.views[1].frame == Rect(x: 0, y: 1300, width: 393, height: 200))
        #expect(text.contains(#""decelerationRate": "fast""#))
        #expect(text.contains(#""decelerationRate": 0.995"#))
        // The touch lands on the carousel; its vertical flick drives the page, not the carousel.
        let writer = TextLogWriter()
        let finals = try Replay.replay(trace, into: writer)
        #expect(finals[0].offset.y > 1000)
        #expect(finals[1].offset == Point(x: 400, y: 0))
    }

    @Test func whatCannotBecomeATraceIsAnError() {
        var empty = Self.recording()
        #expect(throws: RecordingError.noTouches) { try empty.trace() }
        empty.capture(scrollViews: [])
        Self.flick(into: &empty)
        #expect(throws: RecordingError.noScrollView) { try empty.trace() }
        var zero = Self.recording([
            ScrollViewSnapshot(
                frameInWindow: Rect(x: 0, y: 0, width: 0, height: 852), contentSize: Size(width: 1, height: 1))
        ])
        Self.flick(into: &zero)
        #expect(
            throws: RecordingError.invalidTrace(
                "scrollView.frame.width: expected a number from 0.001 to 10000000, got 0")
        ) { try zero.trace() }
    }

    /// Intervals between display refreshes (s) and the rate they measure (Hz).
    static let refreshCases: [([Double], Double)] = [
        (Array(repeating: 1.0 / 120, count: 50), 120),
        ([1.0 / 60, 1.0 / 60, 1.0 / 120, 1.0 / 60, 1.0 / 60.1, 1.0 / 59.9], 60),
        ([0.0083, 0.0084, 0.0083, 0.0167, 0.0083], 120),
    ]

    @Test(arguments: refreshCases)
    func theRefreshRateIsTheMedianIntervalsRate(intervals: [Double], rate: Double) {
        var recording = GestureRecording(scale: 2, windowSize: Size(width: 1, height: 1))
        var time = 500.0
        recording.recordRefresh(at: time)
        for interval in intervals {
            time += interval
            recording.recordRefresh(at: time)
        }
        #expect(recording.measuredRefreshRate == rate)
    }

    @Test func withoutRefreshesTheScreenKeepsItsDefaults() throws {
        var recording = GestureRecording(scale: 2, windowSize: Size(width: 393, height: 852))
        recording.capture(scrollViews: [Self.list])
        Self.flick(into: &recording)
        let trace = try Replay.decode(Array(try recording.trace().utf8))
        #expect(trace.screen == ScreenSpec(scale: 2))
    }

    @Test(
        arguments: [
            ([nil, nil, nil], ["scrollView", "scrollView2", "scrollView3"]),
            (["list", "list", nil], ["list", "scrollView", "scrollView2"]),
            (["window", "", "a b\tc"], ["scrollView", "scrollView2", "a_b_c"]),
            ([String(repeating: "x", count: 70), "scrollView"], [String(repeating: "x", count: 64), "scrollView"]),
        ] as [([String?], [String])])
    func idsComeFromAccessibilityIdentifiers(identifiers: [String?], ids: [String]) {
        #expect(GestureRecording.uniqueIDs(identifiers) == ids)
    }
}
