import Foundation
import ScrollSimJSON
import ScrollSimTestSupport
import Testing

@testable import ScrollSimExplore

/// Tests that replaying through a scene's ``ReplayTemplate`` gives the same bytes as replaying the run's trace text.
///
/// A replay through a scene's ``ReplayTemplate`` (the header decoded once, the events from their values) gives the
/// bytes the run's own trace text gives, read and replayed; what the template cannot vouch for is left to the bytes.
struct ReplayTemplateTests {
    /// Runs compared per scene, with and without the scene's own events as the prefix.
    static let runs = 12
    /// Scenes of one and of several views, a sheet coordinator, zoom, a paging behaviour and a
    /// flow layout with view-aligned targets.
    static let scenes = [
        "core/fling-normal-rate.json", "scenes/nested-simultaneous.json", "scenes/side-by-side-two-fingers.json",
        "scenes/projected-top-to-bottom-fast.json", "zoom/pinch-in.json", "behaviors/cell-paging-flick-hard.json",
        "targets/view-aligned-under-top-inset.json",
    ]

    static func explorer(_ path: String, keepsEvents: Bool, seed: UInt64 = 3) throws -> Explorer {
        let bytes = try #require(FileManager.default.contents(atPath: PackageRoot.traces + "/" + path))
        let scene = try ExploreScene(bytes: Array(bytes), source: path, keepsEvents: keepsEvents)
        return Explorer(scene: scene, options: ExploreOptions(seed: seed, runs: runs))
    }

    @Test(arguments: scenes, [false, true])
    func theTemplateGivesTheBytesOfTheTrace(_ path: String, keepsEvents: Bool) throws {
        let explorer = try Self.explorer(path, keepsEvents: keepsEvents)
        let template = try #require(explorer.template, "\(path): the header decodes")
        var throughTemplate = 0
        for run in 0..<Self.runs {
            let document = explorer.document(run: run)
            let fromBytes = ShrinkCandidate(document: document, plugins: explorer.scene.plugins).logBytes
            guard let fast = template.logBytes(of: document) else { continue }
            throughTemplate += 1
            #expect(fromBytes == .success(fast), "\(path) run \(run + 1)")
        }
        #expect(throughTemplate > Self.runs / 2, "\(path): \(throughTemplate) of \(Self.runs) through the template")
    }

    @Test func otherMembersOrANegativeZeroAreLeftToTheBytes() throws {
        let explorer = try Self.explorer("core/fling-normal-rate.json", keepsEvents: false)
        let template = try #require(explorer.template)
        let document = explorer.document(run: 0)
        #expect(template.logBytes(of: document) != nil)
        var renamed = document
        renamed.members.removeAll { $0.key == "name" }
        #expect(template.logBytes(of: renamed) == nil)
        var zero = document
        zero.events.append(
            .object(
                JSONObject([
                    ("t", .number(30)), ("call", .string("setContentOffset")), ("x", .number(-0.0)),
                    ("y", .number(0)), ("animated", .bool(false)),
                ])))
        #expect(template.logBytes(of: zero) == nil)
        let throughTemplate = ShrinkCandidate(document: zero, template: template, plugins: .builtIn)
        #expect(throughTemplate.logBytes == ShrinkCandidate(document: zero).logBytes)
    }
}
