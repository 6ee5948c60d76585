import ScrollSimExplore
import ScrollSimTrace

/// The time `shrink` takes in process on generated recorded-style traces.
///
/// `shrink` in-process on generated recorded-style traces (`RecordedTraceGenerator`: pulls at a list's top, one fast
/// flick up, noise in time and position): the time to shrink a 60 s recording and a 26 s one of about 1 000 raw samples
/// (target: under 10 s on 2 cores, release build), while the log still has a release faster than 3 pt/ms (loose: the
/// flick becomes one gesture) or still has the flick's exact release line (strict, as `--while-differs` is: its raw
/// samples stay and are deleted one by one). Prints numbers; asserts nothing.
///
/// Usage: `scrollsim-bench shrink [--runs N]`.
enum ShrinkBenchmark {
    /// The condition: a `willEndDragging` at more than 3 pt/ms upward (the flick's release).
    static let fastRelease = #"willEndDragging .*velocity \(-?[0-9.]+, [3-9]\."#

    static func run(arguments: [String]) {
        var runs = 3
        if arguments.count >= 2, arguments[0] == "--runs", let count = Int(arguments[1]) { runs = max(1, count) }
        print(Machine.description())
        print("shrink benchmark: in-process, \(runs) runs, median (min–max)")
        print("  loose: --while-matches '\(fastRelease)'")
        print("  exact: --while-matches the flick's whole willEndDragging line (its time aside)")
        for seconds in [26.0, 60.0] {
            let text = RecordedTraceGenerator(seconds: seconds, seed: 22).trace()
            let input: TraceDocument
            do { input = try TraceDocument(parsing: Array(text.utf8)) } catch {
                print("shrink benchmark: the generated trace does not read: \(error)")
                return
            }
            guard let exact = exactReleaseLine(of: input) else {
                print("shrink benchmark: the generated trace has no fast release")
                return
            }
            for (name, pattern) in [("loose", fastRelease), ("exact", exact)] {
                guard let result = measure(input, pattern: pattern, runs: runs) else { return }
                let format = ReplayBenchmark.format
                print(
                    "  \(format(seconds, 0)) s recording, \(name): \(input.events.count) → \(result.events) events, "
                        + "\(input.bytes.count) → \(result.bytes) bytes, \(result.tries) tries: "
                        + result.times.text(2, " s") + (input.events.count <= 1_100 ? " (target < 10 s)" : "")
                        + ", CPU " + result.cpu.text(2, " s"))
            }
        }
    }

    /// Shrinks `input` `runs` times while a log line matches `pattern`.
    static func measure(_ input: TraceDocument, pattern: String, runs: Int) -> (
        events: Int, bytes: Int, tries: Int, times: Spread, cpu: Spread
    )? {
        var times: [Double] = [], cpu: [Double] = []
        var last: ShrinkResult?
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now, startCPU = ProcessCPU.seconds()
            do {
                let conditions = ConditionSet([
                    TraceCondition(.matches(try LogPattern(pattern, option: "--while-matches")))
                ])
                last = try TraceShrinker(conditions: conditions).shrink(input)
            } catch {
                print("shrink benchmark: \(error)")
                return nil
            }
            let elapsed = (clock.now - start).components
            times.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            cpu.append(ProcessCPU.seconds() - startCPU)
        }
        guard let last else { return nil }
        return (last.document.events.count, last.bytes.count, last.tries, Spread(times), Spread(cpu))
    }

    /// The input's fast `willEndDragging` line without its time column, as a regex matching
    /// exactly that text.
    static func exactReleaseLine(of input: TraceDocument) -> String? {
        guard case .success(let log) = ShrinkCandidate(document: input).log,
            let pattern = try? LogPattern(fastRelease, option: "--while-matches"),
            let line = log.split(separator: "\n").first(where: { pattern.matchesSomeLine(String($0)) })
        else { return nil }
        let text = line.drop(while: { $0 == " " }).drop(while: { $0 != " " })
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
