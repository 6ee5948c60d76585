import Testing

@testable import ScrollSimExplore

/// Tests that the counterexamples `explore` once found now satisfy every built-in invariant.
///
/// The counterexamples `explore` found in the corpus sweeps, kept as regressions once the model (or, where the model
/// was right, the invariant) was fixed: each must now satisfy every built-in invariant.
struct ExploreFindingsTests {
    struct Finding: Sendable {
        var name: String
        var trace: String
    }

    static let findings: [Finding] = [
        // `scrollsim-bench explore --seed 4 --moves 12`, traces/core/content-fits-no-drag.json, run 252:
        // a top inset set while a finger rests on content that cannot be dragged left the view at
        // rest 16 pt outside its new range (the clamp at rest skipped a touch whose pan never began).
        Finding(
            name: "inset set under a resting finger",
            trace: """
                {"scrollsim": 1, "name": "explore-seed-4-run-252",
                 "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 600}},
                 "events": [
                  {"t": 0, "gesture": "drag", "from": {"x": 384.8, "y": 501.2}, "by": {"x": 0, "y": 14.6}, "duration": 0.1, "profile": "easeInOut"},
                  {"t": 0, "call": "set", "view": "scrollView", "property": "contentInset", "value": {"top": 16}}
                 ]}
                """),
        // `--seed 5 --moves 12`, traces/core/directional-lock-diagonal.json, run 228: an animated
        // `setContentOffset` to a target past the right edge, stopped by a tap on its way: the view
        // rests where the touch stopped it, past the edge. UIKit's `setContentOffset` does not clamp
        // and a touch that never drags ends without a bounce, so the model was right and
        // `rest-in-range` now accepts a rest on the way to an animated call's target.
        Finding(
            name: "animation past the edge stopped by a tap",
            trace: """
                {"scrollsim": 1, "name": "explore-seed-5-run-228",
                 "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 2000, "height": 4000}},
                 "events": [
                  {"t": 0, "call": "setContentOffset", "view": "scrollView", "x": 1671, "y": 326, "animated": true},
                  {"t": 0.3, "gesture": "tap", "at": {"x": 374, "y": 620.3}, "duration": 0.1}
                 ]}
                """),
    ]

    @Test(arguments: findings)
    func theFindingNowHoldsEveryInvariant(_ finding: Finding) throws {
        let document = try TraceDocument(parsing: Array(finding.trace.utf8))
        let scene = try ExploreScene(bytes: Array(finding.trace.utf8), source: finding.name)
        let explorer = Explorer(scene: scene, options: ExploreOptions())
        let violation = explorer.violation(in: ShrinkCandidate(document: document))
        #expect(violation == nil, "\(finding.name): \(violation?.line ?? "")")
    }
}
