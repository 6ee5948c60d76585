import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Gesture traces through the built binary: bad input is one line on standard error with status 2,
/// never a crash.
struct GestureReplayCommandTests {
    static func trace(_ events: String) -> String {
        #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentSize": {"width": 393, "height": 4000}}, "events": ["# + events + "]}"
    }

    @Test(arguments: [
        (
            #"{"t": 0, "gesture": "swipe", "at": {"x": 1, "y": 1}}"#,
            #"events[0].gesture: expected one of drag, fling, tap, path, pinch, got "swipe""#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}}"#,
            #"events[0]: missing required key "duration""#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}, "duration": 0}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 1}, "duration": -1}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got -1"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}, {"x": 0, "y": 5, "t": 0.2}, "#
                + #"{"x": 0, "y": 9, "t": 0.2}]}"#,
            "events[0].points[2].t: expected a time greater than 0.2 (the previous point's t), got 0.2"
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 1}, "by": {"x": 0, "y": 50}, "duration": 0.42}, "#
                + #"{"t": 0.4, "phase": "began", "x": 5, "y": 5}"#,
            "events[1]: finger 0 is still dragging until 0.42 s (events[0]), but events[1] touches it at 0.4 s"
        ),
    ])
    func badGestureInputIsOneLineWithStatus2(events: String, message: String) throws {
        for command in ["replay", "expand"] {
            let result = try ToolRun([command, "-"], stdin: Self.trace(events))
            #expect(result.status == 2)
            #expect(result.stderr == "scrollsim: error: <stdin>: \(message)\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aGestureTraceReplaysFromStandardInput() throws {
        let result = try ToolRun(
            ["replay", "-"],
            stdin: Self.trace(
                #"{"t": 0, "gesture": "fling", "from": {"x": 196, "y": 700}, "velocity": {"x": 0, "y": -2000}}"#))
        #expect(result.status == 0)
        #expect(result.stdout.contains("velocity (0.0000, 2.0000)"))
    }
}
