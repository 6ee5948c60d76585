// `scrollsim check [PATH...]`: the golden check, over `GoldenCheck` in the library.
import ScrollSimCheck
import ScrollSimSupport
import ScrollSimTrace

/// Runs `check`: scans its options, checks the goldens and prints the report.
///
/// Scans the check options, runs `GoldenCheck` with the real replay, prints the report and writes the JUnit file when
/// asked.
enum CheckCommand {
    /// The `--format` values: extra reports written to `--output`.
    enum ReportFormat: String, CaseIterable {
        case junit
    }

    /// Runs the subcommand; returns the exit status (0 all match, 1 failures, 2 errors).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "check",
            valueOptions: [
                "--jobs", "--unreferenced", "--color", "--format", "--output", "--filter", "--artifacts",
                "--shard",
            ],
            flagOptions: [], aliases: ["-j": "--jobs", "-o": "--output"],
            optionalValues: ["--update": Set(UpdateMode.allCases.map(\.rawValue))])
        let jobs = try scan.positiveInteger("--jobs", default: Console.processorCount)
        let unreferenced: UnreferencedPolicy = try scan.choice("--unreferenced", default: .warn)
        let color: ColorChoice = try scan.choice("--color", default: .auto)
        let format: ReportFormat? =
            scan.values["--format"] == nil
            ? nil : try scan.choice("--format", default: .junit)
        let output = scan.values["--output"]
        if format != nil && output == nil {
            throw UsageError(message: "'--format junit' needs '--output <file>'", command: "check")
        }
        if format == nil && output != nil {
            throw UsageError(message: "'--output' needs '--format junit'", command: "check")
        }
        var shard: CheckShard?
        if let raw = scan.values["--shard"] {
            guard let parsed = CheckShard(parsing: raw) else {
                throw UsageError(
                    message: "the value '\(raw)' is invalid for '--shard'; expected K/N with 1 ≤ K ≤ N (e.g. 2/4)",
                    command: "check")
            }
            shard = parsed
        }
        let environment = Console.environment
        let update: UpdateMode? = scan.flags.contains("--update") ? try scan.choice("--update", default: .all) : nil
        // `--update none` is a mistyped mode, not a path: a word after a bare --update must exist.
        if let word = scan.followers["--update"], FileSystem.kind(of: word) == nil {
            let modes = UpdateMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                message: "the value '\(word)' is invalid for '--update'; expected one of: \(modes) "
                    + "(or an existing path to check)",
                command: "check")
        }
        let options = CheckOptions(
            update: update, jobs: jobs, unreferenced: unreferenced,
            continuousIntegration: CheckOptions.isContinuousIntegration(environment),
            filter: scan.values["--filter"], artifactsFolder: scan.values["--artifacts"], shard: shard)
        let report: CheckReport
        do {
            report = try GoldenCheck.run(
                paths: scan.positionals.isEmpty ? ["traces"] : scan.positionals,
                options: options, renderer: .replay)
        } catch {
            return Console.fail(error.description)
        }
        Console.out(report.text(color: color.usesColor(isTerminal: Console.stdoutIsTerminal, environment: environment)))
        if let output {
            do {
                try FileSystem.writeAtomically(Array(JUnitReport.xml(for: report).utf8), to: output)
            } catch {
                return Console.fail(error.description)
            }
        }
        return report.exitStatus
    }
}
