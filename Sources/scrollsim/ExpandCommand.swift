// `scrollsim expand TRACE [--output FILE]`.
import ScrollSimTrace

/// Reads a trace (a file, or stdin for `-`) and prints or writes it with every gesture replaced by
/// its touch events.
enum ExpandCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for an input error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "expand", valueOptions: ["--output"], flagOptions: [], aliases: ["-o": "--output"])
        guard let trace = scan.positionals.first else {
            throw UsageError(message: "missing expected argument '<trace>'", command: "expand")
        }
        guard scan.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(scan.positionals[1])'", command: "expand")
        }
        let bytes: [UInt8]
        do { bytes = try Console.readTrace(trace) } catch { return Console.fail(error.description) }
        let expanded: String
        do { expanded = try TraceExpansion.expand(bytes) } catch {
            return Console.fail("\(Console.traceName(trace)): \(error)")
        }
        return Console.deliver(expanded, to: scan.values["--output"])
    }
}
