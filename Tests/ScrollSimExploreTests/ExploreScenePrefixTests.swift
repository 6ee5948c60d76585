import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// `explore --with-events`: the scene file's own events are the prefix of every run, whose moves
/// start once the prefix has ended and the scene has come to rest.
struct ExploreScenePrefixTests {
    /// A list scrolled by its own events: a call to y 2000, then a fling that decelerates.
    static let text = """
        {"scrollsim": 1, "name": "prefixed",
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
           "contentSize": {"width": 393, "height": 8000}},
         "events": [
           {"t": 0.5, "call": "setContentOffset", "x": 0, "y": 2000, "animated": false},
           {"t": 1, "gesture": "fling", "from": {"x": 200, "y": 700}, "velocity": {"x": 0, "y": -1500}}]}
        """

    static func scene(keepsEvents: Bool, text: String = text) throws -> ExploreScene {
        try ExploreScene(bytes: Array(text.utf8), source: "prefixed.json", keepsEvents: keepsEvents)
    }

    @Test func withoutTheFlagTheEventsAreIgnored() throws {
        let scene = try Self.scene(keepsEvents: false)
        #expect(scene.prefix.isEmpty && scene.movesStart == 0)
    }

    @Test func theEventsPrecedeEveryRunAndTheMovesWaitForRest() throws {
        let scene = try Self.scene(keepsEvents: true)
        #expect(scene.prefix.count == 2)
        // The fling from 1 s at 1 500 pt/s decelerates for well over a second.
        #expect(scene.movesStart > 2.5, "\(scene.movesStart)")
        let explorer = Explorer(scene: scene, options: ExploreOptions(runs: 5))
        for run in 0..<5 {
            let document = explorer.document(run: run)
            #expect(Array(document.events.prefix(2)) == scene.prefix)
            let times = document.events.dropFirst(2).compactMap(ExploreScene.time(of:))
            #expect(times.allSatisfy { $0 >= scene.movesStart }, "\(times)")
            let candidate = ShrinkCandidate(document: document)
            guard case .success(let log) = candidate.log else {
                Issue.record("run \(run + 1) does not replay")
                continue
            }
            // The prefix ran first: the call's echo opens the log, then its fling decelerates.
            let lines = log.split(separator: "\n").map(String.init)
            let first = lines.firstIndex { $0.hasPrefix("        t  view") }.map { lines[$0 + 1] } ?? ""
            #expect(first.contains("setContentOffset") && first.contains("target (0.000, 2000.000)"), "\(first)")
            #expect(log.contains("willBeginDecelerating"))
            #expect(explorer.violation(in: candidate) == nil)
        }
        let (summary, finding) = explorer.explore()
        #expect(finding == nil)
        let generated = (0..<5).map { explorer.document(run: $0).events.count - 2 }.reduce(0, +)
        #expect(summary.events == generated, "the prefix is not counted as generated")
    }

    /// A prefix that leaves a finger down would make every run's first touch invalid: refused.
    @Test func aPrefixEndingWithAFingerDownIsRefused() throws {
        let held = """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
               "contentSize": {"width": 393, "height": 8000}},
             "events": [{"t": 0, "phase": "began", "x": 100, "y": 100}]}
            """
        #expect(
            throws: ExploreSceneError(
                description: "held.json: --with-events: the events end with a finger on scrollView; "
                    + "a run's moves need every finger lifted")
        ) { try ExploreScene(bytes: Array(held.utf8), source: "held.json", keepsEvents: true) }
        #expect(throws: Never.self) { try ExploreScene(bytes: Array(held.utf8), source: "held.json") }
    }
}
