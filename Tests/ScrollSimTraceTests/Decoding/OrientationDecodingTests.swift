import Testing

@testable import ScrollSimTrace

/// Tests decoding and replaying `set` of `screen.orientation`, and its one-line errors.
///
/// `set` of `screen.orientation`: decoded with the trace's device, replayed as the window turning (the derived safe
/// area recomputed), and the one-line errors naming the key.
struct OrientationDecodingTests {
    static func turn(_ members: String) -> String {
        #"{"t": 0, "call": "set", "property": "screen.orientation""# + members + "}"
    }

    @Test func itDecodesAndTurnsTheWindow() throws {
        let text = SafeAreaDecodingTests.trace(
            screen: #""device": "iPhone 15 Pro""#, events: Self.turn(#", "value": "landscape""#))
        let trace = try SafeAreaDecodingTests.decode(text)
        #expect(trace.events == [.call(time: 0, view: nil, .setOrientation(.iPhone15Pro, .landscape))])
        let scene = TraceScene(trace: trace, sink: EventLog())
        let view = scene.scrollViews[0]
        #expect(view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scene.simulation.setOrientation(.landscape, of: .iPhone15Pro, at: 0)
        #expect(scene.simulation.window.frame.size == Size(width: 852, height: 393))
        // The portrait frame (393 × 852) in the landscape window: the left housing (59) and the
        // bottom (393 − 21 = 372 … 852) overlap it.
        #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 480, right: 0))
    }

    @Test(arguments: [
        ("", #", "value": "landscape""#, #"events[0].property: "screen.orientation" needs a "screen.device""#),
        (
            #""device": "iPhone 15 Pro""#, #", "view": "scrollView", "value": "landscape""#,
            #"events[0].view: "screen.orientation" is the screen's, not a view's: give no "view""#
        ),
        (
            #""device": "iPhone 15 Pro""#, #", "value": "upsideDown""#,
            #"events[0].value: expected one of portrait, landscape, got "upsideDown""#
        ),
    ])
    func badSetsNameTheKey(_ screen: String, _ members: String, _ expected: String) {
        let message = SafeAreaDecodingTests.message(
            SafeAreaDecodingTests.trace(screen: screen, events: Self.turn(members)))
        #expect(message == expected)
    }
}
