import Foundation
import ScrollSimJSON
import ScrollSimTestSupport
import Testing

@testable import ScrollSimExplore

/// Tests that `explore` with a fixed seed finds no invariant violation in any scene of the corpus.
///
/// `explore` over every scene of the corpus (traces/**/*.json, one scene per distinct set of top-level members) with
/// the built-in invariants and a fixed seed finds nothing.
///
/// To keep a debug `swift test` short this runs ``runsPerScene`` runs per scene, not the default
/// ``ExploreOptions/defaultRuns``; the full sweep (every scene, the default runs, seed 1) is the
/// benchmark's `explore` step (`scrollsim-bench`), which fails loudly on a finding.
struct ExploreCorpusTests {
    static let runsPerScene = 6

    /// The corpus traces, one per distinct scene (the first in path order).
    static let scenes: [String] = {
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: PackageRoot.traces)) ?? []
        let traces = files.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            path -> (path: String, bytes: [UInt8])? in
            FileManager.default.contents(atPath: PackageRoot.traces + "/" + path).map { (path, Array($0)) }
        }
        return ExploreScene.distinct(traces).map(\.path)
    }()

    @Test func theCorpusHasManyScenes() {
        #expect(Self.scenes.count > 40)
    }

    @Test(arguments: scenes)
    func nothingIsFound(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: PackageRoot.traces + "/" + path))
        let scene = try ExploreScene(bytes: Array(bytes), source: path)
        let options = ExploreOptions(seed: 1, runs: Self.runsPerScene)
        let (summary, finding) = Explorer(scene: scene, options: options).explore()
        #expect(finding == nil, "\(path): run \(finding?.run ?? 0): \(finding?.violation.line ?? "")")
        #expect(summary.runs == Self.runsPerScene)
    }
}
