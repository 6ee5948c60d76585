import Testing

@testable import ScrollSimJSON
@testable import ScrollSimTrace

/// Tests that both decoders validate the `recorded` member strictly from any source and the replay ignores it.
///
/// The top-level `recorded` member (a device recording's frames): validated strictly by the tree decoder and by the
/// streaming reader alike, in any key order and from any source, and ignored by the replay.
struct RecordedDecodingTests {
    static let frame0 =
        #"{"t": 0, "offset": {"x": 0, "y": 10}, "contentSize": {"width": 400, "height": 800}, "zoomScale": 1}"#
    static let frame1 =
        #"{"t": 0.0167, "offset": {"x": 5, "y": 12}, "contentSize": {"width": 480, "height": 960}, "zoomScale": 1.2}"#

    /// A trace of a short drag on a photo view, with `recorded` before or after `events`.
    static func trace(recorded: String?, beforeEvents: Bool = true) -> [UInt8] {
        let head =
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}, "#
            + #""contentSize": {"width": 400, "height": 800}, "zoomView": {"frame": {"x": 0, "y": 0, "#
            + #""width": 400, "height": 800}}, "maximumZoomScale": 4}"#
        let events =
            #""events": [{"t": 0, "phase": "began", "x": 100, "y": 500}, "#
            + #"{"t": 0.1, "phase": "moved", "x": 100, "y": 450}, {"t": 0.2, "phase": "ended", "x": 100, "y": 450}]"#
        guard let recorded else { return Array((head + ", " + events + "}").utf8) }
        let member = #""recorded": "# + recorded
        let text =
            beforeEvents ? head + ", " + member + ", " + events + "}" : head + ", " + events + ", " + member + "}"
        return Array(text.utf8)
    }

    /// Every decoder and source, with `recorded` before and after `events`: one verdict.
    static func verdicts(_ recorded: String) -> [Streaming.Verdict] {
        [true, false].flatMap { before in
            let bytes = trace(recorded: recorded, beforeEvents: before)
            return [Streaming.treeDecode(bytes)] + Streaming.streamVerdicts(bytes)
        }
    }

    @Test(arguments: [
        "{\"frames\": [\(frame0)]}",
        "{\"frames\": [\(frame0), \(frame1)]}",
        "{\"frames\": [\(frame1), \(frame1)]}",
        "{\"frames\": [{\"zoomScale\": 0.5, \"contentSize\": {\"height\": 0, \"width\": 0}, \"t\": -3, \"offset\": {\"y\": -20, \"x\": 1e7}}]}",
    ])
    func validFramesAreIgnoredByTheReplay(recorded: String) throws {
        let without = Streaming.treeDecode(Self.trace(recorded: nil))
        for verdict in Self.verdicts(recorded) { #expect(verdict == without) }
        let log = try Replay.run(trace: Self.trace(recorded: nil), format: .text)
        #expect(!log.isEmpty)
        for before in [true, false] {
            for format in [LogFormat.text, .jsonl] {
                #expect(
                    try Replay.run(trace: Self.trace(recorded: recorded, beforeEvents: before), format: format)
                        == Replay.run(trace: Self.trace(recorded: nil), format: format))
            }
        }
    }

    /// Bad `recorded` input and its one-line message, naming the place.
    static let badCases: [(String, String)] = [
        ("[]", "recorded: expected an object, got an array"),
        ("{}", #"recorded: missing required key "frames""#),
        (#"{"frames": []}"#, "recorded.frames: expected at least one frame"),
        (#"{"frames": 3}"#, "recorded.frames: expected an array, got a number"),
        (#"{"frames": [3]}"#, "recorded.frames[0]: expected an object, got a number"),
        (
            "{\"frames\": [\(frame0)], \"frame\": 1}",
            #"recorded: unknown key "frame" (did you mean frames?)"#
        ),
        (
            #"{"frames": [{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1, "scale": 2}]}"#,
            #"recorded.frames[0]: unknown key "scale" (expected adjustedContentInset, contentSize, decelerating, dragging, offset, pinchScale, presentationOffset, presentationZoomScale, t, tracking, zoomBouncing, zoomScale)"#
        ),
        (
            "{\"frames\": [\(frame1), \(frame0)]}",
            "recorded.frames[1].t: expected a time ≥ 0.0167 (the previous frame's t), got 0"
        ),
        (
            #"{"frames": [{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": -1, "height": 1}, "zoomScale": 1}]}"#,
            "recorded.frames[0].contentSize.width: expected a number from 0 to 10000000, got -1"
        ),
        (
            #"{"frames": [{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 0}]}"#,
            "recorded.frames[0].zoomScale: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"frames": [{"t": 0, "offset": {"x": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1}]}"#,
            #"recorded.frames[0].offset: missing required key "y""#
        ),
    ]

    @Test(arguments: badCases)
    func badFramesAreOneLineErrorsNamingThePlace(recorded: String, message: String) {
        for verdict in Self.verdicts(recorded) { #expect(verdict == .error(message)) }
    }

    /// A number beyond a double's range: the streaming reader names the place (the tree parser
    /// rejects it as a syntax error, as it does anywhere in a trace).
    @Test func aNonFiniteNumberNamesItsPlace() {
        let recorded =
            #"{"frames": [{"t": 0, "offset": {"x": 0, "y": -1e999}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1}]}"#
        for before in [true, false] {
            for verdict in Streaming.streamVerdicts(Self.trace(recorded: recorded, beforeEvents: before)) {
                #expect(
                    verdict
                        == .error(
                            "recorded.frames[0].offset.y: expected a number from -10000000 to 10000000, "
                                + "got a number too large for a Double"))
            }
        }
    }

    /// Broken JSON inside `recorded`, a duplicate key, and a frame error before a broken event:
    /// the streaming reader says what the tree decoder says.
    @Test(arguments: [
        #"{"frames": [1 2]}"#,
        #"{"frames": [1,]}"#,
        "{\"frames\": [\(frame0)], \"frames\": [\(frame0)]}",
        #"{"frames": [{"t": 0}], "x": }"#,
        #"{"frames": [{"t": 0"#,
    ])
    func brokenRecordedJSONReadsTheSameStreamed(recorded: String) {
        let verdicts = Self.verdicts(recorded)
        for verdict in verdicts { #expect(verdict.isError) }
        let bytes = Self.trace(recorded: recorded)
        for verdict in Streaming.streamVerdicts(bytes) { #expect(verdict == Streaming.treeDecode(bytes)) }
    }

    /// Many frames stream from a pipe in small chunks and are checked to the last one.
    @Test func manyFramesStreamAndTheLastIsChecked() {
        let count = 20_000
        var frames = (0..<count).map { index in
            "{\"t\": \(index), \"offset\": {\"x\": 0, \"y\": \(index)}, \"contentSize\": {\"width\": 400, \"height\": 800}, \"zoomScale\": 1}"
        }
        let good = "{\"frames\": [" + frames.joined(separator: ", ") + "]}"
        let without = Streaming.treeDecode(Self.trace(recorded: nil))
        for verdict in Streaming.streamVerdicts(Self.trace(recorded: good), chunkSize: 4096) {
            #expect(verdict == without)
        }
        frames[count - 1] = frames[count - 1].replacingOccurrences(of: "\"zoomScale\": 1", with: "\"zoomScale\": -1")
        let bad = "{\"frames\": [" + frames.joined(separator: ", ") + "]}"
        for verdict in Streaming.streamVerdicts(Self.trace(recorded: bad, beforeEvents: false), chunkSize: 4096) {
            #expect(
                verdict
                    == .error("recorded.frames[19999].zoomScale: expected a number from 0.001 to 10000000, got -1"))
        }
    }
}

/// Tests that recorded scroll phases and target updates are validated like frames and ignored by the replay.
///
/// `recorded.scrollPhases` and `recorded.targetUpdates` (a SwiftUI host's reports from the recorder): validated like
/// the frames, one-line errors naming the place, ignored by the replay.
struct RecordedScrollEventDecodingTests {
    static let frame =
        #"{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1}"#

    static func trace(_ members: String) -> String {
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}}, "events": [{"t": 0, "phase": "began", "x": 10, "y": 10}], "recorded": {"frames": ["#
            + frame + "]" + members + "}}"
    }

    @Test func validReportsDecodeAndChangeNothing() throws {
        let members =
            #", "scrollPhases": [{"t": 0, "old": "idle", "new": "tracking"}, {"t": 0, "old": "tracking", "new": "interacting"}], "#
            + #""targetUpdates": [{"t": 0.1, "proposed": {"x": 0, "y": 10}, "target": {"x": 0, "y": 0}, "velocity": {"x": 0, "y": -3}}]"#
        let with = try Replay.run(trace: Array(Self.trace(members).utf8), format: .text)
        let without = try Replay.run(trace: Array(Self.trace("").utf8), format: .text)
        #expect(with == without)
    }

    @Test(arguments: [
        (#", "scrollPhases": []"#, "recorded.scrollPhases: expected at least one element"),
        (
            #", "scrollPhases": [{"t": 0, "old": "idle", "new": "panning"}]"#,
            #"recorded.scrollPhases[0].new: expected one of idle, tracking, interacting, decelerating, animating, got "panning""#
        ),
        (
            #", "scrollPhases": [{"t": 0, "old": "idle", "new": "idle"}]"#,
            #"recorded.scrollPhases[0].new: expected a phase other than "idle" (the old one)"#
        ),
        (
            #", "scrollPhases": [{"t": 1, "old": "idle", "new": "tracking"}, {"t": 0.5, "old": "tracking", "new": "idle"}]"#,
            "recorded.scrollPhases[1].t: expected a time ≥ 1 (the previous element's t), got 0.5"
        ),
        (
            #", "targetUpdates": [{"t": 0, "proposed": {"x": 0, "y": 0}, "target": {"x": 0, "y": 0}}]"#,
            #"recorded.targetUpdates[0]: missing required key "velocity""#
        ),
        (
            #", "targetUpdates": [{"t": 0, "proposed": {"x": 0, "y": 0}, "target": {"x": 0, "y": 0}, "velocity": {"x": 0, "y": 0}, "unit": "pt/s"}]"#,
            #"recorded.targetUpdates[0]: unknown key "unit" (expected containerSize, contentSize, originalTarget, proposed, t, target, velocity)"#
        ),
    ])
    func badReportsNameThePlace(members: String, message: String) throws {
        var error: ReplayError?
        do { _ = try Replay.decode(Array(Self.trace(members).utf8)) } catch let caught { error = caught }
        #expect(error?.description == message)
    }
}
