/// The options the long-trace benchmarks share: `--events N` and `--runs N`.
enum BenchmarkArguments {
    /// The events and runs `arguments` ask for, else the defaults (runs at least 1).
    static func eventsAndRuns(_ arguments: [String], events: Int, runs: Int) -> (events: Int, runs: Int) {
        var (events, runs) = (events, runs)
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--events": events = Int(arguments[index + 1]) ?? events
            case "--runs": runs = max(1, Int(arguments[index + 1]) ?? runs)
            default: break
            }
            index += 2
        }
        return (events, runs)
    }
}
