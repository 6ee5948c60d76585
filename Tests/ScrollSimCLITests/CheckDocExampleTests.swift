import Foundation
import ScrollSimTestSupport
import Testing

/// The `check` output the "Use it in your CI" article shows is what the tool prints.
struct CheckDocExampleTests {
    static let article = PackageRoot.path + "/Sources/ScrollSimTrace/ScrollSimTrace.docc/UseItInCI.md"

    /// The article's fenced block that starts with `first`, its lines without the list item's
    /// three-space indent.
    static func block(startingWith first: String) throws -> [String] {
        let lines = try String(contentsOfFile: article, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { $0.hasPrefix("   ") ? String($0.dropFirst(3)) : String($0) }
        guard let start = lines.firstIndex(of: first), let end = lines[start...].firstIndex(of: "```") else {
            return []
        }
        return Array(lines[start..<end])
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
