/// The `dynamicsScroll` coordinator plug-in: [Seed-DynamicsScroll]'s UIKit Dynamics scroll view
/// (`DynamicsScroll`) on `container` with the inner scroll view `table`.
///
/// Keys: `container`, `table`, `containerLimit` (pt, 0…10⁷), then optional `rubberBand`
/// (`uiKit` or `linear`), `resistance` (0…1000), `springFrequency` (Hz, > 0) and `springDamping`
/// (0…100).
extension CoordinatorType {
    /// `"type": "dynamicsScroll"`.
    public static let dynamicsScroll = CoordinatorType("dynamicsScroll")
}

extension SceneSpec.CoordinatorSpec {
    /// A `dynamicsScroll` on `container` with the inner `table`.
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
    public static let descriptor = CoordinatorDescriptor(type: .dynamicsScroll) {
        reader, context throws(TraceDecodingError) in
        let container = try context.view(reader.required("container"))
        let table = try context.scrollView(reader.required("table"))
        var configuration = Configuration(
            containerLimit: try reader.number("containerLimit", .closed(0, Trace.coordinateLimit)))
        if let band = try reader.optionalOneOf("rubberBand", ["uiKit", "linear"]) {
            configuration.rubberBand = band == "linear" ? .seedLinear : .uiKit
        }
        configuration.resistance = try reader.optionalNumber("resistance", .closed(0, 1000)) ?? configuration.resistance
        configuration.springFrequency =
            try reader.optionalNumber("springFrequency", Trace.parameterBounds(positive: true))
            ?? configuration.springFrequency
        configuration.springDamping =
            try reader.optionalNumber("springDamping", .closed(0, 100)) ?? configuration.springDamping
        return .dynamicsScroll(container: container, table: table, configuration)
    }
}
