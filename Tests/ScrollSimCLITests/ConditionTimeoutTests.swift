import Foundation
import ScrollSimTestSupport
import Testing

/// Issue 35, item 1: conditions that never end. A `--while-command` / `--until-command` runs for at
/// most `--condition-timeout` seconds (counted as "does not hold"), in a process group of its own
/// that is killed on the timeout, SIGINT and SIGTERM, leaving no scratch file and no child;
/// `explore --max-time` stops the runs and prints its summary line.
struct ConditionTimeoutTests {
    let folder = Scratch()

    /// A condition script that holds on its first run (it leaves `ok`) and then hangs, with a
    /// background child whose pid it records in `pids`.
    static let hangsAfterFirst = """
        #!/bin/sh
        [ -e ok ] || { touch ok; exit 0; }
        sleep 30 &
        echo $! >> pids
        wait
        """

    /// Whether any pid recorded in `pids` still exists 2 s on (a killed orphan is a zombie until
    /// its new parent reaps it, so it may be seen for a moment).
    func anyChildAlive() -> Bool {
        let pids = (folder.read("pids") ?? "").split(separator: "\n").compactMap { pid_t($0) }
        for _ in 0..<40 {
            if !pids.contains(where: { kill($0, 0) == 0 }) { return false }
            usleep(50_000)
        }
        return true
    }

    func script(_ text: String) {
        folder.write("cond.sh", text)
        chmod(folder.path + "/cond.sh", 0o755)
    }

    @Test func aHangingConditionTimesOutAndCountsAsNotHolding() throws {
        folder.write("t.json", Traces.drag())
        folder.write("ok", "")
        script(Self.hangsAfterFirst)
        let started = Date()
        let run = try ToolRun(
            ["shrink", "t.json", "--while-command", "./cond.sh", "--condition-timeout", "0.5"], in: folder)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("ran past its 0.5 s limit (--condition-timeout)"), "\(run.stderr)")
        #expect(!anyChildAlive())
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalKillsTheConditionAndLeavesNothingBehind(signal: Int32, status: Int32) throws {
        folder.write("t.json", Traces.drag())
        script(Self.hangsAfterFirst)
        try FileManager.default.createDirectory(atPath: folder.path + "/tmp", withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = ToolRun.binary
        process.arguments = ["shrink", "t.json", "--while-command", "./cond.sh", "-o", "out.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path + "/tmp"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the condition hangs (its child recorded), then signal the tool.
        for _ in 0..<200 where folder.read("pids") == nil { usleep(50_000) }
        #expect(folder.read("pids") != nil)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(!anyChildAlive())
        let scratch = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/tmp")
        #expect(scratch.isEmpty, "\(scratch)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
    }

    @Test func exploreStopsAtItsMaxTimeWithASummary() throws {
        folder.write("t.json", Traces.drag())
        let started = Date()
        let run = try ToolRun(["explore", "t.json", "--runs", "100000000", "--max-time", "1"], in: folder)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("explore: seed "), "\(run.stdout)")
        #expect(!run.stdout.contains(" 100000000 runs"))
    }
}
