import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that every command writes its output files safely and atomically and escapes paths in messages.
///
/// Every command that writes a file writes a regular file atomically, a symbolic link's target atomically (the link
/// kept), a named pipe or device in place, its own standard output through its descriptor, and refuses the rest with
/// one line; `check --update` never removes a live writer's temporary file; every path in a message is escaped to one
/// line.
struct OutputSafetyTests {
    let folder = Scratch()

    /// The commands that write a file, each with `OUT` standing for the path written.
    static let writers: [[String]] = [
        ["replay", "t.json", "-o", "OUT"],
        ["expand", "t.json", "-o", "OUT"],
        ["plot", "t.json", "-o", "OUT"],
        ["view", "t.json", "-o", "OUT"],
        ["check", "t.json", "--format", "junit", "-o", "OUT"],
    ]

    /// What `arguments` prints to standard output when run plainly (`plot` and `check` write
    /// their file, which is then read).
    func expectedBytes(_ arguments: [String]) throws -> String {
        folder.write("t.log", try ToolRun(["replay", "t.json"], in: folder).stdout)
        let run = try ToolRun(arguments.map { $0 == "OUT" ? "plain.out" : $0 }, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(folder.read("plain.out"))
    }

    /// The file type bits of what `relative` names, links not followed (`S_IFLNK`, `S_IFIFO`…).
    func kind(_ relative: String) -> mode_t {
        var info = stat()
        return lstat(relative.hasPrefix("/") ? relative : folder.path + "/" + relative, &info) == 0
            ? info.st_mode & S_IFMT : 0
    }

    @Test(arguments: writers)
    func aLinkToAFileKeepsTheLinkAndReplacesItsTarget(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        let expected = try expectedBytes(arguments)
        folder.write("real/target.out", "old\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.out", withDestinationPath: "real/target.out")
        let run = try ToolRun(arguments.map { $0 == "OUT" ? "link.out" : $0 }, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(kind("link.out") == S_IFLNK)
        #expect(folder.read("real/target.out") == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/real") == ["target.out"])
    }

    @Test(arguments: writers)
    func devNullIsWrittenInPlace(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        folder.write("t.log", try ToolRun(["replay", "t.json"], in: folder).stdout)
        let run = try ToolRun(arguments.map { $0 == "OUT" ? "/dev/null" : $0 }, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    /// `-o /dev/stdout` wrote over the `/dev/stdout` link as root; it now writes to standard
    /// output (here a regular file the test reads), and the link stays.
    @Test(arguments: writers)
    func devStdoutIsStandardOutput(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        let expected = try expectedBytes(arguments)
        let run = try ToolRun(arguments.map { $0 == "OUT" ? "/dev/stdout" : $0 }, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix(expected))
        #expect(kind("/dev/stdout") == S_IFLNK)
    }

    /// A named pipe with a reader receives the output in place and stays a pipe; without a reader
    /// it is refused at once (opening it would wait forever).
    @Test(arguments: writers)
    func aNamedPipeIsWrittenInPlaceOrRefused(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        let expected = try expectedBytes(arguments)
        let fifo = folder.path + "/pipe.out"
        #expect(mkfifo(fifo, 0o644) == 0)
        let unread = try ToolRun(arguments.map { $0 == "OUT" ? "pipe.out" : $0 }, in: folder)
        #expect(unread.status == 2)
        #expect(unread.stderr == "scrollsim: error: pipe.out: a named pipe with no reader\n")
        let reader = FifoReader(path: fifo)
        let run = try ToolRun(arguments.map { $0 == "OUT" ? "pipe.out" : $0 }, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(reader.finish() == expected)
        #expect(kind("pipe.out") == S_IFIFO)
    }

    @Test(arguments: writers)
    func directoriesDanglingLinksAndSocketsAreRefused(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        folder.write("t.log", try ToolRun(["replay", "t.json"], in: folder).stdout)
        folder.write("dir.out/keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/dangling.out", withDestinationPath: "nowhere")
        let socketPath = folder.path + "/socket.out"
        let socket = try #require(UnixSocket(path: socketPath))
        defer { socket.close() }
        for (name, reason) in [
            ("dir.out", "Is a directory"),
            ("dangling.out", "a symbolic link to nothing (refusing to write through it)"),
            ("socket.out", "a socket, not a file (refusing to write to it)"),
        ] {
            let run = try ToolRun(arguments.map { $0 == "OUT" ? name : $0 }, in: folder)
            #expect(run.status == 2, "\(name)")
            #expect(run.stderr == "scrollsim: error: \(name): \(reason)\n")
        }
        #expect(kind("dir.out") == S_IFDIR)
        #expect(kind("dangling.out") == S_IFLNK)
        #expect(kind("socket.out") == S_IFSOCK)
    }

    /// `check --update` writes a golden that is a link into its target, keeping the link.
    @Test func updateWritesThroughALinkedGolden() throws {
        folder.write("traces/a.json", Traces.drag())
        folder.write("goldens/a.log", "stale\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/traces/a.log", withDestinationPath: "../goldens/a.log")
        let run = try ToolRun(["check", "--update", "traces"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(kind("traces/a.log") == S_IFLNK)
        #expect(folder.read("goldens/a.log") == (try ToolRun(["replay", "traces/a.json"], in: folder)).stdout)
    }

    /// Tests that `check` leaves a live writer's temporary file alone and `--update` removes a dead writer's.
    ///
    /// A temporary file named by a running process (this test) is a write in progress: `check` neither reports nor
    /// removes it; a dead writer's is removed by `--update`.
    @Test func updateKeepsALiveWritersTemporaryFile() throws {
        folder.write("traces/a.json", Traces.drag())
        #expect(try ToolRun(["check", "--update", "traces"], in: folder).status == 0)
        let live = "traces/.a.log.tmp-\(getpid())-12345", dead = "traces/.a.log.tmp-2147483646-1"
        folder.write(live, "half a log")
        folder.write(dead, "half a log")
        let check = try ToolRun(["check", "traces"], in: folder)
        #expect(
            check.stdout == "warning: leftover temporary file \(dead) (an interrupted write; "
                + "check --update removes it)\n1 passed, 0 failed\n")
        let update = try ToolRun(["check", "--update", "traces"], in: folder)
        #expect(update.status == 0)
        #expect(update.stdout == "removed leftover temporary file \(dead)\n1 passed, 0 failed\n")
        #expect(folder.read(live) == "half a log")
        #expect(folder.read(dead) == nil)
    }

    /// A path holding a newline or an escape is escaped in every message (`replay` printed it raw).
    @Test(arguments: [
        ["replay", "a\nb.json"], ["expand", "a\nb.json"], ["plot", "a\nb.json"], ["replay", "t.json", "-o", "x\n/y"],
    ])
    func pathsInMessagesAreEscapedToOneLine(arguments: [String]) throws {
        folder.write("t.json", Traces.drag())
        let run = try ToolRun(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("\\n"))
    }

    @Test func usageErrorsAreEscapedToOneLine() throws {
        let run = try ToolRun(["replay", "--bogus\u{1B}[2J\n"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: unknown option '--bogus\\u001B[2J\\n'\n\n"))
    }
}

/// Reads a named pipe to its end on a background thread without waiting for a writer.
///
/// Reads a named pipe to its end on a thread: opened at once without waiting for a writer, so a writer finds a reader;
/// an end of file before any byte means no writer came yet.
final class FifoReader: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            var idle = 0
            while descriptor >= 0, idle < 60_000 {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes += chunk[0..<count]
                    idle = 0
                } else if count == 0 && !bytes.isEmpty {
                    break
                } else {
                    idle += 1
                    usleep(1_000)
                }
            }
            close(descriptor)
            done.signal()
        }
    }

    /// What the writer sent, once it closed the pipe.
    func finish() -> String {
        done.wait()
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A listening Unix-domain socket bound at a path (a socket file on disk).
struct UnixSocket {
    let descriptor: Int32

    init?(path: String) {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { return nil }
    }

    func close() { _ = Glibc.close(descriptor) }
}
