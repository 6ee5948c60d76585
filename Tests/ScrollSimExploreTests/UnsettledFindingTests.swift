import ScrollSimJSON
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// Tests that a run whose scene never comes to rest is shrunk like any finding and its log says why it stopped.
///
/// A run whose scene never comes to rest (`replay-settles`) is shrunk like any other finding: the shrinker keeps the
/// candidates that still do not settle, and the log written with it ends with why the replay stopped.
struct UnsettledFindingTests {
    static let plugins = PluginRegistry.builtIn.adding(RestlessBehavior.descriptor)

    /// A scene with the restless behaviour.
    ///
    /// One refresh a second keeps the 600 s a replay runs before it gives up to 600 frames.
    static func scene() throws -> ExploreScene {
        let text = """
            {"scrollsim": 1, "name": "restless", "screen": {"refreshRate": 1},
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
               "contentSize": {"width": 393, "height": 20000}, "contentOffset": {"x": 0, "y": 1000},
               "behavior": {"type": "restless"}},
             "events": []}
            """
        return try ExploreScene(bytes: Array(text.utf8), source: "restless.json", plugins: plugins)
    }

    @Test func anUnsettledRunIsShrunkToTheGestureThatUnsettlesIt() throws {
        let explorer = Explorer(scene: try Self.scene(), options: ExploreOptions(runs: 100))
        let (_, finding) = explorer.explore()
        let found = try #require(finding)
        #expect(found.violation.invariant == "replay-settles")
        #expect(found.shrinkTries > 0, "it was shrunk")
        #expect(
            found.counterexample.events.count == 1, "\(String(decoding: found.counterexample.bytes, as: UTF8.self))")
        #expect(found.counterexample.events.count < found.original.events.count || found.original.events.count == 1)
        let again = ShrinkCandidate(document: found.counterexample, plugins: Self.plugins)
        #expect(explorer.violation(in: again)?.invariant == "replay-settles")
        #expect(found.log.contains("behavior restless") || found.log.contains("didEndScrollingAnimation"))
        let lastLine = found.log.split(separator: "\n").last.map(String.init) ?? ""
        #expect(lastLine.hasPrefix("error: "), "\(lastLine)")
    }

    /// Without `keepsUnsettled` the shrinker refuses such an input, as before.
    @Test func aShrinkerKeepsUnsettledCandidatesOnlyWhenAsked() throws {
        let explorer = Explorer(scene: try Self.scene(), options: ExploreOptions(runs: 100))
        let (_, finding) = explorer.explore()
        let found = try #require(finding)
        let strict = TraceShrinker(plugins: Self.plugins) { _ in true }
        #expect(throws: ShrinkError.self) { try strict.shrink(found.original) }
    }
}
