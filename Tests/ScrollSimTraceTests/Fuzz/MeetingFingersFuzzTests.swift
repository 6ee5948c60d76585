import Foundation
import ScrollSimTestSupport
import Testing

/// The fuzzer reaches what mutation rarely does.
///
/// Two fingers on a zoomable view that meet at one point (at once or step by step, lifted there,
/// one landing again on the other), at a rate that may be subnormal, each through ``FuzzOracles``;
/// and, through the binary, every command with an output given `-o` naming its own input
/// (``FuzzOracles/aliasingProblems(_:command:)``).
struct MeetingFingersFuzzTests {
    /// Rounds per group (`SCROLLSIM_FUZZ_ROUNDS=N` scales them as for the corpus).
    static let rounds = CorpusFuzzTests.rounds * 4

    /// Rates a release decelerates at: the extremes the format accepts and the usual two.
    static let rates = ["5e-324", "1e-300", "0.5", "0.99", "0.998", "0.9999999999999999"]

    /// One generated trace of meeting fingers.
    static func trace(_ generator: inout SplitMix) -> [UInt8] {
        func number(_ range: ClosedRange<Double>) -> Double {
            let value = Double.random(in: range, using: &generator)
            return (value * 8).rounded() / 8
        }
        let meet = (x: number(20...380), y: number(20...780))
        var starts = [(x: number(0...400), y: number(0...800)), (x: number(0...400), y: number(0...800))]
        var events: [String] = []
        var time = 0.0
        func touch(_ phase: String, _ finger: Int, _ point: (x: Double, y: Double)) {
            events.append(
                "{\"t\": \(time), \"phase\": \"\(phase)\", \"x\": \(point.x), \"y\": \(point.y), \"finger\": \(finger)}"
            )
        }
        for finger in 0..<2 { touch("began", finger, starts[finger]) }
        let steps = Int.random(in: 1...5, using: &generator)
        for step in 1...steps {
            time += 0.0125
            let fraction = Double(step) / Double(steps)
            for finger in 0..<2 {
                let point = (
                    x: starts[finger].x + (meet.x - starts[finger].x) * fraction,
                    y: starts[finger].y + (meet.y - starts[finger].y) * fraction
                )
                touch("moved", finger, step == steps ? meet : point)
            }
        }
        // Apart and together again, or one finger lifted and landing on the other.
        if Bool.random(using: &generator) {
            time += 0.0125
            starts[0] = (x: meet.x + number(-30...30), y: meet.y + number(-30...30))
            touch("moved", 0, starts[0])
            time += 0.0125
            touch("moved", 0, meet)
        } else {
            time += 0.0125
            touch("ended", 0, meet)
            time += 0.0125
            touch("began", 0, meet)
            time += 0.0125
            touch("moved", 0, (x: meet.x + number(-60...60), y: meet.y))
        }
        // Both fingers lift (a final line for fingers still down does not read back yet, a
        // separate finding).
        time += 0.05
        for finger in 0..<2 { touch("ended", finger, meet) }
        let rate = rates.randomElement(using: &generator)!
        let paging =
            Bool.random(using: &generator)
            ? ", \"behavior\": {\"type\": \"cellPaging\", \"itemWidth\": 313, \"itemSpacing\": 10, \"sectionInset\": 40, \"axis\": \"horizontal\"}"
            : ""
        let text = """
            {"scrollsim": 1, "name": "meet", "scrollView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800},
             "contentSize": {"width": \(number(400...3000)), "height": 800}, "decelerationRate": \(rate),
             "minimumZoomScale": \(number(0.125...1)), "maximumZoomScale": \(number(1...4)),
             "zoomView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}}\(paging)},
             "events": [\(events.joined(separator: ",\n"))]}
            """
        return Array(text.utf8)
    }

    @Test(arguments: 0..<4)
    func meetingFingersMeetTheOracles(group: Int) {
        var generator = SplitMix(seed: 0x3EE7 &+ UInt64(group) &* 0x9E37_79B9)
        for round in 0..<Self.rounds {
            let bytes = Self.trace(&generator)
            let binary = round % CorpusFuzzTests.binaryEvery == 0
            var problems = FuzzOracles.problems(bytes, binary: binary)
            if binary {
                let command = FuzzOracles.aliasingCommands[(group + round) % FuzzOracles.aliasingCommands.count]
                problems += FuzzOracles.aliasingProblems(bytes, command: command)
            }
            #expect(
                problems.isEmpty,
                "group \(group) round \(round): \(problems)\n\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
