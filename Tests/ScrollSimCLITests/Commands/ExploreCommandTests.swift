import ScrollSimTestSupport
import Testing

/// `scrollsim explore` run as a user runs it: the summary, a counterexample's three files, and the
/// one-line errors with exit status 2.
struct ExploreCommandTests {
    static let scene = PackageRoot.file("traces/core/fling-normal-rate.json")

    @Test func nothingFoundPrintsTheSummaryAndExitsZero() throws {
        let run = try ToolRun(["explore", Self.scene, "--seed", "5", "--runs", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("explore: seed 5, 3 runs, "))
        #expect(run.stdout.contains(" s simulated, nothing found (invariants checked: delegate-grammar, "))
        #expect(run.stderr.isEmpty)
        let again = try ToolRun(["explore", Self.scene, "--seed", "5", "--runs", "3"])
        #expect(again.stdout == run.stdout)
    }

    /// `--with-events`: the scene's own events precede each run; the runs differ from those
    /// without them, and the same flags give the same output.
    @Test func withEventsTheScenesEventsComeFirst() throws {
        let plain = try ToolRun(["explore", Self.scene, "--runs", "3"])
        let with = try ToolRun(["explore", Self.scene, "--with-events", "--runs", "3"])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.hasPrefix("explore: seed 1, 3 runs, "))
        #expect(with.stdout != plain.stdout, "the simulated time includes the prefix")
        #expect(try ToolRun(["explore", Self.scene, "--with-events", "--runs", "3"]).stdout == with.stdout)
    }

    /// Tests that `explore` on a terminal shows a progress line on standard error and clears it before the summary.
    ///
    /// On a terminal, a progress line on standard error every ten runs and through the shrink, rewritten in place and
    /// cleared before the summary (not tested: off a terminal, nothing, as `nothingFoundPrintsTheSummaryAndExitsZero`
    /// checks).
    @Test func onATerminalItShowsProgressAndClearsIt() throws {
        let quiet = try PseudoTerminalSession(["explore", Self.scene, "--runs", "20"], in: Scratch())
        let (status, output) = try quiet.finish()
        #expect(status == 0, "\(output)")
        #expect(
            output.contains(
                "\rexplore: run 10 of 20\u{1B}[K\rexplore: run 20 of 20\u{1B}[K\r\u{1B}[Kexplore: seed 1, 20 runs"))
        let scratch = Scratch()
        let finding = try PseudoTerminalSession(
            ["explore", Self.scene, "--until-matches", "willBeginDecelerating", "-o", "found"], in: scratch)
        let (found, text) = try finding.finish()
        #expect(found == 1, "\(text)")
        #expect(text.contains("\rexplore: shrinking: "), "\(text)")
        #expect(text.contains("\r\u{1B}[Kexplore: seed 1, run "))
    }

    @Test func aFindingWritesTheShrunkTraceItsLogAndTheReason() throws {
        let scratch = Scratch()
        let run = try ToolRun(
            ["explore", Self.scene, "--until-matches", "willBeginDecelerating", "-o", "found"], in: scratch)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("explore: seed 1, run "))
        let names = scratch.files().filter { $0.hasPrefix("found/counterexample-") }.sorted()
        #expect(names.count == 3, "\(names)")
        let trace = try #require(names.first { $0.hasSuffix(".json") })
        let reason = try #require(names.first { $0.hasSuffix(".txt") }.flatMap { scratch.read($0) })
        #expect(reason == "until: the --until conditions hold\n")
        let replay = try ToolRun(["replay", trace], in: scratch)
        #expect(replay.status == 0)
        let log = try #require(names.first { $0.hasSuffix(".log") }.flatMap { scratch.read($0) })
        #expect(replay.stdout == log)
        #expect(log.contains("willBeginDecelerating"))
    }

    @Test func aCommandConditionIsAskedAboutEachRunsTrace() throws {
        let scratch = Scratch()
        let run = try ToolRun(
            ["explore", Self.scene, "--until-command", "grep -q scrollToTop", "--max-shrink-time", "5", "-o", "out"],
            in: scratch)
        #expect(run.status == 1, "\(run.stderr)")
        let trace = try #require(scratch.files().first { $0.hasPrefix("out/") && $0.hasSuffix(".json") })
        let text = try #require(scratch.read(trace))
        #expect(text.contains("\"call\": \"scrollToTop\""))
        #expect(text.components(separatedBy: "\"t\": ").count == 2, "\(text)")
    }

    struct BadInput: Sendable {
        var arguments: [String]
        var message: String
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["--seed", "x"], message: "the value 'x' is invalid for '--seed'"),
        BadInput(arguments: ["--seed", "-3"], message: "the value '-3' is invalid for '--seed'"),
        BadInput(arguments: ["--runs", "0"], message: "the value '0' is invalid for '--runs'"),
        BadInput(arguments: ["--moves", "1001"], message: "the value '1001' is invalid for '--moves'"),
        BadInput(arguments: ["--skip-invariant", "no-such"], message: "unknown invariant 'no-such'"),
        BadInput(
            arguments: ["--determinism-every", "0"], message: "the value '0' is invalid for '--determinism-every'"),
        BadInput(arguments: ["--until-matches", "(unclosed"], message: "--until-matches"),
        BadInput(
            arguments: ["--until-command", "scrollsim-no-such-command-x"], message: "scrollsim-no-such-command-x"),
    ]

    @Test(arguments: badInputs)
    func badInputExitsTwoWithOneLine(_ input: BadInput) throws {
        let run = try ToolRun(["explore", Self.scene] + input.arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: "))
        #expect(run.stderr.split(separator: "\n").first?.contains(input.message) == true, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func anUnreadableSceneExitsTwo() throws {
        let scratch = Scratch()
        scratch.write("broken.json", "{\"scrollsim\": 1, \"scrollView\": {}}")
        for scene in ["missing.json", "broken.json"] {
            let run = try ToolRun(["explore", scene], in: scratch)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("scrollsim: error: \(scene)"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func anOutputThatIsAFileIsRefusedBeforeExploring() throws {
        let scratch = Scratch()
        scratch.write("taken", "x")
        let run = try ToolRun(["explore", Self.scene, "-o", "taken"], in: scratch)
        #expect(run.status == 2)
        #expect(
            run.stderr == "scrollsim: error: taken: not a directory (--output names the folder for a counterexample)\n")
        #expect(scratch.read("taken") == "x")
    }

    @Test func helpListsTheInvariants() throws {
        let run = try ToolRun(["help", "explore"])
        #expect(run.status == 0)
        for name in ["delegate-grammar", "flags-agree", "rest-in-range", "did-scroll-moves", "finite-numbers"] {
            #expect(run.stdout.contains("\n  \(name) "))
        }
        #expect(try ToolRun(["explore", "--help"]).stdout == run.stdout)
    }
}
