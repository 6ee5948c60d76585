import ScrollSimTrace

/// A test-only behaviour with a planted bug that keeps the view animating forever after a fast release.
///
/// A planted bug, registered only in these tests: once a release is faster than `threshold` pt/ms toward larger
/// offsets, the view is never left at rest again: every end of a deceleration or of an animation starts another
/// animation one point away, so the scene never settles (`replay-settles`).
final class RestlessBehavior: ScrollBehavior {
    struct Configuration: Equatable, Sendable {
        var threshold: Double
    }

    let configuration: Configuration
    private var restless = false
    private var step = 1.0

    init(_ configuration: Configuration) { self.configuration = configuration }

    var parameters: [LogField] { [LogField("threshold", .number(configuration.threshold, .factor))] }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        if velocity.y > configuration.threshold { restless = true }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { fidget(scrollView) }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { fidget(scrollView) }

    private func fidget(_ scrollView: ScrollView) {
        guard restless else { return }
        step = -step
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(Point(x: offset.x, y: offset.y + step), animated: true)
    }
}

extension BehaviorType {
    static let restless = BehaviorType("restless")
}

extension RestlessBehavior {
    static let descriptor = BehaviorDescriptor(type: .restless) { reader throws(TraceDecodingError) in
        let threshold = try reader.optionalNumber("threshold", .positive) ?? 2.5
        return BehaviorSpec(type: .restless, configuration: Configuration(threshold: threshold)) {
            RestlessBehavior($0)
        }
    }
}
