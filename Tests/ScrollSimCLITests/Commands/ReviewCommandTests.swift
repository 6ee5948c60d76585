import Foundation
import ScrollSimTestSupport
import Testing

/// `check --update pending` then `scrollsim review`, end to end with the built binary.
struct ReviewCommandTests {
    let folder = Scratch()

    /// Three traces whose goldens no longer match (b, c) or are missing (a); `check --update
    /// pending` writes their pending goldens.
    func setUp() throws -> (a: String, b: String, c: String) {
        for (name, steps) in [("a", 8), ("b", 10), ("c", 12)] {
            folder.write("traces/\(name).json", Traces.drag(steps: steps, distance: 200))
        }
        for name in ["b", "c"] {
            let run = try ToolRun(["replay", "traces/\(name).json", "-o", "traces/\(name).log"], in: folder)
            #expect(run.status == 0)
            folder.write("traces/\(name).log", "tampered\n" + folder.read("traces/\(name).log")!)
        }
        let run = try ToolRun(["check", "--update", "pending"], in: folder)
        #expect(run.status == 1)
        #expect(
            folder.files().filter { $0.hasSuffix(".new") } == [
                "traces/a.log.new", "traces/b.log.new", "traces/c.log.new",
            ])
        return (folder.read("traces/a.log.new")!, folder.read("traces/b.log.new")!, folder.read("traces/c.log.new")!)
    }

    @Test func acceptAllThenEverythingPasses() throws {
        let new = try setUp()
        let run = try ToolRun(["review", "--accept-all"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == "accepted traces/a.log\naccepted traces/b.log\naccepted traces/c.log\n"
                + "3 accepted, 0 rejected, 0 skipped\n")
        #expect(
            [folder.read("traces/a.log"), folder.read("traces/b.log"), folder.read("traces/c.log")] == [
                new.a, new.b, new.c,
            ])
        #expect(
            folder.files() == [
                "traces/a.json", "traces/a.log", "traces/b.json", "traces/b.log", "traces/c.json", "traces/c.log",
            ])
        #expect(try ToolRun(["check"], in: folder).stdout == "3 passed, 0 failed\n")
    }

    @Test func rejectAllKeepsTheGoldensAndDeletesOnlyThePendingFiles() throws {
        _ = try setUp()
        let before = folder.read("traces/b.log")
        let run = try ToolRun(["review", "--reject-all", "traces/b.log.new", "traces/c.log"], in: folder)
        #expect(run.status == 0)
        #expect(
            run.stdout == "rejected traces/b.log.new\nrejected traces/c.log.new\n0 accepted, 2 rejected, 0 skipped\n")
        #expect(folder.read("traces/b.log") == before)
        #expect(folder.read("traces/a.log.new") != nil, "not named, not touched")
        let check = try ToolRun(["check"], in: folder)
        #expect(check.stdout.contains("warning: pending golden traces/a.log.new left behind"))
    }

    @Test func withoutATerminalItRefusesToAskInOneLine() throws {
        _ = try setUp()
        let run = try ToolRun(["review"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "scrollsim: error: review asks on a terminal, and standard input is not one "
                + "(3 pending goldens); decide them all with 'scrollsim review --accept-all' or '--reject-all'\n")
        #expect(folder.files().filter { $0.hasSuffix(".new") }.count == 3, "nothing decided")
    }

    @Test func nothingPendingAndBadArguments() throws {
        folder.write("traces/x.json", Traces.drag())
        let none = try ToolRun(["review"], in: folder)
        #expect(none.status == 0 && none.stdout == "no pending goldens (check --update pending writes them)\n")
        let both = try ToolRun(["review", "--accept-all", "--reject-all"], in: folder)
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("scrollsim: error: '--accept-all' and '--reject-all' cannot be used together\n"))
        let missing = try ToolRun(["review", "nope"], in: folder)
        #expect(missing.status == 2 && missing.stderr == "scrollsim: error: nope: No such file or directory\n")
    }

    /// The interactive review, driven through a pseudo-terminal: accept the first, reject the
    /// second (after a wrong key), quit at the third.
    @Test func anInteractiveReviewThroughAPseudoTerminal() throws {
        let new = try setUp()
        let oldC = folder.read("traces/c.log")
        let session = try PseudoTerminalSession(["review"], in: folder)
        try session.answer(afterPrompt: 1, with: "a\n")
        try session.answer(afterPrompt: 2, with: "x\n")
        try session.answer(afterPrompt: 3, with: "r\n")
        try session.answer(afterPrompt: 4, with: "q\n")
        let (status, output) = try session.finish()
        #expect(status == 0, "\(output)")
        #expect(output.contains("[1/3] traces/a.log.new → traces/a.log\r\n  new golden: there is no traces/a.log yet"))
        #expect(output.contains("[2/3] traces/b.log.new → traces/b.log\r\n  first difference: line 1"))
        #expect(output.contains("--- traces/b.log (didScroll runs folded)"))
        #expect(output.contains("accepted traces/a.log\r\n"))
        #expect(output.contains("rejected traces/b.log.new\r\n"))
        #expect(output.contains("1 accepted, 1 rejected, 0 skipped, 1 left\r\n"))
        #expect(folder.read("traces/a.log") == new.a)
        #expect(folder.read("traces/b.log")?.hasPrefix("tampered\n") == true)
        #expect(folder.read("traces/b.log.new") == nil)
        #expect(folder.read("traces/c.log") == oldC && folder.read("traces/c.log.new") == new.c)
        #expect(folder.files().allSatisfy { !$0.contains(".tmp-") })
    }
}
