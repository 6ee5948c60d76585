import Foundation
import Synchronization
import Testing

@testable import ScrollSimExplore

/// Tests that `replay-deterministic` replays runs 1, 1 + k, 1 + 2k, … a second time, and every run with k = 1.
struct DeterminismSamplingTests {
    /// The runs (0-based) on which the determinism invariant was given a second replay's bytes, in order.
    final class Seen: Sendable {
        let runs = Mutex<[Bool]>([])
    }

    static let scene = """
        {"scrollsim": 1, "name": "s", "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 5000}}, "events": []}
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var every: Int
        var runs: Int
        /// The 0-based runs replayed twice.
        var repeated: [Int]
        var testDescription: String { "every \(every), \(runs) runs" }
    }

    static let cases = [
        Case(every: 10, runs: 25, repeated: [0, 10, 20]),
        Case(every: 1, runs: 4, repeated: [0, 1, 2, 3]),
        Case(every: 3, runs: 7, repeated: [0, 3, 6]),
        Case(every: 100, runs: 5, repeated: [0]),
    ]

    @Test(arguments: cases)
    func runsAreReplayedTwiceOnTheirStep(_ testCase: Case) throws {
        let seen = Seen()
        // A stand-in under the built-in's name: the explorer replays twice for the invariant of that name.
        let recorder = Invariant(name: Invariant.replayDeterministic.name, summary: "", source: "") { observation in
            seen.runs.withLock { $0.append(observation.repeatedBytes != nil) }
            return Invariant.replayDeterministic.check(observation)
        }
        let scene = try ExploreScene(bytes: Array(Self.scene.utf8), source: "scene.json")
        let options = ExploreOptions(
            seed: 3, runs: testCase.runs, determinismEvery: testCase.every, invariants: [recorder])
        let (summary, finding) = Explorer(scene: scene, options: options).explore()
        #expect(finding == nil)
        #expect(summary.runs == testCase.runs)
        let flags = seen.runs.withLock { $0 }
        #expect(flags.indices.filter { flags[$0] } == testCase.repeated)
    }

    @Test func theDefaultStepIsTen() {
        #expect(ExploreOptions().determinismEvery == 10)
        #expect(ExploreOptions.defaultDeterminismEvery == 10)
    }
}
