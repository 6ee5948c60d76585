import Foundation
import ScrollSimJSON
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// Explore findings stay inside the format's limits and replay from their written bytes.
///
/// Explore's former false findings: every generated value inside the format's limits (a scene 10⁷ pt
/// tall), every counterexample replayed from its written bytes before it is written, and
/// `rest-in-range` judged from where the run moved the view. The fuzz part scales with
/// `SCROLLSIM_FUZZ_ROUNDS=N` as the trace fuzzers do.
struct ExploreLimitsTests {
    /// Rounds of the scene fuzzer (`SCROLLSIM_FUZZ_ROUNDS=N`; 3 by default).
    static let rounds = Int(ProcessInfo.processInfo.environment["SCROLLSIM_FUZZ_ROUNDS"] ?? "") ?? 3

    /// A one-view scene: `height` pt of content in a frame `frameHeight` tall, starting at `offset`.
    static func scene(height: Double, frameHeight: Double = 852, offset: Double = 0, paging: Bool = false) -> String {
        """
        {"scrollsim": 1, "name": "tall", "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": \(frameHeight)},
         "contentSize": {"width": 393, "height": \(height)}, "contentOffset": {"x": 0, "y": \(offset)},
         "isPagingEnabled": \(paging)}, "events": []}
        """
    }

    static func explorer(_ json: String, seed: UInt64, runs: Int) throws -> Explorer {
        let scene = try ExploreScene(bytes: Array(json.utf8), source: "scene.json")
        return Explorer(
            scene: scene, options: ExploreOptions(seed: seed, runs: runs, maxMoves: 8, shrinkLimits: ShrinkLimits()))
    }

    /// Tests that every generated run for a view or frame 10⁷ pt tall writes a trace the reader accepts.
    ///
    /// A view 10⁷ pt tall, and one whose frame is: every run's trace, written and read back, is one the reader accepts
    /// (before, offsets 10 % past the range and sizes grown by 60 % were not).
    @Test(arguments: [(1e7, 852.0), (1e7, 1e7), (9_999_999.5, 400.0)])
    func generatedRunsOfATallViewAreValidTraces(height: Double, frameHeight: Double) throws {
        let explorer = try Self.explorer(Self.scene(height: height, frameHeight: frameHeight), seed: 7, runs: 60)
        for run in 0..<explorer.options.runs {
            let document = explorer.document(run: run)
            let written = try TraceDocument(parsing: document.bytes)
            let candidate = ShrinkCandidate(document: written)
            if case .failure(let error) = candidate.log, case .simulation = error {
                continue
            } else if case .failure(let error) = candidate.log {
                Issue.record("run \(run + 1): \(error)\n\(String(decoding: document.bytes, as: UTF8.self))")
            }
            #expect(explorer.violation(in: candidate)?.invariant != "valid-trace")
        }
    }

    /// The scene's own offset outside its range, never moved by the run (a tap): not a finding.
    ///
    /// Moved and resting outside the range: still one.
    @Test func anInitialOffsetTheRunNeverMovedIsNotAFinding() throws {
        let tap = #"{"t": 0, "gesture": "tap", "at": {"x": 200, "y": 400}}"#
        let unmoved = Self.scene(height: 3000, offset: 5000).replacingOccurrences(
            of: "\"events\": []", with: "\"events\": [\(tap)]")
        let log = try SampleTraces.log(unmoved)
        #expect(log.contains("offset (0.000, 5000.000)"))
        #expect(Invariant.restInRange.check(ExploreObservation(text: log)) == nil)
        // The same rest after a `didScroll` (the run moved it there): outside the range, a finding.
        let moved = log.replacingOccurrences(
            of: "\n\nfinal",
            with: "\n   0.5000  scrollView  didScroll                      0.000    5000.000  ---\n\nfinal")
        #expect(moved != log)
        #expect(Invariant.restInRange.check(ExploreObservation(text: moved)) != nil)
    }

    /// A counterexample that does not break its invariant when replayed from its bytes is not
    /// written: the shrink returns nil, and `explore` goes on.
    @Test func aFindingThatDoesNotReplayIsDropped() throws {
        let explorer = try Self.explorer(Self.scene(height: 3000), seed: 1, runs: 1)
        let document = explorer.document(run: 0)
        #expect(explorer.replays(document, breaking: "rest-in-range").map { $0.1.invariant } == nil)
        let claimed = InvariantViolation(invariant: "rest-in-range", reason: "claimed, not true")
        #expect(explorer.shrink(document, run: 1, violation: claimed).map(\.run) == nil)
    }

    /// The scene fuzzer: scenes of random extreme geometry, explored for a few runs each.
    ///
    /// The scene fuzzer: scenes of random extreme geometry (up to 10⁷ pt, initial offsets in and
    /// out of range, paging), explored for a few runs each. No run is refused by the reader, every
    /// finding replays from its written bytes to the same invariant, and no `rest-in-range` finding
    /// is about a view its run never scrolled.
    @Test(arguments: 0..<4)
    func extremeScenesMeetTheExploreOracles(group: Int) throws {
        var random = ExploreRandom(seed: 0xE4E7, run: group)
        for round in 0..<Self.rounds {
            let height = [1e3, 2e4, 1e6, 1e7][random.index(below: 4)]
            let frame = [852.0, 300, height][random.index(below: 3)]
            let offset = [0, height / 2, height * 1.5, -500][random.index(below: 4)]
            let json = Self.scene(
                height: height, frameHeight: frame, offset: min(offset, 1e7), paging: random.chance(0.5))
            let explorer = try Self.explorer(json, seed: UInt64(group * 1000 + round), runs: 12)
            let (_, finding) = explorer.explore()
            guard let finding else { continue }
            let label = "group \(group) round \(round): \(finding.violation.line)\n\(json)"
            #expect(finding.violation.invariant != "valid-trace", "\(label)")
            #expect(
                explorer.replays(finding.counterexample, breaking: finding.violation.invariant).map { $0.1.invariant }
                    == finding.violation.invariant, "\(label)")
            if finding.violation.invariant == "rest-in-range" {
                #expect(finding.log.contains("didScroll"), "\(label)")
            }
        }
    }
}
