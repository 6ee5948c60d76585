import Testing

@testable import ScrollSimTrace

/// Tests that the machine formats carry the zoom scale only for views set up to zoom.
///
/// The machine formats carry the zoom scale of a view set up to zoom, and nothing more for views without zooming (whose
/// output the corpus and the writers' own tests pin byte for byte).
struct ZoomLogWriterTests {
    static let geometry =
        #""frame": {"x": 0, "y": 0, "width": 400, "height": 800}, "contentSize": {"width": 400, "height": 800}"#
    static let zoomKeys =
        #", "minimumZoomScale": 1, "maximumZoomScale": 4, "#
        + #""zoomView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}}"#
    static let events =
        #"[{"t": 0, "call": "setZoomScale", "scale": 2, "animated": false}, "#
        + #"{"t": 0.5, "call": "setContentOffset", "x": 0, "y": 10, "animated": false}]"#

    static func log(zooming: Bool, _ format: LogFormat) throws -> String {
        let trace =
            #"{"scrollsim": 1, "scrollView": {"# + geometry + (zooming ? zoomKeys : "") + #"}, "events": "#
            + events + "}"
        return try Replay.run(trace: Array(trace.utf8), format: format)
    }

    struct Expectation: Sendable {
        var format: LogFormat
        /// A line every zooming log has (after the scale became 2).
        var zoomingLine: String
        /// What only a zooming log contains.
        var zoomOnly: String
    }

    @Test(arguments: [
        Expectation(
            format: .jsonl,
            zoomingLine: #"{"t":0.000000,"view":"scrollView","event":"didZoom","offset":{"x":200.000,"y":400.000},"#
                + #""tracking":false,"dragging":false,"decelerating":false,"zoomScale":2.000}"#,
            zoomOnly: #""zoomScale""#),
        Expectation(
            format: .csv,
            zoomingLine: "0.000000,scrollView,didZoom,200.000,400.000,false,false,false,scale 2.000,2.000",
            zoomOnly: "zoomScale"),
        Expectation(
            format: .chromeTrace,
            zoomingLine:
                #"{"ph":"C","pid":1,"tid":1,"ts":0.000,"name":"scrollView zoomScale","args":{"scale":2.000}},"#,
            zoomOnly: "zoomScale"),
    ])
    func aZoomingViewCarriesItsScale(_ expectation: Expectation) throws {
        let zooming = try Self.log(zooming: true, expectation.format)
        #expect(zooming.contains(expectation.zoomingLine))
        let plain = try Self.log(zooming: false, expectation.format)
        #expect(!plain.contains(expectation.zoomOnly))
        #expect(!plain.contains("didZoom"))
    }

    @Test func theCSVHeaderHasTheZoomColumnOnlyWhenAViewZooms() throws {
        let columns = "t,view,event,x,y,tracking,dragging,decelerating,detail"
        #expect(try Self.log(zooming: true, .csv).hasPrefix(columns + ",zoomScale\r\n"))
        #expect(try Self.log(zooming: false, .csv).hasPrefix(columns + "\r\n"))
        // Every row of a zooming log has the extra column (empty on the final row).
        let rows = try Self.log(zooming: true, .csv).split(separator: "\r\n")
        #expect(rows.last?.hasSuffix(",") == true || rows.last?.hasSuffix("\"") == true)
        #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count >= 10 })
    }
}
