import Foundation
import ScrollSimExplore
import ScrollSimTrace

/// `explore`'s speed on one scene, against its targets.
///
/// Runs per second in process (wall clock, median of several passes) and callgrind's instructions per run of the
/// `scrollsim explore` command (which do not move with the machine's load).
struct ExploreThroughput {
    /// What the row is called.
    var label: String
    /// The scene's trace, relative to the package root.
    var path: String
    /// The target: at least this many runs per second (release build).
    var targetRunsPerSecond: Double

    /// The rows the benchmark prints: a one-view scene and a two-view one.
    static let scenes = [
        ExploreThroughput(label: "one view", path: "core/fling-normal-rate.json", targetRunsPerSecond: 5_000),
        ExploreThroughput(label: "two views", path: "scenes/nested-simultaneous.json", targetRunsPerSecond: 2_500),
    ]
    /// The instructions a second the runs-per-second targets are stated against.
    ///
    /// 5,000 runs/s is 1 M instructions a run: the form of the target that does not move with the machine.
    static let instructionsPerSecond = 5_000_000_000.0

    /// The target for instructions per run: the runs-per-second target at ``instructionsPerSecond`` (one view 1 M,
    /// two views 2 M).
    var targetInstructionsPerRun: Int { Int(Self.instructionsPerSecond / targetRunsPerSecond) }

    /// Runs per second of `passes` explorations of `runs` runs each under `seed`, as a spread, or nil.
    ///
    /// Runs per second of `passes` explorations of `runs` runs each under `seed`, as a spread; nil when the scene does
    /// not read or a run finds something (then the figure would time a shrink).
    func runsPerSecond(folder: String, seed: UInt64, runs: Int, passes: Int) -> Spread? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + path),
            let scene = try? ExploreScene(bytes: Array(data), source: path)
        else { return nil }
        let explorer = Explorer(scene: scene, options: ExploreOptions(seed: seed, runs: runs))
        var rates: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<passes {
            let start = clock.now
            let (summary, finding) = explorer.explore()
            let elapsed = (clock.now - start).components
            guard finding == nil else { return nil }
            rates.append(Double(summary.runs) / (Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18))
        }
        return Spread(rates)
    }

    /// callgrind's instructions per run of `scrollsim explore` on the scene, or nil.
    ///
    /// callgrind's instructions per run of `scrollsim explore` on the scene: `runs + 1` runs minus 1 run, over `runs`
    /// (process start and reading the scene cancel out); nil without valgrind or when a count fails.
    func instructionsPerRun(binary: String, folder: String, seed: UInt64, runs: Int, output: String) -> Int? {
        func count(_ runs: Int) -> Int? {
            Instructions.count(
                binary, ["explore", folder + "/" + path, "--seed", String(seed), "--runs", String(runs), "-o", output])
        }
        guard let many = count(runs + 1), let one = count(1) else { return nil }
        return (many - one) / runs
    }
}
