// scrollsim-bench: prints throughput and peak-memory numbers for scrollsim.docc/Benchmarks.md.
// Usage: scrollsim-bench [replay|startup|check|model|plot|view|shrink|memory|memory-features|snap|explore] [options]; with no argument,
// runs every benchmark.
// `memory` asserts the 50 MB bound: it exits 1 when a replay exceeds it (so does `all`).
import Foundation
import ScrollSimTrace

let benchmarkArguments = Array(CommandLine.arguments.dropFirst())
let benchmarkName = benchmarkArguments.first ?? "all"
let benchmarkOptions = Array(benchmarkArguments.dropFirst())
switch benchmarkName {
case "replay":
    ReplayBenchmark.run(arguments: benchmarkOptions)
case "startup":
    exit(StartupBenchmark.run(arguments: benchmarkOptions))
case "check":
    CheckBenchmark.run(arguments: benchmarkOptions)
case "plot":
    PlotBenchmark.run(arguments: benchmarkOptions)
case "view":
    ViewBenchmark.run(arguments: benchmarkOptions)
case "shrink":
    ShrinkBenchmark.run(arguments: benchmarkOptions)
case "memory":
    exit(MemoryBoundBenchmark.run(arguments: benchmarkOptions))
case "model":
    ModelBenchmark.run(arguments: benchmarkOptions)
case "model-run":
    exit(ModelBenchmark.runOnce(arguments: benchmarkOptions))
case "check-traces":
    exit(CheckBenchmark.writeTraces(arguments: benchmarkOptions))
case "explore":
    exit(ExploreBenchmark.run(arguments: benchmarkOptions))
case "snap":
    SnapBenchmark.run(arguments: benchmarkOptions)
case "snap-run":
    exit(SnapBenchmark.runOnce(arguments: benchmarkOptions))
case "memory-features":
    FeatureMemoryBenchmark.run(arguments: benchmarkOptions)
case "generate":
    exit(ReplayBenchmark.generate(arguments: benchmarkOptions))
case "all":
    ReplayBenchmark.run(arguments: [])
    let started = StartupBenchmark.run(arguments: [])
    CheckBenchmark.run(arguments: [])
    ModelBenchmark.run(arguments: [])
    PlotBenchmark.run(arguments: [])
    ViewBenchmark.run(arguments: [])
    ShrinkBenchmark.run(arguments: [])
    SnapBenchmark.run(arguments: [])
    FeatureMemoryBenchmark.run(arguments: [])
    let explored = ExploreBenchmark.run(arguments: [])
    exit(max(explored, started, MemoryBoundBenchmark.run(arguments: [])))
default:
    print(
        "usage: scrollsim-bench [replay|startup|check|model|plot|view|shrink|memory|memory-features|snap|explore|all] [options]"
    )
}
