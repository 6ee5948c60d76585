import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimCheck
@testable import ScrollSimLog
@testable import ScrollSimPlot

/// Tests that `scrollsim plot` draws a zoom-scale panel, the same from a replay and from its text log.
///
/// `scrollsim plot` draws a zoom-scale panel for a view whose scale changed, from the zoom events the log prints: the
/// same from a replay and from its text log read back.
struct ZoomPlotTests {
    static let pinch =
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}, "#
        + #""contentSize": {"width": 400, "height": 800}, "minimumZoomScale": 1, "maximumZoomScale": 2, "#
        + #""zoomView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}}}, "events": ["#
        + #"{"t": 0, "gesture": "pinch", "center": {"x": 200, "y": 300}, "scale": 3, "duration": 0.3}]}"#

    static func zoomTrack(_ collector: PlotCollector) -> AxisSeries? { collector.track("scrollView")?.zoom }

    struct Case: Sendable, CustomTestStringConvertible {
        var trace: String
        var hasPanel: Bool
        var testDescription: String { hasPanel ? "a pinch past the maximum" : "a zoomable view that does not zoom" }
    }

    @Test(arguments: [
        Case(trace: pinch, hasPanel: true),
        Case(
            trace: pinch.replacingOccurrences(
                of: #""gesture": "pinch", "center": {"x": 200, "y": 300}, "scale": 3, "duration": 0.3"#,
                with: #""gesture": "fling", "from": {"x": 200, "y": 600}, "velocity": {"x": 0, "y": -900}"#),
            hasPanel: false),
    ])
    func aZoomPanelIsDrawnOnlyWhenTheScaleChanges(_ plot: Case) throws {
        let svg = try PlotTests.svg(plot.trace)
        #expect(svg.contains("scrollView · zoom scale") == plot.hasPanel)
        _ = try PlotTests.polylines(svg)
    }

    @Test func theTextLogReadBackGivesTheSameScales() throws {
        let log = try SampleTraces.log(Self.pinch)
        let fromText = try #require(Self.zoomTrack(OverlayPlot.collect(TextLog(Array(log.utf8)), replayed: nil)))
        #expect(fromText.moves)
        // Past the maximum the scale bands above 2 and bounces back to it.
        #expect(fromText.lowest == 1)
        #expect(fromText.highest > 2 && fromText.highest < 4)
        let replayed = try PlotTests.svg(Self.pinch)
        let overlay = OverlayPlot.svg(golden: Array(log.utf8), actual: Array(log.utf8), title: "t.json", summary: [])
        // The replay's zoom polyline and the read-back one have the same points.
        let replayLines = try PlotTests.polylines(replayed)
        let overlayLines = try PlotTests.polylines(overlay)
        #expect(replayLines.last?.count == overlayLines.last?.count)
    }

    struct LimitCase: Sendable, CustomTestStringConvertible {
        var log: String
        /// The zoom panel's limit labels, and the range line's label at the end.
        var labels: [String]
        var testDescription: String { log }
    }

    /// Cases for the zoom panel's limit levels and the offset panels' range following the zoomed content.
    ///
    /// The zoom panel draws the header's zoom limits as levels, and the offset panels' range maximum follows the zoomed
    /// content (contentSize × zoomScale): a step line, not a level.
    @Test(arguments: [
        LimitCase(
            log: "traces/zoom/pinch-in.log", labels: [">min 1</text>", ">max 4</text>", "(zoomed)</text>"]),
        LimitCase(
            log: "traces/zoom/pinch-out-below-minimum-bounces.log",
            labels: [">min 1</text>", ">max 4</text>", ">min = max 0 (zoomed)</text>"]),
    ])
    func theZoomPlotDrawsTheLimitsAndTheZoomedRange(_ limit: LimitCase) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.file(limit.log))))
        let svg = OverlayPlot.svg(golden: bytes, actual: bytes, title: "zoom", summary: [])
        for label in limit.labels { #expect(svg.contains(label), "\(label)") }
        #expect(svg.contains("<path d=\"M ") && svg.contains("stroke=\"#b23a48\""), "the range line")
        let replayed = try PlotTests.svg(
            String(
                contentsOfFile: PackageRoot.file(limit.log.replacingOccurrences(of: ".log", with: ".json")),
                encoding: .utf8))
        for label in limit.labels { #expect(replayed.contains(label), "replayed: \(label)") }
    }

    /// The zoomed range: the header's content at scale 1 times the scale, plus the inset, minus
    /// the frame, never below the minimum.
    @Test(arguments: [(1.0, 0.0, 0.0), (2.0, 400.0, 800.0), (0.5, 0.0, 0.0), (4.0, 1200.0, 2400.0)])
    func theZoomedRangeFollowsTheScale(scale: Double, maximumX: Double, maximumY: Double) throws {
        let fields = [
            ("frame", "(0, 0, 400, 800)"), ("contentSize", "(800, 1600)"),
            ("contentInset", "(top 0, left 0, bottom 0, right 0)"),
            ("zoom", "(scale 2, limits 1…4, bouncesZoom true, zoomView (0, 0, 400, 800))"),
        ].map { (name: $0.0, value: $0.1) }
        let zoom = try #require(ZoomGeometry(fields: fields))
        #expect(zoom.minimum == 1 && zoom.maximum == 4 && zoom.scale == 2)
        let range = zoom.range(atScale: scale)
        #expect(range.maximum.x == maximumX && range.maximum.y == maximumY && range.minimum == Point(x: 0, y: 0))
    }
}
