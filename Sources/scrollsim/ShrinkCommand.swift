// `scrollsim shrink TRACE --while-… [-o OUT] [--max-time S] [--max-tries N]`.
import ScrollSimExplore
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Shrinks a trace while its conditions hold and writes the smallest one found.
enum ShrinkCommand {
    /// Runs the subcommand; returns the exit status.
    ///
    /// The status is 0; 130 after Ctrl-C and 143 after SIGTERM (the best trace so far written, the condition command's
    /// process group killed); 2 for bad options, unreadable input or a condition that does not hold on it.
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let repeatable: Set<String> = ["--while-matches", "--while-not-matches", "--while-command"]
        let scan = try ArgumentScanner(
            arguments, command: "shrink",
            valueOptions: ["--output", "--max-time", "--max-tries", "--condition-timeout"], flagOptions: [],
            aliases: ["-o": "--output"], optionalValues: ["--while-differs": ["*.log"]], repeatable: repeatable)
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
        let maxSeconds = try scan.seconds("--max-time")
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
        Interruption.install()
        defer { Interruption.restore() }
        let limits = ShrinkLimits(
            maxTries: maxTries, maxSeconds: maxSeconds, isCancelled: { Interruption.requested != 0 })
        let showsProgress = isatty(STDERR_FILENO) != 0
        let shrinker = TraceShrinker(
            conditions: conditions, limits: limits,
            progress: showsProgress ? { Console.err("\rshrink: " + progressLine($0) + "\u{1B}[K") } : nil)
        let result: ShrinkResult
        do { result = try shrinker.shrink(document) } catch {
            if Interruption.requested != 0 {
                // Interrupted while the input itself was checked: the input is the best so far.
                if let atomicFile {
                    bytes.withUnsafeBytes { atomicFile.write($0) }
                    do { try atomicFile.commit() } catch { return Console.fail(error.description) }
                } else {
                    Console.out(String(decoding: bytes, as: UTF8.self))
                }
                return 128 + (Interruption.signalNumber == SIGTERM ? SIGTERM : SIGINT)
            }
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
        // Interrupted: the re-check was cut short too, so its verdict says nothing.
        if Interruption.requested != 0 { return 128 + (Interruption.signalNumber == SIGTERM ? SIGTERM : SIGINT) }
        if let reason = result.recheckFailure {
            Console.warn("the shrunk trace no longer satisfies the condition when checked again: \(reason)")
            return 1
        }
        // Interrupted, even when the search had nothing left to try: the status says so.
        return result.stop == .cancelled ? 130 : 0
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
        // `--max-time` bounds one command run too.
        let timeout = (try? scan.seconds("--condition-timeout")) ?? nil
        options.commandTimeout = min(
            timeout ?? ConditionOptions.defaultTimeout, (try? scan.seconds("--max-time")) ?? .infinity)
        return try options.conditions(input: input)
    }

    /// The golden `check` pairs with `trace`: the same path with `.log` for `.json` (nil for stdin).
    private static func goldenBeside(_ trace: String) -> String? {
        guard trace != "-" else { return nil }
        return (trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace) + ".log"
    }

    /// What a progress line on a terminal says of a shrink.
    ///
    /// `shrink` and `explore` print it on standard error, rewritten in place.
    static func progressLine(_ progress: ShrinkProgress) -> String {
        "\(progress.tries) tries, events \(progress.events.before) → \(progress.events.now), "
            + "bytes \(progress.bytes.before) → \(progress.bytes.now), \(FixedPoint.format(progress.elapsed, decimals: 1)) s"
    }
}
