import Foundation

/// A child process run to completion through `scrollsim-peak`, with its status, time and peak memory.
///
/// A child process run to completion with its standard output sent to `/dev/null`, through `scrollsim-peak` (built
/// beside this benchmark): its exit status, wall-clock time and its own peak resident memory. `scrollsim-peak` explains
/// why a small intermediate is needed on Linux (a spawned child's `ru_maxrss` starts from its parent's high-water
/// mark).
struct ChildProcess {
    /// The exit status (or 128 + signal).
    var status: Int32
    /// Wall-clock seconds from spawn to exit, measured by the intermediate (its own start excluded).
    var seconds: Double
    /// The child's peak resident set size, kilobytes (`wait4` in the small intermediate).
    var peakKilobytes: Int
    /// The intermediate's own peak (kB): a `peakKilobytes` at this floor means "at most this much".
    var floorKilobytes: Int
    /// The child's CPU time, user plus system, in seconds (`wait4`'s `ru_utime` + `ru_stime`).
    ///
    /// On a loaded machine the wall time grows while this stays, so the two together tell load from a regression.
    var cpuSeconds: Double

    /// The path of a tool built beside this benchmark, or nil when it is not there.
    ///
    /// Nil after printing how to build it, prefixed with `benchmark`.
    static func sibling(_ name: String, for benchmark: String) -> String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("\(benchmark) benchmark: \(path) not found; build it: swift build -c release")
            return nil
        }
        return path
    }

    /// The path of the `scrollsim` binary built beside this benchmark, or nil after printing how to build it.
    ///
    /// The path of the `scrollsim` binary built beside this benchmark (and of `scrollsim-peak`, which every measurement
    /// needs), or nil after printing how to build them.
    static func scrollsimBinary(for benchmark: String) -> String? {
        guard sibling("scrollsim-peak", for: benchmark) != nil else { return nil }
        return sibling("scrollsim", for: benchmark)
    }

    /// Runs `path` with `arguments` under `scrollsim-peak`; nil when it cannot be started or exits
    /// non-zero.
    static func run(_ path: String, _ arguments: [String]) -> ChildProcess? {
        guard let child = measure(path, arguments), child.status == 0 else { return nil }
        return child
    }

    /// Runs `path` with `arguments` under `scrollsim-peak`, whatever its exit status; nil when the
    /// intermediate fails.
    static func measure(_ path: String, _ arguments: [String]) -> ChildProcess? {
        guard let peak = sibling("scrollsim-peak", for: "child") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: peak)
        process.arguments = [path] + arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        var values: [String: Int] = [:]
        var index = 0
        while index + 1 < words.count {
            values[String(words[index])] = Int(words[index + 1])
            index += 2
        }
        guard let status = values["status"], let wall = values["wall-ns"], let kilobytes = values["peak-kb"],
            let floor = values["floor-kb"], let cpu = values["cpu-ns"]
        else { return nil }
        return ChildProcess(
            status: Int32(status), seconds: Double(wall) / 1e9, peakKilobytes: kilobytes, floorKilobytes: floor,
            cpuSeconds: Double(cpu) / 1e9)
    }
}
