@_spi(ScrollSimInternal) import ScrollSimSupport

/// `--while-command CMD`: an interestingness test run as a child process.
///
/// It runs as C-Reduce runs its test script (https://embed.cs.utah.edu/creduce/using/): the candidate is written to a
/// scratch file, the command runs with that file's path as its last argument, and exit status 0 means the candidate is
/// interesting. Its standard input, output and error are `/dev/null`.
///
/// The scratch file lives in a private folder made with `mkdtemp` under `TMPDIR` (or `/tmp`),
/// named `candidate.json`, rewritten atomically before each run; ``removeScratch()`` deletes it.
/// Not for concurrent use: one candidate at a time.
package final class CandidateCommand: @unchecked Sendable {
    /// The program and its arguments, found on `PATH` when the condition was made.
    let command: ChildCommand
    /// The command line as given, for messages.
    package let source: String
    /// The most seconds one run may take (`--condition-timeout`).
    ///
    /// Past it the command's process group is killed and the condition counts as not holding.
    package let timeout: Double
    private var folder: String?

    /// Parses `commandLine` (split at spaces; no shell quoting) and finds its program.
    ///
    /// Throws a one-line error naming `option` when the line is empty or the program is not found.
    package init(_ commandLine: String, option: String, timeout: Double = ConditionOptions.defaultTimeout)
        throws(ConditionError)
    {
        do {
            command = try ChildCommand(parsing: commandLine)
        } catch {
            throw ConditionError("\(option) '\(VisibleText.escaped(commandLine))': \(error.description)")
        }
        source = commandLine
        self.timeout = timeout
    }

    /// Nil when the command exits 0 on the candidate, else why not.
    func failure(on candidate: ShrinkCandidate) -> String? {
        let path: String
        do { path = try write(candidate.bytes) } catch { return error.description }
        let quoted = "'\(VisibleText.escaped(source))'"
        let timeoutText = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : "\(timeout)"
        switch command.run(appending: [path], timeout: timeout) {
        case .exited(0): return nil
        case .exited(let status): return "\(quoted) exited with status \(status)"
        case .timedOut: return "\(quoted) ran past its \(timeoutText) s limit (--condition-timeout)"
        case .interrupted: return "\(quoted) was interrupted"
        case .notStarted: return "\(quoted) could not be started"
        }
    }

    /// Writes `bytes` atomically to the scratch file; returns its path.
    private func write(_ bytes: [UInt8]) throws(FileSystem.Failure) -> String {
        let folder: String
        if let existing = self.folder {
            folder = existing
        } else {
            folder = try Self.makeFolder()
            self.folder = folder
        }
        let path = folder + "/candidate.json"
        try FileSystem.writeAtomically(bytes, to: path)
        return path
    }

    /// Removes the scratch file and its folder, if they were made.
    package func removeScratch() {
        guard let folder else { return }
        _ = FileSystem.removeFile(folder + "/candidate.json")
        rmdir(folder)
        self.folder = nil
    }

    private static func makeFolder() throws(FileSystem.Failure) -> String {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/scrollsim-shrink-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FileSystem.Failure(path: base, reason: String(cString: strerror(errno)))
        }
        return String(cString: made)
    }

    deinit { removeScratch() }
}
