import ScrollSimUIKit
import Testing

/// Delegates written for UIKit give the built-in behaviours' logs on every corpus trace using them.
///
/// Delegates written for UIKit run against ScrollSimUIKit unchanged ([Cnblogs-NaivePaging]) or with
/// only the Swift 2 → 5 renames ([Seed-SnapDrag]) and give the built-in behaviours' logs on every
/// corpus trace that uses those behaviours. The built-in behaviours also
/// write their own decisions (`pageChosen`, `snapState`, the header's `behavior` line), which the
/// pasted code does not; everything else must be byte-identical.
@MainActor
struct SeedDelegateTests {
    nonisolated static let naivePagingTraces = (try? CorpusScene.traces(withBehavior: "naivePaging").map(\.path)) ?? []
    nonisolated static let snapDragTraces = (try? CorpusScene.traces(withBehavior: "snapDrag").map(\.path)) ?? []

    @Test func theCorpusHasTracesOfBothBehaviours() {
        #expect(Self.naivePagingTraces.count >= 5)
        #expect(Self.snapDragTraces.count >= 4)
    }

    @Test(arguments: naivePagingTraces)
    func theCnblogsSnippetGivesTheNaivePagingLog(_ trace: String) throws {
        let behavior = try #require(try CorpusScene.traces(withBehavior: "naivePaging").first { $0.path == trace })
        // The snippet hard-codes `abs(velocity.x) >= 2`: the corpus uses that threshold.
        #expect((behavior.behavior["velocityThreshold"] as? Double ?? 2) == 2)
        let (simulator, scrollView, _) = try CorpusScene.simulator(for: trace)
        let delegate = SnippetPagingDelegate(cellWidth: CGFloat(behavior.behavior["pageWidth"] as? Double ?? 310))
        scrollView.delegate = delegate
        try simulator.replay(traceAt: CorpusScene.path(trace))
        try simulator.runUntilIdle()
        let builtIn = CorpusScene.withoutBehavior(try CorpusScene.cliLog(trace), events: ["pageChosen"])
        #expect(simulator.log == builtIn)
        // The comparison can fail: without the snippet the same touches log something else.
        let (bare, _, _) = try CorpusScene.simulator(for: trace)
        try bare.replay(traceAt: CorpusScene.path(trace))
        try bare.runUntilIdle()
        #expect(bare.log != builtIn)
    }

    @Test(arguments: snapDragTraces)
    func theSnapDragDelegateGivesTheSnapDragLog(_ trace: String) throws {
        let behavior = try #require(try CorpusScene.traces(withBehavior: "snapDrag").first { $0.path == trace })
        // SnapDrag's constants are the defaults; only `snapDuringDecelerating` varies in the corpus.
        #expect(Set(behavior.behavior.keys).isSubset(of: ["type", "snapDuringDecelerating"]))
        let (simulator, scrollView, _) = try CorpusScene.simulator(for: trace)
        let controller = ViewController(
            snapDuringDecelerating: behavior.behavior["snapDuringDecelerating"] as? Bool ?? false)
        scrollView.delegate = controller
        try simulator.replay(traceAt: CorpusScene.path(trace))
        try simulator.runUntilIdle()
        let builtIn = CorpusScene.withoutBehavior(try CorpusScene.cliLog(trace), events: ["snapState"])
        #expect(simulator.log == builtIn)
    }
}
