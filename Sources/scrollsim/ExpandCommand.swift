// `scrollsim expand TRACE [--output FILE]`.
import ScrollSimLog
import ScrollSimSupport
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
        // Streamed as it is generated (a long gesture expands into millions of touches), through
        // the same outputs as `replay`: an atomic file for --output, else standard output.
        let atomicFile: FileSystem.AtomicFile?
        do {
            atomicFile = try scan.values["--output"].map { path throws(FileSystem.Failure) in
                try FileSystem.AtomicFile(path: path)
            }
        } catch {
            return Console.fail(error.description)
        }
        let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO)
        do { try TraceExpansion.expand(bytes, into: atomicFile ?? standardOutput) } catch {
            atomicFile?.abort()
            return Console.fail("\(Console.traceName(trace)): \(error)")
        }
        if let atomicFile {
            do { try atomicFile.commit() } catch { return Console.fail(error.description) }
        } else if let failure = standardOutput.failure {
            return Console.fail("standard output: \(failure)")
        }
        return 0
    }
}
