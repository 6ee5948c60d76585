import ScrollSimKit
import Testing

@testable import ScrollSimCheck
@testable import ScrollSimLog

/// The small text helpers that replaced Foundation's string methods (the command-line tool links
/// no Foundation): each against the result the Foundation call gave.
struct TextHelpersTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("\"\"", "\"\"\"\"\"\""),
        ("line\nbreak", "\"line\nbreak\""),
        ("", ""),
    ])
    func csvField(_ text: String, _ expected: String) {
        #expect(CSVLogWriter.field(text) == expected)
    }

    @Test(arguments: [
        ("traces/core/fling.json", "traces/core/fling.json"),
        ("a b.json", "'a b.json'"),
        ("it's.json", "'it'\\''s.json'"),
        ("''", "''\\'''\\'''"),
        ("", "''"),
    ])
    func shellQuote(_ path: String, _ expected: String) {
        #expect(ShellQuote.quote(path) == expected)
    }

    @Test(arguments: [
        (".x.log.tmp-123-456", true),
        (".a.tmp-1.tmp-22-33", true),
        (".x.log.tmp-123", false),
        ("x.log.tmp-1-2", false),
        (".x.log.tmp-1-2a", false),
        (".x.log.tmp--2", false),
    ])
    func leftoverTemporaries(_ name: String, _ isLeftover: Bool) {
        #expect(TraceDiscovery.isLeftoverTemporary(name) == isLeftover)
    }

    @Test(arguments: [
        ("  a b  ", "a b"),
        ("\tx", "x"),
        ("   ", ""),
        ("", ""),
        ("y", "y"),
    ])
    func trimmed(_ text: String, _ expected: String) {
        #expect(PlotObservation.trimmed(Substring(text)) == Substring(expected))
    }

    @Test func pointAfterALabel() {
        let detail = "velocity (0.0000, 0.7500) target (0.000, 20431.667) landing ( 1.5 ,  -2 )"
        #expect(PlotObservation.point(after: "target ", in: detail) == Point(x: 0, y: 20431.667))
        #expect(PlotObservation.point(after: "landing ", in: detail) == Point(x: 1.5, y: -2))
        #expect(PlotObservation.point(after: "missing ", in: detail) == nil)
    }
}
