import ScrollSimLog

/// What the two sheet plug-ins (`ThreeStageSheet`, `ProjectedSheet`) read alike: the `container`
/// and its inner `list`, the detents and the initial position.
struct SheetPluginDecoding {
    /// The container view's id.
    var container: String
    /// The inner scroll view's id.
    var list: String
    /// The detents.
    var detents: SheetDetents
    /// The initial detent (default `.middle`).
    var initialPosition: SheetPosition

    /// Reads `container`, `list`, the detents and `initialPosition`.
    init(_ reader: inout ObjectReader, _ context: CoordinatorDecodingContext) throws(TraceDecodingError) {
        container = try context.view(reader.required("container"))
        list = try context.scrollView(reader.required("list"))
        detents = try Self.decodeDetents(&reader, screenHeight: context.window.height)
        initialPosition = try reader.optionalEnumeration("initialPosition", as: SheetPosition.self) ?? .middle
    }

    /// `statusBarHeight` (default 54) gives the demo's detents; `topShowHeight`,
    /// `middleShowHeight` and `lowestShowHeight` override them one by one. They must keep
    /// top > middle > lowest > 0, within the window height.
    static func decodeDetents(_ reader: inout ObjectReader, screenHeight: Double) throws(TraceDecodingError)
        -> SheetDetents
    {
        let statusBar = try reader.optionalNumber("statusBarHeight", .closed(0, screenHeight)) ?? 54
        var detents = SheetDetents.demo(screenHeight: screenHeight, statusBarHeight: statusBar)
        let bounds = Trace.parameterBounds(positive: true, atMost: screenHeight)
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
