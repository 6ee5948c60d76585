import ScrollSimTrace
import Testing

@testable import ScrollSimRecorder

/// Tests that recorded delegate calls are kept in time order, written to the trace and read back by compare.
///
/// The recorded scroll view's delegate calls (what the Apple-only adapter's forwarding delegate feeds the core): kept
/// in time order, written as `recorded.delegateCalls`, read back by compare.
struct RecordedDelegateCallTests {
    static let epoch = GestureRecordingTests.epoch

    static func recording() -> GestureRecording {
        var recording = RecordedScrollEventsTests.recording()
        let calls = [
            RecordedDelegateCall(
                timestamp: epoch + 0.02, method: .willBeginDragging, contentOffset: Point(x: 0, y: 5000)),
            RecordedDelegateCall(timestamp: epoch + 0.03, method: .didScroll, contentOffset: Point(x: 0, y: 5002)),
            RecordedDelegateCall(
                timestamp: epoch + 0.0667, method: .willEndDragging, contentOffset: Point(x: 0, y: 5010),
                velocity: Point(x: 0, y: 1.25), target: Point(x: 0, y: 5964)),
            RecordedDelegateCall(
                timestamp: epoch + 0.0667, method: .didEndDragging, contentOffset: Point(x: 0, y: 5010),
                willDecelerate: true),
            RecordedDelegateCall(
                timestamp: epoch + 0.5, method: .didEndZooming, contentOffset: Point(x: 0, y: 5964), zoomScale: 2),
        ]
        for call in calls { recording.recordDelegateCall(call) }
        return recording
    }

    @Test func theCallsAreWrittenUnderRecordedWithTheirArguments() throws {
        let text = try Self.recording().trace()
        #expect(
            text.contains(
                #""delegateCalls": [{"t": 0.02, "call": "willBeginDragging", "offset": {"x": 0, "y": 5000}}, "#))
        #expect(
            text.contains(
                #"{"t": 0.0667, "call": "willEndDragging", "offset": {"x": 0, "y": 5010}, "velocity": {"x": 0, "y": 1.25}, "target": {"x": 0, "y": 5964}}"#
            ))
        #expect(text.contains(#""willDecelerate": true}"#) && text.contains(#""scale": 2}"#))
        let bytes = Array(text.utf8)
        _ = try Replay.decode(bytes)
        let session = try #require(try Trace.recordedSession(in: bytes))
        #expect(
            session.calls.map(\.name) == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "didEndZooming",
            ])
        #expect(session.calls[2].velocity == Point(x: 0, y: 1.25) && session.calls[2].target == Point(x: 0, y: 5964))
        #expect(session.restTime == 0.5)
    }

    @Test func oddCallsAreDropped() {
        var recording = GestureRecordingTests.recording()
        let early = RecordedDelegateCall(timestamp: Self.epoch, method: .willBeginDragging, contentOffset: .zero)
        recording.recordDelegateCall(early)
        #expect(recording.delegateCalls.isEmpty, "before the first touch")
        GestureRecordingTests.flick(into: &recording)
        let kept = RecordedDelegateCall(timestamp: Self.epoch + 0.5, method: .didScroll, contentOffset: .zero)
        recording.recordDelegateCall(kept)
        for odd in [
            RecordedDelegateCall(timestamp: Self.epoch + 0.1, method: .didScroll, contentOffset: .zero),
            RecordedDelegateCall(timestamp: Self.epoch + 0.6, method: .didScroll, contentOffset: Point(x: .nan, y: 0)),
            RecordedDelegateCall(
                timestamp: Self.epoch + 0.6, method: .didZoom, contentOffset: .zero, zoomScale: 0),
            RecordedDelegateCall(
                timestamp: Self.epoch + 0.6, method: .willEndDragging, contentOffset: .zero,
                velocity: Point(x: 1e8, y: 0)),
        ] {
            recording.recordDelegateCall(odd)
        }
        #expect(recording.delegateCalls == [kept])
    }
}
