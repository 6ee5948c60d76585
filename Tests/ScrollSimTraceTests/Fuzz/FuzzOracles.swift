import Foundation
import ScrollSimJSON
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTestSupport

@testable import ScrollSimTrace

/// The properties every fuzzed input must satisfy, in process and through the built binary.
///
/// What every fuzzed input must satisfy, in process and through the built binary: exit 0 or 2 only; an error is one
/// line that starts with its place (`events[3].t: …`, `3:14: …`, `(root): …`); no `nan`, `inf` or negative zero in any
/// output; every text log line reads back with `TextLog`; the same output on a second run; and, through the binary, at
/// most 50 MB of memory (the README's bound).
enum FuzzOracles {
    /// The most touch samples a fuzzed trace's gestures may expand into.
    ///
    /// Gestures expand lazily, so the tool replays longer ones in constant memory (the benchmark
    /// script's `memory` case asserts it at 10⁴, 10⁶ and 10⁷ samples), but the in-process oracle
    /// keeps the whole log as a string and a debug build replays a 10⁷-sample drag in minutes:
    /// inputs above this are counted as skipped, not run, to keep `swift test` short.
    static let maximumGestureSamples = 100_000.0

    /// The memory cap for a run of the binary, the README's 50 MB, in kilobytes.
    ///
    /// The memory bound of a run of the binary: its data segment and private mappings are capped (`ulimit -d`,
    /// RLIMIT_DATA, which covers malloc) at the README's 50 MB, so a run that needs more aborts, and the exit-status
    /// oracle reports it.
    static let memoryBoundKilobytes = 50 * 1024

    /// The touch samples the gestures of a decodable trace expand into (0 for other input).
    static func gestureSamples(_ bytes: [UInt8]) -> Double {
        guard let trace = try? Replay.decode(bytes) else { return 0 }
        var samples = 0.0
        for case .gesture(let time, let gesture) in trace.events {
            samples +=
                (gesture.endTime(startingAt: time, touchRate: trace.screen.touchRate) - time)
                * trace.screen.touchRate
        }
        return samples
    }

    /// The problems of one input (empty when it passes): both log formats in process, twice; and
    /// through the binary when `binary` is true.
    static func problems(_ bytes: [UInt8], binary: Bool) -> [String] {
        var problems: [String] = []
        var textLog: Result<String, ReplayError>?
        for format in [LogFormat.text, .jsonl] {
            let first = result { () throws(ReplayError) in try Replay.run(trace: bytes, format: format) }
            let second = result { () throws(ReplayError) in try Replay.run(trace: bytes, format: format) }
            if "\(first)" != "\(second)" { problems.append("\(format): a second run differs") }
            switch first {
            case .success(let log):
                problems += outputProblems(log, format: format)
            case .failure(let error):
                problems += errorProblems(error.description)
            }
            if format == .text { textLog = first }
        }
        if binary, let textLog {
            problems += binaryProblems(bytes, expected: textLog)
            problems += otherCommandProblems(bytes, expected: textLog)
        }
        return problems
    }

    static func result(_ body: () throws(ReplayError) -> String) -> Result<String, ReplayError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    /// An error message: one line, starting with its place.
    static func errorProblems(_ message: String) -> [String] {
        var problems: [String] = []
        if message.contains("\n") || message.contains("\r") { problems.append("error on two lines: \(message)") }
        if !hasPlace(message) { problems.append("error without a place: \(message)") }
        return problems
    }

    /// Whether `message` starts with a place and `: `: a JSON path (quoted keys may hold anything),
    /// `(root)`, or `line:column`.
    static func hasPlace(_ message: String) -> Bool {
        var inQuotes = false, escaped = false
        var previous: Character = " "
        for (offset, character) in message.enumerated() {
            if inQuotes {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else if character == "\"" {
                inQuotes = true
            } else if character == " " {
                return previous == ":" && offset > 1
            }
            previous = character
        }
        return false
    }

    /// A log: no NaN, infinity or negative zero; a text log reads back line by line.
    static func outputProblems(_ log: String, format: LogFormat) -> [String] {
        var problems: [String] = []
        let lowered = log.lowercased()
        if lowered.contains("nan") || lowered.contains("inf") {
            problems.append("\(format): NaN or infinity in the log")
        }
        if containsNegativeZero(log) { problems.append("\(format): a negative zero in the log") }
        if format == .text { problems += readBackProblems(log) }
        return problems
    }

    /// `-0`, `-0.000` … standing as a number of their own.
    ///
    /// `-0`, `-0.000` … standing as a number of their own: after a space, a bracket, a comma, a
    /// colon or `=` (or at the start), and before anything but a digit or a point. A name such as
    /// `rate-0.e` in the header is text, not a number.
    static func containsNegativeZero(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        let before = Set(" \t([{,:=".utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "0"),
                index == 0 || before.contains(bytes[index - 1])
            {
                var end = index + 2
                var isNumber = true
                if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
                    end += 1
                    let zeros = end
                    while end < bytes.count, bytes[end] == UInt8(ascii: "0") { end += 1 }
                    isNumber = end > zeros
                }
                if isNumber, end == bytes.count || !(isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".")) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Every event line and final line of a text log is read back by `TextLog`.
    static func readBackProblems(_ log: String) -> [String] {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        guard let title = lines.firstIndex(where: { $0.hasSuffix("flags  detail") }) else {
            return ["text: no column titles"]
        }
        let events = lines[(title + 1)...].prefix { !$0.isEmpty }.count
        let finals = lines.filter { $0.hasPrefix("final ") }.count
        let read = TextLog(Array(log.utf8))
        var problems: [String] = []
        if read.lines.count != events {
            problems.append("text: \(events - read.lines.count) event lines do not read back")
        }
        if read.finals.count != finals {
            problems.append("text: \(finals - read.finals.count) final lines do not read back")
        }
        return problems
    }

    /// Checks that the memory-capped binary gives the library's log or the same one-line error.
    ///
    /// The binary (`replay -`, text), with its memory capped: exit 0 with the same log as the library, or exit 2 with
    /// one line on standard error naming the input and the same error.
    static func binaryProblems(_ bytes: [UInt8], expected: Result<String, ReplayError>) -> [String] {
        guard let run = BinaryRun(["replay", "-"], stdin: bytes, dataLimitKilobytes: memoryBoundKilobytes) else {
            return ["the binary could not be started"]
        }
        switch (run.status, expected) {
        case (0, .success(let log)):
            return run.stdout == Array(log.utf8) ? [] : ["binary: the log differs from the library's"]
        case (2, .failure(let error)):
            return run.stderr == errorLine(error)
                ? [] : ["binary: error \(String(decoding: run.stderr, as: UTF8.self)) for \(error)"]
        default:
            return ["binary: exit \(run.status) (\(String(decoding: run.stderr.prefix(200), as: UTF8.self)))"]
        }
    }

    /// The one line on standard error a command reading `-` prints for the replay's `error`.
    static func errorLine(_ error: ReplayError) -> [UInt8] {
        Array("scrollsim: error: <stdin>: \(VisibleText.escaped(error.description))\n".utf8)
    }

    /// The other commands that read a trace, `view` and `explore`, through the binary on the same input.
    ///
    /// The other commands that read a trace, through the binary on the same input: `view` writes
    /// its page when the replay succeeds (with its data, and no `NaN` or `Infinity` in that) and gives the replay's
    /// one-line error otherwise; `explore` plays two short runs against the input's scene (after
    /// the input's own events, `--with-events`, for every other input: by the parity of its
    /// length) and exits 0 (nothing found) or 1 (a finding written), or 2 with one line when the
    /// input is not a scene. Neither may trap or pass the memory bound.
    static func otherCommandProblems(_ bytes: [UInt8], expected: Result<String, ReplayError>) -> [String] {
        var problems: [String] = []
        if let view = BinaryRun(
            ["view", "-", "-o", "/dev/stdout"], stdin: bytes, dataLimitKilobytes: memoryBoundKilobytes)
        {
            // The page's data (its script's own `Infinity` literals aside).
            let page = String(decoding: view.stdout, as: UTF8.self)
            let data =
                page.components(separatedBy: "<script id=\"data\" type=\"application/json\">").dropFirst().first?
                .components(separatedBy: "</script>").first ?? ""
            switch (view.status, expected) {
            case (0, .success):
                if data.isEmpty { problems.append("view: no data in the page") }
                // As JSON values only: the page's encoded columns may spell `NaN` inside a string.
                let nonFinite = [":", ",", "[", "-"].flatMap { [$0 + "NaN", $0 + "Infinity"] }
                if nonFinite.contains(where: data.contains) { problems.append("view: a non-finite number") }
            case (2, .failure(let error)):
                if view.stderr != errorLine(error) {
                    problems.append("view: error \(String(decoding: view.stderr, as: UTF8.self))")
                }
            default:
                problems.append(
                    "view: exit \(view.status) (\(String(decoding: view.stderr.prefix(200), as: UTF8.self)))")
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-fuzz-explore-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments =
            ["explore", "-", "--runs", "2", "--moves", "3", "--max-shrink-time", "2", "-o", folder.path]
            + (bytes.count % 2 == 0 ? ["--with-events"] : [])
        if let explore = BinaryRun(arguments, stdin: bytes, dataLimitKilobytes: memoryBoundKilobytes) {
            let lines = explore.stderr.split(separator: UInt8(ascii: "\n"))
            switch explore.status {
            case 0, 1: break
            case 2 where lines.count == 1: break
            default:
                problems.append(
                    "explore: exit \(explore.status) (\(String(decoding: explore.stderr.prefix(200), as: UTF8.self)))")
            }
        }
        return problems
    }
}

/// One run of the built `scrollsim` with a data-size limit, its input through a pipe.
///
/// One run of the built `scrollsim` under `/bin/sh -c 'ulimit -d N && cat IN | scrollsim …'`: the
/// shell sets the limit for the pipeline, and the input comes through a pipe (the path that must
/// spool a header written after the events). Its exit status (the shell's 128 + signal when the
/// binary was killed) and output.
struct BinaryRun {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]

    /// The `scrollsim` binary `swift test` built, beside the test bundle (see `ToolRun`).
    static let binary: String = {
        let bundle = Bundle(for: BinaryRunMarker.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("scrollsim").path
    }()

    init?(_ arguments: [String], stdin: [UInt8], dataLimitKilobytes: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-fuzz-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        let errors = folder.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: input.path, contents: Data(stdin)),
            FileManager.default.createFile(atPath: output.path, contents: nil),
            FileManager.default.createFile(atPath: errors.path, contents: nil)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.standardInput = FileHandle.nullDevice
        process.arguments =
            [
                "-c", "f=$1; shift; ulimit -d \(dataLimitKilobytes) && cat \"$f\" | \"$0\" \"$@\"", Self.binary,
                input.path,
            ]
            + arguments
        process.standardOutput = FileHandle(forWritingAtPath: output.path)
        process.standardError = FileHandle(forWritingAtPath: errors.path)
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        self.stdout = [UInt8](FileManager.default.contents(atPath: output.path) ?? Data())
        self.stderr = [UInt8](FileManager.default.contents(atPath: errors.path) ?? Data())
    }
}

private final class BinaryRunMarker {}
