import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// End-to-end runs of `scrollsim expand` with the built binary.
struct ExpandCommandTests {
    static let traces = PackageRoot.traces

    static let gestureTraces: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: traces + "/gestures")) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theCorpusHasGestureTraces() {
        #expect(Self.gestureTraces.count >= 4)
    }

    @Test(arguments: gestureTraces)
    func expandedToAFileItReplaysToTheGolden(_ name: String) throws {
        let scratch = Scratch()
        let trace = Self.traces + "/gestures/" + name
        let expand = try ToolRun(["expand", trace, "-o", "expanded.json"], in: scratch)
        #expect(expand.status == 0)
        #expect(expand.stdout.isEmpty && expand.stderr.isEmpty)
        let replay = try ToolRun(["replay", "expanded.json"], in: scratch)
        #expect(replay.status == 0)
        let golden = String(decoding: try FileSystem.read(String(trace.dropLast(5)) + ".log"), as: UTF8.self)
        #expect(replay.stdout == golden)
        // Standard output carries the same text as the file, and the library's.
        let printed = try ToolRun(["expand", trace])
        #expect(printed.stdout == scratch.read("expanded.json"))
        #expect(printed.stdout == (try TraceExpansion.expand(FileSystem.read(trace))))
    }

    @Test func standardInputIsRead() throws {
        let result = try ToolRun(["expand", "-"], stdin: Traces.drag())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\n \"scrollsim\": 1,\n"))
    }

    @Test(arguments: [
        (
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
                + #""contentSize": {"width": 1, "height": 1}}, "events": [{"t": 0, "gesture": "swipe"}]}"#,
            #"scrollsim: error: <stdin>: events[0].gesture: expected one of drag, fling, tap, path, pinch, got "swipe""#
        ),
        (
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
                + #""contentSize": {"width": 1, "height": 1}}, "events": [{"t": 0, "gesture": "tap"}]}"#,
            #"scrollsim: error: <stdin>: events[0]: missing required key "at""#
        ),
        ("{", "scrollsim: error: <stdin>: 1:2: expected a string key or '}', found end of input"),
    ])
    func badInputIsOneLineWithStatus2(input: String, message: String) throws {
        let result = try ToolRun(["expand", "-"], stdin: input)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFailedExpansionWritesNoFile() throws {
        let scratch = Scratch()
        scratch.write("bad.json", Traces.wrongType)
        let result = try ToolRun(["expand", "bad.json", "-o", "out.json"], in: scratch)
        #expect(result.status == 2)
        #expect(scratch.read("out.json") == nil)
    }

    @Test func usageErrors() throws {
        let missing = try ToolRun(["expand"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix("scrollsim: error: missing expected argument '<trace>'\n\nUsage: scrollsim expand")
        )
        let help = try ToolRun(["help", "expand"])
        #expect(help.status == 0 && help.stdout.contains("Usage: scrollsim expand <trace> [--output <file>]"))
    }
}
