import Testing

@testable import ScrollSimTrace

/// The `scrollToItem` and `scrollRectToVisible` calls: decoding, and one-line errors naming the key.
struct ScrollToItemDecodingTests {
    static let list =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""flowLayout": {"itemSize": {"width": 393, "height": 100}, "itemCount": 40}}"#
    static let plain =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""contentSize": {"width": 393, "height": 900}}"#

    static func trace(_ event: String, view: String = list) -> String {
        #"{"scrollsim": 1, "# + view + #", "events": ["# + event + "]}"
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try Replay.decode(Array(text.utf8))
            return nil
        } catch { return error.description }
    }

    @Test func theCallsDecode() throws {
        let trace = try Replay.decode(
            Array(
                Self.trace(
                    #"{"t": 0, "call": "scrollToItem", "item": 39, "position": "centeredVertically", "animated": true}, "#
                        + #"{"t": 1, "call": "scrollRectToVisible", "rect": {"x": 0, "y": 5, "width": 6, "height": 7}, "#
                        + #""animated": false}"#
                ).utf8))
        #expect(
            trace.events == [
                .call(time: 0, view: nil, .scrollToItem(39, position: .centeredVertically, animated: true)),
                .call(
                    time: 1, view: nil,
                    .scrollRectToVisible(Rect(x: 0, y: 5, width: 6, height: 7), animated: false)),
            ])
    }

    @Test(arguments: [
        (list, #""item": 40, "position": "top""#, "events[0].item: expected an integer from 0 to 39, got 40"),
        (list, #""item": 1, "position": "middle""#, "events[0].position: expected one of none, top, "),
        (plain, #""item": 1, "position": "top""#, #"events[0].item: "scrollToItem" needs a scroll view with a "#),
    ])
    func badCallsNameTheKey(_ view: String, _ members: String, _ expected: String) {
        let message = Self.message(
            Self.trace(#"{"t": 0, "call": "scrollToItem", "# + members + #", "animated": false}"#, view: view))
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }
}
