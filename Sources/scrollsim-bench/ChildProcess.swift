import Dispatch
import Foundation

/// A child process run to completion with its standard output sent to `/dev/null`: its exit
/// status, wall-clock time and peak resident memory (from `wait4`).
struct ChildProcess {
    /// The exit status (or 128 + signal).
    var status: Int32
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// Peak resident set size, kilobytes (`ru_maxrss`; Linux reports kB, Darwin bytes).
    var peakKilobytes: Int

    /// The path of the `scrollsim` binary built beside this benchmark, or nil (after printing how to
    /// build it, prefixed with `benchmark`) when it is not there.
    static func scrollsimBinary(for benchmark: String) -> String? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("scrollsim").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("\(benchmark) benchmark: \(binary) not found; build it: swift build -c release --product scrollsim")
            return nil
        }
        return binary
    }

    /// Runs `path` with `arguments`; nil when it cannot be started or exits non-zero.
    static func run(_ path: String, _ arguments: [String]) -> ChildProcess? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
            let kilobytes = usage.ru_maxrss
        #else
            let kilobytes = usage.ru_maxrss / 1024
        #endif
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard exit == 0 else { return nil }
        return ChildProcess(status: exit, seconds: seconds, peakKilobytes: Int(kilobytes))
    }
}
