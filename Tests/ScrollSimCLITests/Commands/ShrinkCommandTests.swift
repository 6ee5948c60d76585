import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// End-to-end runs of `scrollsim shrink` with the built binary.
struct ShrinkCommandTests {
    /// A corpus trace of raw touches with a behaviour, and its golden.
    static let trace = PackageRoot.traces + "/behaviors/cell-paging-far-target.json"
    static let golden = PackageRoot.traces + "/behaviors/cell-paging-far-target.log"

    static func events(_ text: String) throws -> Int {
        try Replay.decode(Array(text.utf8)).events.count
    }

    @Test func whileMatchesWritesASmallerValidTraceAtomically() throws {
        let scratch = Scratch()
        let run = try ToolRun(
            ["shrink", Self.trace, "--while-matches", "willEndDragging", "-o", "small.json"], in: scratch)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        #expect(scratch.files() == ["small.json"], "no temporary file left beside the output")
        let small = try #require(scratch.read("small.json"))
        #expect(try Self.events(small) < Self.events(String(decoding: FileSystem.read(Self.trace), as: UTF8.self)))
        let replay = try ToolRun(["replay", "small.json"], in: scratch)
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("willEndDragging"))
        // The same input gives the same bytes, on standard output too.
        let again = try ToolRun(["shrink", Self.trace, "--while-matches", "willEndDragging"])
        #expect(again.stdout == small)
    }

    @Test func whileDiffersKeepsTheFirstDifferingLine() throws {
        let scratch = Scratch()
        let golden = String(decoding: try FileSystem.read(Self.golden), as: UTF8.self)
        // A golden that expects another target: the trace's log differs from it at willEndDragging.
        let expected = golden.replacingOccurrences(of: "target (955.000, 0.000)", with: "target (1000.000, 0.000)")
        #expect(expected != golden)
        scratch.write("expected.log", expected)
        let run = try ToolRun(
            ["shrink", Self.trace, "--while-differs=expected.log", "--while-matches", "didEndDecelerating"],
            in: scratch)
        #expect(run.status == 0, "\(run.stderr)")
        scratch.write("small.json", run.stdout)
        let replay = try ToolRun(["replay", "small.json"], in: scratch)
        #expect(replay.stdout.contains("target (955.000, 0.000)"))
        #expect(try Self.events(run.stdout) < 10)
    }

    @Test func whileDiffersAloneUsesTheGoldenBesideTheTrace() throws {
        let scratch = Scratch()
        scratch.write("far.json", String(decoding: try FileSystem.read(Self.trace), as: UTF8.self))
        let golden = String(decoding: try FileSystem.read(Self.golden), as: UTF8.self)
        scratch.write("far.log", golden.replacingOccurrences(of: "didEndDecelerating", with: "didEndDragging"))
        let run = try ToolRun(["shrink", "far.json", "--while-differs"], in: scratch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.events(run.stdout) >= 1)
        // Standard input has no golden beside it.
        let piped = try ToolRun(["shrink", "-", "--while-differs"], stdin: scratch.read("far.json") ?? "")
        #expect(piped.status == 2)
        #expect(piped.stderr.contains("standard input has no golden beside it"))
    }

    @Test func whileCommandRunsTheCommandOnEachCandidate() throws {
        // grep exits 0 while the candidate trace still has a touch ending.
        let run = try ToolRun(["shrink", Self.trace, "--while-command", "grep -q ended"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"ended\""))
        #expect(try Self.events(run.stdout) <= 2)
    }

    @Test(arguments: [
        (
            ["shrink", trace],
            "give a condition: --while-differs, --while-matches, --while-not-matches or --while-command"
        ),
        (
            ["shrink", trace, "--while-matches", "a("],
            "--while-matches 'a(': the regex does not compile"
        ),
        (
            ["shrink", trace, "--while-command", "no-such-command-for-shrink x"],
            "--while-command 'no-such-command-for-shrink x': command not found: 'no-such-command-for-shrink'"
        ),
        (
            ["shrink", trace, "--while-not-matches", "willEndDragging"],
            "the condition does not hold on the input trace: a log line matches 'willEndDragging'"
        ),
        (
            ["shrink", trace, "--while-differs"],
            "the input's log does not differ from it"
        ),
        (["shrink", trace, "--while-matches", "x", "--max-time", "0"], "invalid value '0' for '--max-time'"),
        (["shrink", trace, "--while-matches", "x", "--max-tries", "none"], "--max-tries"),
        (["shrink", trace, "other.json", "--while-matches", "x"], "unexpected argument 'other.json'"),
    ])
    func badUsageExitsTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let firstLine = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("scrollsim: error: "))
        #expect(firstLine.contains(message), "\(firstLine)")
    }

    @Test func maxTriesKeepsTheBestSoFar() throws {
        let run = try ToolRun(["shrink", Self.trace, "--while-matches", "willEndDragging", "--max-tries", "3"])
        #expect(run.status == 0)
        let replay = try ToolRun(["replay", "-"], stdin: run.stdout)
        #expect(replay.stdout.contains("willEndDragging"))
    }

    @Test func helpPageNamesEveryCondition() throws {
        let run = try ToolRun(["help", "shrink"])
        #expect(run.status == 0)
        for option in ["--while-differs", "--while-matches", "--while-not-matches", "--while-command", "--max-time"] {
            #expect(run.stdout.contains(option))
        }
    }
}

/// Ctrl-C during `shrink`: the best trace so far is written, and nothing else is left.
struct ShrinkInterruptTests {
    @Test func interruptWritesTheBestSoFarAndNoPartialFile() throws {
        let scratch = Scratch()
        // A slow interestingness test: a candidate with a lift is interesting, after 0.3 s.
        scratch.write("slow.sh", "#!/bin/sh\nsleep 0.3\ngrep -q ended \"$1\"\n")
        #expect(chmod(scratch.path + "/slow.sh", 0o755) == 0)
        try FileSystem.createFolders(scratch.path + "/tmp")
        let process = Process()
        process.executableURL = ToolRun.binary
        process.arguments = [
            "shrink", ShrinkCommandTests.trace, "--while-command", scratch.path + "/slow.sh", "-o", "small.json",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path + "/tmp"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The command's scratch folder appears once the search has started (the handler is set).
        var started = false
        for _ in 0..<400 where !started {
            started = !((try? FileSystem.list(scratch.path + "/tmp")) ?? []).isEmpty
            if !started { usleep(50_000) }
        }
        #expect(started)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(scratch.files() == ["slow.sh", "small.json"])
        #expect(try FileSystem.list(scratch.path + "/tmp").isEmpty, "the candidate's folder is removed")
        let replay = try ToolRun(["replay", "small.json"], in: scratch)
        #expect(replay.status == 0)
    }
}
