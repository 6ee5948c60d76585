import Testing

@testable import ScrollSimTrace

/// The `scrollPosition` key and the `scrollTo` and `setScrollPosition` calls: decoding, and
/// one-line errors naming the key.
struct ScrollPositionDecodingTests {
    static let frame = #""frame": {"x": 0, "y": 0, "width": 393, "height": 852}"#
    static let layout = #""flowLayout": {"itemSize": {"width": 393, "height": 100}, "itemCount": 40}"#
    static let bound = #""scrollView": {"# + frame + ", " + layout + #", "scrollPosition": {"anchor": "center"}}"#
    static let list = #""scrollView": {"# + frame + ", " + layout + "}"
    static let plain = #""scrollView": {"# + frame + #", "contentSize": {"width": 393, "height": 900}}"#

    static func trace(_ event: String, view: String = bound) -> String {
        #"{"scrollsim": 1, "# + view + #", "events": ["# + event + "]}"
    }

    /// The one-line error of decoding `text` (the helper of `ScrollToItemDecodingTests`).
    static func message(_ text: String) -> String? { ScrollToItemDecodingTests.message(text) }

    @Test func theKeyAndTheCallsDecode() throws {
        let trace = try Replay.decode(
            Array(
                Self.trace(
                    #"{"t": 0, "call": "scrollTo", "id": 39, "anchor": "bottom", "animated": true}, "#
                        + #"{"t": 1, "call": "scrollTo", "id": 3}, "#
                        + #"{"t": 2, "call": "setScrollPosition", "id": 7, "animated": true}"#
                ).utf8))
        #expect(trace.scrollView.scrollPosition?.anchor == ScrollAnchor(.center))
        #expect(trace.scrollView.scrollPosition?.statusBarTap == .keepsPosition)
        #expect(trace.scrollView.scrollPosition?.nilAnchorScroll == .topLeading)
        #expect(
            trace.events == [
                .call(time: 0, view: nil, .scrollTo(39, anchor: ScrollAnchor(.bottom), animated: true)),
                .call(time: 1, view: nil, .scrollTo(3, anchor: nil, animated: false)),
                .call(time: 2, view: nil, .setScrollPosition(7, animated: true)),
            ])
    }

    @Test func theOptionsDecode() throws {
        let view =
            #""scrollView": {"# + Self.frame + ", " + Self.layout
            + #", "scrollPosition": {"statusBarTap": "updatesPosition", "nilAnchor": "minimal"}}"#
        let trace = try Replay.decode(Array(Self.trace(#"{"t": 0, "call": "scrollToTop"}"#, view: view).utf8))
        #expect(trace.scrollView.scrollPosition?.anchor == nil)
        #expect(trace.scrollView.scrollPosition?.statusBarTap == .updatesPosition)
        #expect(trace.scrollView.scrollPosition?.nilAnchorScroll == .minimal)
    }

    @Test(arguments: [
        (bound, #""call": "scrollTo", "id": 40"#, "events[0].id: expected an integer from 0 to 39, got 40"),
        (bound, #""call": "scrollTo", "id": 1, "anchor": "middle""#, "events[0].anchor: expected one of topLeading, "),
        (bound, #""call": "scrollTo", "id": 1, "animated": 1"#, "events[0].animated: expected true or false"),
        (plain, #""call": "scrollTo", "id": 1"#, #"events[0].id: "scrollTo" needs a scroll view with a "flowLayout""#),
        (list, #""call": "setScrollPosition", "id": 1"#, #"events[0].call: "setScrollPosition" needs a scroll view "#),
        (bound, #""call": "setScrollPosition""#, #"events[0]: missing required key "id""#),
    ])
    func badCallsNameTheKey(_ view: String, _ members: String, _ expected: String) {
        let message = Self.message(Self.trace(#"{"t": 0, "# + members + "}", view: view))
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }

    @Test(arguments: [
        (
            #", "contentSize": {"width": 393, "height": 900}, "scrollPosition": {}"#,
            #"scrollView.scrollPosition: needs a "flowLayout""#
        ),
        (
            ", " + layout + #", "scrollPosition": {"anchor": "middle"}"#,
            "scrollView.scrollPosition.anchor: expected one of "
        ),
        (
            ", " + layout + #", "scrollPosition": {"statusBarTap": "never"}"#,
            "scrollView.scrollPosition.statusBarTap: expected one of "
        ),
        (", " + layout + #", "scrollPosition": "top""#, "scrollView.scrollPosition: expected an object"),
    ])
    func badKeysNameTheKey(_ members: String, _ expected: String) {
        let view = #""scrollView": {"# + Self.frame + members + "}"
        let message = Self.message(Self.trace(#"{"t": 0, "call": "scrollToTop"}"#, view: view))
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }

    @Test func zoomViewFrameIsASetProperty() throws {
        let trace = try Replay.decode(
            Array(
                Self.trace(
                    #"{"t": 0, "call": "set", "property": "zoomView.frame", "value": {"x": 0, "y": 0, "width": 3, "height": 2}}"#,
                    view: Self.plain
                ).utf8))
        #expect(
            trace.events == [.call(time: 0, view: nil, .set(.zoomViewFrame(Rect(x: 0, y: 0, width: 3, height: 2))))])
    }
}
