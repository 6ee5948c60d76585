import Foundation
import ScrollSimSupport
import ScrollSimTestSupport

/// Runs the built `scrollsim` on a pseudo-terminal so a test can answer its prompts and read its output.
///
/// The built `scrollsim` run on a pseudo-terminal (`openpty`), so a test can answer its prompts as a user at a terminal
/// would and read what it printed (the terminal turns `\n` into `\r\n` and echoes the answers).
final class PseudoTerminalSession {
    private let master: Int32
    private let process = Process()
    private(set) var output = ""

    /// The prompt `review` prints before each answer.
    static let prompt = "accept (a), reject (r), skip (s), quit (q)? "

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String], in folder: Scratch) throws {
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw Failure(description: "no pseudo-terminal") }
        self.master = master
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = ToolRun.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        try terminal.close()
    }

    deinit { close(master) }

    /// Reads until the output holds `count` prompts, then types `answer`.
    func answer(afterPrompt count: Int, with answer: String) throws {
        while output.components(separatedBy: Self.prompt).count - 1 < count {
            guard try readSome() else { throw Failure(description: "ended before prompt \(count):\n\(output)") }
        }
        let bytes = Array(answer.utf8)
        guard write(master, bytes, bytes.count) == bytes.count else { throw Failure(description: "cannot type") }
    }

    /// Reads the rest of the output and waits for the process; returns its status and output.
    func finish() throws -> (Int32, String) {
        while try readSome() {}
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Reads what is there (waiting up to 60 s: a guard against a hang, not a speed target);
    /// false at the end of the output (the terminal closed: `EIO`).
    private func readSome() throws -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 60_000) > 0 else { throw Failure(description: "no output for 60 s:\n\(output)") }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        output += String(decoding: buffer[0..<count], as: UTF8.self)
        return true
    }
}
