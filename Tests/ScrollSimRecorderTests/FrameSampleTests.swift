import Foundation
import ScrollSimTrace
import Testing

@testable import ScrollSimRecorder

/// Tests each optional value a recorded frame may capture: written when sampled, validated and used by compare.
///
/// Each value a frame may capture beside the model values: the presentation layer's offset and scale (what the screen
/// showed during a Core Animation-driven zoom bounce), the flags, `isZoomBouncing` and the pinch recognizer's scale;
/// written only when sampled, validated by the decoder, used by compare in place of the model values.
struct FrameSampleTests {
    static let epoch = GestureRecordingTests.epoch

    static func recording(_ frames: [FrameSample]) -> GestureRecording {
        var recording = GestureRecordingTests.recording()
        GestureRecordingTests.flick(into: &recording)
        for frame in frames { recording.recordFrame(frame) }
        return recording
    }

    static let bouncing = FrameSample(
        timestamp: epoch + 0.1, contentOffset: Point(x: 200, y: 300), contentSize: Size(width: 800, height: 1600),
        zoomScale: 2, presentationOffset: Point(x: 260, y: 390), presentationZoomScale: 2.3,
        flags: ScrollFlags(tracking: false, dragging: false, decelerating: false), isZoomBouncing: true,
        pinchScale: 2.5)

    @Test func everySampledValueIsWrittenAndTheTraceDecodes() throws {
        let text = try Self.recording([Self.bouncing]).trace()
        #expect(
            text.contains(
                #""zoomScale": 2, "presentationOffset": {"x": 260, "y": 390}, "presentationZoomScale": 2.3, "tracking": false, "dragging": false, "decelerating": false, "zoomBouncing": true, "pinchScale": 2.5}"#
            ), "\(text)")
        let bytes = Array(text.utf8)
        _ = try Replay.decode(bytes)
        let session = try #require(try Trace.recordedSession(in: bytes))
        #expect(
            session.frames == [
                RecordedSession.Frame(time: 0.1, offset: Point(x: 260, y: 390), zoomScale: 2.3, isZoomBouncing: true)
            ])
    }

    @Test func aFrameWithoutThemIsWrittenAsBefore() throws {
        let plain = FrameSample(
            timestamp: Self.epoch + 0.1, contentOffset: Point(x: 0, y: 5), contentSize: Size(width: 393, height: 900))
        let text = try Self.recording([plain]).trace()
        #expect(
            text.contains(
                #"{"t": 0.1, "offset": {"x": 0, "y": 5}, "contentSize": {"width": 393, "height": 900}, "zoomScale": 1}"#
            ))
        let session = try #require(try Trace.recordedSession(in: Array(text.utf8)))
        #expect(session.frames[0].offset == Point(x: 0, y: 5) && session.frames[0].zoomScale == 1)
    }

    @Test(arguments: [
        FrameSample(
            timestamp: epoch + 0.1, contentOffset: .zero, contentSize: Size(width: 1, height: 1),
            presentationOffset: Point(x: .infinity, y: 0)),
        FrameSample(
            timestamp: epoch + 0.1, contentOffset: .zero, contentSize: Size(width: 1, height: 1),
            presentationZoomScale: 0),
        FrameSample(
            timestamp: epoch + 0.1, contentOffset: .zero, contentSize: Size(width: 1, height: 1), pinchScale: -1),
    ])
    func aFrameWithAnOddSampledValueIsDropped(_ frame: FrameSample) {
        #expect(Self.recording([frame]).frames.isEmpty)
    }

    @Test func theDecoderNamesABadSampledValue() throws {
        var text = try Self.recording([Self.bouncing]).trace()
        text = text.replacingOccurrences(of: #""zoomBouncing": true"#, with: #""zoomBouncing": 1"#)
        #expect(throws: ReplayError.self) { try Replay.decode(Array(text.utf8)) }
        do { _ = try Replay.decode(Array(text.utf8)) } catch {
            #expect(error.description.hasPrefix("recorded.frames[0].zoomBouncing: expected true or false"), "\(error)")
        }
    }
}
