// `scrollsim shrink TRACE --while-… [-o OUT] [--max-time S] [--max-tries N]`.
import ScrollSimExplore
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Set by the SIGINT handler; read between candidates (`ShrinkLimits.isCancelled`).
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0

/// Shrinks a trace while its conditions hold and writes the smallest one found.
enum ShrinkCommand {
    /// Runs the subcommand; returns the exit status (0; 130 after Ctrl-C, the best trace so far
    /// written; 2 for bad options, unreadable input or a condition that does not hold on it).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let repeatable: Set<String> = ["--while-matches", "--while-not-matches", "--while-command"]
        let scan = try ArgumentScanner(
            arguments, command: "shrink", valueOptions: ["--output", "--max-time", "--max-tries"], flagOptions: [],
            aliases: ["-o": "--output"], optionalValues: ["--while-differs": []], repeatable: repeatable)
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "shrink")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "shrink")
        }
        guard scan.flags.contains("--while-differs") || repeatable.contains(where: { scan.lists[$0] != nil }) else {
            throw UsageError(
                message: "give a condition: --while-differs, --while-matches, --while-not-matches or --while-command",
                command: "shrink")
        }
        let maxTries = try scan.values["--max-tries"].map { _ throws(UsageError) in
            try scan.positiveInteger("--max-tries", default: 1)
        }
        let maxSeconds = try scan.values["--max-time"].map { raw throws(UsageError) -> Double in
            guard let seconds = Double(raw), seconds.isFinite, seconds > 0 else {
                throw UsageError(
                    message: "invalid value '\(raw)' for '--max-time': expected seconds greater than 0",
                    command: "shrink")
            }
            return seconds
        }
        let goldens =
            scan.flags.contains("--while-differs")
            ? [scan.values["--while-differs"] ?? goldenBeside(trace)].compactMap { $0 } : []
        if let output = scan.values["--output"],
            let refusal = Console.refusal(writing: "shrunk trace", to: output, over: [trace] + goldens)
        {
            return Console.fail(refusal)
        }
        let bytes: [UInt8]
        let document: TraceDocument
        do { bytes = try Console.readTrace(trace) } catch { return Console.fail(error.description) }
        do { document = try TraceDocument(parsing: bytes) } catch {
            return Console.fail("\(Console.traceName(trace)): \(error)")
        }
        let input = ShrinkCandidate(document: document)
        if case .failure(let error) = input.log { return Console.fail("\(Console.traceName(trace)): \(error)") }
        let conditions: ConditionSet
        do { conditions = try makeConditions(scan, trace: trace, input: input) } catch {
            return Console.fail(error.description)
        }
        defer { conditions.removeScratch() }
        // The output is opened before the search, so a bad path fails at once, not after it.
        let atomicFile: FileSystem.AtomicFile?
        do {
            atomicFile = try scan.values["--output"].map { path throws(FileSystem.Failure) in
                try FileSystem.AtomicFile(path: path)
            }
        } catch {
            return Console.fail(error.description)
        }
        interruptRequested = 0
        signal(SIGINT) { _ in interruptRequested = 1 }
        // A parent may start the tool with SIGINT blocked (the mask is inherited): unblock it.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        defer { signal(SIGINT, SIG_DFL) }
        let limits = ShrinkLimits(maxTries: maxTries, maxSeconds: maxSeconds, isCancelled: { interruptRequested != 0 })
        let showsProgress = isatty(STDERR_FILENO) != 0
        let shrinker = TraceShrinker(
            conditions: conditions, limits: limits,
            progress: showsProgress ? { Console.err("\rshrink: " + progressLine($0) + "\u{1B}[K") } : nil)
        let result: ShrinkResult
        do { result = try shrinker.shrink(document) } catch {
            atomicFile?.abort()
            return Console.fail("\(Console.traceName(trace)): \(error)")
        }
        if showsProgress { Console.err("\n") }
        if let atomicFile {
            result.bytes.withUnsafeBytes { atomicFile.write($0) }
            do { try atomicFile.commit() } catch { return Console.fail(error.description) }
        } else {
            Console.out(String(decoding: result.bytes, as: UTF8.self))
        }
        if let reason = result.recheckFailure {
            Console.warn("the shrunk trace no longer satisfies the condition when checked again: \(reason)")
            return 1
        }
        // Interrupted, even when the search had nothing left to try: the status says so.
        return result.stop == .cancelled || interruptRequested != 0 ? 130 : 0
    }

    /// The conditions the options give, in the order: golden difference, regexes, commands.
    private static func makeConditions(_ scan: ArgumentScanner, trace: String, input: ShrinkCandidate)
        throws(ConditionError) -> ConditionSet
    {
        var options = ConditionOptions(prefix: "--while")
        if scan.flags.contains("--while-differs") {
            guard let golden = scan.values["--while-differs"] ?? goldenBeside(trace) else {
                throw ConditionError(
                    "--while-differs: standard input has no golden beside it; name one: --while-differs=GOLDEN")
            }
            let text: [UInt8]
            do { text = try FileSystem.read(golden) } catch {
                throw ConditionError("--while-differs: \(error.description)")
            }
            options.differs = (golden, String(decoding: text, as: UTF8.self))
        }
        options.matches = scan.lists["--while-matches"] ?? []
        options.notMatches = scan.lists["--while-not-matches"] ?? []
        options.commands = scan.lists["--while-command"] ?? []
        return try options.conditions(input: input)
    }

    /// The golden `check` pairs with `trace`: the same path with `.log` for `.json` (nil for stdin).
    private static func goldenBeside(_ trace: String) -> String? {
        guard trace != "-" else { return nil }
        return (trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace) + ".log"
    }

    /// What a progress line on a terminal says of a shrink (`shrink` and `explore` print it on
    /// standard error, rewritten in place).
    static func progressLine(_ progress: ShrinkProgress) -> String {
        "\(progress.tries) tries, events \(progress.events.before) → \(progress.events.now), "
            + "bytes \(progress.bytes.before) → \(progress.bytes.now), \(FixedPoint.format(progress.elapsed, decimals: 1)) s"
    }
}
