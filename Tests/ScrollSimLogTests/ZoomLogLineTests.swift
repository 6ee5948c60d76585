import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport
import Testing

@testable import ScrollSimLog

/// The zoom callbacks in the text log: their names, and `scale S` (three decimals) as the detail.
struct ZoomLogLineTests {
    @Test(arguments: [
        (LogEvent.willBeginZooming(scale: 1), "scale 1.000"), (LogEvent.didZoom(scale: 2.3456), "scale 2.346"),
        (LogEvent.didEndZooming(scale: 0.5), "scale 0.500"),
    ])
    func aZoomLineCarriesTheScale(_ event: LogEvent, _ detail: String) {
        let entry = LogEntry(time: 0.25, view: "scrollView", event: event, offset: Point(x: 10, y: 20), flags: .idle)
        let lines = TextLogWriterLineTests.written([entry], ids: ["scrollView"])
        #expect(lines == [TextLogWriterLineTests.line(entry, viewWidth: 10) + "    " + detail])
    }
}

/// Tests the `presentationFrame` line of a zoom animation and that readers take the screen's values from it.
///
/// A zoom animation's `presentationFrame` line: the model offset in the x and y columns, the screen's offset and scale
/// in the detail; the plots and `view` read the screen's values, from an entry and from the printed line alike.
struct PresentationFrameLineTests {
    /// Offsets print to the thousandth of a point, scales to the thousandth.
    static let printedTolerance = 0.0005

    static let entry = LogEntry(
        time: 0.5667, view: "scrollView",
        event: .behavior(
            name: "presentationFrame",
            fields: [
                LogField("presentationOffset", .point(Point(x: 313.63, y: 470.279))),
                LogField("presentationScale", .number(2.568, .factor)),
            ]),
        offset: Point(x: 200, y: 300), flags: .idle, zoomScale: 2)

    @Test func theLineMarksTheScreensValues() {
        let lines = TextLogWriterLineTests.written([Self.entry], ids: ["scrollView"])
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("presentationOffset (313.630, 470.279), presentationScale 2.568") == true)
        #expect(lines.first?.contains("presentationFrame") == true)
    }

    @Test func thePlotReadsTheScreenFromTheEntryAndTheLine() throws {
        let fromEntry = PlotObservation(Self.entry)
        let text = TextLogWriterLineTests.written([Self.entry], ids: ["scrollView"]).joined(separator: "\n")
        let log = TextLog(Array(("scrollsim log 1\n\n        t  view  event  x  y  flags  detail\n" + text).utf8))
        let line = try #require(log.lines.first)
        let fromLine = try #require(PlotObservation.observations(of: line).last)
        for observation in [fromEntry, fromLine] {
            #expect(abs(observation.offset.x - 313.63) <= Self.printedTolerance)
            #expect(abs(observation.offset.y - 470.279) <= Self.printedTolerance)
            #expect(abs((observation.zoomScale ?? 0) - 2.568) <= Self.printedTolerance)
        }
        #expect(line.offset == Point(x: 200, y: 300)) // the model's value stays in the columns
        #expect(PlotObservation.sampleEvents.contains(line.event))
    }
}
