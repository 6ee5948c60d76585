import ScrollSimTestSupport
import Testing

/// `expand` writes only traces that replay to the same log.
///
/// A gesture whose touches leave the range of a touch event (±10⁷) is refused with one line naming
/// the event; one that stays inside, even at the edge, expands and replays byte for byte.
struct ExpandLimitsTests {
    /// A trace of one gesture event (`gesture` holds its members after `t`).
    static func trace(_ gesture: String, t: String = "0") -> String {
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentSize": {"width": 393, "height": 4000}}, "events": [{"t": \#(t), \#(gesture)}]}"#
    }

    @Test(arguments: [
        (
            #""gesture": "drag", "from": {"x": 100, "y": 10000000}, "by": {"x": 0, "y": 100}, "duration": 0.1"#, "0",
            "events[0]: the gesture's touch at t 0.008333333 has y 10000008.333333, outside what a touch event may "
                + "hold (a number from -10000000 to 10000000), so its expansion would not replay"
        ),
        (
            #""gesture": "fling", "from": {"x": 100, "y": 500}, "velocity": {"x": 0, "y": 10000000}, "duration": 10"#,
            "0",
            "events[0]: the gesture's touch at t 1 has y 10000500, outside what a touch event may hold (a number "
                + "from -10000000 to 10000000), so its expansion would not replay"
        ),
    ])
    func touchesOutOfRangeAreRefused(gesture: String, t: String, message: String) throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.trace(gesture, t: t))
        #expect(try ToolRun(["replay", "t.json"], in: scratch).status == 0)
        let run = try ToolRun(["expand", "t.json", "-o", "x.json"], in: scratch)
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: t.json: \(message)\n")
        #expect(scratch.read("x.json") == nil)
    }

    @Test func gesturesAtTheEdgeExpandAndReplayTheSame() throws {
        let scratch = Scratch()
        scratch.write(
            "t.json",
            Self.trace(
                #""gesture": "drag", "from": {"x": -10000000, "y": 9999900}, "by": {"x": 0, "y": 100}, "duration": 1"#,
                t: "9999990"))
        let expand = try ToolRun(["expand", "t.json", "-o", "x.json"], in: scratch)
        #expect(expand.status == 0, "\(expand.stderr)")
        let original = try ToolRun(["replay", "t.json"], in: scratch)
        let expanded = try ToolRun(["replay", "x.json"], in: scratch)
        #expect(original.status == 0 && expanded.status == 0, "\(expanded.stderr)")
        #expect(expanded.stdout == original.stdout)
    }
}
