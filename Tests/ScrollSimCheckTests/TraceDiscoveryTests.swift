import ScrollSimCheck
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Which files `check` treats as traces: broken traces are reported, other JSON is left alone.
struct TraceDiscoveryTests {
    @Test(arguments: [
        (#"{"scrollsim": 1, "events": []}"#, true),
        (#"{"scrollsim": 1, "events": ["#, true), // broken, but a trace
        (#"{ "scrollsim" : 2 }}"#, true), // broken, but a trace
        (#"{"name": "package.json"}"#, false),
        (#"["scrollsim"]"#, false),
        (#"{"notes": "mentions \"scrollsim\" in text""#, false),
        ("not json at all", false),
        ("", false),
    ])
    func isTrace(_ text: String, _ expected: Bool) {
        #expect(Replay.isTrace(Array(text.utf8)) == expected)
    }

    /// A broken trace without a golden is reported with its error and fails the check.
    @Test func aBrokenTraceWithoutAGoldenIsReported() throws {
        let folder = Scratch()
        folder.write("broken.json", #"{"scrollsim": 1, "events": ["#)
        folder.write("other.json", #"{"name": "not a trace"}"#)
        let report = try GoldenCheck.run(paths: [folder.path], options: CheckOptions(jobs: 1), renderer: .replay)
        #expect(report.exitStatus == 1)
        let text = report.text(color: false)
        #expect(text.contains("broken.json: 1:29: expected a value, found end of input"))
        #expect(!text.contains("other.json"))
    }
}
