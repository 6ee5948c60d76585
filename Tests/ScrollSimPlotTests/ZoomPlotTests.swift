import Foundation
@testable import ScrollSimCheck
@testable import ScrollSimLog
@testable import ScrollSimPlot
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// `scrollsim plot` draws a zoom-scale panel for a view whose scale changed, from the zoom events
/// the log prints: the same from a replay and from its text log read back.
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
}
