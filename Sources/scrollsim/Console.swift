// Writing to stdout and stderr, and the exits the tool makes.
import ScrollSimSupport
import ScrollSimTrace

/// The tool's output streams and its exit paths.
enum Console {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error as is.
    static func err(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Writes every byte, retrying short writes; gives up quietly when the reader is gone.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// The bytes of the trace argument: the file, or standard input for `-` (read only then).
    static func readTrace(_ argument: String) throws(FileSystem.Failure) -> [UInt8] {
        if argument == "-" { return try FileSystem.readAll(from: STDIN_FILENO, name: "<stdin>") }
        return try FileSystem.read(argument)
    }

    /// A descriptor to read the trace argument from as a stream.
    ///
    /// Standard input for `-`, else the file opened (the caller closes it unless it is standard input).
    static func openTrace(_ argument: String) throws(FileSystem.Failure) -> Int32 {
        argument == "-" ? STDIN_FILENO : try FileSystem.openForReading(argument)
    }

    /// How errors name the trace argument: its path, or `<stdin>` for `-`.
    static func traceName(_ argument: String) -> String { argument == "-" ? "<stdin>" : argument }

    /// The environment variables the tool reads: `CI` (a CI run, where `check --update` refuses) and `NO_COLOR`.
    ///
    /// Read one by one with `getenv`, so the tool needs no Foundation (which would add milliseconds of start-up to
    /// every run).
    static var environment: [String: String] {
        var variables: [String: String] = [:]
        for name in ["CI", "NO_COLOR"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// The number of processors online (the default of `check --jobs`), at least 1.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// True when standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// `scrollsim: error: <message>` on stderr, the message escaped to one line; exit status 2.
    static func fail(_ message: String) -> Int32 {
        err("scrollsim: error: \(VisibleText.escaped(message))\n")
        return 2
    }

    /// `scrollsim: warning: <message>` on stderr, the message escaped to one line.
    static func warn(_ message: String) {
        err("scrollsim: warning: \(VisibleText.escaped(message))\n")
    }

    /// A usage error: the message (escaped to one line), a blank line and the usage on stderr;
    /// exit status 2.
    static func usageError(_ error: UsageError) -> Int32 {
        guard error.showsUsage else { return fail(error.message) }
        err("scrollsim: error: \(VisibleText.escaped(error.message))\n\n" + HelpText.usageBlock(for: error.command))
        return 2
    }
}
