// `scrollsim view TRACE [-o FILE.html] [--golden LOG]`.
import ScrollSimKit
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTrace
import ScrollSimView

/// Replays a trace into the HTML replay page (`ViewPage`) and writes it.
///
/// It is written atomically beside the trace or to `-o`, printing the path written. The trace is read as a stream and
/// the page's columns spill to a scratch file, so memory stays constant whatever the trace's length.
enum ViewCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for an input or output error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "view", valueOptions: ["--output", "--golden"], flagOptions: [],
            aliases: ["-o": "--output"])
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "view")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "view")
        }
        let name = Console.traceName(trace)
        let spool = ColumnSpool()
        let input: Int32, golden: ViewLogReader?
        do {
            input = try Console.openTrace(trace)
            golden = try scan.values["--golden"].map { path throws(FileSystem.Failure) in
                try ViewLogReader(reading: path, spool: spool)
            }
        } catch {
            return Console.fail(error.description)
        }
        defer { if input != STDIN_FILENO { close(input) } }
        let replayed: ViewReplay.Replayed
        do {
            let reader = try TraceReader(fileDescriptor: input, maxInputBytes: ReplayCommand.defaultMaxInputBytes)
            replayed = try ViewReplay.replay(reader, spool: spool)
        } catch {
            return Console.fail("\(name): \(error)")
        }
        let output = scan.values["--output"] ?? (trace == "-" ? nil : defaultOutput(for: trace))
        if let output, trace != "-", let written = FileSystem.identity(of: output),
            written == FileSystem.identity(of: trace)
        {
            return Console.fail("\(output): refusing to write the page over the trace")
        }
        let file: FileSystem.AtomicFile?
        do {
            file = try output.map { path throws(FileSystem.Failure) in try FileSystem.AtomicFile(path: path) }
        } catch {
            return Console.fail(error.description)
        }
        let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO)
        do {
            try ViewPage.write(
                log: replayed.log, golden: golden, fingers: replayed.fingers, spool: spool,
                to: PageWriter(streamingTo: file ?? standardOutput))
        } catch {
            file?.abort()
            return Console.fail(error.description)
        }
        guard let file, let output else {
            if let failure = standardOutput.failure { return Console.fail("standard output: \(failure)") }
            return 0
        }
        do { try file.commit() } catch { return Console.fail(error.description) }
        // The path written, unless it is standard output itself (`-o /dev/stdout`), which holds the file.
        if !FileSystem.isSameFile(STDOUT_FILENO, as: output) { Console.out(output + "\n") }
        return 0
    }

    /// `X.json` → `X.html` beside it (any other name gets `.html` appended).
    static func defaultOutput(for trace: String) -> String {
        (trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace) + ".html"
    }
}
