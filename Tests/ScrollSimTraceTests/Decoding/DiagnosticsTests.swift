import Testing

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// Tests the decoder's diagnostics: key suggestions, exact numbers and warnings for implausible traces.
///
/// The sharper diagnostics: unknown keys before missing ones with a suggestion, numbers printed exactly, warnings for
/// implausible traces, a finger still down at the end.
struct DiagnosticsTests {
    static let view = #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#

    static func trace(_ view: String = view + #""contentSize": {"width": 393, "height": 4000}}"#, events: String)
        -> [UInt8]
    {
        Array(#"{"scrollsim": 1, \#(view), "events": [\#(events)]}"#.utf8)
    }

    static func error(_ bytes: [UInt8]) -> String {
        do {
            _ = try Replay.run(trace: bytes, format: .text)
            return "accepted"
        } catch {
            return error.description
        }
    }

    static let tap = #"{"t": 0, "phase": "began", "x": 1, "y": 1}, {"t": 0.1, "phase": "ended", "x": 1, "y": 1}"#

    @Test(arguments: [
        (
            view + #""contentsize": {"width": 393, "height": 4000}}"#,
            #"scrollView: unknown key "contentsize" (did you mean contentSize?)"#
        ),
        (
            view + #""contentSize": {"width": 393, "height": 4000}, "bounces": true, "bounce": true}"#,
            #"scrollView: unknown key "bounce" (did you mean bounces?)"#
        ),
        (
            view + #""contentSize": {"width": 393, "hieght": 4000}}"#,
            #"scrollView.contentSize: unknown key "hieght" (did you mean height?)"#
        ),
        (view + #""size": {"width": 393, "height": 4000}}"#, #"scrollView: missing required key "contentSize""#),
    ])
    func unknownKeysComeFirstWithASuggestion(view: String, message: String) {
        #expect(Self.error(Self.trace(view, events: Self.tap)) == message)
    }

    @Test func suggestionsNeedOneCloseKey() {
        #expect(KeySuggestion.suggestion(for: "contentsize", among: ["contentSize", "contentOffset"]) == "contentSize")
        #expect(KeySuggestion.suggestion(for: "y", among: ["x", "t"]) == nil)
        #expect(KeySuggestion.suggestion(for: "top", among: ["tap", "top2"]) == nil)
        #expect(KeySuggestion.suggestion(for: "scrollstotop", among: ["scrollsToTop"]) == "scrollsToTop")
        #expect(KeySuggestion.distance(Array("fingr"), Array("finger")) == 1)
        #expect(KeySuggestion.distance(Array("ab"), Array("ba")) == 1)
    }

    @Test(arguments: [
        (
            #"{"t": 0.0625, "phase": "began", "x": 1, "y": 1}, {"t": 0.0624, "phase": "ended", "x": 1, "y": 1}"#,
            "events[1].t: expected a time ≥ 0.0625 (the previous event's t), got 0.0624"
        ),
        (
            #"{"t": 1e-300, "phase": "began", "x": 1, "y": 1}, {"t": 0, "phase": "ended", "x": 1, "y": 1}"#,
            "events[1].t: expected a time ≥ 1e-300 (the previous event's t), got 0"
        ),
        (
            #"{"t": 0, "phase": "began", "x": 1, "y": 12345678.5}"#,
            "events[0].y: expected a number from -10000000 to 10000000, got 12345678.5"
        ),
    ])
    func numbersPrintAsWritten(events: String, message: String) {
        #expect(Self.error(Self.trace(events: events)) == message)
    }

    @Test func theVersionPrintsAsWritten() {
        let bytes = Array(#"{"scrollsim": 1.0625, "scrollView": {}, "events": []}"#.utf8)
        #expect(Self.error(bytes) == "scrollsim: unsupported format version 1.0625 (this build reads 1)")
    }

    static func warnings(_ events: String) throws -> [String] {
        let reader = try TraceReader(bytes: Self.trace(events: events))
        _ = try reader.readAll()
        return reader.warnings
    }

    @Test func implausibleTracesWarn() throws {
        // Milliseconds: 0, 16, 32 … a moving finger 16 "seconds" apart.
        #expect(
            try Self.warnings(
                #"{"t": 0, "phase": "began", "x": 1, "y": 700}, {"t": 16, "phase": "moved", "x": 1, "y": 690}, "#
                    + #"{"t": 32, "phase": "ended", "x": 1, "y": 690}"#)
                == [
                    "events[1]: finger 0 moved 16 s after its previous sample (events[0]); are the times in "
                        + "milliseconds?"
                ])
        // A finger held still for 2 s, then lifted where it was: plausible.
        #expect(
            try Self.warnings(
                #"{"t": 0, "phase": "began", "x": 1, "y": 700}, {"t": 2, "phase": "ended", "x": 1, "y": 700}"#
            )
            .isEmpty)
        #expect(
            try Self.warnings(
                #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 700}, "to": {"x": 1, "y": 100}, "duration": 300}"#)
                == ["events[0]: the drag gesture lasts 300 s; are the times in milliseconds?"])
        #expect(
            try Self.warnings(
                #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 700}, "to": {"x": 1, "y": 100}, "duration": 0.3}"#
            )
            .isEmpty)
    }

    @Test func aFingerDownAtTheEndIsSaidOnTheFinalLine() throws {
        let bytes = Self.trace(
            events: #"{"t": 0, "phase": "began", "x": 1, "y": 700}, {"t": 0.1, "phase": "moved", "x": 1, "y": 660}"#)
        let text = try Replay.run(trace: bytes, format: .text)
        #expect(text.hasSuffix("\nfinal scrollView  offset (0.000, 30.000)  still touched: finger 0 down at the end\n"))
        let jsonl = try Replay.run(trace: bytes, format: .jsonl)
        #expect(jsonl.hasSuffix(#""fingersDown":[0]}"# + "\n"))
        let lifted = try Replay.run(trace: Self.trace(events: Self.tap), format: .text)
        #expect(lifted.contains("  at rest "))
    }
}
