import Foundation
import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace
import Testing

/// `scrollsim expand` in process: the expanded trace replays to the same bytes, on the whole
/// corpus; its layout is pinned on a small trace.
struct TraceExpansionTests {
    /// Every trace file of the corpus (`traces/**/*.json`), relative to `traces/`.
    static let corpus: [String] = {
        let root = TraceCorpusTests.tracesFolder
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let gestureTraces = corpus.filter { $0.hasPrefix("gestures/") }

    static func bytes(_ relative: String) throws -> [UInt8] {
        try FileSystem.read(TraceCorpusTests.tracesFolder + "/" + relative)
    }

    @Test func theCorpusHasGestureTracesOfEveryKind() throws {
        var kinds = Set<GestureKind>()
        for name in Self.gestureTraces {
            for case .gesture(_, let gesture) in try Replay.decode(Self.bytes(name)).events {
                kinds.insert(gesture.kind)
            }
        }
        #expect(kinds == Set(GestureKind.allCases))
    }

    @Test(arguments: corpus)
    func theExpandedTraceReplaysByteIdentically(_ name: String) throws {
        let original = try Self.bytes(name)
        let expanded = try TraceExpansion.expand(original)
        for format in LogFormat.allCases {
            #expect(
                try Replay.run(trace: Array(expanded.utf8), format: format)
                    == Replay.run(trace: original, format: format))
        }
        let decoded = try Replay.decode(Array(expanded.utf8))
        #expect(!decoded.events.contains { if case .gesture = $0 { true } else { false } })
        // Expanding again changes nothing.
        #expect(try TraceExpansion.expand(Array(expanded.utf8)) == expanded)
    }

    /// What `theLayoutIsPinned` expects.
    static let pinned = #"""
        {
         "scrollsim": 1,
         "name": "p\n",
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "contentSize": {"width": 9, "height": 9}},
         "events": [
          {"t": 0.5, "call": "scrollToTop"},
          {"t": 1, "phase": "began", "x": 10.25, "y": 0, "finger": 3},
          {"t": 1.01, "phase": "began", "y": 7, "x": 1e-10},
          {"t": 1.02, "phase": "ended", "x": 10.25, "y": 0, "finger": 3}
         ]
        }

        """#

    @Test func theLayoutIsPinned() throws {
        let trace = #"""
            {"events": [{"t": 0.5, "call": "scrollToTop"},
                        {"t": 1, "gesture": "tap", "at": {"x": 10.25, "y": -0}, "finger": 3, "duration": 0.02},
                        {"t": 1.01, "phase": "began", "y": 7, "x": 1e-10}],
             "name": "p\n", "scrollsim": 1,
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 9, "height": 9},
                            "contentSize": {"width": 9, "height": 9}}}
            """#
        #expect(try TraceExpansion.expand(Array(trace.utf8)) == Self.pinned)
    }

    @Test func errorsAreTheReplaysErrors() {
        let text = #"{"scrollsim": 1, "events": []}"#
        #expect(throws: ReplayError.self) { try TraceExpansion.expand(Array(text.utf8)) }
        do { _ = try TraceExpansion.expand(Array(text.utf8)) } catch {
            #expect(error.description == #"(root): missing required key "scrollView" (or "scene")"#)
        }
    }

    @Test(arguments: [
        0.0, 0.42, 751.666667, 0.008333333, 1e-10, -3.5, Double.leastNonzeroMagnitude, 1e15, 123456789.123, 0.1 + 0.2,
    ])
    func shortestFixedNumbersReadBackExactly(_ value: Double) throws {
        let text = FixedPoint.shortest(value)
        guard case .number(let parsed) = try JSONParser.parse(Array(text.utf8)) else {
            Issue.record("\(text) is not a JSON number")
            return
        }
        #expect(parsed == value)
        #expect(!text.hasPrefix("-0") || value < 0)
    }
}
