import Foundation
import ScrollSimTrace

/// Replay throughput on one long trace (≥ 100 000 touch events) against parsing the same JSON,
/// and the process's peak memory. Prints numbers; asserts nothing.
///
/// Usage: `scrollsim-bench replay [--gestures N] [--runs N] [--trace FILE]` (FILE: use an existing
/// trace instead of the generated one).
enum ReplayBenchmark {
    static func run(arguments: [String]) {
        var gestures = 2_000
        var runs = 3
        var traceFile: String?
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--gestures":
                gestures = Int(value) ?? gestures
                index += 1
            case "--runs":
                runs = max(1, Int(value) ?? runs)
                index += 1
            case "--trace":
                traceFile = value
                index += 1
            default: break
            }
            index += 1
        }
        let bytes: [UInt8]
        if let traceFile, let data = FileManager.default.contents(atPath: traceFile) {
            bytes = [UInt8](data)
        } else {
            bytes = Array(longTrace(gestures: gestures).utf8)
        }
        let eventCount: Int
        do { eventCount = try Replay.decode(bytes).events.count } catch {
            print("replay benchmark: the trace is invalid: \(error)")
            return
        }
        let megabytes = Double(bytes.count) / 1_048_576
        let parseSeconds = best(of: runs) { _ = try? JSONParser.parse(bytes) }
        var lines = 0
        let replaySeconds = best(of: runs) {
            let log = (try? Replay.run(trace: bytes, format: .text)) ?? ""
            lines = log.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
        let jsonlSeconds = best(of: runs) { _ = try? Replay.run(trace: bytes, format: .jsonl) }
        print("replay benchmark: \(eventCount) touch events, \(format(megabytes, 1)) MB of JSON, best of \(runs) runs")
        print(
            "  parse JSON only        \(format(parseSeconds, 3)) s  \(rate(eventCount, parseSeconds)) events/s  "
                + "\(format(megabytes / parseSeconds, 1)) MB/s"
        )
        print(
            "  replay, text log       \(format(replaySeconds, 3)) s  \(rate(eventCount, replaySeconds)) events/s  "
                + "(\(lines) log lines)"
        )
        print("  replay, jsonl log      \(format(jsonlSeconds, 3)) s  \(rate(eventCount, jsonlSeconds)) events/s")
        print("  replay / parse         \(format(replaySeconds / parseSeconds, 1))×")
        print("  peak memory (RSS)      \(format(peakResidentMegabytes(), 1)) MB for the whole benchmark process")
    }

    /// A feed-scrolling session: flicks of varying speed and direction, each caught by the next
    /// touch while still decelerating, over 40 000 pt of content; 50 moves per gesture at 120 Hz.
    static func longTrace(gestures: Int) -> String {
        var text = "{\"scrollsim\": 1, \"name\": \"benchmark\", \"screen\": {\"scale\": 3, \"refreshRate\": 120},\n"
        text += "\"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, "
        text += "\"contentSize\": {\"width\": 393, \"height\": 40000}, "
        text += "\"contentOffset\": {\"x\": 0, \"y\": 20000}},\n\"events\": [\n"
        var time = 0.0
        var first = true
        func event(_ phase: String, _ y: Double) {
            text +=
                (first ? "" : ",\n")
                + "{\"t\": \(FixedPoint.format(time, decimals: 6)), \"phase\": \"\(phase)\", "
                + "\"x\": 196.5, \"y\": \(FixedPoint.format(y, decimals: 3))}"
            first = false
        }
        for gesture in 0..<gestures {
            let direction: Double = (gesture / 7) % 2 == 0 ? -1 : 1
            let step = direction * Double(2 + gesture % 9)
            var y = direction < 0 ? 760.0 : 100.0
            event("began", y)
            for _ in 0..<50 {
                time += 1.0 / 120
                y += step
                event("moved", y)
            }
            time += 1.0 / 120
            event("ended", y)
            time += 0.35 + Double(gesture % 5) * 0.1
        }
        text += "\n]}\n"
        return text
    }

    static func best(of runs: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    static func rate(_ count: Int, _ seconds: Double) -> String { String(Int((Double(count) / seconds).rounded())) }

    static func format(_ value: Double, _ decimals: Int) -> String { FixedPoint.format(value, decimals: decimals) }

    /// Peak resident set size in MB (`getrusage`; kilobytes on Linux, bytes on Darwin).
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }
}
