// `scrollsim-bench explore`: explore's throughput over the corpus's scenes, and the full sweep.
// Usage: scrollsim-bench explore [--traces DIR] [--runs K] [--seed N] [--moves M].
import Foundation
import ScrollSimExplore
import ScrollSimTrace

/// Runs `explore` (in process, the library the command uses) with the built-in invariants over
/// every distinct scene under `traces/` (one per set of top-level members other than `name` and
/// `description`), `--runs` runs each (default: the command's default), and prints the throughput:
/// runs and simulated seconds per wall-clock second. Also the corpus sweep the tests shorten: a
/// finding is printed with its counterexample and makes the benchmark exit 1.
enum ExploreBenchmark {
    static func run(arguments: [String]) -> Int32 {
        var folder = "traces"
        var runs = ExploreOptions.defaultRuns
        var seed: UInt64 = 1
        var moves = ExploreOptions.defaultMaxMoves
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--traces": folder = arguments[index + 1]
            case "--runs": runs = max(1, Int(arguments[index + 1]) ?? runs)
            case "--seed": seed = UInt64(arguments[index + 1]) ?? seed
            case "--moves": moves = min(ExploreOptions.mostMoves, max(1, Int(arguments[index + 1]) ?? moves))
            default: break
            }
            index += 2
        }
        let scenes = distinctScenes(in: folder)
        guard !scenes.isEmpty else {
            print("explore benchmark: no traces under \(folder)")
            return 1
        }
        var total = ExploreSummary()
        var findings = 0
        let clock = ContinuousClock()
        let start = clock.now
        for (path, bytes) in scenes {
            guard let scene = try? ExploreScene(bytes: bytes, source: path) else {
                print("explore benchmark: \(path): not a scene")
                findings += 1
                continue
            }
            let (summary, finding) = Explorer(
                scene: scene, options: ExploreOptions(seed: seed, runs: runs, maxMoves: moves)
            ).explore()
            total.runs += summary.runs
            total.events += summary.events
            total.simulatedSeconds += summary.simulatedSeconds
            if let finding {
                findings += 1
                print("FINDING \(path): run \(finding.run): \(finding.violation.line)")
                print(String(decoding: finding.counterexample.bytes, as: UTF8.self))
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let format = ReplayBenchmark.format
        print(Machine.description())
        print(
            "explore benchmark: \(scenes.count) scenes, seed \(seed), \(runs) runs each of up to \(moves) moves, "
                + "built-in invariants"
        )
        print(
            "  runs               \(total.runs) (\(total.events) events, \(format(total.simulatedSeconds, 1)) s simulated)"
        )
        print("  wall time          \(format(seconds, 2)) s")
        print(
            "  throughput         \(format(Double(total.runs) / seconds, 1)) runs/s, "
                + "\(format(total.simulatedSeconds / seconds, 1)) simulated s per s")
        print("  findings           \(findings)")
        instructionsPerRun(scene: folder + "/core/fling-normal-rate.json", seed: seed)
        return findings == 0 ? 0 : 1
    }

    /// callgrind's instructions per run of `scrollsim explore` on one corpus scene: 101 runs minus
    /// 1 run, over 100 (process start and scene reading cancel out), with the commands that
    /// reproduce it. Exploring is replaying generated traces, so this is the model's, the
    /// decoder's and the log's cost per run, the figure issue 26 asks beside the wall time.
    static func instructionsPerRun(scene: String, seed: UInt64) {
        guard Instructions.available() else {
            print("instructions: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-explore").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func count(runs: Int) -> Int? {
            guard let binary = ChildProcess.scrollsimBinary(for: "explore") else { return nil }
            return Instructions.count(
                binary, ["explore", scene, "--seed", String(seed), "--runs", String(runs), "-o", folder])
        }
        guard let many = count(runs: 101), let one = count(runs: 1) else {
            print("instructions: callgrind of explore failed (or it found something)")
            return
        }
        print("  explore: \((many - one) / 100) instructions per run (\(scene), seed \(seed))")
        print(
            "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/scrollsim explore "
                + "\(scene) --seed \(seed) --runs 101 (minus the same with --runs 1), over 100")
    }

    /// The traces under `folder`, one per distinct scene (`ExploreScene.distinct`), in path order.
    static func distinctScenes(in folder: String) -> [(String, [UInt8])] {
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        let traces = files.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            relative -> (path: String, bytes: [UInt8])? in
            let path = folder + "/" + relative
            return FileManager.default.contents(atPath: path).map { (path, Array($0)) }
        }
        return ExploreScene.distinct(traces).map { ($0.path, $0.bytes) }
    }
}
