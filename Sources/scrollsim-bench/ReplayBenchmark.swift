// Placeholder on branch `check` only, so the benchmark target builds; the lead's
// ReplayBenchmark on `main` replaces this file.

/// Placeholder: the replay benchmark is written on `main`.
enum ReplayBenchmark {
    /// Prints that the replay benchmark is not on this branch.
    static func run(arguments: [String]) {
        print("replay: benchmark not on this branch")
    }
}
