import ScrollSimKit

// The `dynamicsScroll` coordinator plug-in.
//
// [Seed-DynamicsScroll]'s UIKit Dynamics scroll view (`DynamicsScroll`) on `container` with the inner scroll view
// `table`.
//
// Keys: `container`, `table`, `containerLimit` (pt, 0…10⁷), then optional `rubberBand`
// (`uiKit` or `linear`), `resistance` (0…1000), `springFrequency` (Hz, > 0) and `springDamping`
// (0…100).
extension CoordinatorType {
    /// `"type": "dynamicsScroll"`.
    public static let dynamicsScroll = CoordinatorType("dynamicsScroll")
}

extension SceneSpec.CoordinatorSpec {
    /// A `dynamicsScroll` on `container` with the inner `table`.
    ///
    /// - Parameters:
    ///   - container: The log id of the outer scroll view.
    ///   - table: The log id of the inner table's scroll view.
    ///   - configuration: The coordinator's settings.
    /// - Returns: The coordinator's specification.
    public static func dynamicsScroll(container: String, table: String, _ configuration: DynamicsScroll.Configuration)
        -> SceneSpec.CoordinatorSpec
    {
        SceneSpec.CoordinatorSpec(
            type: .dynamicsScroll, container: container, delegatedScrollView: table,
            recognizerNames: DynamicsScroll.recognizerNames(containerID: container), configuration: configuration
        ) { configuration, views, simulation in
            DynamicsScroll(
                simulation: simulation, container: views.view(container), table: views.scrollView(table),
                configuration: configuration)
        }
    }
}

extension DynamicsScroll {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = CoordinatorDescriptor(type: .dynamicsScroll, keys: Keys.all) {
        reader, context throws(TraceDecodingError) in
        let container = try context.view(reader.required(Keys.container))
        let table = try context.scrollView(reader.required(Keys.table))
        var configuration = Configuration(
            containerLimit: try reader.number(Keys.containerLimit))
        if let band = try reader.optionalOneOf(Keys.rubberBand) {
            configuration.rubberBand = band == "linear" ? .seedLinear : .uiKit
        }
        configuration.resistance = try reader.optionalNumber(Keys.resistance) ?? configuration.resistance
        configuration.springFrequency =
            try reader.optionalNumber(Keys.springFrequency)
            ?? configuration.springFrequency
        configuration.springDamping =
            try reader.optionalNumber(Keys.springDamping) ?? configuration.springDamping
        return .dynamicsScroll(container: container, table: table, configuration)
    }
}

extension DynamicsScroll {
    /// The `dynamicsScroll` keys.
    enum Keys {
        static let container = TraceKey(
            "container", .shared(TraceKeys.name), required: true, "The container view, by id.")
        static let table = TraceKey(
            "table", .shared(TraceKeys.name), required: true, "The inner scroll view, by id.")
        static let containerLimit = TraceKey(
            "containerLimit", .number(.closed(0, Trace.coordinateLimit), unit: "pt"), required: true,
            "How far the container moves before the table scrolls.")
        static let rubberBand = TraceKey(
            "rubberBand", .choice(["uiKit", "linear"]), "The rubber band past the edges (default uiKit).")
        static let resistance = TraceKey(
            "resistance", .number(.closed(0, 1000), unit: nil), "The dynamic item's resistance.")
        static let springFrequency = TraceKey(
            "springFrequency", .number(Trace.parameterBounds(positive: true), unit: "Hz"),
            "The attachment spring's frequency.")
        static let springDamping = TraceKey(
            "springDamping", .number(.closed(0, 100), unit: nil), "The attachment spring's damping.")
        static let all = [container, table, containerLimit, rubberBand, resistance, springFrequency, springDamping]
    }
}
