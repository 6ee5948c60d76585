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
        return findings == 0 ? 0 : 1
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
