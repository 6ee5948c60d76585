import ScrollSimTestSupport
import Testing

/// `scrollsim review --from DIR`: the pending goldens of a CI run's artifacts folder, reviewed
/// where the check ran, end to end with the built binary.
struct ReviewFromArtifactsTests {
    let folder = Scratch()

    /// Two traces whose goldens no longer match, checked as a CI job would.
    ///
    /// Two traces whose goldens no longer match, checked as a CI job would: `check --update
    /// pending --artifacts out` under `CI=true`. Returns the logs the traces print now.
    func ciRun() throws -> (a: String, b: String) {
        for (name, steps) in [("a", 8), ("b", 10)] {
            folder.write("traces/core/\(name).json", Traces.drag(steps: steps, distance: 200))
            let run = try ToolRun(["replay", "traces/core/\(name).json", "-o", "traces/core/\(name).log"], in: folder)
            #expect(run.status == 0)
            folder.write("traces/core/\(name).log", "tampered\n" + folder.read("traces/core/\(name).log")!)
        }
        let check = try ToolRun(
            ["check", "--update", "pending", "--artifacts", "out", "traces"], in: folder, environment: ["CI": "true"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("run: scrollsim review --from out)\n"), "\(check.stdout)")
        #expect(
            folder.files().filter { $0.hasSuffix(".log.new") } == [
                "out/traces/core/a.log.new", "out/traces/core/b.log.new",
            ])
        return (folder.read("out/traces/core/a.log.new")!, folder.read("out/traces/core/b.log.new")!)
    }

    @Test func acceptingFromTheArtifactsWritesTheGoldensTheyCameFrom() throws {
        let new = try ciRun()
        let run = try ToolRun(["review", "--from", "out", "--accept-all"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == "accepted traces/core/a.log\naccepted traces/core/b.log\n2 accepted, 0 rejected, 0 skipped\n")
        #expect(folder.read("traces/core/a.log") == new.a && folder.read("traces/core/b.log") == new.b)
        #expect(folder.files().filter { $0.hasSuffix(".new") }.isEmpty, "accepted files leave the artifacts")
        #expect(try ToolRun(["check"], in: folder).stdout == "2 passed, 0 failed\n")
    }

    @Test func rejectingFromTheArtifactsKeepsTheGoldens() throws {
        _ = try ciRun()
        let before = folder.read("traces/core/a.log")
        let run = try ToolRun(["review", "--from", "out/", "--reject-all"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("0 accepted, 2 rejected, 0 skipped\n"))
        #expect(folder.read("traces/core/a.log") == before)
        #expect(folder.files().filter { $0.hasSuffix(".new") }.isEmpty)
    }

    /// Run elsewhere than where the check ran, with paths besides `--from`, or on a missing
    /// folder: one line, exit 2, nothing touched.
    @Test func refusalsNameThePlace() throws {
        _ = try ciRun()
        let elsewhere = Scratch()
        let moved = try ToolRun(["review", "--from", folder.path + "/out", "--accept-all"], in: elsewhere)
        #expect(moved.status == 2)
        #expect(
            moved.stderr
                == "scrollsim: error: \(folder.path)/out/traces/core/a.log.new: cannot be reviewed here: there is "
                + "no trace traces/core/a.json here; run review in the folder check ran in\n")
        let both = try ToolRun(["review", "--from", "out", "traces"], in: folder)
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("scrollsim: error: '--from' reviews every pending golden of its folder"))
        let missing = try ToolRun(["review", "--from", "nope"], in: folder)
        #expect(missing.status == 2 && missing.stderr == "scrollsim: error: nope: No such file or directory\n")
        #expect(folder.files().filter { $0.hasSuffix(".log.new") }.count == 2, "nothing decided")
    }
}
