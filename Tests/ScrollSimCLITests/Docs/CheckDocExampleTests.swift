import Foundation
import ScrollSimTestSupport
import Testing

/// The `check` output the "Use it in your CI" article shows is what the tool prints.
struct CheckDocExampleTests {
    /// The article that shows the output.
    static let article = "Sources/scrollsim/scrollsim.docc/UseItInCI.md"

    /// The lines of the article's fenced block whose first line is `first` (a list item's block
    /// without its indent).
    static func block(startingWith first: String) throws -> [String] {
        try MarkdownDocument(article).blocks().first { $0.lines.first == first }?.lines ?? []
    }

    /// The failing fling of step 1 (its rate changed to fast): every line the article shows, in
    /// order, is a line of the real output.
    @Test func theFailureExampleIsRealOutput() throws {
        let shown = try Self.block(startingWith: "FAIL traces/core/fling-normal-rate.json")
        #expect(shown.count > 10)
        let folder = Scratch()
        let trace = try String(contentsOfFile: PackageRoot.traces + "/core/fling-normal-rate.json", encoding: .utf8)
        let changed = trace.replacingOccurrences(
            of: #""contentOffset": {"x": 0, "y": 5000}}"#,
            with: #""contentOffset": {"x": 0, "y": 5000}, "decelerationRate": "fast"}"#)
        #expect(changed != trace)
        folder.write("traces/core/fling-normal-rate.json", changed)
        let golden = try String(contentsOfFile: PackageRoot.traces + "/core/fling-normal-rate.log", encoding: .utf8)
        folder.write("traces/core/fling-normal-rate.log", golden)
        let run = try ToolRun(["check"], in: folder)
        #expect(run.status == 1)
        var output = run.stdout.split(separator: "\n").map(String.init)[...]
        for line in shown where line != "..." && line != "  ..." {
            guard let index = output.firstIndex(of: line) else {
                Issue.record("not in the output (in this order): \(line)\n\(run.stdout)")
                return
            }
            output = output[(index + 1)...]
        }
    }

    @Test func theMissingGoldenExampleIsRealOutput() throws {
        let text = try String(contentsOfFile: Self.article, encoding: .utf8)
        let line =
            "FAIL traces/new.json: no golden traces/new.log (create it with: scrollsim check --update missing traces/new.json)"
        #expect(text.contains("`\(line)`"))
        let folder = Scratch()
        folder.write("traces/new.json", Traces.drag())
        let run = try ToolRun(["check"], in: folder)
        #expect(run.stdout.hasPrefix(line + "\n"))
    }
}
