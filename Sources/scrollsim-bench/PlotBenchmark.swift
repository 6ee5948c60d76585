import Foundation
import ScrollSimTrace

/// `scrollsim plot` on a long trace: the time to replay it into the plot and render the SVG, and
/// the SVG's size. Targets (README): under 1 s and under 1 MB for 200 000 touch events. Prints
/// numbers; asserts nothing.
///
/// Usage: `scrollsim-bench plot [--events N] [--runs N]`.
enum PlotBenchmark {
    static func run(arguments: [String]) {
        var events = 200_000
        var runs = 3
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--events": events = Int(arguments[index + 1]) ?? events
            case "--runs": runs = max(1, Int(arguments[index + 1]) ?? runs)
            default: break
            }
            index += 2
        }
        // ReplayBenchmark's feed session: 52 touch events per gesture.
        let bytes = Array(ReplayBenchmark.longTrace(gestures: (events + 51) / 52).utf8)
        let trace: Trace
        do { trace = try Replay.decode(bytes) } catch {
            print("plot benchmark: the trace is invalid: \(error)")
            return
        }
        var svg = ""
        var failure: String?
        let plotSeconds = ReplayBenchmark.best(of: runs) {
            let writer = PlotWriter()
            do {
                try Replay.replay(trace, into: writer)
                svg = try writer.svg()
            } catch {
                failure = "\(error)"
            }
        }
        if let failure {
            print("plot benchmark: \(failure)")
            return
        }
        let replaySeconds = ReplayBenchmark.best(of: runs) { _ = try? Replay.replay(trace, into: NullWriter()) }
        let kilobytes = Double(svg.utf8.count) / 1024
        print("plot benchmark: \(trace.events.count) touch events, best of \(runs) runs (decoded once)")
        print("  replay into the plot + SVG  \(ReplayBenchmark.format(plotSeconds, 3)) s (target < 1 s)")
        print("  replay alone (no output)    \(ReplayBenchmark.format(replaySeconds, 3)) s")
        print("  SVG size                    \(ReplayBenchmark.format(kilobytes, 1)) KB (target < 1 MB)")
    }

    /// A writer that keeps nothing: the replay's own cost.
    final class NullWriter: LogWriter {
        func begin(_ header: LogHeader) {}
        func record(_ entry: LogEntry) {}
        func finish(_ finals: [FinalState]) {}
        var output: String { "" }
    }
}
