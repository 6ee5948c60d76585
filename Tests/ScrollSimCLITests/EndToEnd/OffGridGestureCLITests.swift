import ScrollSimTestSupport
import Testing

/// Valid traces whose gesture starts off the time grid replay instead of trapping.
///
/// End to end: valid traces whose gesture starts less than half a nanosecond
/// off the time grid used to trap (exit 132). They replay: exit 0, a complete log, nothing on
/// standard error, and the same bytes on a second run.
struct OffGridGestureCLITests {
    static let view =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""contentSize": {"width": 393, "height": 3000}}"#

    static let traces: [(name: String, trace: String)] = [
        (
            "drag 0.4 ns off the grid",
            #"{"scrollsim": 1, \#(view), "events": [{"t": 0.0000000004, "gesture": "drag", "#
                + #""from": {"x": 100, "y": 500}, "by": {"x": 0, "y": -100}, "duration": 0.1, "holdBefore": 1e-10}]}"#
        ),
        (
            "path whose first segment lasts 1e-10 s",
            #"{"scrollsim": 1, \#(view), "events": [{"t": 1.0000000004, "gesture": "path", "points": ["#
                + #"{"t": 0, "x": 100, "y": 500}, {"t": 1e-10, "x": 100, "y": 400}, {"t": 0.1, "x": 100, "y": 300}]}]}"#
        ),
        (
            "fling after a cancelled touch on a 1 × 1 view with no content",
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
                + #""contentSize": {"width": 0, "height": 0}}, "events": ["#
                + #"{"t": 10752.4, "phase": "began", "x": 0.5, "y": 0.5}, "#
                + #"{"t": 10752.41, "phase": "moved", "x": 0.5, "y": 0.2}, "#
                + #"{"t": 10752.42, "phase": "cancelled", "x": 0.5, "y": 0.2}, "#
                + #"{"t": 10752.488333334333, "gesture": "fling", "from": {"x": 0.5, "y": 0.5}, "#
                + #""velocity": {"x": 0, "y": -1000}, "holdBefore": 5e-324}]}"#
        ),
    ]

    @Test(arguments: traces.map(\.name))
    func replaysWithoutATrap(name: String) throws {
        let trace = try #require(Self.traces.first { $0.name == name }).trace
        let scratch = Scratch()
        scratch.write("t.json", trace)
        let run = try ToolRun(["replay", "t.json"], in: scratch)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("\nfinal scrollView  offset "))
        let again = try ToolRun(["replay", "t.json"], in: scratch)
        #expect(again.stdout == run.stdout)
        let expanded = try ToolRun(["expand", "t.json"], in: scratch)
        #expect(expanded.status == 0)
        scratch.write("expanded.json", expanded.stdout)
        let replayedExpansion = try ToolRun(["replay", "expanded.json"], in: scratch)
        #expect(replayedExpansion.status == 0)
        #expect(
            replayedExpansion.stdout.replacingOccurrences(of: "trace: expanded", with: "")
                == run.stdout.replacingOccurrences(of: "trace: t", with: ""))
    }
}
