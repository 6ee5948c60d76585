import Foundation
import ScrollSimTestSupport
import Testing

/// The fuzz harness's reach into conditions that never end and signals.
///
/// The fuzz harness's reach into conditions that never end and signals: seeded rounds of `shrink`
/// and `explore` with a condition that holds once and then hangs, stopped by `--condition-timeout`
/// or by SIGINT or SIGTERM at a seeded moment. Whatever the moment, the tool exits with a status
/// its help names, and leaves no temporary file, no scratch folder and no living child behind.
/// `SCROLLSIM_FUZZ_ROUNDS=N` sets the rounds (default 3, as a quick pass of `swift test`).
struct ConditionSignalFuzzTests {
    /// Rounds of the sweep.
    static let rounds = ProcessInfo.processInfo.environment["SCROLLSIM_FUZZ_ROUNDS"].flatMap(Int.init) ?? 3

    /// How a round ends.
    enum Ending: CaseIterable { case timeout, interrupt, terminate }

    @Test func hangingConditionsAndSignalsLeaveNothingBehind() throws {
        var generator = SplitMix(seed: 0xC0DE)
        for round in 0..<Self.rounds {
            let folder = Scratch()
            folder.write("t.json", Traces.drag(steps: Int.random(in: 4...16, using: &generator)))
            HangingCondition.install(in: folder)
            try FileManager.default.createDirectory(atPath: folder.path + "/tmp", withIntermediateDirectories: true)
            let explores = Bool.random(using: &generator)
            let ending = Ending.allCases.randomElement(using: &generator)!
            let timeout = ending == .timeout ? "0.3" : "60"
            // Explore's first run, and shrink's check of its input when the round times out, already
            // hang; a signalled shrink hangs from its first candidate on.
            if explores || ending == .timeout { folder.write("ok", "") }
            let arguments =
                explores
                ? [
                    "explore", "t.json", "--runs", "3", "--until-command", "./cond.sh", "--condition-timeout", timeout,
                    "-o", "found",
                ]
                : [
                    "shrink", "t.json", "--while-command", "./cond.sh", "--condition-timeout", timeout, "-o",
                    "out.json",
                ]
            if explores {
                try FileManager.default.createDirectory(
                    atPath: folder.path + "/found", withIntermediateDirectories: true)
            }
            let process = Process()
            process.executableURL = ToolRun.binary
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path + "/tmp"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var allowed: Set<Int32> = explores ? [0] : [2]
            if ending != .timeout {
                // Signal at a seeded moment after the condition began to hang.
                #expect(HangingCondition.waitUntilHanging(in: folder), "the condition never hung")
                usleep(UInt32.random(in: 0...300_000, using: &generator))
                kill(process.processIdentifier, ending == .interrupt ? SIGINT : SIGTERM)
                allowed = [ending == .interrupt ? 130 : 143]
            }
            process.waitUntilExit()
            let place = "round \(round): \(arguments.joined(separator: " ")), \(ending)"
            #expect(allowed.contains(process.terminationStatus), "\(place): exit \(process.terminationStatus)")
            #expect(!HangingCondition.anyChildAlive(in: folder), "\(place): a condition's child is still running")
            let scratch = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/tmp")
            #expect(scratch.isEmpty, "\(place): left in TMPDIR: \(scratch)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!left.contains { $0.contains(".tmp") }, "\(place): left beside the output: \(left)")
        }
    }
}
