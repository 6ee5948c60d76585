import Foundation
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Replay throughput and peak memory of the `scrollsim` binary on generated traces.
///
/// The figures that mean the same on every machine are printed beside the ones that do not. Prints numbers; asserts
/// nothing (the memory bound is `scrollsim-bench memory`'s).
///
/// Each trace is written to a temporary file; `scrollsim replay FILE` (the release binary beside
/// this one) runs `--runs` times as a child of `scrollsim-peak`, its log sent to `/dev/null`, timed
/// on the wall clock (process start included) with the child's own peak RSS. In turn with each run,
/// `python3 -c 'import json,sys,time; …'` times Python's C `json.load` of the same file, and the
/// ratio is taken run by run, so a drift of the machine's speed moves both sides. Every figure is
/// printed as median (min–max). Then, where valgrind exists, callgrind's instruction counts on a
/// 10 000-event drag, 200 flings, the same 200 flings as `fling` gesture events and a set-heavy
/// trace: instructions per event and per log line, which do not depend on the machine's load,
/// with the target where one is set.
///
/// Usage: `scrollsim-bench replay [--runs N] [--sizes 200000,400000,1600000] [--flings N]`.
enum ReplayBenchmark {
    static func run(arguments: [String]) {
        var runs = 5
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
        print(Machine.description())
        if !python { print("replay benchmark: python3 not found: no json.load baseline in this run") }
        print(
            "replay benchmark: \(runs) runs each, median (min–max); times include process start; RSS is the child's own peak"
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var cases = sizes.map { ("drag", $0, BenchmarkTraces.dragEventCount($0)) }
        cases.append(("flings", flings, 14 * flings))
        for (kind, size, events) in cases {
            guard let path = Self.write(kind, size, in: folder) else { return }
            let megabytes =
                Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
            var parses: [Double] = [], replays: [Double] = [], ratios: [Double] = [], cpu: [Double] = []
            var peak = 0, floor = 0
            for _ in 0..<runs {
                guard let child = ChildProcess.run(binary, ["replay", path]) else {
                    print("replay benchmark: scrollsim replay \(path) failed")
                    return
                }
                replays.append(child.seconds)
                cpu.append(child.cpuSeconds)
                peak = max(peak, child.peakKilobytes)
                floor = max(floor, child.floorKilobytes)
                if python, let parse = Self.pythonLoadSeconds(path) {
                    parses.append(parse)
                    ratios.append(child.seconds / parse)
                }
            }
            let label = kind == "flings" ? "\(size) flings" : "drag \(size / 1000)k events"
            let replay = Spread(replays)
            print("  \(label): \(events) touch events, \(Self.format(megabytes, 1)) MB")
            print(
                "    replay      \(replay.text(3, " s"))   \(Spread(replays.map { Double(events) / $0 / 1e6 }).text(2, " M events/s"))"
            )
            print("    replay CPU  \(Spread(cpu).text(3, " s")) (user + system; wall above CPU is load)")
            if !parses.isEmpty {
                print(
                    "    json.load   \(Spread(parses).text(3, " s"))   ratio replay/json.load \(Spread(ratios).text(2, "×"))"
                )
            }
            print(
                "    peak RSS    \(Self.format(Double(peak) / 1024, 1)) MB (the measuring process's own floor: "
                    + "\(Self.format(Double(floor) / 1024, 1)) MB)")
        }
        Self.instructions(binary, in: folder)
    }

    /// Writes one benchmark trace in `folder` through a child process (this one stays small).
    ///
    /// Returns its path, or nil after printing why not.
    static func write(_ kind: String, _ size: Int, in folder: String) -> String? {
        let path = folder + "/\(kind)-\(size).json"
        guard ChildProcess.run(CommandLine.arguments[0], ["generate", kind, String(size), path]) != nil else {
            print("replay benchmark: cannot write \(path)")
            return nil
        }
        return path
    }

    /// callgrind's instruction counts on the generated traces, per event and per log line, with their targets.
    ///
    /// callgrind's instruction counts on the drag, flings, fling-gesture and set-heavy traces, per event and per log
    /// line, with the targets and the command that reproduces each; a note when valgrind is missing.
    static func instructions(_ binary: String, in folder: String) {
        guard Instructions.available() else {
            print("instructions: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
            return
        }
        print("instructions (callgrind; the same on every run of one binary):")
        let linking = BinaryLinking.of(binary)
        print("  binary: \(linking?.description ?? "not an ELF file")")
        if linking != .fullyStatic {
            print("  the targets are set on the shipped binary (\(BinaryLinking.shippedBuild)); this one starts slower")
        }
        for (kind, size, events) in [
            ("drag", 10_000, BenchmarkTraces.dragEventCount(10_000)), ("flings", 200, 14 * 200),
            ("gestures", 200, 200), ("sets", 10_000, BenchmarkTraces.setEventCount(10_000)),
        ] {
            guard let path = Self.write(kind, size, in: folder),
                let count = Instructions.count(binary, ["replay", path]),
                let lines = Instructions.logLines(binary, path)
            else {
                print("instructions: callgrind of \(kind) failed")
                return
            }
            let label =
                switch kind {
                case "flings": "\(size) flings"
                case "gestures": "\(size) fling gestures"
                case "sets": "set-heavy \(size / 1000)k events"
                default: "drag \(size / 1000)k events"
                }
            let target = targetInstructions[kind].map { " (target ≤ \($0): " + (count <= $0 ? "ok)" : "OVER)") } ?? ""
            print(
                "  \(label): \(count) instructions, \(count / events) per event, \(count / max(lines, 1)) per log line "
                    + "(\(lines) lines)\(target)")
        }
        print(
            "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/scrollsim replay FILE > /dev/null"
        )
        print(
            "  FILE: .build/release/scrollsim-bench generate drag 10000 FILE (or flings 200, gestures 200, sets 10000)")
    }

    /// The instruction targets of the traces that have one, on the shipped build.
    ///
    /// The shipped build is `BinaryLinking.shippedBuild` (fully static on Linux: no dynamic loader runs, about 2.5 M
    /// instructions fewer than `--static-swift-stdlib` on every run). The 200 flings, written as touches (the benchmark
    /// the target was set on), and the same flicks as 200 fling gestures, whose events the streaming reader reads in
    /// place (`PlainGesture` in ScrollSimTrace).
    static let targetInstructions = ["flings": 40_000_000, "gestures": 40_000_000]

    /// `scrollsim-bench generate drag|flings|gestures|sets|feature:NAME SIZE PATH`.
    ///
    /// Writes one benchmark trace (run as a child process by ``run(arguments:)``).
    static func generate(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let size = Int(arguments[1]), size > 0 else { return 2 }
        let text: String
        switch arguments[0] {
        case let kind where kind.hasPrefix("feature:"):
            guard let trace = BenchmarkTraces.featureDrags(String(kind.dropFirst(8)), events: size) else { return 2 }
            text = trace
        case "flings": text = BenchmarkTraces.flings(size)
        case "gestures": text = BenchmarkTraces.flingGestures(size)
        case "sets": text = BenchmarkTraces.sets(events: size)
        default: text = BenchmarkTraces.drags(events: size)
        }
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
