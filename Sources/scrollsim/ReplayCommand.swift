// `scrollsim replay TRACE [--format text|jsonl] [--output FILE]`.
import Foundation
import ScrollSimTrace

/// Reads a trace (a file, or stdin for `-`), replays it and prints or writes the log.
enum ReplayCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for an input error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "replay", valueOptions: ["--format", "--output", "--didscroll"],
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
        let name = Console.traceName(trace)
        let bytes: [UInt8]
        do { bytes = try Console.readTrace(trace) } catch { return Console.fail(error.description) }
        let log: String
        do { log = try Replay.run(trace: bytes, format: format, didScroll: didScroll) } catch {
            return Console.fail("\(name): \(error)")
        }
        if let output = scan.values["--output"] {
            do { try FileSystem.writeAtomically(Array(log.utf8), to: output) } catch {
                return Console.fail(error.description)
            }
        } else {
            Console.out(log)
        }
        return 0
    }
}
