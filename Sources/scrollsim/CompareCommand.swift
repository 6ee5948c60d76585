// `scrollsim compare TRACE [--recording FILE] [--tolerance PT] [--json] [--view FILE.html] [--plot FILE.svg]`.
import ScrollSimCompare
import ScrollSimPlot
import ScrollSimSupport
import ScrollSimTrace
import ScrollSimView

/// Replays a trace against a device recording (`RecordingComparison`) and prints the report.
///
/// Optionally writes the view page and the plot with the recording as the reference.
enum CompareCommand {
    /// Runs the subcommand; returns the exit status (0 within the tolerance, 1 beyond, 2 bad input).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "compare", valueOptions: ["--recording", "--tolerance", "--view", "--plot"],
            flagOptions: ["--json", "--table"])
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "compare")
        }
        let tolerance = try self.tolerance(scan)
        if scan.flags.contains("--table") {
            for option in ["--recording", "--view", "--plot"] where scan.values[option] != nil {
                throw UsageError(message: "'\(option)' cannot be used with '--table'", command: "compare")
            }
            return table(scan.positionals, tolerance: tolerance, json: scan.flags.contains("--json"))
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "compare")
        }
        let name = Console.traceName(trace)
        let bytes: [UInt8], recordingBytes: [UInt8]?
        do {
            bytes = try Console.readTrace(trace)
            recordingBytes = try scan.values["--recording"].map { path throws(FileSystem.Failure) in
                try FileSystem.read(path)
            }
        } catch {
            return Console.fail(error.description)
        }
        let report: ComparisonReport
        do {
            report = try RecordingComparison.compare(trace: bytes, recording: recordingBytes, tolerance: tolerance)
        } catch {
            // A recording's own errors are named after its file, the others after the trace.
            switch error {
            case .recording, .recordingSyntax: return Console.fail("\(scan.values["--recording"] ?? name): \(error)")
            default: return Console.fail("\(name): \(error)")
            }
        }
        if let output = scan.values["--view"] {
            let page = PageWriter()
            // Without a spool nothing can fail.
            try? ViewPage.write(
                log: ViewLogReader(report.replayedLog), golden: ViewLogReader(report.recordedLog),
                fingers: ViewReplay.fingers(of: report.trace), title: report.name, to: page)
            do { try FileSystem.writeAtomically(Array(page.text.utf8), to: output) } catch {
                return Console.fail(error.description)
            }
        }
        if let output = scan.values["--plot"] {
            let svg = OverlayPlot.svg(
                golden: report.recordedLog, actual: report.replayedLog, title: report.name, summary: report.plotNotes)
            do { try FileSystem.writeAtomically(Array(svg.utf8), to: output) } catch {
                return Console.fail(error.description)
            }
        }
        Console.out(scan.flags.contains("--json") ? report.json : report.text)
        return report.exitStatus
    }

    /// `--tolerance`'s value (points ≥ 0), or the default.
    static func tolerance(_ scan: ArgumentScanner) throws(UsageError) -> Double {
        guard let raw = scan.values["--tolerance"] else { return RecordingComparison.defaultTolerance }
        guard let value = Double(raw), value.isFinite, value >= 0 else {
            throw UsageError(
                message: "the value '\(raw)' is invalid for '--tolerance'; expected a number of points ≥ 0",
                command: "compare")
        }
        return value
    }

    /// `--table`: one Markdown row per trace.
    ///
    /// Each trace is compared with its own `recorded`; exit 1 when any is beyond the tolerance, 2 at the first trace
    /// that cannot be compared.
    static func table(_ traces: [String], tolerance: Double, json: Bool) -> Int32 {
        var out = json ? "" : ComparisonReport.tableHead
        var status: Int32 = 0
        for trace in traces {
            let report: ComparisonReport
            do {
                let bytes = try Console.readTrace(trace)
                do {
                    report = try RecordingComparison.compare(trace: bytes, recording: nil, tolerance: tolerance)
                } catch {
                    return Console.fail("\(Console.traceName(trace)): \(error)")
                }
            } catch {
                return Console.fail(error.description)
            }
            out += json ? report.json : report.tableRow
            status = max(status, report.exitStatus)
        }
        Console.out(out)
        return status
    }
}
