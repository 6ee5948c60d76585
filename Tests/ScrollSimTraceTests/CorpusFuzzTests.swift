import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// A behaviour-aware fuzzer over the corpus with a fixed seed: every trace is mutated (numbers
/// replaced by extreme values, keys and values swapped between events, bytes flipped, events cut
/// short) and replayed in both log formats. The test process itself is the oracle for traps: any
/// trap stops `swift test`. Each replay must either fail with one line, or produce a log without
/// NaN or infinity. The longer run (`SCROLLSIM_FUZZ_ROUNDS`, see the README) uses the same code.
struct CorpusFuzzTests {
    /// Extreme numbers a mutation writes in place of a number of the trace.
    static let extremes = [
        "0", "-0", "1e-300", "5e-324", "1e300", "1e400", "-1e400", "10000000", "-10000000", "0.001", "0.0009",
        "9007199254740993", "1.7976931348623157e308", "2.5", "-1",
    ]

    /// Mutation rounds per corpus trace (more with `SCROLLSIM_FUZZ_ROUNDS=N`).
    static let rounds = Int(ProcessInfo.processInfo.environment["SCROLLSIM_FUZZ_ROUNDS"] ?? "") ?? 3

    /// One mutation of `bytes`, chosen by `generator`.
    static func mutate(_ bytes: [UInt8], _ generator: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        let numberStarts = bytes.indices.filter { index in
            let byte = bytes[index]
            let starts = byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            return starts && (index == 0 || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index - 1]))
                && (index == 0 || bytes[index - 1] != UInt8(ascii: ".") && bytes[index - 1] != UInt8(ascii: "e"))
        }
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !numberStarts.isEmpty:
            // A number becomes an extreme value.
            let start = numberStarts.randomElement(using: &generator)!
            var end = start + 1
            while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
            bytes.replaceSubrange(start..<end, with: Array(extremes.randomElement(using: &generator)!.utf8))
        case 1:
            // A byte flips to a structural or troublesome one.
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[index] = Array("{}[],:\"0-e\u{1B}\n\\".utf8).randomElement(using: &generator)!
        case 2:
            // The file is cut short.
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &generator)...)
        default:
            // A slice of the file is repeated elsewhere (duplicated keys, events, objects).
            let a = Int.random(in: 0..<bytes.count, using: &generator)
            let b = min(bytes.count, a + Int.random(in: 1...200, using: &generator))
            let at = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: Array(bytes[a..<b]), at: at)
        }
        return bytes
    }

    @Test(arguments: Streaming.corpus)
    func mutatedTracesNeverTrapNorPrintNaN(_ path: String) {
        let original = Streaming.corpusBytes(path)
        var generator = SplitMix(seed: 0x5C0 &+ UInt64(path.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for _ in 0..<Self.rounds {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) { bytes = Self.mutate(bytes, &generator) }
            for format in [LogFormat.text, .jsonl] {
                do {
                    let log = try Replay.run(trace: bytes, format: format).lowercased()
                    #expect(!log.contains("nan") && !log.contains("inf"), "\(path)")
                } catch {
                    #expect(!error.description.contains("\n"), "\(path): \(error)")
                }
            }
        }
    }
}
