import Foundation
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Replay throughput and peak memory of the `scrollsim` binary on generated traces, against
/// Python's C `json.load` of the same files measured in the same run. Prints numbers; asserts
/// nothing.
///
/// Each trace is written to a temporary file; `scrollsim replay FILE` (the release binary beside
/// this one) runs as a child process with its log sent to `/dev/null`, timed on the wall clock
/// (process start included) and measured for peak RSS with `wait4`. The baseline spawns
/// `python3 -c 'import json,sys,time; …'`, which times `json.load` alone. Best of `--runs` runs.
///
/// Usage: `scrollsim-bench replay [--runs N] [--sizes 200000,400000,1600000] [--flings N]`.
enum ReplayBenchmark {
    static func run(arguments: [String]) {
        var runs = 3
        var sizes = [200_000, 400_000, 1_600_000]
        var flings = 1_000
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--runs": runs = max(1, Int(value) ?? runs)
            case "--sizes": sizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--flings": flings = max(1, Int(value) ?? flings)
            default: break
            }
            index += 2
        }
        guard let binary = ChildProcess.scrollsimBinary(for: "replay") else { return }
        let python = Self.pythonAvailable()
        if !python { print("replay benchmark: python3 not found: no json.load baseline in this run") }
        print("replay benchmark: best of \(runs) runs; times include process start; RSS is the child's peak (wait4)")
        print("  trace                      events     MB   json.load   replay   ratio   peak RSS   µs/event")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The traces are written by child processes: the kernel counts a parent's peak memory in
        // its spawned children's, so this process must stay small for the RSS figures to hold.
        var cases = sizes.map { ("drag", $0, BenchmarkTraces.dragEventCount($0)) }
        cases.append(("flings", flings, 14 * flings))
        for (kind, size, events) in cases {
            let path = folder + "/\(kind)-\(size).json"
            guard ChildProcess.run(CommandLine.arguments[0], ["generate", kind, String(size), path]) != nil,
                let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let bytes = attributes[.size] as? Int
            else {
                print("replay benchmark: cannot write \(path)")
                return
            }
            let megabytes = Double(bytes) / 1_048_576
            var parse = Double.infinity
            if python { for _ in 0..<runs { parse = min(parse, Self.pythonLoadSeconds(path) ?? .infinity) } }
            var replay = Double.infinity
            var peak = 0
            for _ in 0..<runs {
                guard let child = ChildProcess.run(binary, ["replay", path]) else {
                    print("replay benchmark: scrollsim replay \(path) failed")
                    return
                }
                replay = min(replay, child.seconds)
                peak = max(peak, child.peakKilobytes)
            }
            let label = kind == "flings" ? "\(size) flings" : "drag \(size / 1000)k events"
            let ratio = parse.isFinite ? Self.format(replay / parse, 2) + "×" : "n/a"
            let parseText = parse.isFinite ? Self.format(parse, 3) + " s" : "n/a"
            print(
                "  " + Self.pad(label, 24) + Self.pad(String(events), 9, right: true)
                    + Self.pad(Self.format(megabytes, 1), 7, right: true) + Self.pad(parseText, 12, right: true)
                    + Self.pad(Self.format(replay, 3) + " s", 9, right: true) + Self.pad(ratio, 8, right: true)
                    + Self.pad(Self.format(Double(peak) / 1024, 1) + " MB", 11, right: true)
                    + Self.pad(Self.format(replay / Double(events) * 1e6, 2), 11, right: true))
        }
    }

    /// `scrollsim-bench generate drag|flings SIZE PATH`: writes one benchmark trace (run as a child
    /// process by ``run(arguments:)``).
    static func generate(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let size = Int(arguments[1]), size > 0 else { return 2 }
        let text = arguments[0] == "flings" ? BenchmarkTraces.flings(size) : BenchmarkTraces.drags(events: size)
        do { try FileSystem.writeAtomically(Array(text.utf8), to: arguments[2]) } catch { return 1 }
        return 0
    }

    /// Whether `python3` runs.
    static func pythonAvailable() -> Bool {
        guard let child = ChildProcess.run("/usr/bin/env", ["python3", "-c", "pass"]) else { return false }
        return child.status == 0
    }

    /// Seconds Python's `json.load` takes on `path` (timed inside Python), or nil on failure.
    static func pythonLoadSeconds(_ path: String) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import json,sys,time;f=open(sys.argv[1]);t=time.perf_counter();json.load(f);"
                + "print(time.perf_counter()-t)",
            path,
        ]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func format(_ value: Double, _ decimals: Int) -> String { FixedPoint.format(value, decimals: decimals) }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - text.count))
        return right ? spaces + text : text + spaces
    }
}
