import ScrollSimTrace
import Testing

@testable import ScrollSimRecorder

/// Tests that the recorder's captures for the unverified rules are written, decoded and ignored by the replay.
///
/// The captures that settle the unverified rules, each through the core as the Apple-only adapter feeds it: written
/// into `recorded`, accepted by the decoder, ignored by the replay. (The presentation values, flags, `isZoomBouncing`
/// and the pinch scale: `FrameSampleTests`; the delegate calls' arguments: `RecordedDelegateCallTests`; the refresh
/// rate and the vsync phase, `screen.refreshRate` and `screen.firstFrame`: `GestureRecordingTests`.)
struct RecorderCaptureTests {
    static let epoch = GestureRecordingTests.epoch

    /// The list of `GestureRecordingTests` with its insets as UIKit reports them at the first touch.
    static let insetList: ScrollViewSnapshot = {
        var list = GestureRecordingTests.list
        list.contentInset = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        list.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        list.contentInsetAdjustmentBehavior = .automatic
        return list
    }()

    /// A flick of `view` with one frame, and whatever `feed` records next.
    static func trace(
        of view: ScrollViewSnapshot = GestureRecordingTests.list, frame: FrameSample? = nil,
        _ feed: (inout GestureRecording) -> Void = { _ in }
    ) throws -> String {
        var recording = GestureRecordingTests.recording([view])
        GestureRecordingTests.flick(into: &recording)
        recording.recordFrame(
            frame
                ?? FrameSample(
                    timestamp: epoch + 0.1, contentOffset: Point(x: 0, y: 5000),
                    contentSize: Size(width: 393, height: 20_000)))
        feed(&recording)
        return try recording.trace()
    }

    /// One captured value, the JSON it must produce.
    struct Capture: Sendable, CustomTestStringConvertible {
        var name: String
        var text: @Sendable () throws -> String
        var expected: String
        var testDescription: String { name }
    }

    static let captures: [Capture] = [
        Capture(
            name: "adjustedContentInset per frame",
            text: {
                try trace(
                    frame: FrameSample(
                        timestamp: epoch + 0.1, contentOffset: Point(x: 0, y: 5000),
                        contentSize: Size(width: 393, height: 20_000),
                        adjustedContentInset: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
            },
            expected: #""zoomScale": 1, "adjustedContentInset": {"top": 59, "left": 0, "bottom": 34, "right": 0}}"#),
        Capture(
            name: "contentInset, safeAreaInsets and contentInsetAdjustmentBehavior at the start",
            text: { try trace(of: insetList) },
            expected:
                #""start": {"contentInset": {"top": 0, "left": 0, "bottom": 20, "right": 0}, "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0}, "contentInsetAdjustmentBehavior": "automatic"}"#
        ),
        Capture(
            name: "isZoomBouncing at a delegate call",
            text: {
                try trace {
                    $0.recordDelegateCall(
                        RecordedDelegateCall(
                            timestamp: epoch + 0.2, method: .didZoom, contentOffset: .zero, zoomScale: 2.5,
                            isZoomBouncing: true))
                }
            },
            expected: #"{"t": 0.2, "call": "didZoom", "offset": {"x": 0, "y": 0}, "scale": 2.5, "zoomBouncing": true}"#),
        Capture(
            name: "updateTarget's originalTarget, containerSize and contentSize",
            text: {
                try trace {
                    $0.recordTargetUpdate(
                        RecordedTargetUpdate(
                            timestamp: epoch + 0.0667, proposed: Point(x: 0, y: 5800), target: Point(x: 0, y: 5964),
                            velocity: Point(x: 0, y: 1.2), originalTarget: Point(x: 0, y: 5059),
                            containerSize: Size(width: 393, height: 759), contentSize: Size(width: 393, height: 20_000))
                    )
                }
            },
            expected:
                #""velocity": {"x": 0, "y": 1.2}, "originalTarget": {"x": 0, "y": 5059}, "containerSize": {"width": 393, "height": 759}, "contentSize": {"width": 393, "height": 20000}}"#
        ),
    ]

    @Test(arguments: captures)
    func eachCaptureIsWrittenAndTheTraceReplaysUnchanged(_ capture: Capture) throws {
        let text = try capture.text()
        #expect(text.contains(capture.expected), "\(text)")
        let trace = try Replay.decode(Array(text.utf8))
        // The replay ignores `recorded`: the log is the one of the same trace without it.
        let plain = try Replay.decode(Array(try Self.trace().utf8))
        let with = TextLogWriter(), without = TextLogWriter()
        _ = try Replay.replay(trace, into: with)
        _ = try Replay.replay(plain, into: without)
        #expect(with.output == without.output)
    }

    @Test func withoutTheStartInsetsThereIsNoStart() throws {
        #expect(!(try Self.trace().contains(#""start""#)))
    }

    @Test func oddCapturesAreDroppedNotTheRecording() throws {
        var recording = GestureRecordingTests.recording()
        GestureRecordingTests.flick(into: &recording)
        recording.recordTargetUpdate(
            RecordedTargetUpdate(
                timestamp: Self.epoch + 0.1, proposed: .zero, target: .zero, velocity: .zero,
                containerSize: Size(width: -1, height: 759)))
        #expect(recording.targetUpdates.isEmpty, "a negative size")
        recording.recordFrame(
            FrameSample(
                timestamp: Self.epoch + 0.1, contentOffset: .zero, contentSize: Size(width: 1, height: 1),
                adjustedContentInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)))
        #expect(recording.frames.isEmpty, "a NaN inset")
        var wild = Self.insetList
        wild.safeAreaInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        let text = try Self.trace(of: wild)
        #expect(!text.contains(#""start""#), "an infinite inset leaves the start out")
    }

    @Test(arguments: [
        (
            #""contentInsetAdjustmentBehavior": "automatic""#, #""contentInsetAdjustmentBehavior": "sometimes""#,
            "recorded.start.contentInsetAdjustmentBehavior: expected one of"
        ),
        (
            #""containerSize": {"width": 393"#, #""containerSize": {"width": -393"#,
            "recorded.targetUpdates[0].containerSize.width: expected"
        ),
    ])
    func theDecoderNamesABadCapture(_ good: String, _ bad: String, _ message: String) throws {
        let update = RecordedTargetUpdate(
            timestamp: Self.epoch + 0.0667, proposed: .zero, target: .zero, velocity: .zero,
            containerSize: Size(width: 393, height: 759))
        let text = try Self.trace(of: Self.insetList) { $0.recordTargetUpdate(update) }
        #expect(text.contains(good))
        do {
            _ = try Replay.decode(Array(text.replacingOccurrences(of: good, with: bad).utf8))
            Issue.record("decoded a bad \(message)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test(arguments: RecordedDelegateCall.Method.allCases)
    func onlyTheZoomCallsCarryAScale(_ method: RecordedDelegateCall.Method) {
        #expect(method.isZoomCall == method.rawValue.contains("Zoom"))
    }
}
