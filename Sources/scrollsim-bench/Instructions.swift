import Foundation

/// Instruction counts of a `scrollsim` run under valgrind's callgrind.
///
/// Unlike wall time they do not drift with the machine's load, so they compare across runs and machines of one
/// architecture.
///
/// The command each figure reproduces is printed beside it:
/// `valgrind --tool=callgrind --callgrind-out-file=/dev/null scrollsim replay FILE > /dev/null`.
enum Instructions {
    /// Whether `valgrind` runs here.
    static func available() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The instructions callgrind collects over `binary arguments` (standard output discarded), or
    /// nil when the run fails.
    static func count(_ binary: String, _ arguments: [String]) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary] + arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { return nil }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        // callgrind ends with "==PID== Collected : N".
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.contains("Collected :") {
            return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }

    /// The number of event lines (`t` first) in the text log `binary replay path` prints.
    static func logLines(_ binary: String, _ path: String) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["replay", path]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").count { line in
            line.first { $0 != " " }.map(\.isNumber) ?? false
        }
    }
}
