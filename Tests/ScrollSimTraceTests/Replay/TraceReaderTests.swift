import Foundation
import Testing

@testable import ScrollSimJSON
@testable import ScrollSimTestSupport
@testable import ScrollSimTrace

/// Tests that the streaming reader decodes exactly what the tree decoder decodes from every source.
///
/// The streaming reader decodes exactly what the tree decoder decodes, from memory, a regular file and a pipe, with
/// values cut at every chunk boundary, in any key order, and reports the same errors at the same places.
struct TraceReaderTests {
    @Test(arguments: Streaming.corpus)
    func streamingMatchesTheTreeDecoder(_ path: String) {
        let bytes = Streaming.corpusBytes(path)
        let expected = Streaming.treeDecode(bytes)
        #expect(!expected.isError, "\(expected)")
        for verdict in Streaming.streamVerdicts(bytes) { #expect(verdict == expected) }
    }

    @Test(arguments: Streaming.corpus)
    func anyKeyOrderDecodesTheSame(_ path: String) throws {
        let original = Streaming.corpusBytes(path)
        guard case .object(let root) = try JSONParser.parse(original) else { throw ReplayError.input(.readFailed("")) }
        let count = root.members.count
        let events = root.members.firstIndex { $0.key == "events" } ?? 0
        let others = (0..<count).filter { $0 != events }
        var generator = SplitMix(seed: UInt64(path.utf8.count))
        // Events first (the header must be found after them), then one seeded shuffle.
        let orders = [[events] + others, (0..<count).shuffled(using: &generator)]
        for order in orders {
            let bytes = try Streaming.reordered(original, order)
            let expected = Streaming.treeDecode(bytes)
            #expect(expected == Streaming.treeDecode(original))
            for verdict in Streaming.streamVerdicts(bytes) { #expect(verdict == expected, "order \(order)") }
        }
    }

    /// One corrupted or missing byte anywhere: both decoders report the same error at the same
    /// place (a syntax error's line:column, or a decoding error's path).
    @Test(arguments: ["core/fling-normal-rate.json", "scenes/fjf-top-to-bottom-fast.json"])
    func errorsKeepTheirPlace(_ path: String) throws {
        for order in [false, true] {
            var original = Streaming.corpusBytes(path)
            if order {
                guard case .object(let root) = try JSONParser.parse(original) else {
                    Issue.record("\(path) is not a JSON object")
                    return
                }
                original = try Streaming.reordered(original, Array((0..<root.members.count).reversed()))
            }
            var generator = SplitMix(seed: 12)
            for _ in 0..<40 {
                var bytes = original
                let offset = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[offset] = UInt8(ascii: "#")
                case 1: bytes.remove(at: offset)
                default: bytes.removeSubrange(offset...)
                }
                let expected = Streaming.treeDecode(bytes)
                for verdict in Streaming.streamVerdicts(bytes, chunkSize: 5) {
                    #expect(verdict == expected, "offset \(offset)")
                }
            }
        }
    }

    @Test func errorsNameTheLineAndColumnDeepInALongStream() {
        var text = #"{"scrollsim": 1, "name": "n", "screen": {}, "scrollView": "#
        text += #"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "contentSize": {"width": 10, "height": 99}},"#
        text += "\n\"events\": [\n"
        text += (0..<5000).map {
            #"{"t": \#(Double($0) / 100), "phase": "\#($0 == 0 ? "began" : "moved")", "x": 1, "y": 2}"#
        }
        .joined(separator: ",\n")
        text += ",\n  {\"t\": 50, \"phase\": \"moved\", \"x\": 1, \"y\": 2 ]}\n"
        let bytes = Array(text.utf8)
        let expected = Streaming.Verdict.error("5003:46: expected ',' or '}' after an object member, found ']'")
        #expect(Streaming.treeDecode(bytes) == expected)
        for verdict in Streaming.streamVerdicts(bytes, chunkSize: 4096) { #expect(verdict == expected) }
    }

    @Test func anInputLargerThanTheLimitIsRefused() {
        let bytes = Array(("{" + String(repeating: " ", count: 100_000) + "}").utf8)
        let verdict = Streaming.withPipe(bytes) { fd in
            Streaming.streamDecode { () throws(ReplayError) in
                try TraceReader(fileDescriptor: fd, maxInputBytes: 50_000, chunkSize: 4096)
            }
        }
        #expect(
            verdict == .error("input larger than 50000 bytes (the input size limit; raise it with --max-input-bytes)"))
    }

    @Test func zeroBytesFailAtTheFirstOne() throws {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        for verdict in Streaming.streamVerdicts(zeros, chunkSize: 4096) {
            #expect(verdict == .error("1:1: expected a value, found U+0000"))
        }
        // Inside the events, after valid ones.
        let headText =
            #"{"scrollsim": 1, "name": "z", "screen": {}, "scrollView": {"frame": {"x": 0, "y": 0, "width": 1, "#
            + #""height": 1}, "contentSize": {"width": 1, "height": 1}}, "events": [{"t": 0, "phase": "began", "#
            + #""x": 0, "y": 0}, "#
        let head = Array(headText.utf8)
        for verdict in Streaming.streamVerdicts(head + zeros, chunkSize: 4096) {
            #expect(verdict == .error("1:\(head.count + 1): expected a value, found U+0000"))
        }
    }
}
