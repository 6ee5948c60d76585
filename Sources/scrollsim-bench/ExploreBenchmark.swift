// `scrollsim-bench explore`: explore's speed on a one-view and a two-view scene against its targets,
// then its throughput over the corpus's scenes (the full sweep).
// Usage: scrollsim-bench explore [--traces DIR] [--runs K] [--seed N] [--moves M] [--passes P] [--scene-runs R].
import Foundation
import ScrollSimExplore
import ScrollSimTrace

/// Measures `explore`'s throughput against its targets, then sweeps every distinct scene under `traces/`.
///
/// First the targets: on `core/fling-normal-rate.json` (one view) and `scenes/nested-simultaneous.json` (two views),
/// `--passes` explorations of `--scene-runs` runs in process, timed on the wall clock (runs per second, median
/// (min–max); targets ≥ 5,000 and ≥ 2,500), and, where valgrind runs, callgrind's instructions per run of the
/// `scrollsim explore` command (target ≤ 1 M on each). Then runs `explore` (in process, the library the command uses)
/// with the built-in invariants over every distinct scene under `traces/` (one per set of top-level members other than
/// `name` and `description`), `--runs` runs each (default: the command's default), and prints the throughput: runs and
/// simulated seconds per wall-clock second. That is also the corpus sweep the tests shorten: a finding is printed with
/// its counterexample and makes the benchmark exit 1.
enum ExploreBenchmark {
    static func run(arguments: [String]) -> Int32 {
        var folder = "traces"
        var runs = ExploreOptions.defaultRuns
        var seed: UInt64 = 1
        var moves = ExploreOptions.defaultMaxMoves
        var passes = 5
        var sceneRuns = 2_000
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--traces": folder = arguments[index + 1]
            case "--runs": runs = max(1, Int(arguments[index + 1]) ?? runs)
            case "--seed": seed = UInt64(arguments[index + 1]) ?? seed
            case "--moves": moves = min(ExploreOptions.mostMoves, max(1, Int(arguments[index + 1]) ?? moves))
            case "--passes": passes = max(1, Int(arguments[index + 1]) ?? passes)
            case "--scene-runs": sceneRuns = max(1, Int(arguments[index + 1]) ?? sceneRuns)
            default: break
            }
            index += 2
        }
        print(Machine.description())
        let targetsMet = targets(folder: folder, seed: seed, runs: sceneRuns, passes: passes)
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
        return findings == 0 && targetsMet ? 0 : 1
    }

    /// Prints each scene's runs per second and instructions per run with their targets; false when one fails.
    ///
    /// Prints each scene's runs per second and instructions per run with their targets; false when a scene could not be
    /// measured or an instruction count misses its target (the wall clock's figures are printed against theirs, not
    /// judged: they move with the machine's load).
    static func targets(folder: String, seed: UInt64, runs: Int, passes: Int) -> Bool {
        let format = ReplayBenchmark.format
        print("explore targets: seed \(seed), \(passes) passes of \(runs) runs in process, median (min–max)")
        var met = true
        let binary = ChildProcess.sibling("scrollsim", for: "explore")
        let valgrind = Instructions.available()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bench-explore").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        for row in ExploreThroughput.scenes {
            guard let rates = row.runsPerSecond(folder: folder, seed: seed, runs: runs, passes: passes) else {
                print("  \(row.label) (\(row.path)): not measured (the scene does not read, or a run found something)")
                met = false
                continue
            }
            let rateMet = rates.median >= row.targetRunsPerSecond
            print(
                "  \(row.label) (\(row.path)): \(rates.text(0, " runs/s")); target ≥ "
                    + "\(format(row.targetRunsPerSecond, 0)) runs/s: \(rateMet ? "met" : "NOT met")")
            guard valgrind, let binary else { continue }
            guard
                let each = row.instructionsPerRun(binary: binary, folder: folder, seed: seed, runs: 200, output: output)
            else {
                print("    instructions: callgrind of explore failed (or it found something)")
                met = false
                continue
            }
            let target = row.targetInstructionsPerRun
            let countMet = each <= target
            print("    \(each) instructions per run; target ≤ \(target): \(countMet ? "met" : "NOT met")")
            met = met && countMet
        }
        if !valgrind {
            print("  instructions: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
        } else {
            print(
                "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/scrollsim explore "
                    + "\(folder)/SCENE --seed \(seed) --runs 201 -o DIR (minus the same with --runs 1), over 200")
        }
        return met
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
