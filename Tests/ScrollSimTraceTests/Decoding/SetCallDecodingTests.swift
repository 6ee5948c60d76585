import ScrollSimTrace
import Testing

/// The `set` call: every property decodes to its typed change, and bad input is one line naming
/// the event.
struct SetCallDecodingTests {
    static let view =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""contentSize": {"width": 393, "height": 4000}}"#
    static let scene = #"""
        "scene": {"window": {"width": 393, "height": 852}, "views": [
          {"id": "sheet", "kind": "view", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}},
          {"id": "list", "kind": "scrollView", "parent": "sheet",
           "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 2000}}]}
        """#

    static func trace(_ call: String, subject: String = view) -> [UInt8] {
        Array(#"{"scrollsim": 1, "#.utf8) + Array(subject.utf8)
            + Array(#", "events": [{"t": 0, "phase": "began", "x": 9, "y": 9}, "#.utf8) + Array(call.utf8)
            + Array("]}".utf8)
    }

    static func set(_ property: String, _ value: String, view: String? = nil) -> String {
        let named = view.map { #", "view": "\#($0)""# } ?? ""
        return #"{"t": 1, "call": "set"\#(named), "property": "\#(property)", "value": \#(value)}"#
    }

    @Test(arguments: [
        (
            set("contentInset", #"{"top": 60}"#),
            PropertyChange.contentInset(EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        ),
        (set("contentSize", #"{"width": 393, "height": 5600}"#), .contentSize(Size(width: 393, height: 5600))),
        (
            set("frame", #"{"x": 0, "y": 10, "width": 768, "height": 1024}"#),
            .frame(Rect(x: 0, y: 10, width: 768, height: 1024))
        ),
        (set("contentOffset", #"{"x": 0, "y": 300}"#), .contentOffset(Point(x: 0, y: 300))),
        (set("isPagingEnabled", "true"), .isPagingEnabled(true)),
        (set("isScrollEnabled", "false"), .isScrollEnabled(false)),
        (set("bounces", "false"), .bounces(false)),
        (set("decelerationRate", #""fast""#), .decelerationRate(.fast)),
        (set("decelerationRate", "0.5"), .decelerationRate(DecelerationRate(rawValue: 0.5))),
    ])
    func everyPropertyDecodes(_ call: String, _ change: PropertyChange) throws {
        let trace = try Replay.decode(Self.trace(call))
        #expect(trace.events.last == .call(time: 1, view: nil, .set(change)))
    }

    @Test func aPlainViewTakesItsFrame() throws {
        let call = Self.set("frame", #"{"x": 0, "y": 300, "width": 393, "height": 852}"#, view: "sheet")
        let trace = try Replay.decode(Self.trace(call, subject: Self.scene))
        #expect(
            trace.events.last
                == .call(time: 1, view: "sheet", .set(.frame(Rect(x: 0, y: 300, width: 393, height: 852)))))
    }

    @Test(arguments: [
        (
            set("contentInsets", #"{"top": 60}"#),
            Self.view,
            "events[1].property: expected one of contentInset, contentSize, frame, contentOffset, isPagingEnabled, "
                + #"isScrollEnabled, bounces, decelerationRate, zoomScale, minimumZoomScale, maximumZoomScale, bouncesZoom, safeAreaInsets, contentInsetAdjustmentBehavior, zoomView.frame, screen.orientation, got "contentInsets""#
        ),
        (set("contentInset", "60"), Self.view, "events[1].value: expected an object, got a number"),
        (
            set("contentInset", #"{"tp": 60}"#), Self.view,
            #"events[1].value: unknown key "tp" (expected bottom, left, right, top)"#
        ),
        (set("bounces", #""no""#), Self.view, "events[1].value: expected true or false, got a string"),
        (
            set("contentSize", #"{"width": 393}"#), Self.view,
            #"events[1].value: missing required key "height""#
        ),
        (
            set("contentInset", #"{"top": 60}"#, view: "sheet"), Self.scene,
            #"events[1].property: "contentInset" is a scrollView property, but "sheet" is a plain view "#
                + #"(it has only "frame")"#
        ),
        (
            set("frame", #"{"x": 0, "y": 0, "width": 1, "height": 1}"#, view: "card"), Self.scene,
            #"events[1].view: unknown view "card" (expected list, sheet)"#
        ),
        (
            #"{"t": 1, "call": "set", "property": "bounces"}"#, Self.view,
            #"events[1]: missing required key "value""#
        ),
    ])
    func badInputNamesTheEvent(_ call: String, _ subject: String, _ message: String) {
        #expect(throws: (any Error).self) { _ = try Replay.decode(Self.trace(call, subject: subject)) }
        do {
            _ = try Replay.decode(Self.trace(call, subject: subject))
        } catch {
            #expect(error.description == message)
        }
    }
}
