// `scrollsim-bench model`: the model alone, driven from Swift (no JSON, no log).
// Usage: scrollsim-bench model [--flings N] [--runs N]. Numbers are printed, never asserted.
import Dispatch
import Foundation
import ScrollSimTrace

/// The model's own cost per display frame, without decoding traces or writing log lines.
///
/// The model's own cost per display frame: `--flings` flicks (default 1 000) of the benchmark's flings trace (14 touch
/// events at 60 Hz, each left to decelerate to rest) are fed straight to a `Simulation` holding one scroll view, its
/// log entries going to a sink that discards them. No trace is decoded and no log line is written, so what is left is
/// the gesture recognizer, the scroll view's phases, the deceleration physics, pixel rounding and the display link.
///
/// Prints the wall time per frame as median (min–max) over `--runs` runs in this process, then,
/// where valgrind exists, callgrind's instructions per frame: the count of `model-run N` minus the
/// count of `model-run 0` (process start and set-up cancel out), divided by the frames run.
enum ModelBenchmark {
    static func run(arguments: [String]) {
        var flings = 1_000
        var runs = 5
        var index = 0
        while index + 1 < arguments.count {
            let value = Int(arguments[index + 1])
            switch (arguments[index], value) {
            case ("--flings", let count?) where count > 0: flings = count
            case ("--runs", let count?) where count > 0: runs = count
            default:
                print("usage: scrollsim-bench model [--flings N] [--runs N]")
                return
            }
            index += 2
        }
        print(Machine.description())
        var times: [Double] = []
        var frames = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            frames = drive(flings: flings)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(
            "model: \(flings) flings, \(frames) frames, \(runs) runs: "
                + Spread(times.map { $0 * 1e9 / Double(max(frames, 1)) }).text(0, " ns per frame"))
        guard Instructions.available() else {
            print("instructions: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
            return
        }
        let me = CommandLine.arguments[0]
        guard let full = Instructions.count(me, ["model-run", String(flings)]),
            let empty = Instructions.count(me, ["model-run", "0"])
        else {
            print("instructions: callgrind of the model failed")
            return
        }
        print(
            "  model alone: \(full - empty) instructions over \(frames) frames, "
                + "\((full - empty) / max(frames, 1)) per frame")
        print(
            "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null "
                + ".build/release/scrollsim-bench model-run \(flings) (minus the same with 0)")
    }

    /// `scrollsim-bench model-run N`: drives `N` flings once and prints the frames run.
    static func runOnce(arguments: [String]) -> Int32 {
        guard arguments.count == 1, let flings = Int(arguments[0]), flings >= 0 else { return 2 }
        print("frames \(drive(flings: flings))")
        return 0
    }

    /// Drives `flings` flicks through a fresh simulation; returns the display frames it ran.
    static func drive(flings: Int) -> Int {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852),
            sink: DiscardingLogSink())
        simulation.echoesInput = false
        let scrollView = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 40_000),
            contentOffset: Point(x: 0, y: 20_000))
        simulation.add(scrollView)
        for fling in 0..<flings {
            let start = Double(fling) * 4
            let direction: Double = fling % 2 == 0 ? -1 : 1
            let speed = 6.0 + Double(fling % 7)
            let y0 = direction < 0 ? 760.0 : 100.0
            simulation.touchBegan(at: Point(x: 196.5, y: y0), time: start)
            for step in 1...12 {
                let location = Point(x: 196.5, y: y0 + direction * speed * Double(step))
                simulation.touchMoved(to: location, time: start + Double(step) * 0.008)
            }
            simulation.touchEnded(at: Point(x: 196.5, y: y0 + direction * speed * 12), time: start + 0.104)
        }
        try? simulation.runUntilIdle()
        return simulation.framesRunCount
    }
}
