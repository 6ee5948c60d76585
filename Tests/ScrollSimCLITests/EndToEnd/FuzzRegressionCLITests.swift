import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Fuzzer findings at the command line: exit 0 with a log, or exit 2 with exactly one line on
/// standard error; never a signal or a hang.
struct FuzzRegressionCLITests {
    /// A slow-decaying fling followed by an event 10⁶ s later: used to run 6·10⁷ display refreshes.
    static let distantEvent = """
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 10000000}, "decelerationRate": 0.999999999, "decelerationRateStorage": "asGiven"},
         "events": [{"t": 0, "phase": "began", "x": 200, "y": 700}, {"t": 0.008, "phase": "moved", "x": 200, "y": 690},
                    {"t": 0.016, "phase": "moved", "x": 200, "y": 680}, {"t": 0.024, "phase": "ended", "x": 200,
                     "y": 680},
                    {"t": 1000000, "call": "scrollToTop"}]}
        """

    /// Sub-pixel cells far along the content: the chosen row overflowed `Int` and trapped.
    static let subPixelCells = """
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 10000000, "height": 852}, "contentOffset": {"x": 9000000, "y": 0},
         "behavior": {"type": "cellPaging", "itemWidth": 1e-300, "itemSpacing": 0}},
         "events": [{"t": 0, "phase": "began", "x": 300, "y": 400}, {"t": 0.01, "phase": "moved", "x": 250, "y": 400},
                    {"t": 0.02, "phase": "moved", "x": 200, "y": 400}, {"t": 0.03, "phase": "ended", "x": 200,
                     "y": 400}]}
        """

    @Test func motionAcrossADistantEventIsOneLineExitTwo() throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.distantEvent)
        let run = try ToolRun(["replay", "t.json"], in: scratch)
        #expect(run.status == 2)
        // The log streams out as it is made: what was written before the failure stays, unfinished.
        #expect(run.stdout.hasPrefix("scrollsim log 1\n"))
        #expect(!run.stdout.contains("\nfinal "))
        #expect(
            run.stderr
                == "scrollsim: error: t.json: the scene was still moving 600 s after events[3] (t 0.024 s): "
                + "scrollView decelerating\n"
        )
    }

    /// Tests that cells narrower than 0.001 pt are refused and cells at the minimum replay far along the content.
    ///
    /// Cells narrower than the 0.001 pt minimum are refused with the key and the range; at the minimum, far along the
    /// content, the replay runs (rows near 10¹⁰ fit `Int`).
    @Test(arguments: ["text", "jsonl"])
    func subPixelCellsReplay(format: String) throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.subPixelCells)
        let run = try ToolRun(["replay", "t.json", "--format", format], in: scratch)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "scrollsim: error: t.json: scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, "
                + "got 1e-300\n")
        scratch.write("min.json", Self.subPixelCells.replacingOccurrences(of: "1e-300", with: "0.001"))
        let atMinimum = try ToolRun(["replay", "min.json", "--format", format], in: scratch)
        #expect(atMinimum.status == 0)
        #expect(atMinimum.stderr.isEmpty)
        #expect(!atMinimum.stdout.contains("nan") && !atMinimum.stdout.contains("inf"))
    }

    /// A trace that scrolls a view to (-10⁷, -10⁷), whose log line once fused its columns.
    ///
    /// A view scrolled to (-10⁷, -10⁷) through its insets printed `didScroll  -10000000.000-10000000.000  ---`, a line
    /// the project's own reader skipped.
    static let farCorner = """
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 4000},
         "contentInset": {"top": 10000000, "left": 10000000, "bottom": 0, "right": 0}},
         "events": [{"t": 0, "call": "setContentOffset", "x": -10000000, "y": -10000000, "animated": false}]}
        """

    @Test func offsetsAtTheLimitKeepTheirColumnsApart() throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.farCorner)
        let run = try ToolRun(["replay", "t.json"], in: scratch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  didScroll               -10000000.000 -10000000.000  ---\n"))
        let log = TextLog(Array(run.stdout.utf8))
        #expect(log.lines.map(\.event) == ["setContentOffset", "didScroll"])
        #expect(log.lines.last?.offset == Point(x: -10_000_000, y: -10_000_000))
    }
}
