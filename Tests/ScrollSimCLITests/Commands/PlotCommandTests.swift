import ScrollSimTestSupport
import Testing

/// `scrollsim plot` end to end.
struct PlotCommandTests {
    let folder = Scratch()

    @Test func writesTheSVGBesideTheTraceByDefault() throws {
        folder.write("traces/drag.json", Traces.drag())
        let run = try ToolRun(["plot", "traces/drag.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "traces/drag.svg\n" && run.stderr.isEmpty, "the path written, one line")
        let svg = try #require(folder.read("traces/drag.svg"))
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        let again = try ToolRun(["plot", "traces/drag.json", "-o", "again.svg"], in: folder)
        #expect(again.status == 0)
        #expect(folder.read("again.svg") == svg)
    }

    @Test func anInvalidTraceFailsLikeReplay() throws {
        folder.write("bad.json", Traces.wrongType)
        let plot = try ToolRun(["plot", "bad.json"], in: folder)
        let replay = try ToolRun(["replay", "bad.json"], in: folder)
        #expect(plot.status == 2)
        #expect(plot.stderr == replay.stderr)
        #expect(plot.stderr.split(separator: "\n").count == 1)
        #expect(folder.read("bad.svg") == nil)
    }

    @Test func anUnwritableOutputIsAClearErrorAndLeavesNoFile() throws {
        folder.write("drag.json", Traces.drag())
        let run = try ToolRun(["plot", "drag.json", "-o", "missing/folder/drag.svg"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: missing/folder/drag.svg: No such file or directory\n")
        #expect(folder.read("missing/folder/drag.svg") == nil)
    }

    @Test func viewsAreChosenByID() throws {
        folder.write("drag.json", Traces.drag())
        let run = try ToolRun(["plot", "drag.json", "--view", "scrollView", "--view", "nope"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.stderr == "scrollsim: error: drag.json: --view: unknown view \"nope\" (expected one of scrollView)\n")
        let stdin = try ToolRun(["plot", "-", "--view=scrollView"], in: folder, stdin: Traces.drag())
        #expect(stdin.status == 0)
        #expect(stdin.stdout.contains("<polyline"))
    }

    /// A view near offset 10 000 000 that moves (animated) by a third of a point: the axis ticks
    /// stay bounded and the plot is written.
    @Test func aViewNearTheOffsetLimitPlots() throws {
        folder.write(
            "far.json",
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 10000000}, "contentOffset": {"x": 0, "y": 9999000}}, "#
                + #""events": [{"t": 0, "call": "setContentOffset", "x": 0, "y": 9999000.3333333, "animated": true}, "#
                + #"{"t": 0.5, "call": "setContentOffset", "x": 0, "y": 9999000, "animated": true}]}"#)
        let run = try ToolRun(["plot", "far.json", "-o", "far.svg"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.read("far.svg")?.hasSuffix("</svg>\n") == true)
    }

    /// A piped trace whose header follows its events plots like the file (the events are spooled).
    @Test func aPipedTraceWithItsHeaderLastPlots() throws {
        let trace = Traces.drag()
        let events = try #require(trace.range(of: "\"events\": ["))
        let eventsFirst =
            "{" + trace[events.lowerBound...].dropLast(2) + ", "
            + trace[trace.index(after: trace.startIndex)..<events.lowerBound].dropLast(2) + "}\n"
        let piped = try ToolRun(["plot", "-"], in: folder, stdin: eventsFirst)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == (try ToolRun(["plot", "-"], in: folder, stdin: trace)).stdout)
    }
}
