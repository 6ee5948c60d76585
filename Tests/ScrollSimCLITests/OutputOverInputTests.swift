import Foundation
import ScrollSimTestSupport
import Testing

/// No command writes over one of its own inputs: `-o` naming the trace (or its golden, for `check`
/// and `shrink`) is refused in one line with exit 2, and the input is left as it was.
struct OutputOverInputTests {
    static let trace =
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""contentSize": {"width": 393, "height": 4000}}, "events": [{"t": 0, "gesture": "fling", "#
        + #""from": {"x": 196, "y": 700}, "velocity": {"x": 0, "y": -1000}}]}"#

    @Test(arguments: [
        ["replay", "t.json", "-o", "t.json"],
        ["plot", "t.json", "-o", "t.json"],
        ["view", "t.json", "-o", "t.json"],
        ["expand", "t.json", "-o", "t.json"],
        ["check", "t.json", "--format", "junit", "-o", "t.json"],
        ["check", "t.json", "--format", "junit", "-o", "t.log"],
        ["shrink", "t.json", "--while-matches", "didScroll", "-o", "t.json"],
        ["shrink", "t.json", "--while-differs=t.log", "-o", "t.log"],
        ["plot", "t.json", "-o", "link.json"],
    ])
    func anOutputOverAnInputIsRefused(_ arguments: [String]) throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.trace)
        let golden = try ToolRun(["replay", "t.json"], in: scratch).stdout
        scratch.write("t.log", golden)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/link.json", withDestinationPath: scratch.path + "/t.json")
        let run = try ToolRun(arguments, in: scratch)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: "))
        #expect(run.stderr.contains("refusing to write"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        #expect(scratch.read("t.json") == Self.trace)
        #expect(scratch.read("t.log") == golden)
    }
}
