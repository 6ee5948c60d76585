import ScrollSimTrace
import Testing

@testable import ScrollSimRecorder

/// Tests recording a SwiftUI host's phase changes and `updateTarget` calls and their trace JSON.
///
/// A SwiftUI host's phase changes and `updateTarget` calls, recorded beside the touches: the platform-independent core
/// (what the Apple-only adapter feeds it) and their trace JSON.
struct RecordedScrollEventsTests {
    static let epoch = GestureRecordingTests.epoch

    /// A recorded flick with frames, and the host's reports around it.
    static func recording() -> GestureRecording {
        var recording = GestureRecordingTests.recording()
        GestureRecordingTests.flick(into: &recording)
        for n in 0..<3 {
            recording.recordFrame(
                FrameSample(
                    timestamp: epoch + Double(n) / 60, contentOffset: Point(x: 0, y: 5000 + Double(n)),
                    contentSize: Size(width: 393, height: 20_000)))
        }
        let changes: [(Double, ScrollPhase, ScrollPhase)] = [
            (0, .idle, .tracking), (0.02, .tracking, .interacting), (0.0667, .interacting, .decelerating),
        ]
        for (time, old, new) in changes {
            recording.recordScrollPhaseChange(RecordedScrollPhaseChange(timestamp: epoch + time, old: old, new: new))
        }
        recording.recordTargetUpdate(
            RecordedTargetUpdate(
                timestamp: epoch + 0.0667, proposed: Point(x: 0, y: 5800), target: Point(x: 0, y: 5964),
                velocity: Point(x: 0, y: 1200)))
        return recording
    }

    @Test func theReportsAreWrittenUnderRecordedAndTheTraceReplays() throws {
        let text = try Self.recording().trace()
        #expect(
            text.contains(
                #""scrollPhases": [{"t": 0, "old": "idle", "new": "tracking"}, {"t": 0.02, "old": "tracking", "new": "interacting"}, "#
            ))
        #expect(
            text.contains(
                #""targetUpdates": [{"t": 0.0667, "proposed": {"x": 0, "y": 5800}, "target": {"x": 0, "y": 5964}, "velocity": {"x": 0, "y": 1200}}]"#
            ))
        let trace = try Replay.decode(Array(text.utf8))
        // The replay ignores them, as it ignores the frames.
        let writer = TextLogWriter()
        _ = try Replay.replay(trace, into: writer)
        #expect(!writer.output.contains("scrollPhase"))
    }

    @Test func oddReportsAreDropped() {
        var recording = GestureRecordingTests.recording()
        // Before the first touch: dropped.
        recording.recordScrollPhaseChange(RecordedScrollPhaseChange(timestamp: Self.epoch, old: .idle, new: .tracking))
        #expect(recording.scrollPhaseChanges.isEmpty)
        GestureRecordingTests.flick(into: &recording)
        let kept = RecordedScrollPhaseChange(timestamp: Self.epoch + 0.5, old: .idle, new: .tracking)
        recording.recordScrollPhaseChange(kept)
        // No change, going back in time, not finite: dropped.
        recording.recordScrollPhaseChange(
            RecordedScrollPhaseChange(timestamp: Self.epoch + 0.6, old: .idle, new: .idle))
        recording.recordScrollPhaseChange(RecordedScrollPhaseChange(timestamp: Self.epoch, old: .tracking, new: .idle))
        recording.recordScrollPhaseChange(RecordedScrollPhaseChange(timestamp: .nan, old: .tracking, new: .idle))
        #expect(recording.scrollPhaseChanges == [kept])
        let update = RecordedTargetUpdate(
            timestamp: Self.epoch + 0.5, proposed: .zero, target: .zero, velocity: Point(x: .infinity, y: 0))
        recording.recordTargetUpdate(update)
        #expect(recording.targetUpdates.isEmpty)
    }

    /// The three-argument `onScrollPhaseChange`'s context: how a `.paging` view is recorded
    /// without wrapping its behaviour.
    @Test func aPhaseChangeKeepsItsGeometryAndVelocity() throws {
        var recording = Self.recording()
        let earlier = recording.scrollPhaseChanges
        let settled = RecordedScrollPhaseChange(
            timestamp: Self.epoch + 0.5, old: .decelerating, new: .idle, offset: Point(x: 786, y: 0),
            containerSize: Size(width: 393, height: 700), velocity: Point(x: -0.25, y: 0))
        recording.recordScrollPhaseChange(settled)
        // A negative container size is no size: the whole report is dropped.
        recording.recordScrollPhaseChange(
            RecordedScrollPhaseChange(
                timestamp: Self.epoch + 0.6, old: .idle, new: .tracking, containerSize: Size(width: -1, height: 0)))
        #expect(recording.scrollPhaseChanges == earlier + [settled])
        let text = try recording.trace()
        #expect(
            text.contains(
                #"{"t": 0.5, "old": "decelerating", "new": "idle", "offset": {"x": 786, "y": 0}, "containerSize": {"width": 393, "height": 700}, "velocity": {"x": -0.25, "y": 0}}"#
            ), "\(text)")
        // The trace is valid, and compare reads the change back.
        let bytes = Array(text.utf8)
        _ = try Replay.decode(bytes)
        let session = try #require(try Trace.recordedSession(in: bytes))
        #expect(session.phaseChanges.map(\.offset) == earlier.map { _ in nil } + [Point(x: 786, y: 0)])
    }
}
