// `scrollsim replay TRACE [--format text|jsonl|csv|chrome-trace] [--didscroll every|runs] [--output FILE]
// [--max-input-bytes N]`.
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTrace

/// Reads a trace (a file, or stdin for `-`) as a stream, replays it and prints or writes the log
/// as it is produced.
enum ReplayCommand {
    /// The default of `--max-input-bytes`: 1 GiB.
    static let defaultMaxInputBytes = 1 << 30

    /// Runs the subcommand; returns the exit status (0, or 2 for an input error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "replay",
            valueOptions: [
                "--format", "--output", "--didscroll", "--max-input-bytes", "--model-options",
            ],
            flagOptions: [], aliases: ["-o": "--output"])
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "replay")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "replay")
        }
        let format: LogFormat = try scan.choice("--format", default: .text)
        let didScroll: DidScrollLogging? =
            scan.values["--didscroll"] == nil ? nil : try scan.choice("--didscroll", default: .every)
        let limit = try scan.positiveInteger("--max-input-bytes", default: defaultMaxInputBytes)
        let name = Console.traceName(trace)
        var constants: ModelConstants?
        if let path = scan.values["--model-options"] {
            do {
                constants = try Trace.modelConstants(fromOptionsFile: FileSystem.read(path))
            } catch let error as FileSystem.Failure {
                return Console.fail(error.description)
            } catch {
                return Console.fail("\(path): \(error)")
            }
        }
        let input: Int32
        do { input = try Console.openTrace(trace) } catch { return Console.fail(error.description) }
        defer { if input != STDIN_FILENO { close(input) } }
        let outputPath = scan.values["--output"]
        if let outputPath, FileSystem.isSameFile(input, as: outputPath) {
            return Console.fail("\(outputPath): refusing to write the log over the trace being replayed")
        }
        let atomicFile: FileSystem.AtomicFile?
        do {
            atomicFile = try outputPath.map { path throws(FileSystem.Failure) in try FileSystem.AtomicFile(path: path) }
        } catch {
            return Console.fail(error.description)
        }
        let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO)
        do {
            let reader = try TraceReader(fileDescriptor: input, maxInputBytes: limit)
            let writer = format.writer(
                didScroll: didScroll ?? reader.header.log.didScroll, flushingTo: atomicFile ?? standardOutput)
            try Replay.replay(reader, into: writer) { scene in
                // The file's values win over the trace's own `modelOptions`.
                guard let constants else { return }
                for view in scene.scrollViews { view.options.constants = constants }
            }
            for warning in reader.warnings { Console.warn("\(name): \(warning)") }
        } catch {
            atomicFile?.abort()
            return Console.fail("\(name): \(error)")
        }
        if let atomicFile {
            do { try atomicFile.commit() } catch { return Console.fail(error.description) }
        } else if let failure = standardOutput.failure {
            return Console.fail("standard output: \(failure)")
        }
        return 0
    }
}
