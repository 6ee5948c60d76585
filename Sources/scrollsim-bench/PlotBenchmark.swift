import Foundation
import ScrollSimTrace

/// The time, peak memory and SVG size of `scrollsim plot` on a long trace.
///
/// `scrollsim plot` on a long trace (the replay benchmark's 200 000-event drag session), run as a child process like
/// the replay benchmark: its wall-clock time, its peak memory and the SVG's size, beside `scrollsim replay` of the same
/// file to `/dev/null`. Targets (Benchmarks.md): under 1 s and under 1 MB. Prints numbers; asserts nothing.
///
/// Usage: `scrollsim-bench plot [--events N] [--runs N]`.
enum PlotBenchmark {
    static func run(arguments: [String]) {
        let (events, runs) = BenchmarkArguments.eventsAndRuns(arguments, events: 200_000, runs: 5)
        guard let binary = ChildProcess.scrollsimBinary(for: "plot") else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-plot-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = BenchmarkTraces.drags(events: events)
        let trace = folder + "/drag.json", svg = folder + "/drag.svg"
        guard FileManager.default.createFile(atPath: trace, contents: Data(text.utf8)) else {
            print("plot benchmark: cannot write \(trace)")
            return
        }
        var plots: [Double] = [], replays: [Double] = [], cpu: [Double] = []
        var peak = 0
        for _ in 0..<runs {
            guard let child = ChildProcess.run(binary, ["plot", trace, "-o", svg]),
                let replayed = ChildProcess.run(binary, ["replay", trace])
            else {
                print("plot benchmark: scrollsim plot or replay of \(trace) failed")
                return
            }
            plots.append(child.seconds)
            cpu.append(child.cpuSeconds)
            replays.append(replayed.seconds)
            peak = max(peak, child.peakKilobytes)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: svg)[.size] as? Int) ?? 0
        let format = ReplayBenchmark.format
        print(Machine.description())
        print("plot benchmark: \(BenchmarkTraces.eventCount(text)) touch events, \(runs) runs, median (min–max)")
        print(
            "  scrollsim plot     \(Spread(plots).text(3, " s")) (target < 1 s), peak RSS \(format(Double(peak) / 1024, 1)) MB"
        )
        print("  plot CPU           \(Spread(cpu).text(3, " s")) (user + system)")
        print("  scrollsim replay   \(Spread(replays).text(3, " s")) (the same trace to /dev/null, for comparison)")
        print("  SVG size           \(format(Double(size) / 1024, 1)) KB (target < 1 MB)")
        if Instructions.available(), let count = Instructions.count(binary, ["plot", trace, "-o", svg]) {
            print("  plot instructions  \(format(Double(count) / 1e6, 2)) M (callgrind; load-independent)")
        } else {
            print("  plot instructions  (valgrind not found: apt-get install valgrind)")
        }
    }
}
