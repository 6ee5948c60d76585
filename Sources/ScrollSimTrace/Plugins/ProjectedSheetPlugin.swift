/// The `projectedSheet` coordinator plug-in: the FloatingPanel-style projected sheet policy
/// (`ProjectedSheet`) on `container` with the inner scroll view `list`.
///
/// Keys: those of `ThreeStageSheet`'s plug-in without `speedLimit`/`settleDuration`, plus
/// `projectionRate` (`normal`, `fast` or a rate in (0, 1)), `redirectionalProgress` (0…1),
/// `allowsSkipping` and `springResponse` (s, > 0, at most 60); all but `container` and `list`
/// optional.
extension CoordinatorType {
    /// `"type": "projectedSheet"`.
    public static let projectedSheet = CoordinatorType("projectedSheet")
}

extension SceneSpec.CoordinatorSpec {
    /// A `projectedSheet` on `container` with the inner `list`.
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
    public static let descriptor = CoordinatorDescriptor(type: .projectedSheet) {
        reader, context throws(TraceDecodingError) in
        let sheet = try SheetPluginDecoding(&reader, context)
        var configuration = Configuration(detents: sheet.detents)
        configuration.initialPosition = sheet.initialPosition
        if let rate = reader.optional("projectionRate") { configuration.projectionRate = try Trace.decodeRate(rate) }
        configuration.redirectionalProgress =
            try reader.optionalNumber("redirectionalProgress", .closed(0, 1)) ?? configuration.redirectionalProgress
        configuration.allowsSkipping = try reader.optionalBool("allowsSkipping") ?? configuration.allowsSkipping
        configuration.springResponse =
            try reader.optionalNumber("springResponse", Trace.parameterBounds(positive: true, atMost: 60))
            ?? configuration.springResponse
        return .projectedSheet(container: sheet.container, list: sheet.list, configuration)
    }
}
