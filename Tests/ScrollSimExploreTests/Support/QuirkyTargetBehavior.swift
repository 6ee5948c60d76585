import ScrollSimTrace

/// A planted bug, registered only in these tests: a fast release moves the target 37 pt further.
///
/// A planted bug, registered only in these tests: when `armed`, a release faster than
/// `threshold` pt/ms toward larger offsets moves the target 37 pt further. Unarmed, it does
/// nothing, so a golden replayed unarmed differs from the armed log exactly at that release.
final class QuirkyTargetBehavior: ScrollBehavior {
    struct Configuration: Equatable, Sendable {
        var armed: Bool
        var threshold: Double
    }

    let configuration: Configuration

    init(_ configuration: Configuration) { self.configuration = configuration }

    var parameters: [LogField] {
        [LogField("armed", .string(configuration.armed ? "true" : "false"))]
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        if configuration.armed && velocity.y > configuration.threshold { targetContentOffset.y += 37 }
    }
}

extension BehaviorType {
    static let quirkyTarget = BehaviorType("quirkyTarget")
}

extension QuirkyTargetBehavior {
    static let descriptor = BehaviorDescriptor(type: .quirkyTarget) { reader throws(TraceDecodingError) in
        let armed = try reader.optionalBool("armed") ?? true
        let threshold = try reader.optionalNumber("threshold", .positive) ?? 2.5
        return BehaviorSpec(type: .quirkyTarget, configuration: Configuration(armed: armed, threshold: threshold)) {
            QuirkyTargetBehavior($0)
        }
    }

    /// The `"behavior"` object naming this plug-in.
    static func json(armed: Bool) -> String { "{\"type\": \"quirkyTarget\", \"armed\": \(armed)}" }

    /// The built-in plug-ins and this one.
    static let plugins = PluginRegistry.builtIn.adding(descriptor)
}
