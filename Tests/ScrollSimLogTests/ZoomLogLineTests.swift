import ScrollSimKit
import Testing

@testable import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

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
