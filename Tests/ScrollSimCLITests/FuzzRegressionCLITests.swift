import Testing

/// Fuzzer findings at the command line: exit 0 with a log, or exit 2 with exactly one line on
/// standard error; never a signal or a hang.
struct FuzzRegressionCLITests {
    /// Sub-pixel cells far along the content: the chosen row overflowed `Int` and trapped.
    static let subPixelCells = """
    {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
     "contentSize": {"width": 10000000, "height": 852}, "contentOffset": {"x": 9000000, "y": 0},
     "behavior": {"type": "cellPaging", "itemWidth": 1e-300, "itemSpacing": 0}},
     "events": [{"t": 0, "phase": "began", "x": 300, "y": 400}, {"t": 0.01, "phase": "moved", "x": 250, "y": 400},
                {"t": 0.02, "phase": "moved", "x": 200, "y": 400}, {"t": 0.03, "phase": "ended", "x": 200, "y": 400}]}
    """

    @Test(arguments: ["text", "jsonl"])
    func subPixelCellsReplay(format: String) throws {
        let scratch = Scratch()
        try scratch.write("t.json", Self.subPixelCells)
        let run = try ToolRun(["replay", "t.json", "--format", format], in: scratch)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("9007199254740992"))
    }
}
