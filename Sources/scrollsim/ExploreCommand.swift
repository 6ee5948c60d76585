// `scrollsim explore SCENE [--with-events] [--seed N] [--runs K] [--moves M] [--until-matches REGEX] [--until-not-matches REGEX]
// [--until-command CMD] [--skip-invariant NAME] [--determinism-every K] [--max-shrink-time S] [--output DIR]`.
import ScrollSimExplore
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Generates random gesture runs against a trace's scene and writes the first violation, shrunk.
///
/// Generates random gesture runs against a trace's scene, checks each against the invariants and the `--until`
/// conditions, and writes the first violation, shrunk, to the output folder.
enum ExploreCommand {
    /// Runs the subcommand; returns the exit status (0: nothing found, 1: a counterexample
    /// written, 2: a usage or input error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "explore",
            valueOptions: [
                "--seed", "--runs", "--moves", "--output", "--max-shrink-time", "--max-time", "--condition-timeout",
                "--determinism-every",
            ],
            flagOptions: ["--with-events"],
            aliases: ["-o": "--output"],
            repeatable: ["--until-matches", "--until-not-matches", "--until-command", "--skip-invariant"])
        guard let scenePath = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<scene>'", command: "explore")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "explore")
        }
        var options = ExploreOptions()
        if let raw = scan.values["--seed"] {
            guard let seed = UInt64(raw) else {
                throw UsageError(
                    message:
                        "the value '\(raw)' is invalid for '--seed'; expected an integer from 0 to 18446744073709551615",
                    command: "explore")
            }
            options.seed = seed
        }
        options.runs = try scan.positiveInteger("--runs", default: ExploreOptions.defaultRuns)
        options.maxMoves = try scan.positiveInteger("--moves", default: ExploreOptions.defaultMaxMoves)
        guard options.maxMoves <= ExploreOptions.mostMoves else {
            throw UsageError(
                message: "the value '\(options.maxMoves)' is invalid for '--moves'; expected an integer from 1 to "
                    + "\(ExploreOptions.mostMoves)", command: "explore")
        }
        options.determinismEvery = try scan.positiveInteger(
            "--determinism-every", default: ExploreOptions.defaultDeterminismEvery)
        if let raw = scan.values["--max-shrink-time"] {
            guard let seconds = Double(raw), seconds > 0, seconds.isFinite else {
                throw UsageError(
                    message:
                        "the value '\(raw)' is invalid for '--max-shrink-time'; expected a number of seconds above 0",
                    command: "explore")
            }
            options.shrinkLimits = ShrinkLimits(maxSeconds: seconds)
        }
        let maxSeconds = try scan.seconds("--max-time")
        let conditionTimeout = try scan.seconds("--condition-timeout") ?? ConditionOptions.defaultTimeout
        options.shrinkLimits.isCancelled = { Interruption.requested != 0 }
        for name in scan.lists["--skip-invariant"] ?? [] {
            guard Invariant.builtIn(named: name) != nil else {
                let known = Invariant.builtIn.map(\.name).joined(separator: ", ")
                throw UsageError(
                    message: "unknown invariant '\(name)' for '--skip-invariant'; expected one of: \(known)",
                    command: "explore")
            }
            options.invariants.removeAll { $0.name == name }
        }
        var until = ConditionOptions(prefix: "--until")
        until.matches = scan.lists["--until-matches"] ?? []
        until.notMatches = scan.lists["--until-not-matches"] ?? []
        until.commands = scan.lists["--until-command"] ?? []
        until.commandTimeout = conditionTimeout
        do { options.until = try until.conditions(input: nil) } catch { return Console.fail(error.description) }
        defer { options.until.removeScratch() }
        let folder = scan.values["--output"] ?? "."
        if let kind = FileSystem.kind(of: folder), kind != .directory, kind != .linkedDirectory {
            return Console.fail("\(folder): not a directory (--output names the folder for a counterexample)")
        }
        let scene: ExploreScene
        do {
            scene = try ExploreScene(
                bytes: try Console.readTrace(scenePath), source: Console.traceName(scenePath),
                keepsEvents: scan.flags.contains("--with-events"))
        } catch let error as ExploreSceneError {
            return Console.fail(error.description)
        } catch {
            return Console.fail("\(error)")
        }
        // On a terminal, one progress line on standard error, rewritten in place, then cleared.
        let showsProgress = isatty(STDERR_FILENO) != 0
        let runs = options.runs
        Interruption.install()
        defer { Interruption.restore() }
        let deadline = maxSeconds.map { MonotonicClock.seconds() + $0 }
        let (summary, finding) = Explorer(scene: scene, options: options).explore(
            shouldStop: { Interruption.requested != 0 || deadline.map { MonotonicClock.seconds() >= $0 } == true },
            progress: { run in
                guard showsProgress, run % 10 == 0 || run == runs else { return }
                Console.err("\rexplore: run \(run) of \(runs)\u{1B}[K")
            },
            shrinkProgress: showsProgress
                ? { Console.err("\rexplore: shrinking: " + ShrinkCommand.progressLine($0) + "\u{1B}[K") } : nil)
        if showsProgress { Console.err("\r\u{1B}[K") }
        guard let finding else {
            Console.out(ExploreReport.summary(summary, seed: options.seed))
            if Interruption.requested != 0 { return 128 + (Interruption.signalNumber == SIGTERM ? SIGTERM : SIGINT) }
            return 0
        }
        do {
            try ExploreReport.write(finding, to: folder)
        } catch {
            return Console.fail(error.description)
        }
        Console.out(ExploreReport.finding(finding, summary: summary, seed: options.seed, folder: folder))
        return 1
    }
}
