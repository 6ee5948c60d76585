import ScrollSimTestSupport
import Testing

/// Tests that `--while-differs GOLDEN` with a space works like the `=` form when GOLDEN names a `.log` file.
///
/// `--while-differs GOLDEN` with a space works when GOLDEN names an existing `.log`, as the `=` form does; any other
/// following word stays a positional argument.
struct WhileDiffersSpaceTests {
    let folder = Scratch()

    @Test func theSpacedFormTakesAnExistingLog() throws {
        folder.write("t.json", Traces.drag())
        let log = try ToolRun(["replay", "t.json"], in: folder).stdout
        folder.write("other.log", log.replacingOccurrences(of: "didEndDragging", with: "didEndDraggingX"))
        let spaced = try ToolRun(
            ["shrink", "t.json", "--while-differs", "other.log", "--max-tries", "2"], in: folder)
        let joined = try ToolRun(["shrink", "t.json", "--while-differs=other.log", "--max-tries", "2"], in: folder)
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(spaced.status == joined.status, "\(spaced.stderr)")
        #expect(spaced.stdout == joined.stdout)
        let missing = try ToolRun(["shrink", "t.json", "--while-differs", "missing.log"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("unexpected argument 'missing.log'"), "\(missing.stderr)")
    }
}
