import ScrollSimJSON
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// A test-only behaviour with a planted bug that silently moves content 200 pt past an edge after a caught fling.
///
/// A test-only behaviour with a planted bug: only when a fling's deceleration is caught within `window` seconds and the
/// catching drag is released (with a velocity) toward the nearer edge, it puts the content 200 pt past that edge once
/// the motion ends, without telling anyone (a plain `setContentOffset` from `didEndDecelerating`, no echo in the log),
/// where it then rests.
final class CaughtFlingBugBehavior: ScrollBehavior {
    struct Configuration: Equatable, Sendable {
        var window: Double
    }

    let configuration: Configuration
    private var decelerationBegan: Double?
    private var caughtQuickly = false
    private var misplaceAtRest: Double?

    init(_ configuration: Configuration) { self.configuration = configuration }

    var parameters: [LogField] { [LogField("window", .number(configuration.window, .seconds))] }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        decelerationBegan = scrollView.simulation?.now
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard scrollView.isDecelerating, let began = decelerationBegan, let now = scrollView.simulation?.now else {
            caughtQuickly = false
            return
        }
        caughtQuickly = now - began < configuration.window
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        defer { caughtQuickly = false }
        guard caughtQuickly, decelerate, let velocity = lastVelocity, velocity != 0 else { return }
        let top = -scrollView.contentInset.top
        let bottom = max(
            top, scrollView.contentSize.height + scrollView.contentInset.bottom - scrollView.frame.size.height)
        let offset = scrollView.contentOffset
        let nearerIsTop = offset.y - top < bottom - offset.y
        guard (velocity < 0) == nearerIsTop else { return }
        misplaceAtRest = nearerIsTop ? top - 200 : bottom + 200
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        guard let y = misplaceAtRest else { return }
        misplaceAtRest = nil
        scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: y), animated: false)
    }

    private var lastVelocity: Double?

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        lastVelocity = velocity.y
    }
}

extension BehaviorType {
    static let caughtFlingBug = BehaviorType("caughtFlingBug")
}

extension CaughtFlingBugBehavior {
    static let descriptor = BehaviorDescriptor(type: .caughtFlingBug) { reader throws(TraceDecodingError) in
        let window = try reader.optionalNumber("window", .nonNegative) ?? 0.1
        return BehaviorSpec(type: .caughtFlingBug, configuration: Configuration(window: window)) {
            CaughtFlingBugBehavior($0)
        }
    }
}

/// `explore` finds the planted bug within its default runs and shrinks it to a few gestures; the
/// same scene without the pattern's window finds nothing.
struct PlantedBugTests {
    static let plugins = PluginRegistry.builtIn.adding(CaughtFlingBugBehavior.descriptor)

    static func scene(window: Double) throws -> ExploreScene {
        let text = """
            {"scrollsim": 1, "name": "planted",
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
               "contentSize": {"width": 393, "height": 3000}, "contentOffset": {"x": 0, "y": 1000},
               "behavior": {"type": "caughtFlingBug", "window": \(window)}},
             "events": [{"t": 0, "gesture": "tap", "at": {"x": 100, "y": 100}}]}
            """
        return try ExploreScene(bytes: Array(text.utf8), source: "planted.json", plugins: plugins)
    }

    @Test func theBugIsFoundAndShrunkToAtMostThreeGestures() throws {
        let explorer = Explorer(scene: try Self.scene(window: 0.1), options: ExploreOptions())
        let (summary, finding) = explorer.explore()
        let found = try #require(finding)
        #expect(summary.runs <= ExploreOptions.defaultRuns)
        #expect(found.violation.invariant == "rest-in-range")
        let gestures = found.counterexample.events.filter {
            guard case .object(let event) = $0 else { return false }
            return event["gesture"] != nil
        }
        #expect(gestures.count <= 3, "\(String(decoding: found.counterexample.bytes, as: UTF8.self))")
        #expect(found.counterexample.events.count <= found.original.events.count)
        let again = ShrinkCandidate(document: found.counterexample, plugins: Self.plugins)
        #expect(explorer.violation(in: again)?.invariant == "rest-in-range")
        #expect(found.log.contains("behavior caughtFlingBug"))
    }

    @Test func withoutThePatternNothingIsFound() throws {
        let explorer = Explorer(scene: try Self.scene(window: 0), options: ExploreOptions())
        let (summary, finding) = explorer.explore()
        #expect(finding == nil, "\(finding.map { $0.violation.line } ?? "")")
        #expect(summary.runs == ExploreOptions.defaultRuns)
    }
}
