// `scrollsim view TRACE [-o FILE.html] [--golden LOG]`.
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTrace
import ScrollSimView

/// Replays a trace into the HTML replay page (`ViewPage`) and writes it (atomically) beside the
/// trace or to `-o`, printing the path written.
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
        let bytes: [UInt8], golden: [UInt8]?
        do {
            bytes = try Console.readTrace(trace)
            golden = try scan.values["--golden"].map { path throws(FileSystem.Failure) in try FileSystem.read(path) }
        } catch {
            return Console.fail(error.description)
        }
        let page: String
        do { page = try ViewReplay.page(trace: bytes, golden: golden) } catch {
            return Console.fail("\(name): \(error)")
        }
        guard let output = scan.values["--output"] ?? (trace == "-" ? nil : defaultOutput(for: trace)) else {
            Console.out(page)
            return 0
        }
        if trace != "-", let written = FileSystem.identity(of: output), written == FileSystem.identity(of: trace) {
            return Console.fail("\(output): refusing to write the page over the trace")
        }
        do { try FileSystem.writeAtomically(Array(page.utf8), to: output) } catch {
            return Console.fail(error.description)
        }
        // The path written, unless it is standard output itself (`-o /dev/stdout`), which holds the file.
        if !FileSystem.isSameFile(STDOUT_FILENO, as: output) { Console.out(output + "\n") }
        return 0
    }

    /// `X.json` → `X.html` beside it (any other name gets `.html` appended).
    static func defaultOutput(for trace: String) -> String {
        (trace.hasSuffix(".json") ? String(trace.dropLast(5)) : trace) + ".html"
    }
}

/// The replay behind `scrollsim view` and `check --artifacts`' pages.
enum ViewReplay {
    /// The page of the trace `bytes`: replayed with one log line per `didScroll` call whatever the
    /// trace's log options (the page shows every replayed value, never a run's ends joined), its
    /// touches (gestures expanded) as the fingers, and `golden` as the ghost.
    static func page(trace bytes: [UInt8], golden: [UInt8]?, title: String? = nil) throws(ReplayError) -> String {
        let trace = try Replay.decode(bytes)
        let log = ViewLogReader()
        try Replay.replay(trace, into: LogFormat.text.writer(didScroll: .every, flushingTo: log))
        log.finish()
        return ViewPage.html(log: log, golden: golden, fingers: fingers(of: trace), title: title)
    }

    /// The trace's touch samples in log time (seconds since its first event), gestures expanded at
    /// the trace's touch rate.
    static func fingers(of trace: Trace) -> [TouchSample] {
        let origin = trace.startTime
        var samples: [TouchSample] = []
        for event in trace.events {
            switch event {
            case let .touch(time, finger, phase, location):
                samples.append(TouchSample(time: time - origin, finger: finger, phase: phase, location: location))
            case let .gesture(time, gesture):
                for var sample in gesture.samples(startingAt: time, touchRate: trace.screen.touchRate) {
                    sample.time -= origin
                    samples.append(sample)
                }
            case .call:
                break
            }
        }
        // Two gestures may overlap in time: the page draws samples in time order (stable).
        return samples.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
