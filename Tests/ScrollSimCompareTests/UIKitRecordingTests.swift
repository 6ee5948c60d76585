import ScrollSimCompare
import ScrollSimTrace
import Testing

/// Reading the real-UIKit recording format: stale/fresh sample pairs, the release, errors by key path.
struct UIKitRecordingTests {
    static func file(samples: String, delegate: String? = nil, extra: String = "") -> [UInt8] {
        let calls =
            delegate
            ?? #"[{"t": 0.1, "event": "willEndDragging", "detail": ""}, {"t": 0.1, "event": "didEndDragging"}]"#
        return Array(
            """
            {"name": "x", "willEndDragging": {"t": 0.1, "velocity": {"x": 0, "y": 1.5}, "target": {"x": 0, "y": 90}},
             "delegate": \(calls), "samples": \(samples), "finalOffset": {"x": 0, "y": 80}\(extra)}
            """.utf8)
    }

    @Test func ofEachStaleAndFreshPairTheFreshValueIsKept() throws {
        let session = try UIKitRecording.session(
            Self.file(samples: "[[0.0100, 0, 1], [0.0101, 0, 2], [0.0267, 0, 2], [0.0268, 0, 5], [0.0434, 0, 7]]"))
        #expect(session.frames.map(\.time) == [0.0101, 0.0268, 0.0434])
        #expect(session.frames.map(\.offset.y) == [2, 5, 7])
        #expect(session.restOffset.y == 80 && session.restTime == 0.1)
        #expect(session.calls[0].velocity?.y == 1.5 && session.calls[0].target?.y == 90)
        #expect(session.calls[1].velocity == nil)
    }

    @Test(arguments: [
        (file(samples: "[[0, 0]]"), "samples[0]: expected [t, offsetX, offsetY], got 2 numbers"),
        (file(samples: "[]"), "samples: expected at least one sample"),
        (
            file(samples: "[[0.5, 0, 0], [0.1, 0, 0]]"),
            "samples[1][0]: expected a time ≥ 0.5 (the previous sample's t), got 0.1"
        ),
        (file(samples: "[[0, 0, 0]]", extra: #", "extra": 1"#), #"(root): unknown key "extra""#),
    ])
    func aBadRecordingNamesThePlace(_ bytes: [UInt8], _ message: String) {
        #expect(throws: CompareError.self) { try UIKitRecording.session(bytes) }
        do {
            _ = try UIKitRecording.session(bytes)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
