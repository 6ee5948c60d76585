// Runs a program to completion with posix_spawn: the one place the package starts a child
// process from library code (the benchmark and the tests measure or drive the built tool with
// their own runners; `scrollsim-peak` links only the C library on purpose).

/// A program and its arguments, found on `PATH` once and run as many times as needed.
///
/// Standard input comes from `/dev/null` and standard output and error are sent to `/dev/null`.
package struct ChildCommand: Sendable, Equatable {
    /// The program's path, as found (absolute or relative to the current folder).
    package let executable: String
    /// The arguments after the program name.
    package let arguments: [String]

    /// Why a command cannot be run.
    package struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        /// One line, for example `command not found: 'frobnicate'`.
        package var description: String

        /// A failure with its one-line message.
        package init(description: String) {
            self.description = description
        }
    }

    /// Splits `commandLine` into a program and its arguments, and finds the program.
    ///
    /// Splits `commandLine` at spaces and tabs into a program and its arguments (no shell quoting:
    /// a command that needs more is a script), and finds the program: a word with a `/` is a path,
    /// any other is searched for in `PATH` (`/usr/bin:/bin` when unset), as `execvp` does.
    /// Throws when the line is empty or the program is not an executable file.
    package init(parsing commandLine: String, environmentPath: String? = nil) throws(Failure) {
        let words = commandLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let program = words.first else { throw Failure(description: "empty command") }
        executable = try Self.find(program, in: environmentPath ?? Self.searchPath())
        arguments = Array(words.dropFirst())
    }

    /// How a run ended.
    package enum Outcome: Sendable, Equatable {
        /// The program exited with this status (128 + the signal when a signal ended it).
        case exited(Int32)
        /// It ran past the time limit; its process group was killed.
        case timedOut
        /// ``Interruption/requested`` was set (SIGINT, SIGTERM) while it ran; its process group
        /// was killed.
        case interrupted
        /// It could not be started.
        case notStarted
    }

    /// Runs the program with `arguments + extraArguments` and returns its exit status.
    ///
    /// Returns 128 + the signal that ended it, or nil when it could not be started (no time limit).
    package func run(appending extraArguments: [String] = []) -> Int32? {
        switch run(appending: extraArguments, timeout: .infinity) {
        case .exited(let status): return status
        case .timedOut, .interrupted: return 128 + SIGKILL
        case .notStarted: return nil
        }
    }

    /// Runs the program with `arguments + extraArguments` in a process group of its own, for at most `timeout` seconds.
    ///
    /// Runs the program with `arguments + extraArguments` in a process group of its own, for at
    /// most `timeout` seconds (monotonic clock); on the timeout, or when ``Interruption/requested``
    /// is set, the whole group (the program and whatever it started) is killed with SIGKILL and
    /// reaped. Polls the child every 0.1 to 5 ms.
    package func run(appending extraArguments: [String], timeout: Double) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let words = [executable] + arguments + extraArguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else { return .notStarted }
        let start = MonotonicClock.seconds()
        var pause: UInt32 = 100
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { return .notStarted }
            let interrupted = Interruption.requested != 0
            if interrupted || MonotonicClock.seconds() - start >= timeout {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return interrupted ? .interrupted : .timedOut
            }
            usleep(pause)
            pause = min(pause * 2, 5000)
        }
        let signal = status & 0x7F
        return .exited(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
    }

    /// `PATH` from the environment, or the default search path when it is unset.
    private static func searchPath() -> String {
        guard let value = getenv("PATH") else { return "/usr/bin:/bin" }
        return String(cString: value)
    }

    /// The path of `program`, searched in the `:`-separated `path`.
    ///
    /// Itself when it contains a `/`, else the first executable regular file `DIR/program` of the `:`-separated `path`
    /// (an empty entry is the current folder).
    private static func find(_ program: String, in path: String) throws(Failure) -> String {
        if program.contains("/") {
            guard isExecutableFile(program) else {
                throw Failure(description: "command not found: '\(VisibleText.escaped(program))'")
            }
            return program
        }
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = folder.isEmpty ? program : "\(folder)/\(program)"
            if isExecutableFile(candidate) { return candidate }
        }
        throw Failure(description: "command not found: '\(VisibleText.escaped(program))'")
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .file && access(path, X_OK) == 0
    }
}
