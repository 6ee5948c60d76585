import ScrollSimKit
import ScrollSimLog

/// What the two sheet plug-ins (`ThreeStageSheet`, `ProjectedSheet`) read alike.
///
/// The `container` and its inner `list`, the detents and the initial position.
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
        container = try context.view(reader.required(Self.container))
        list = try context.scrollView(reader.required(Self.list))
        detents = try Self.decodeDetents(&reader, screenHeight: context.window.height)
        initialPosition = try reader.optionalEnumeration(Self.initialPosition, as: SheetPosition.self) ?? .middle
    }

    /// Reads the sheet's detent heights (pt) from `statusBarHeight` and the three `…ShowHeight` overrides.
    ///
    /// `statusBarHeight` (default 54) gives the demo's detents; `topShowHeight`, `middleShowHeight` and
    /// `lowestShowHeight` override them one by one. They must keep top > middle > lowest > 0, within the window height.
    static func decodeDetents(_ reader: inout ObjectReader, screenHeight: Double) throws(TraceDecodingError)
        -> SheetDetents
    {
        let statusBar = try reader.optionalNumber(statusBarHeight.name, .closed(0, screenHeight)) ?? 54
        var detents = SheetDetents.demo(screenHeight: screenHeight, statusBarHeight: statusBar)
        let bounds = Trace.parameterBounds(positive: true, atMost: screenHeight)
        detents.topShowHeight = try reader.optionalNumber(topShowHeight.name, bounds) ?? detents.topShowHeight
        detents.middleShowHeight = try reader.optionalNumber(middleShowHeight.name, bounds) ?? detents.middleShowHeight
        detents.lowestShowHeight = try reader.optionalNumber(lowestShowHeight.name, bounds) ?? detents.lowestShowHeight
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

extension SheetPluginDecoding {
    static let container = TraceKey(
        "container", .shared(TraceKeys.name), required: true, "The sheet's container view, by id.")
    static let list = TraceKey("list", .shared(TraceKeys.name), required: true, "The sheet's scroll view, by id.")
    static let initialPosition = TraceKey(
        "initialPosition", .choice(of: SheetPosition.self), "Where the sheet starts (default middle).")
    // The heights' bounds depend on the window: the schema states the trace limits, the decoder
    // the window's height.
    static let statusBarHeight = TraceKey(
        "statusBarHeight", .number(.closed(0, Trace.coordinateLimit), unit: "pt"),
        "The status bar's height, at most the window's (default 54).")
    static let topShowHeight = TraceKey(
        "topShowHeight", .number(Trace.positiveUpToLimit, unit: "pt"),
        "The sheet's visible height at the top detent, at most the window's.")
    static let middleShowHeight = TraceKey(
        "middleShowHeight", .number(Trace.positiveUpToLimit, unit: "pt"),
        "The visible height at the middle detent, below topShowHeight.")
    static let lowestShowHeight = TraceKey(
        "lowestShowHeight", .number(Trace.positiveUpToLimit, unit: "pt"),
        "The visible height at the lowest detent, below middleShowHeight.")
    /// The keys every sheet coordinator reads.
    static let keys = [
        container, list, statusBarHeight, topShowHeight, middleShowHeight, lowestShowHeight, initialPosition,
    ]
}
