import ScrollSimKit

// The `projectedSheet` coordinator plug-in.
//
// The FloatingPanel-style projected sheet policy (`ProjectedSheet`) on `container` with the inner scroll view `list`.
//
// Keys: those of `ThreeStageSheet`'s plug-in without `speedLimit`/`settleDuration`, plus
// `projectionRate` (`normal`, `fast` or a rate in (0, 1)), `redirectionalProgress` (0…1),
// `allowsSkipping` and `springResponse` (s, > 0, at most 60); all but `container` and `list`
// optional.
extension CoordinatorType {
    /// `"type": "projectedSheet"`.
    public static let projectedSheet = CoordinatorType("projectedSheet")
}

extension SceneSpec.CoordinatorSpec {
    /// A `projectedSheet` on `container` with the inner `list`.
    ///
    /// - Parameters:
    ///   - container: The log id of the sheet's container view.
    ///   - list: The log id of the inner list's scroll view.
    ///   - configuration: The coordinator's settings.
    /// - Returns: The coordinator's specification.
    public static func projectedSheet(container: String, list: String, _ configuration: ProjectedSheet.Configuration)
        -> SceneSpec.CoordinatorSpec
    {
        SceneSpec.CoordinatorSpec(
            type: .projectedSheet, container: container, delegatedScrollView: list,
            recognizerNames: SheetCoordinator.recognizerNames(containerID: container), configuration: configuration
        ) { configuration, views, simulation in
            ProjectedSheet(
                simulation: simulation, container: views.view(container), list: views.scrollView(list),
                configuration: configuration)
        }
    }
}

extension ProjectedSheet {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = CoordinatorDescriptor(type: .projectedSheet, keys: Keys.all) {
        reader, context throws(TraceDecodingError) in
        let sheet = try SheetPluginDecoding(&reader, context)
        var configuration = Configuration(detents: sheet.detents)
        configuration.initialPosition = sheet.initialPosition
        if let rate = reader.optional(Keys.projectionRate) { configuration.projectionRate = try Trace.decodeRate(rate) }
        configuration.redirectionalProgress =
            try reader.optionalNumber(Keys.redirectionalProgress) ?? configuration.redirectionalProgress
        configuration.allowsSkipping = try reader.optionalBool(Keys.allowsSkipping) ?? configuration.allowsSkipping
        configuration.springResponse =
            try reader.optionalNumber(Keys.springResponse)
            ?? configuration.springResponse
        return .projectedSheet(container: sheet.container, list: sheet.list, configuration)
    }
}

extension ProjectedSheet {
    /// The `projectedSheet` keys: the sheet's, then its own.
    enum Keys {
        static let projectionRate = TraceKey(
            "projectionRate", .shared(TraceKeys.decelerationRate), "The rate that projects the release.")
        static let redirectionalProgress = TraceKey(
            "redirectionalProgress", .number(.closed(0, 1), unit: nil),
            "How far past a detent the projection must reach to move on.")
        static let allowsSkipping = TraceKey(
            "allowsSkipping", .boolean, "Whether one release may pass a detent.")
        static let springResponse = TraceKey(
            "springResponse", .number(Trace.parameterBounds(positive: true, atMost: 60), unit: "s"),
            "The settling spring's response.")
        static let all =
            SheetPluginDecoding.keys + [projectionRate, redirectionalProgress, allowsSkipping, springResponse]
    }
}
