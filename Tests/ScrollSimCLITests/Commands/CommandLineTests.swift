import Foundation
import ScrollSimTestSupport
import Testing

/// The tool's surface: help, version, usage errors and replay, run as a user would.
struct CommandLineTests {
    /// Tests that the built `scrollsim` binary is where the end-to-end tests look for it.
    ///
    /// The tests run the binary `swift test` built into SwiftPM's products directory, beside the test bundle; a wrong
    /// location fails here, by name, rather than in every end-to-end test.
    @Test func theBuiltBinaryIsInTheProductsDirectory() {
        #expect(FileManager.default.isExecutableFile(atPath: ToolRun.binary.path), "\(ToolRun.binary.path)")
        #expect(ToolRun.binary.deletingLastPathComponent() == ToolRun.productsDirectory)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["help", "check"], ["help", "replay"], ["check", "--help"],
        ["replay", "-h"], ["help", "review"], ["review", "--help"],
    ])
    func helpGoesToStdoutWithExitCodes(arguments: [String]) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("EXIT STATUS:"))
        #expect(run.stdout.contains("  2  Usage or input error"))
    }

    @Test func version() throws {
        let run = try ToolRun(["--version"])
        #expect(run.status == 0 && run.stdout == "scrollsim 0.1.0\n")
    }

    @Test(arguments: [
        ([], "missing subcommand (see 'scrollsim --help')", "Usage: scrollsim <subcommand>"),
        (["frobnicate"], "unknown subcommand 'frobnicate'", "Usage: scrollsim <subcommand>"),
        (["help", "frobnicate"], "unknown help topic 'frobnicate'", "Usage: scrollsim <subcommand>"),
        (["replay"], "missing expected argument '<trace>'", "Usage: scrollsim replay"),
        (["replay", "a.json", "b.json"], "unexpected argument 'b.json'", "Usage: scrollsim replay"),
        (
            ["replay", "a.json", "--format", "xml"],
            "the value 'xml' is invalid for '--format'; expected one of: text, jsonl, csv, chrome-trace",
            "Usage: scrollsim replay"
        ),
        (["replay", "a.json", "--output"], "missing value for '--output'", "Usage: scrollsim replay"),
        (
            ["check", "--jobs", "0"], "the value '0' is invalid for '--jobs'; expected an integer of at least 1",
            "Usage: scrollsim check"
        ),
        (
            ["check", "--jobs=many"], "the value 'many' is invalid for '--jobs'; expected an integer of at least 1",
            "Usage: scrollsim check"
        ),
        (["check", "--format", "junit"], "'--format junit' needs '--output <file>'", "Usage: scrollsim check"),
        (["check", "--output", "r.xml"], "'--output' needs '--format junit'", "Usage: scrollsim check"),
        (
            ["check", "--format=tap", "-o", "r.xml"],
            "the value 'tap' is invalid for '--format'; expected one of: junit", "Usage: scrollsim check"
        ),
        (
            ["check", "--color", "sometimes"],
            "the value 'sometimes' is invalid for '--color'; expected one of: auto, always, never",
            "Usage: scrollsim check"
        ),
        (
            ["check", "--unreferenced=ignore"],
            "the value 'ignore' is invalid for '--unreferenced'; expected one of: warn, fail", "Usage: scrollsim check"
        ),
        (
            ["check", "--update=yes"],
            "the value 'yes' is invalid for '--update'; expected one of: all, missing, pending",
            "Usage: scrollsim check"
        ),
        (
            ["check", "--update", "none"],
            "the value 'none' is invalid for '--update'; expected one of: all, missing, pending "
                + "(or an existing path to check)",
            "Usage: scrollsim check"
        ),
        (
            ["review", "--color", "sometimes"],
            "the value 'sometimes' is invalid for '--color'; expected one of: auto, always, never",
            "Usage: scrollsim review"
        ),
        (["check", "--frob"], "unknown option '--frob'", "Usage: scrollsim check"),
    ])
    func usageErrors(arguments: [String], message: String, usage: String) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("scrollsim: error: \(message)\n\n\(usage)"))
    }

    @Test func replayOfAMissingFileIsOneLine() throws {
        let run = try ToolRun(["replay", "no-such.json"])
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: no-such.json: No such file or directory\n")
    }

    @Test(arguments: [Traces.wrongType, "{\"scrollsim\": 1, \"events\": [", "", "[1, 2]"])
    func replayOfAnInvalidTraceIsOneLineNamingThePlace(trace: String) throws {
        let folder = Scratch()
        folder.write("bad.json", trace)
        let run = try ToolRun(["replay", "bad.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("scrollsim: error: bad.json: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// A message quotes the times as the trace wrote them (`0.0625`, not `0.062`; `2e-1`, not
    /// `0.2`), from a file and from standard input.
    @Test func replayQuotesTimesAsWritten() throws {
        let trace = """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 393, "height": 4000}}, "events": [
            {"t": 0.0625, "phase": "began", "x": 1, "y": 2}, {"t": 2e-1, "phase": "moved", "x": 1, "y": 3},
            {"t": 0.0625, "phase": "moved", "x": 1, "y": 4}]}
            """
        let message = "events[2].t: expected a time ≥ 2e-1 (the previous event's t), got 0.0625\n"
        let folder = Scratch()
        folder.write("times.json", trace)
        let fromFile = try ToolRun(["replay", "times.json"], in: folder)
        #expect(fromFile.status == 2 && fromFile.stdout.isEmpty)
        #expect(fromFile.stderr == "scrollsim: error: times.json: " + message)
        let fromStdin = try ToolRun(["replay", "-"], stdin: trace)
        #expect(fromStdin.status == 2 && fromStdin.stdout.isEmpty)
        #expect(fromStdin.stderr == "scrollsim: error: <stdin>: " + message)
    }

    @Test func replayFromAFileStdinAndOutputAgree() throws {
        let folder = Scratch()
        folder.write("drag.json", Traces.drag())
        let fromFile = try ToolRun(["replay", "drag.json"], in: folder)
        #expect(fromFile.status == 0 && !fromFile.stdout.isEmpty)
        let fromStdin = try ToolRun(["replay", "-"], in: folder, stdin: Traces.drag())
        #expect(fromStdin.stdout == fromFile.stdout)
        let written = try ToolRun(["replay", "--output=drag.log", "--", "drag.json"], in: folder)
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(folder.read("drag.log") == fromFile.stdout)
        let jsonl = try ToolRun(["replay", "drag.json", "--format", "jsonl"], in: folder)
        #expect(jsonl.status == 0)
    }
}
