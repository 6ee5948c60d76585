import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// A behaviour-aware fuzzer with a fixed seed, from mutated corpus traces and generated ones.
///
/// A behaviour-aware fuzzer with a fixed seed, from two sources: every corpus trace mutated
/// (numbers replaced by extreme values, keys and values swapped between events, bytes flipped,
/// events cut short), and traces generated from the format's own decoders (``FuzzSchema``: every
/// gesture, behaviour and call of the plug-in registry, with values from the ranges the decoders
/// state). Each input must meet ``FuzzOracles``: in process, both log formats twice; every
/// `binaryEvery`-th input also through the built binary, piped, with its memory capped at 50 MB.
/// A trap stops `swift test`. `SCROLLSIM_FUZZ_ROUNDS=N` runs N rounds (see scrollsim.docc/Fuzzing.md).
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

    /// Every how many inputs one also runs through the binary (process start dominates its cost).
    static let binaryEvery = 8

    /// Generated traces are fuzzed in this many groups (parallel test cases) of `rounds` each.
    static let generatedGroups = 16

    @Test(arguments: Streaming.corpus)
    func mutatedTracesMeetTheOracles(_ path: String) {
        let original = Streaming.corpusBytes(path)
        var generator = SplitMix(seed: 0x5C0 &+ UInt64(path.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var tally = Tally()
        for round in 0..<Self.rounds {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) { bytes = Self.mutate(bytes, &generator) }
            tally.run(bytes, binary: round % Self.binaryEvery == 0, label: "\(path) round \(round)")
        }
        tally.report("corpus \(path)")
    }

    @Test(arguments: 0..<generatedGroups)
    func generatedTracesMeetTheOracles(group: Int) {
        var generator = FuzzGenerator(seed: 0xF022 &+ UInt64(group) &* 0x9E37_79B9)
        var tally = Tally()
        for round in 0..<Self.rounds {
            let bytes = generator.trace()
            tally.run(bytes, binary: round % Self.binaryEvery == 0, label: "generated group \(group) round \(round)")
        }
        tally.report("generated group \(group)")
    }

    /// Inputs run, skipped and sent through the binary, for the summary line of each test case.
    struct Tally {
        var inputs = 0, skipped = 0, replays = 0, binaryRuns = 0

        mutating func run(_ bytes: [UInt8], binary: Bool, label: String) {
            inputs += 1
            guard FuzzOracles.gestureSamples(bytes) <= FuzzOracles.maximumGestureSamples else {
                skipped += 1
                return
            }
            let problems = FuzzOracles.problems(bytes, binary: binary)
            #expect(problems.isEmpty, "\(label): \(problems)\n\(String(decoding: bytes.prefix(2000), as: UTF8.self))")
            replays += 4
            if binary { binaryRuns += 1 }
        }

        func report(_ name: String) {
            print("fuzz \(name): \(inputs) inputs, \(skipped) skipped, \(replays) replays, \(binaryRuns) binary runs")
        }
    }
}
