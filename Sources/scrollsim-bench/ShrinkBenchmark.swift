import ScrollSimExplore
import ScrollSimTestSupport
import ScrollSimTrace

/// `shrink` in-process on generated recorded-style traces (`RecordedTraceGenerator`: pulls at a
/// list's top, one fast flick up, noise in time and position): the time to shrink a 60 s
/// recording (issue 22) and a shorter one of about 1 000 raw samples (target: under 10 s on 2
/// cores, release build), while the log still has a release faster than 3 pt/ms. Prints numbers;
/// asserts nothing.
///
/// Usage: `scrollsim-bench shrink [--runs N]`.
enum ShrinkBenchmark {
    /// The condition: a `willEndDragging` at more than 3 pt/ms upward (the flick's release).
    static let fastRelease = #"willEndDragging .*velocity \(-?[0-9.]+, [3-9]\."#

    static func run(arguments: [String]) {
        var runs = 3
        if arguments.count >= 2, arguments[0] == "--runs", let count = Int(arguments[1]) { runs = max(1, count) }
        let conditions: ConditionSet
        do {
            conditions = ConditionSet([TraceCondition(.matches(try LogPattern(fastRelease, option: "--while-matches")))]
            )
        } catch {
            print("shrink benchmark: \(error)")
            return
        }
        print(Machine.description())
        print("shrink benchmark: in-process, --while-matches '\(fastRelease)', \(runs) runs, median (min–max)")
        for seconds in [20.0, 60.0] {
            let text = RecordedTraceGenerator(seconds: seconds, seed: 22).trace()
            let input: TraceDocument
            do { input = try TraceDocument(parsing: Array(text.utf8)) } catch {
                print("shrink benchmark: the generated trace does not read: \(error)")
                return
            }
            var times: [Double] = []
            var last: ShrinkResult?
            for _ in 0..<runs {
                let clock = ContinuousClock()
                let start = clock.now
                do { last = try TraceShrinker(conditions: conditions).shrink(input) } catch {
                    print("shrink benchmark: \(error)")
                    return
                }
                let elapsed = (clock.now - start).components
                times.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            }
            guard let last else { return }
            let format = ReplayBenchmark.format
            print(
                "  \(format(seconds, 0)) s recording  \(input.events.count) → \(last.document.events.count) events, "
                    + "\(input.bytes.count) → \(last.bytes.count) bytes, \(last.tries) tries: \(Spread(times).text(2, " s"))"
                    + (input.events.count <= 1_200 ? " (target < 10 s)" : ""))
        }
    }
}
