import Foundation
import ScrollSimTestSupport
import Testing

/// A condition command that never ends is stopped, leaving no scratch file and no child.
///
/// A `--while-command` / `--until-command` runs for at most `--condition-timeout` seconds (counted
/// as "does not hold"), in a process group of its own that is killed on the timeout, SIGINT and
/// SIGTERM, leaving no scratch file and no child; `explore --max-time` stops the runs and prints
/// its summary line.
struct ConditionTimeoutTests {
    let folder = Scratch()

    func anyChildAlive() -> Bool { HangingCondition.anyChildAlive(in: folder) }

    func script() { HangingCondition.install(in: folder) }

    @Test func aHangingConditionTimesOutAndCountsAsNotHolding() throws {
        folder.write("t.json", Traces.drag())
        folder.write("ok", "")
        script()
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
        script()
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
        #expect(HangingCondition.waitUntilHanging(in: folder))
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
