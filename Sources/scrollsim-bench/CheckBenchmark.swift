// `scrollsim-bench check`: times `scrollsim check` over a generated folder of traces.
// Usage: scrollsim-bench check [--traces N] [--jobs N] [--runs N]. Numbers are printed, never asserted.
import Dispatch
import Foundation
import ScrollSimCheck
import ScrollSimSupport
import ScrollSimTrace

/// Times a golden check of generated traces and prints the time and rate as median (min–max).
///
/// Generates ordinary traces with their goldens in a temporary folder, then times a golden check of the folder `--runs`
/// times (in this process) and prints the time and rate as median (min–max).
enum CheckBenchmark {
    /// Runs the benchmark; `arguments` may set `--traces N` (default 1000) and `--jobs N` (default 2).
    ///
    /// The defaults are the target's "1 000 traces under 0.5 s with 2 cores".
    static func run(arguments: [String]) {
        var traceCount = 1000
        var jobs = 2
        var runs = 5
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
            switch (arguments[index], value) {
            case ("--traces", let count?) where count > 0: traceCount = count
            case ("--jobs", let count?) where count > 0: jobs = count
            case ("--runs", let count?) where count > 0: runs = count
            default:
                print("usage: scrollsim-bench check [--traces N] [--jobs N] [--runs N]")
                return
            }
            index += 2
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-check-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try writeTraces(traceCount, in: folder)
            // The CLI's renderer (`scrollsim check`): the replay's text log.
            let renderer = TraceRenderer(
                isTrace: { Replay.isTrace($0) }, render: { try Replay.run(trace: $0, format: .text) },
                renderBytes: { try Replay.runBytes(trace: $0, format: .text) })
            var times: [Double] = [], cpu: [Double] = [], serialTimes: [Double] = []
            for _ in 0..<runs {
                for (jobCount, isSerial) in [(jobs, false), (1, true)] where !isSerial || jobs > 1 {
                    let startCPU = ProcessCPU.seconds()
                    let start = DispatchTime.now().uptimeNanoseconds
                    let report = try GoldenCheck.run(
                        paths: [folder], options: CheckOptions(jobs: jobCount), renderer: renderer)
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    if isSerial {
                        serialTimes.append(seconds)
                    } else {
                        times.append(seconds)
                        cpu.append(ProcessCPU.seconds() - startCPU)
                    }
                    if report.exitStatus != 0 { print("check: unexpected result: \(report.summary)") }
                }
            }
            print(Machine.description())
            print(
                "check: \(traceCount) traces, jobs \(jobs), \(runs) runs: \(Spread(times).text(3, " s")), "
                    + Spread(times.map { Double(traceCount) / max($0, 1e-9) }).text(0, " traces/s"))
            print("  CPU (user + system) \(Spread(cpu).text(3, " s"))")
            if jobs > 1 {
                let serial = Spread(serialTimes).median, parallel = Spread(times).median
                let fraction = SerialFraction.karpFlatt(serial: serial, parallel: parallel, workers: jobs)
                print(
                    "  jobs 1 \(Spread(serialTimes).text(3, " s")); speed-up \(ReplayBenchmark.format(serial / parallel, 2))×, "
                        + "serial fraction \(ReplayBenchmark.format(fraction, 2)) (Karp–Flatt: 0 scales perfectly, "
                        + "1 not at all; on a loaded machine it includes the load)")
            }
            instructions(folder: folder, traceCount: traceCount)
        } catch {
            print("check: benchmark failed: \(error)")
        }
    }

    /// callgrind's instructions per trace of `scrollsim check --jobs 1` on `folder`, with the command that reproduces
    /// it.
    ///
    /// callgrind's instructions per trace of `scrollsim check --jobs 1` on `folder` (the binary beside this one;
    /// process start included, spread over the traces), with the command that reproduces it.
    static func instructions(folder: String, traceCount: Int) {
        guard Instructions.available() else {
            print("instructions: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
            return
        }
        guard let binary = ChildProcess.scrollsimBinary(for: "check"),
            let count = Instructions.count(binary, ["check", "--jobs", "1", folder])
        else {
            print("instructions: callgrind of check failed")
            return
        }
        print("  check: \(count) instructions, \(count / traceCount) per trace")
        print(
            "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/scrollsim check "
                + "--jobs 1 FOLDER > /dev/null")
        print("  FOLDER: .build/release/scrollsim-bench check-traces \(traceCount) FOLDER")
    }

    /// `scrollsim-bench check-traces N FOLDER`: writes the benchmark's `N` traces with their goldens.
    static func writeTraces(arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[0]), count > 0 else { return 2 }
        do {
            try FileManager.default.createDirectory(atPath: arguments[1], withIntermediateDirectories: true)
            try writeTraces(count, in: arguments[1])
        } catch {
            print("check-traces: \(error)")
            return 1
        }
        return 0
    }

    /// Writes `count` traces with their goldens in `folder`.
    static func writeTraces(_ count: Int, in folder: String) throws {
        for number in 0..<count {
            let trace = Array(traceJSON(number).utf8)
            let path = folder + "/trace-\(number).json"
            try FileSystem.writeAtomically(trace, to: path)
            let golden = try Replay.run(trace: trace, format: .text)
            try FileSystem.writeAtomically(Array(golden.utf8), to: String(path.dropLast(5)) + ".log")
        }
    }

    /// An ordinary drag-and-release trace: a few dozen touch events whose speed, length
    /// and content height vary with `number`.
    static func traceJSON(_ number: Int) -> String {
        let steps = 20 + number % 30
        let speed = 2.0 + Double(number % 17)
        let height = 2000 + (number % 7) * 1000
        var events = ["{\"t\": 0, \"phase\": \"began\", \"x\": 196.5, \"y\": 700}"]
        for step in 1...steps {
            let phase = step == steps ? "ended" : "moved"
            let t = Double(step) * 0.008
            let y = 700 - speed * Double(step)
            events.append("{\"t\": \(t), \"phase\": \"\(phase)\", \"x\": 196.5, \"y\": \(y)}")
        }
        return "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, "
            + "\"contentSize\": {\"width\": 393, \"height\": \(height)}}, \"events\": [\n  "
            + events.joined(separator: ",\n  ") + "\n]}\n"
    }
}
