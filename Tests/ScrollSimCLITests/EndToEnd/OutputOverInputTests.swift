import Foundation
import ScrollSimTestSupport
import Testing

/// No command writes over one of its own inputs.
///
/// `-o` naming the trace, the golden or any input option's file (by any path or link) is refused,
/// in one shared place, with one line and exit status 2, and the input is left as it was.
struct OutputOverInputTests {
    let folder = Scratch()

    /// Every command with an output, `-o` naming one of its inputs.
    static let cases: [[String]] = [
        ["plot", "t.json", "-o", "t.json"],
        ["plot", "t.json", "-o", "link.json"],
        ["check", "t.json", "--format", "junit", "-o", "t.json"],
        ["check", "t.json", "--format", "junit", "-o", "t.log"],
        ["replay", "t.json", "-o", "./t.json"],
        ["view", "t.json", "-o", "t.json"],
        ["view", "t.json", "--golden", "t.log", "-o", "t.log"],
        ["expand", "t.json", "-o", "link.json"],
        ["shrink", "t.json", "--while-matches", "didScroll", "-o", "t.json"],
        ["shrink", "t.json", "--while-differs=t.log", "-o", "t.log"],
        ["explore", "t.json", "--runs", "1", "-o", "t.json"],
    ]

    @Test(arguments: cases)
    func anOutputOverAnInputIsRefused(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        let golden = try ToolRun(["replay", "t.json"], in: folder).stdout
        folder.write("t.log", golden)
        try? FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: "t.json")
        let run = try ToolRun(arguments, in: folder)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.stderr.hasSuffix(", an input of this command\n"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(folder.read("t.json") == Traces.drag())
        #expect(folder.read("t.log") == golden)
    }

    /// A different output is still written: the refusal compares files, not names.
    @Test func anotherOutputIsWritten() throws {
        folder.write("t.json", Traces.drag())
        let run = try ToolRun(["plot", "t.json", "-o", "t.svg"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.read("t.svg")?.contains("<svg") == true)
    }
}
