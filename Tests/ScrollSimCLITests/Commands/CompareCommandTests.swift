import Foundation
import ScrollSimTestSupport
import Testing

/// `scrollsim compare` end to end, on the recordings corpus (`traces/recordings/`).
struct CompareCommandTests {
    let folder = Scratch()

    static let corpus = PackageRoot.file("traces/recordings")
    static let names = ["decel_v750", "rubberband_top", "touch_calib"]

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Each recording's `NAME.compare` golden is what the tool prints at the fidelity gate's
    /// tolerance (the one `.ci/fidelity-gate` passes), and the gate passes.
    @Test(arguments: names)
    func theCompareGoldenIsTheToolsOutput(_ name: String) throws {
        let gate = try Self.gateTolerance()
        let run = try ToolRun(["compare", "\(Self.corpus)/\(name).json", "--tolerance", gate])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == (try Self.text("\(Self.corpus)/\(name).compare")))
        #expect(run.stdout.contains("callbacks: identical"))
        #expect(run.stdout.contains("phase          frames      max      p95   median  worst at"))
    }

    /// The same recording read from the published file (`--recording`) gives the same report.
    @Test func aUIKitRecordingFileReadsLikeTheTracesOwnRecording() throws {
        let file = PackageRoot.file("Tests/ScrollSimTraceTests/Fixtures/uikit-traces/decel_v750.uikit.json")
        let trace = "\(Self.corpus)/decel_v750.json"
        let fromFile = try ToolRun(["compare", trace, "--recording", file])
        let own = try ToolRun(["compare", trace])
        #expect(fromFile.status == 1 && own.status == 1, "beyond the default 0.5 pt")
        #expect(fromFile.stdout == own.stdout && own.stdout.contains("verdict: beyond 0.500 pt"))
    }

    @Test func aPlantedErrorAndACallbackChangeExitOne() throws {
        var trace = try Self.text("\(Self.corpus)/touch_calib.json")
        let call = try #require(trace.range(of: #""call": "willBeginDragging""#))
        trace.replaceSubrange(call, with: #""call": "willBeginDecelerating""#)
        let frame = #""offset": {"x": 0, "y": 5170}, "contentSize""#
        let planted = try #require(trace.range(of: frame))
        trace.replaceSubrange(planted, with: #""offset": {"x": 0, "y": 5172}, "contentSize""#)
        folder.write("planted.json", trace)
        let run = try ToolRun(["compare", "planted.json", "--json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""callbacksIdentical":false,"firstDifference":1"#), "\(run.stdout)")
        #expect(run.stdout.contains(#""the worst frame is 2.000 pt off at "#))
        let exact = try ToolRun(["compare", "\(Self.corpus)/touch_calib.json"])
        #expect(exact.status == 0 && exact.stdout.hasSuffix("verdict: within 0.500 pt\n"))
    }

    @Test(arguments: [
        (["compare", "drag.json"], "scrollsim: error: drag.json: recorded: expected a recording"),
        (["compare", "drag.json", "--tolerance", "x"], "scrollsim: error: the value 'x' is invalid for '--tolerance'"),
        (["compare", "drag.json", "--recording", "bad.json"], "scrollsim: error: bad.json: samples: expected"),
        (["compare", "missing.json"], "scrollsim: error: missing.json: No such file"),
    ])
    func badInputExitsTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        folder.write("drag.json", Traces.drag())
        folder.write(
            "bad.json",
            #"{"willEndDragging": {"velocity": {"x": 0, "y": 0}, "target": {"x": 0, "y": 0}}, "delegate": [], "samples": [], "finalOffset": {"x": 0, "y": 0}}"#
        )
        let run = try ToolRun(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func theViewPageAndThePlotShowTheRecording() throws {
        let trace = "\(Self.corpus)/rubberband_top.json"
        let run = try ToolRun(["compare", trace, "--view", "page.html", "--plot", "plot.svg"], in: folder)
        #expect(run.status == 1)
        let page = try #require(folder.read("page.html"))
        #expect(page.contains("\"golden\":{\"log\":"))
        let svg = try #require(folder.read("plot.svg"))
        #expect(svg.hasPrefix("<?xml") && svg.contains("bounce: max 1.333 pt at 1.2796 s"))
        let again = try ToolRun(["compare", trace, "--view", "again.html"], in: folder)
        #expect(again.status == 1 && folder.read("again.html") == page)
    }

    /// The fidelity table in the docs is the tool's `--table` output over the corpus.
    @Test func theDocsTableIsTheToolsOutput() throws {
        let article = try Self.text(PackageRoot.file("Sources/ScrollSimKit/ScrollSimKit.docc/TheModelAndItsSources.md"))
        let paths = Self.names.map { "\(Self.corpus)/\($0).json" }
        let run = try ToolRun(["compare", "--table", "--tolerance", try Self.gateTolerance()] + paths)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("| recording | gesture"))
        #expect(article.contains(run.stdout), "\(run.stdout)")
    }

    /// The tolerance `.ci/fidelity-gate` passes to `compare`, as the docs state it.
    static func gateTolerance() throws -> String {
        let script = try text(PackageRoot.file(".ci/fidelity-gate"))
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("TOLERANCE=") })
        let value = String(line.dropFirst("TOLERANCE=".count))
        let article = try text(PackageRoot.file("Sources/ScrollSimKit/ScrollSimKit.docc/TheModelAndItsSources.md"))
        #expect(article.contains("--tolerance \(value)"))
        return value
    }
}
