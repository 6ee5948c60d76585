@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import Testing

@testable import ScrollSimTrace

/// Tests decoding of the zoom keys, the `pinch` gesture and the zoom calls, and their one-line errors.
///
/// Trace format 1's zoom input: the scroll-view keys, the `pinch` gesture, the `setZoomScale` and `zoomTo` calls, `set`
/// of the zoom keys, and the one-line errors naming the key.
struct ZoomTraceDecodingTests {
    static let zoomView = #""zoomView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}}"#

    static let touch = #"{"t": 0, "phase": "began", "x": 1, "y": 1}"#

    static func trace(scrollView extra: String = "", events: String = touch) -> String {
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}, "#
            + #""contentSize": {"width": 400, "height": 800}"# + (extra.isEmpty ? "" : ", " + extra)
            + #"}, "events": ["# + events + "]}"
    }

    static func decode(_ text: String) throws(ReplayError) -> Trace {
        try Replay.decode(Array(text.utf8))
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch { return error.description }
    }

    @Test func theZoomKeysDecodeWithTheirDefaults() throws {
        let plain = try Self.decode(Self.trace())
        #expect(plain.scrollView.zoom == nil)
        let partial = try Self.decode(Self.trace(scrollView: #""maximumZoomScale": 3"#))
        var expected = ZoomSpec()
        expected.maximumZoomScale = 3
        #expect(partial.scrollView.zoom == expected)
        let full = try Self.decode(
            Self.trace(
                scrollView: #""zoomScale": 2, "minimumZoomScale": 0.5, "maximumZoomScale": 4, "bouncesZoom": false, "#
                    + #""zoomEnd": "atLift", "zoomAnimationUpdates": "modelValuesAtStart", "# + Self.zoomView))
        expected = ZoomSpec()
        expected.zoomScale = 2
        expected.minimumZoomScale = 0.5
        expected.maximumZoomScale = 4
        expected.bouncesZoom = false
        expected.zoomViewFrame = Rect(x: 0, y: 0, width: 400, height: 800)
        #expect(full.scrollView.zoom == expected)
        #expect(full.scrollView.options.zoomEnd == .atLift)
        #expect(full.scrollView.options.zoomAnimationUpdates == .modelValuesAtStart)
        let view = full.scrollView.makeScrollView()
        #expect(view.zoomScale == 2)
        #expect(view.contentSize == Size(width: 800, height: 1600))
        #expect(view.canZoom)
    }

    @Test func thePinchDecodesWithEveryKeyAndItsDefaults() throws {
        let decoded = try Self.decode(
            Self.trace(
                events: #"{"t": 0, "gesture": "pinch", "center": {"x": 1, "y": 2}, "scale": 2, "duration": 0.3},"#
                    + #"{"t": 1, "gesture": "pinch", "center": {"x": 1, "y": 2}, "distance": 50, "scale": 0.5, "#
                    + #""duration": 0.2, "hold": 0.1, "holdBefore": 0.05, "angle": -45, "fingers": [4, 2]}"#))
        #expect(
            decoded.events == [
                .gesture(time: 0, .pinch(center: Point(x: 1, y: 2), scale: 2, duration: 0.3)),
                .gesture(
                    time: 1,
                    .pinch(
                        center: Point(x: 1, y: 2), distance: 50, scale: 0.5, duration: 0.2, hold: 0.1, holdBefore: 0.05,
                        angle: -45, fingers: (4, 2))),
            ])
    }

    @Test func theCallsAndSetsDecode() throws {
        let decoded = try Self.decode(
            Self.trace(
                events: #"{"t": 0, "call": "setZoomScale", "scale": 2, "animated": true},"#
                    + #"{"t": 1, "call": "zoomTo", "rect": {"x": -5, "y": 6, "width": 7, "height": 8}, "animated": false},"#
                    + #"{"t": 2, "call": "set", "property": "zoomScale", "value": 1.5},"#
                    + #"{"t": 3, "call": "set", "property": "minimumZoomScale", "value": 0.25},"#
                    + #"{"t": 4, "call": "set", "property": "maximumZoomScale", "value": 5},"#
                    + #"{"t": 5, "call": "set", "property": "bouncesZoom", "value": false}"#))
        #expect(
            decoded.events == [
                .call(time: 0, view: nil, .setZoomScale(2, animated: true)),
                .call(time: 1, view: nil, .zoomTo(Rect(x: -5, y: 6, width: 7, height: 8), animated: false)),
                .call(time: 2, view: nil, .set(.zoomScale(1.5))),
                .call(time: 3, view: nil, .set(.minimumZoomScale(0.25))),
                .call(time: 4, view: nil, .set(.maximumZoomScale(5))),
                .call(time: 5, view: nil, .set(.bouncesZoom(false))),
            ])
    }

    /// traces/zoom.md's zooming example is `traces/zoom/pinch-in.json`, verbatim, so the corpus
    /// replays it against its golden.
    @Test func theZoomingExampleIsACorpusTrace() throws {
        let folder = TraceCorpusTests.tracesFolder
        let blocks = try MarkdownDocument("traces/zoom.md").blocks(language: "json").map { $0.text + "\n" }
        let example = String(decoding: try FileSystem.read(folder + "/zoom/pinch-in.json"), as: UTF8.self)
        #expect(blocks.contains(example))
    }

    static let pinch = #""gesture": "pinch", "center": {"x": 1, "y": 2}"#

    static let badInputs: [(scrollView: String, events: String, message: String)] = [
        (#""zoomScale": 0"#, touch, "scrollView.zoomScale: expected a number from 0.001 to 10000000, got 0"),
        (#""zoomScale": -1"#, "", "scrollView.zoomScale: expected a number from 0.001 to 10000000, got -1"),
        (#""minimumZoomScale": 0"#, "", "scrollView.minimumZoomScale: expected a number from 0.001 to 10000000, got 0"),
        (
            #""maximumZoomScale": 1e400"#, "",
            "scrollView.maximumZoomScale: expected a number from 0.001 to 10000000, got a number too large for a Double"
        ),
        (
            #""minimumZoomScale": 4, "maximumZoomScale": 3"#, "",
            "scrollView.minimumZoomScale: expected at most maximumZoomScale (3), got 4"
        ),
        (
            #""maximumZoomScale": 0.5"#, "",
            "scrollView.maximumZoomScale: expected at least minimumZoomScale (1, the default), got 0.5"
        ),
        (
            #""zoomView": {"frame": {"x": 0, "y": 0, "width": 0, "height": 5}}"#, "",
            "scrollView.zoomView.frame.width: expected a number from 0.001 to 10000000, got 0"
        ),
        (#""zoomView": {}"#, "", #"scrollView.zoomView: missing required key "frame""#),
        (
            "", #"{"t": 0, "call": "setZoomScale", "scale": 0, "animated": true}"#,
            "events[0].scale: expected a number from 0.001 to 10000000, got 0"
        ),
        ("", #"{"t": 0, "call": "setZoomScale", "scale": 2}"#, #"events[0]: missing required key "animated""#),
        (
            "", #"{"t": 0, "call": "zoomTo", "rect": {"x": 0, "y": 0, "width": 0, "height": 5}, "animated": true}"#,
            "events[0].rect.width: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            "", #"{"t": 0, "call": "zoomTo", "rect": {"x": 0, "y": 0, "width": 5, "height": -1}, "animated": true}"#,
            "events[0].rect.height: expected a number from 0.001 to 10000000, got -1"
        ),
        (
            "", #"{"t": 0, "call": "set", "property": "maximumZoomScale", "value": 0}"#,
            "events[0].value: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "distance": 0}"#,
            "events[0].distance: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 0, "duration": 0.3}"#,
            "events[0].scale: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "fingers": [1, 1]}"#,
            "events[0].fingers: expected two different fingers, got finger 1 twice"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "fingers": [1]}"#,
            "events[0].fingers: expected two finger numbers, got 1"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "fingers": [1, 21]}"#,
            "events[0].fingers[1]: expected an integer from 0 to 20, got 21"
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "finger": 3}"#,
            #"events[0].finger: a pinch names its two fingers in "fingers", not "finger""#
        ),
        (
            "", #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3, "angle": 400}"#,
            "events[0].angle: expected a number from -360 to 360, got 400"
        ),
        ("", #"{"t": 0, \#(pinch), "duration": 0.3}"#, #"events[0]: missing required key "scale""#),
        ("", #"{"t": 0, \#(pinch), "scale": 2}"#, #"events[0]: missing required key "duration""#),
        (
            "", #"{"t": 0, \#(pinch), "scale": 1e6, "duration": 0.3}"#,
            "events[0].scale: expected an end distance (distance × scale) of at most 10000000 pt, got 200000000"
        ),
        (
            "",
            #"{"t": 0, "phase": "began", "x": 0, "y": 0, "finger": 1}, {"t": 0.1, \#(pinch), "scale": 2, "duration": 0.3}"#,
            "events[1]: finger 1 is already down (it began at events[0])"
        ),
        (
            "",
            #"{"t": 0, \#(pinch), "scale": 2, "duration": 0.3}, {"t": 0.1, "phase": "began", "x": 0, "y": 0, "finger": 1}"#,
            "events[1]: finger 1 is still pinching until 0.3 s (events[0]), but events[1] touches it at 0.1 s"
        ),
    ]

    @Test(arguments: badInputs)
    func badZoomInputNamesTheKey(scrollView: String, events: String, expected: String) {
        #expect(Self.message(Self.trace(scrollView: scrollView, events: events)) == expected)
    }
}
