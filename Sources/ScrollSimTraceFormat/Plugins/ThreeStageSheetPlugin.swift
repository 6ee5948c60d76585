import ScrollSimKit

// The `threeStageSheet` coordinator plug-in.
//
// [Seed-ThreeStageSheet]'s three-stage bottom sheet (`ThreeStageSheet`) on `container` with the inner scroll view
// `list`.
//
// Keys: `container`, `list`, the detents (`statusBarHeight`, `topShowHeight`,
// `middleShowHeight`, `lowestShowHeight`), `initialPosition`, `speedLimit` (pt/s, > 0) and
// `settleDuration` (s, 0…60); all but `container` and `list` optional.
extension CoordinatorType {
    /// `"type": "threeStageSheet"`.
    public static let threeStageSheet = CoordinatorType("threeStageSheet")
}

extension SceneSpec.CoordinatorSpec {
    /// A `threeStageSheet` on `container` with the inner `list`.
    ///
    /// - Parameters:
    ///   - container: The log id of the sheet's container view.
    ///   - list: The log id of the inner list's scroll view.
    ///   - configuration: The coordinator's settings.
    /// - Returns: The coordinator's specification.
    public static func threeStageSheet(container: String, list: String, _ configuration: ThreeStageSheet.Configuration)
        -> SceneSpec.CoordinatorSpec
    {
        SceneSpec.CoordinatorSpec(
            type: .threeStageSheet, container: container, delegatedScrollView: list,
            recognizerNames: SheetCoordinator.recognizerNames(containerID: container), configuration: configuration
        ) { configuration, views, simulation in
            ThreeStageSheet(
                simulation: simulation, container: views.view(container), list: views.scrollView(list),
                configuration: configuration)
        }
    }
}

extension ThreeStageSheet {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = CoordinatorDescriptor(type: .threeStageSheet, keys: Keys.all) {
        reader, context throws(TraceDecodingError) in
        let sheet = try SheetPluginDecoding(&reader, context)
        var configuration = Configuration(detents: sheet.detents)
        configuration.initialPosition = sheet.initialPosition
        configuration.speedLimit =
            try reader.optionalNumber(Keys.speedLimit) ?? configuration.speedLimit
        configuration.settleDuration =
            try reader.optionalNumber(Keys.settleDuration) ?? configuration.settleDuration
        return .threeStageSheet(container: sheet.container, list: sheet.list, configuration)
    }
}

extension ThreeStageSheet {
    /// The `threeStageSheet` keys: the sheet's, then its own.
    enum Keys {
        static let speedLimit = TraceKey(
            "speedLimit", .number(Trace.parameterBounds(positive: true), unit: "pt/s"),
            "The release speed above which the sheet moves on.")
        static let settleDuration = TraceKey(
            "settleDuration", .number(.closed(0, 60), unit: "s"), "The settle animation's duration.")
        static let all = SheetPluginDecoding.keys + [speedLimit, settleDuration]
    }
}
