import Foundation

@testable import ScrollSimJSON
@testable import ScrollSimTestSupport
@testable import ScrollSimTrace

/// Helpers for the streaming tests: corpus traces, a JSON writer, key-order shuffles and pipes.
enum Streaming {
    /// Every trace of the corpus (`.json` files with a top-level `scrollsim` key), sorted.
    static let corpus: [String] = {
        let root = TraceCorpusTests.tracesFolder
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return paths.filter { Replay.isTrace(bytes(root + "/" + $0)) }
    }()

    static func bytes(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func corpusBytes(_ relative: String) -> [UInt8] {
        bytes(TraceCorpusTests.tracesFolder + "/" + relative)
    }

    /// What a decoder made of some bytes: the trace, or the error's one line.
    enum Verdict: Equatable, CustomStringConvertible {
        case trace(Trace)
        case error(String)

        var description: String {
            switch self {
            case .trace(let trace): return "a trace of \(trace.events.count) events"
            case .error(let message): return "error: \(message)"
            }
        }

        var isError: Bool { if case .error = self { true } else { false } }
    }

    /// The tree decoder's verdict.
    static func treeDecode(_ bytes: [UInt8]) -> Verdict {
        do { return .trace(try Trace.decode(JSONParser.parse(bytes))) } catch { return .error("\(error)") }
    }

    /// The streaming reader's verdict.
    static func streamDecode(_ open: () throws(ReplayError) -> TraceReader) -> Verdict {
        do { return .trace(try open().readAll()) } catch { return .error("\(error)") }
    }

    /// Runs `body` on the read end of a pipe that a thread fills with `bytes`; drains what
    /// `body` left unread so the writer always finishes.
    static func withPipe<T>(_ bytes: [UInt8], _ body: (Int32) -> T) -> T {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress! + offset, $0.count - offset) }
                if count <= 0 { break }
                offset += count
            }
            close(writeEnd)
        }
        writer.start()
        let result = body(readEnd)
        var sink = [UInt8](repeating: 0, count: 1 << 16)
        while sink.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        close(readEnd)
        return result
    }

    /// Runs `body` on a read-only descriptor of a temporary regular file holding `bytes`.
    static func withFile<T>(_ bytes: [UInt8], _ body: (Int32) -> T) -> T {
        let folder = Scratch()
        let path = folder.path + "/trace.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        return body(fd)
    }

    /// The verdicts of the three sources: memory, a regular file and a pipe (tiny chunks).
    static func streamVerdicts(_ bytes: [UInt8], chunkSize: Int = 7) -> [Verdict] {
        [
            streamDecode { () throws(ReplayError) in try TraceReader(bytes: bytes) },
            withFile(bytes) { fd in
                streamDecode { () throws(ReplayError) in
                    try TraceReader(fileDescriptor: fd, maxInputBytes: 1 << 30, chunkSize: chunkSize)
                }
            },
            withPipe(bytes) { fd in
                streamDecode { () throws(ReplayError) in
                    try TraceReader(fileDescriptor: fd, maxInputBytes: 1 << 30, chunkSize: chunkSize)
                }
            },
        ]
    }

    /// `value` as JSON text (object members in their order; numbers in Swift's shortest
    /// round-trip form, which parses back to the same `Double`).
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number):
            return number.isIntegral && number.magnitude < 1e15 ? String(Int64(number)) : "\(number)"
        case .string(let string): return JSONText.quoted(string)
        case .array(let elements): return "[" + elements.map(json).joined(separator: ",\n") + "]"
        case .object(let object):
            return "{" + object.members.map { JSONText.quoted($0.key) + ": " + json($0.value) }.joined(separator: ", ")
                + "}"
        }
    }

    /// The trace with its root members in the order `order` gives (a permutation of indices).
    static func reordered(_ bytes: [UInt8], _ order: [Int]) throws -> [UInt8] {
        guard case .object(let root) = try JSONParser.parse(bytes) else { return bytes }
        let members = order.map { root.members[$0] }
        return Array(json(.object(JSONObject(members))).utf8)
    }
}
