import ScrollSimTrace
import Testing

@testable import ScrollSimJSON
@testable import ScrollSimRecorder

/// Tests that the recorder captures the zoom configuration and per-frame offset, content size and scale.
///
/// What the recorder captures to fit the zoom numbers scrollsim marks unverified: the zoom configuration at the first
/// touch, and the scroll view's offset, content size and scale per display frame (the trace's `recorded` frames, which
/// the replay ignores).
struct GestureRecordingZoomTests {
    /// A 400 × 800 pt photo view whose zoom view fills it at scale 1.
    static func photo(
        scale: Double = 1, minimum: Double = 1, maximum: Double = 4, bouncesZoom: Bool = true,
        zoomView: Rect? = Rect(x: 0, y: 0, width: 400, height: 800)
    ) -> ScrollViewSnapshot {
        ScrollViewSnapshot(
            identifier: "photo", frameInWindow: Rect(x: 0, y: 0, width: 400, height: 800),
            contentSize: Size(width: 400 * scale, height: 800 * scale), zoomScale: scale, minimumZoomScale: minimum,
            maximumZoomScale: maximum, bouncesZoom: bouncesZoom, zoomViewFrame: zoomView)
    }

    static let epoch = GestureRecordingTests.epoch

    /// Records a two-finger spread from 200 to 400 pt with display frames whose scale grows and bounces back.
    ///
    /// Two fingers 200 pt apart around (200, 400) spreading to 400 pt over 0.3 s (120 Hz), then lifting; a display
    /// frame every 1/60 s from the touch-down to 0.7 s with the scale growing as the fingers spread, then bouncing back
    /// to the maximum.
    static func pinch(into recording: inout GestureRecording, frames: Bool) {
        let steps = 36
        for step in 0...steps {
            let half = 100 + 100 * Double(step) / Double(steps)
            let phase: TouchPhase = step == 0 ? .began : .moved
            let time = epoch + Double(step) / 120
            recording.record(
                RecordedTouch(touchID: 1, timestamp: time, phase: phase, location: Point(x: 200 - half, y: 400)))
            recording.record(
                RecordedTouch(touchID: 2, timestamp: time, phase: phase, location: Point(x: 200 + half, y: 400)))
        }
        let lift = epoch + 0.31
        recording.record(RecordedTouch(touchID: 1, timestamp: lift, phase: .ended, location: Point(x: 0, y: 400)))
        recording.record(RecordedTouch(touchID: 2, timestamp: lift, phase: .ended, location: Point(x: 400, y: 400)))
        guard frames else { return }
        for frame in 0...42 {
            let time = Double(frame) / 60
            let scale = time <= 0.3 ? 1 + time * 10 : max(1.5, 4 - (time - 0.3) * 5)
            recording.recordFrame(
                FrameSample(
                    timestamp: epoch + time, contentOffset: Point(x: 200 * (scale - 1), y: 400 * (scale - 1)),
                    contentSize: Size(width: 400 * scale, height: 800 * scale), zoomScale: scale))
        }
    }

    static func recording(_ snapshot: ScrollViewSnapshot) -> GestureRecording {
        var recording = GestureRecording(scale: 3, windowSize: Size(width: 400, height: 800), name: "pinch")
        recording.capture(scrollViews: [snapshot])
        return recording
    }

    /// A snapshot, and the zoom configuration its trace declares (nil: no zoom key written).
    static let zoomCases: [(ScrollViewSnapshot, ZoomSpec?)] = {
        func zoom(_ scale: Double, _ minimum: Double, _ maximum: Double, _ bounces: Bool, _ frame: Rect) -> ZoomSpec {
            var spec = ZoomSpec()
            spec.zoomScale = scale
            spec.minimumZoomScale = minimum
            spec.maximumZoomScale = maximum
            spec.bouncesZoom = bounces
            spec.zoomViewFrame = frame
            return spec
        }
        return [
            (photo(), zoom(1, 1, 4, true, Rect(x: 0, y: 0, width: 400, height: 800))),
            (
                photo(
                    scale: 2, minimum: 0.5, maximum: 3, bouncesZoom: false,
                    zoomView: Rect(x: 10, y: 20, width: 300, height: 600)),
                zoom(2, 0.5, 3, false, Rect(x: 10, y: 20, width: 300, height: 600))
            ),
            // Equal limits or no zoom view: the view does not zoom, nothing is written.
            (photo(minimum: 2, maximum: 2), nil),
            (photo(zoomView: nil), nil),
            (GestureRecordingTests.list, nil),
        ]
    }()

    @Test(arguments: zoomCases)
    func theZoomConfigurationIsWrittenOnlyForAViewThatZooms(snapshot: ScrollViewSnapshot, zoom: ZoomSpec?) throws {
        var recording = Self.recording(snapshot)
        GestureRecordingTests.flick(into: &recording)
        let text = try recording.trace()
        let trace = try Replay.decode(Array(text.utf8))
        #expect(trace.scrollView.zoom == zoom)
        for key in ["zoomScale", "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "zoomView"] {
            #expect(text.contains("\"\(key)\"") == (zoom != nil), "\(key)")
        }
        // Without frames there is no `recorded` member: a non-zooming recording is written as before.
        #expect(!text.contains("recorded"))
    }

    /// Frames the recorder keeps or drops (a sequence fed in order → the timestamps kept).
    static let frameCases: [([FrameSample], [Double])] = {
        func frame(_ t: Double, x: Double = 0, width: Double = 400, scale: Double = 1) -> FrameSample {
            FrameSample(
                timestamp: t, contentOffset: Point(x: x, y: 0), contentSize: Size(width: width, height: 800),
                zoomScale: scale)
        }
        return [
            ([frame(1), frame(2), frame(3)], [1, 2, 3]),
            // Not later than the previous frame: dropped.
            ([frame(1), frame(1), frame(0.5), frame(2)], [1, 2]),
            // What trace format 1 would reject: dropped, the rest kept.
            ([frame(1, x: .nan), frame(2, x: 2e7), frame(3, width: -1), frame(4, scale: 0), frame(5)], [5]),
            ([frame(.infinity), frame(1, scale: .infinity), frame(2, width: 1e7, scale: 1e7)], [2]),
        ]
    }()

    @Test(arguments: frameCases)
    func framesThatCannotBeWrittenAreDropped(frames: [FrameSample], kept: [Double]) {
        var recording = Self.recording(Self.photo())
        for frame in frames { recording.recordFrame(frame) }
        #expect(recording.frames.map(\.timestamp) == kept)
    }

    @Test func framesAreWrittenReBasedAndTheTraceReplays() throws {
        var recording = Self.recording(Self.photo())
        Self.pinch(into: &recording, frames: true)
        #expect(recording.isComplete)
        let text = try recording.trace()
        guard case .object(let root) = try JSONParser.parse(Array(text.utf8)),
            case .object(let recorded)? = root["recorded"], case .array(let frames)? = recorded["frames"]
        else {
            Issue.record("no recorded frames in:\n\(text)")
            return
        }
        #expect(recorded.members.map(\.key) == ["frames"])
        #expect(frames.count == 43)
        var written = ""
        JSONWriter.append(frames[3], to: &written)
        #expect(
            written
                == #"{"t": 0.05, "offset": {"x": 100, "y": 200}, "contentSize": {"width": 600, "height": 1200}, "#
                + #""zoomScale": 1.5}"#)
        // The two fingers are recorded as fingers 0 and 1, interleaved at each instant.
        let trace = try Replay.decode(Array(text.utf8))
        let fingers = trace.events.compactMap { event -> Int? in
            if case .touch(_, let finger, _, _) = event { return finger } else { return nil }
        }
        #expect(fingers.prefix(4) == [0, 1, 0, 1])
        #expect(Set(fingers) == [0, 1])
        // The replay zooms, and the frames change nothing in its log.
        var withoutFrames = Self.recording(Self.photo())
        Self.pinch(into: &withoutFrames, frames: false)
        let plain = try withoutFrames.trace()
        #expect(!plain.contains("recorded"))
        for format in [LogFormat.text, .jsonl] {
            let log = try Replay.run(trace: Array(text.utf8), format: format)
            #expect(log == (try Replay.run(trace: Array(plain.utf8), format: format)))
            if format == .text { #expect(log.contains("didZoom")) }
        }
    }

    /// Refreshes stop counting at the last lift, so the vsync phase stays the one nearest to the
    /// lift; frames go on (the zoom bounce comes after the lift).
    @Test func afterTheLiftFramesGoOnAndRefreshesStop() throws {
        var recording = Self.recording(Self.photo())
        Self.pinch(into: &recording, frames: false)
        let lift = Self.epoch + 0.31
        for frame in 0..<3 {
            let time = lift + Double(frame) / 60
            recording.recordRefresh(at: time)
            recording.recordFrame(
                FrameSample(
                    timestamp: time, contentOffset: .zero, contentSize: Size(width: 400, height: 800), zoomScale: 1))
        }
        #expect(recording.frames.count == 3)
        #expect(recording.refreshes.isEmpty)
    }
}
