/// Validating `scene.coordinator`: `type` picks the coordinator, the other keys are its parameters
/// (every one optional, defaulting to the seeds' values).
extension Trace {
    static func decodeCoordinator(_ reader: ObjectReader, views: [SceneSpec.ViewSpec], window: Size)
        throws(TraceDecodingError) -> SceneSpec.CoordinatorSpec
    {
        var reader = reader
        let type = try reader.oneOf("type", ["threeStageSheet", "projectedSheet", "dynamicsScroll"])
        let container = try decodeViewReference(reader.required("container"), in: views)
        let positive = parameterBounds(positive: true)
        let result: SceneSpec.CoordinatorSpec
        switch type {
        case "dynamicsScroll":
            let table = try decodeViewReference(reader.required("table"), in: views, kind: "scrollView")
            var configuration = DynamicsScroll.Configuration(
                containerLimit: try reader.number("containerLimit", .closed(0, coordinateLimit)))
            if let band = try reader.optionalOneOf("rubberBand", ["uiKit", "linear"]) {
                configuration.rubberBand = band == "linear" ? .linear(coefficient: 0.5) : .uiKit
            }
            configuration.resistance =
                try reader.optionalNumber("resistance", .closed(0, 1000)) ?? configuration.resistance
            configuration.springFrequency =
                try reader.optionalNumber("springFrequency", positive) ?? configuration.springFrequency
            configuration.springDamping =
                try reader.optionalNumber("springDamping", .closed(0, 100)) ?? configuration.springDamping
            result = .dynamicsScroll(container: container, table: table, configuration)
        default:
            let list = try decodeViewReference(reader.required("list"), in: views, kind: "scrollView")
            let detents = try decodeDetents(&reader, screenHeight: window.height)
            let initial = try reader.optionalEnumeration("initialPosition", as: SheetPosition.self) ?? .middle
            if type == "threeStageSheet" {
                var configuration = ThreeStageSheet.Configuration(detents: detents)
                configuration.initialPosition = initial
                configuration.speedLimit = try reader.optionalNumber("speedLimit", positive) ?? configuration.speedLimit
                configuration.settleDuration =
                    try reader.optionalNumber("settleDuration", .closed(0, 60)) ?? configuration.settleDuration
                result = .threeStageSheet(container: container, list: list, configuration)
            } else {
                var configuration = ProjectedSheet.Configuration(detents: detents)
                configuration.initialPosition = initial
                if let rate = reader.optional("projectionRate") { configuration.projectionRate = try decodeRate(rate) }
                configuration.redirectionalProgress =
                    try reader.optionalNumber("redirectionalProgress", .closed(0, 1))
                    ?? configuration.redirectionalProgress
                configuration.allowsSkipping = try reader.optionalBool("allowsSkipping") ?? configuration.allowsSkipping
                configuration.springResponse =
                    try reader.optionalNumber("springResponse", parameterBounds(positive: true, atMost: 60))
                    ?? configuration.springResponse
                result = .projectedSheet(container: container, list: list, configuration)
            }
        }
        try reader.finish()
        return result
    }

    /// `statusBarHeight` (default 54) gives the demo's detents; `topShowHeight`,
    /// `middleShowHeight` and `lowestShowHeight` override them one by one. They must keep
    /// top > middle > lowest > 0, within the window height.
    static func decodeDetents(_ reader: inout ObjectReader, screenHeight: Double) throws(TraceDecodingError)
        -> SheetDetents
    {
        let statusBar = try reader.optionalNumber("statusBarHeight", .closed(0, screenHeight)) ?? 54
        var detents = SheetDetents.demo(screenHeight: screenHeight, statusBarHeight: statusBar)
        let bounds = parameterBounds(positive: true, atMost: screenHeight)
        detents.topShowHeight = try reader.optionalNumber("topShowHeight", bounds) ?? detents.topShowHeight
        detents.middleShowHeight = try reader.optionalNumber("middleShowHeight", bounds) ?? detents.middleShowHeight
        detents.lowestShowHeight = try reader.optionalNumber("lowestShowHeight", bounds) ?? detents.lowestShowHeight
        guard detents.topShowHeight > detents.middleShowHeight, detents.middleShowHeight > detents.lowestShowHeight
        else {
            throw TraceDecodingError(
                path: reader.path,
                message: "expected topShowHeight > middleShowHeight > lowestShowHeight, got "
                    + "\(compact(detents.topShowHeight)), \(compact(detents.middleShowHeight)), "
                    + compact(detents.lowestShowHeight)
            )
        }
        return detents
    }
}
