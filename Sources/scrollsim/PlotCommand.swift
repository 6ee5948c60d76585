// `scrollsim plot TRACE [-o FILE.svg] [--view ID]...`.
import ScrollSimPlot
import ScrollSimSupport
import ScrollSimTrace

/// Replays a trace into `PlotWriter` and writes the SVG.
///
/// The trace is streamed, like `replay`; the SVG is written atomically beside the trace or to `-o`, printing the path
/// written (one line).
enum PlotCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for an input or output error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "plot", valueOptions: ["--output"], flagOptions: [], aliases: ["-o": "--output"],
            repeatable: ["--view"])
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "plot")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "plot")
        }
        let name = Console.traceName(trace)
        let input: Int32
        do { input = try Console.openTrace(trace) } catch { return Console.fail(error.description) }
        defer { if input != STDIN_FILENO { close(input) } }
        let writer = PlotWriter(views: scan.lists["--view"] ?? [])
        let svg: String
        do {
            // The same streaming replay as `replay`: events are read and plotted one at a time.
            let reader = try TraceReader(fileDescriptor: input, maxInputBytes: ReplayCommand.defaultMaxInputBytes)
            try Replay.replay(reader, into: writer)
            svg = try writer.svg()
        } catch {
            return Console.fail("\(name): \(error)")
        }
        let output = scan.values["--output"] ?? (trace == "-" ? nil : defaultOutput(for: trace))
        guard let output else {
            Console.out(svg)
            return 0
        }
        do { try FileSystem.writeAtomically(Array(svg.utf8), to: output) } catch {
            return Console.fail(error.description)
        }
        // The path written, unless it is standard output itself (`-o /dev/stdout`), which holds the file.
        if !FileSystem.isSameFile(STDOUT_FILENO, as: output) { Console.out(output + "\n") }
        return 0
    }

    /// `X.json` → `X.svg` beside it (any other name gets `.svg` appended).
    static func defaultOutput(for trace: String) -> String {
        (trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace) + ".svg"
    }
}
