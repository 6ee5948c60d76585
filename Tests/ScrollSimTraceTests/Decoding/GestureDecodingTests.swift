import ScrollSimTrace
import Testing

/// Gesture events: every key, their defaults, and one-line errors naming the place.
struct GestureDecodingTests {
    static func trace(_ events: String, screen: String = "") -> String {
        #"{"scrollsim": 1, "# + screen
            + #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentSize": {"width": 393, "height": 4000}}, "events": ["#
            + events + "]}"
    }

    static func decode(_ text: String) throws(ReplayError) -> Trace {
        try Replay.decode(Array(text.utf8))
    }

    @Test func everyKindDecodesWithItsKeysAndDefaults() throws {
        let decoded = try Self.decode(
            Self.trace(
                #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 2}, "by": {"x": 0, "y": -50}, "#
                    + #""duration": 0.2, "hold": 0.1, "profile": "easeOut", "holdBefore": 0.05, "finger": 2},"#
                    + #"{"t": 1, "gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": -900}},"#
                    + #"{"t": 2, "gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": -900}, "#
                    + #""duration": 0.1, "holdBefore": 0.2},"#
                    + #"{"t": 3, "gesture": "tap", "at": {"x": 5, "y": 6}},"#
                    + #"{"t": 4, "gesture": "drag", "from": {"x": 1, "y": 2}, "to": {"x": 3, "y": 4}, "duration": 1},"#
                    + #"{"t": 6, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}, {"x": 0, "y": 9, "#
                    + #""t": 0.5}], "hold": 0.2, "holdBefore": 0.1}"#,
                screen: #""screen": {"touchRate": 240}, "#))
        #expect(decoded.screen.touchRate == 240)
        #expect(
            decoded.events == [
                .gesture(
                    time: 0,
                    .drag(
                        from: Point(x: 1, y: 2), to: Point(x: 1, y: -48), duration: 0.2, hold: 0.1, profile: .easeOut,
                        holdBefore: 0.05, finger: 2)),
                .gesture(time: 1, .fling(from: Point(x: 1, y: 2), velocity: Point(x: 0, y: -900))),
                .gesture(
                    time: 2,
                    .fling(from: Point(x: 1, y: 2), velocity: Point(x: 0, y: -900), duration: 0.1, holdBefore: 0.2)),
                .gesture(time: 3, .tap(at: Point(x: 5, y: 6), duration: 0.05)),
                .gesture(time: 4, .drag(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), duration: 1)),
                .gesture(
                    time: 6,
                    .path(
                        [
                            Gesture.PathPoint(location: .zero, time: 0),
                            Gesture.PathPoint(location: Point(x: 0, y: 9), time: 0.5),
                        ], hold: 0.2, holdBefore: 0.1)),
            ])
    }

    static let drag = #""gesture": "drag", "from": {"x": 100, "y": 500}, "to": {"x": 100, "y": 300}"#

    @Test(arguments: [
        (
            #"{"t": 0, "gesture": "swipe"}"#,
            #"events[0].gesture: expected one of drag, fling, tap, path, pinch, got "swipe""#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 2}, "to": {"x": 1, "y": 2}}"#,
            #"events[0]: missing required key "duration""#
        ),
        (
            #"{"t": 0, "gesture": "drag", "to": {"x": 1, "y": 2}, "duration": 1}"#,
            #"events[0]: missing required key "from""#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 2}, "duration": 1}"#,
            #"events[0]: missing required key "to" (or "by")"#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1, "y": 2}, "to": {"x": 1, "y": 2}, "by": {"x": 1, "#
                + #""y": 2}, "duration": 1}"#,
            #"events[0]: give either "to" or "by", not both"#
        ),
        (
            #"{"t": 0, "gesture": "drag", "from": {"x": 1}, "to": {"x": 1, "y": 2}, "duration": 1}"#,
            #"events[0].from: missing required key "y""#
        ),
        (
            #"{"t": 0, \#(drag), "duration": 0}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"t": 0, \#(drag), "duration": -0.25}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got -0.25"
        ),
        (
            #"{"t": 0, \#(drag), "duration": 1, "hold": -1}"#,
            "events[0].hold: expected a number from 0 to 10000000, got -1"
        ),
        (
            #"{"t": 0, \#(drag), "duration": 1, "profile": "bouncy"}"#,
            #"events[0].profile: expected one of linear, easeOut, easeInOut, got "bouncy""#
        ),
        (
            #"{"t": 0, \#(drag), "duration": 1, "velocity": {"x": 0, "y": 1}}"#,
            #"events[0]: unknown key "velocity" (expected by, duration, finger, from, gesture, hold, "#
                + #"holdBefore, profile, t, to)"#
        ),
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 2}, "duration": 0}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 2}, "holdBefore": 1}"#,
            #"events[0]: unknown key "holdBefore" (expected at, count, duration, finger, gesture, t)"#
        ),
        (#"{"t": 0, "gesture": "tap"}"#, #"events[0]: missing required key "at""#),
        (#"{"t": 0, "gesture": "fling", "from": {"x": 1, "y": 2}}"#, #"events[0]: missing required key "velocity""#),
        (
            #"{"t": 0, "gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": 0}}"#,
            "events[0].velocity: expected a speed of at least 1 pt/s, got 0"
        ),
        (
            #"{"t": 0, "gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": 900}, "duration": 0}"#,
            "events[0].duration: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}, {"x": 0, "y": 5, "t": 0.1}, "#
                + #"{"x": 0, "y": 9, "t": 0.1}]}"#,
            "events[0].points[2].t: expected a time greater than 0.1 (the previous point's t), got 0.1"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}, {"x": 0, "y": 5, "t": 0.2}, "#
                + #"{"x": 0, "y": 9, "t": 0.15}]}"#,
            "events[0].points[2].t: expected a time greater than 0.2 (the previous point's t), got 0.15"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0.05}, {"x": 0, "y": 5, "t": 0.2}]}"#,
            "events[0].points[0].t: expected 0 (the first point starts the motion), got 0.05"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}]}"#,
            "events[0].points: expected at least two points, got 1"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0}, {"x": 0, "y": 5, "t": 0.2}]}"#,
            #"events[0].points[0]: missing required key "t""#
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0, "dt": 1}, {"x": 0, "y": 5, "t": 0.2}]}"#,
            #"events[0].points[0]: unknown key "dt" (expected t, x, y)"#
        ),
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 2}, "finger": 21}"#,
            "events[0].finger: expected an integer from 0 to 20, got 21"
        ),
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 2}, "phase": "began"}"#,
            #"events[0]: an event has one of "phase", "call" and "gesture", not 2"#
        ),
        (#"{"t": 0}"#, #"events[0]: expected a "phase" (touch), "call" or "gesture" key"#),
        (
            #"{"t": 9999999.99, \#(drag), "duration": 1}"#,
            "events[0]: the gesture ends at 10000000.99 s, after the 10000000 s limit"
        ),
    ])
    func invalidGesturesGiveOneLine(event: String, message: String) {
        #expect(throws: ReplayError.self) { try Self.decode(Self.trace(event)) }
        do { _ = try Self.decode(Self.trace(event)) } catch { #expect(error.description == message) }
    }

    @Test(arguments: [
        // A hand touch on the finger a drag still holds (the drag ends at 0.42 s).
        (
            #"{"t": 0.22, \#(drag), "duration": 0.2}, {"t": 0.3, "call": "scrollToTop"}, {"t": 0.4, "#
                + #""phase": "began", "x": 1, "y": 1}"#,
            "events[2]: finger 0 is still dragging until 0.42 s (events[0]), but events[2] touches it at 0.4 s"
        ),
        // A gesture on a finger another gesture holds.
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 1}, "duration": 0.5, "finger": 1}, {"t": 0.25, "#
                + #""gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": 900}, "finger": 1}"#,
            "events[1]: finger 1 is still tapping until 0.5 s (events[0]), but events[1] touches it at 0.25 s"
        ),
        // A default-length fling at 120 Hz: 1000 pt/s needs 2 samples of slop, then 4 (0.05 s).
        (
            #"{"t": 0, "gesture": "fling", "from": {"x": 1, "y": 2}, "velocity": {"x": 0, "y": 1000}}, "#
                + #"{"t": 0.049, "phase": "began", "x": 1, "y": 1}"#,
            "events[1]: finger 0 is still flinging until 0.05 s (events[0]), but events[1] touches it at 0.049 s"
        ),
        (
            #"{"t": 0, "gesture": "path", "points": [{"x": 0, "y": 0, "t": 0}, {"x": 0, "y": 5, "t": 0.2}], "#
                + #""hold": 0.1}, {"t": 0.1, "gesture": "tap", "at": {"x": 1, "y": 1}}"#,
            "events[1]: finger 0 is still moving along its path until 0.3 s (events[0]), "
                + "but events[1] touches it at 0.1 s"
        ),
        // A gesture on a finger a hand-written touch holds.
        (
            #"{"t": 0, "phase": "began", "x": 1, "y": 1}, {"t": 0.1, "gesture": "tap", "at": {"x": 1, "y": 1}}"#,
            "events[1]: finger 0 is already down (it began at events[0])"
        ),
        // Once the gesture has lifted, the finger is free: a move needs a new began.
        (
            #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 1}}, {"t": 0.1, "phase": "moved", "x": 1, "y": 1}"#,
            #"events[1].phase: finger 0 is not down (expected "began" before "moved")"#
        ),
    ])
    func overlappingUseOfAFingerNamesBothEvents(events: String, message: String) {
        #expect(throws: ReplayError.self) { try Self.decode(Self.trace(events)) }
        do { _ = try Self.decode(Self.trace(events)) } catch { #expect(error.description == message) }
    }

    @Test func aFingerIsFreeAtTheInstantItsGestureLifts() throws {
        let decoded = try Self.decode(
            Self.trace(
                #"{"t": 0, "gesture": "tap", "at": {"x": 1, "y": 1}}, {"t": 0.05, "phase": "began", "x": 2, "#
                    + #""y": 2}, {"t": 0.05, "gesture": "tap", "at": {"x": 3, "y": 3}, "finger": 1}"#
            ))
        var events = decoded.expandedEvents
        var out: [TraceEvent] = []
        while let event = try events.next() { out.append(event) }
        #expect(
            out == [
                .touch(time: 0, finger: 0, phase: .began, location: Point(x: 1, y: 1)),
                .touch(time: 0.05, finger: 0, phase: .ended, location: Point(x: 1, y: 1)),
                .touch(time: 0.05, finger: 0, phase: .began, location: Point(x: 2, y: 2)),
                .touch(time: 0.05, finger: 1, phase: .began, location: Point(x: 3, y: 3)),
                .touch(time: 0.1, finger: 1, phase: .ended, location: Point(x: 3, y: 3)),
            ])
    }

    @Test(arguments: [(0.0, "0"), (481.0, "481")])
    func touchRateIsBounded(rate: Double, shown: String) {
        let text = Self.trace(
            #"{"t": 0, "phase": "began", "x": 1, "y": 1}"#, screen: #""screen": {"touchRate": \#(shown)}, "#)
        do {
            _ = try Self.decode(text)
            Issue.record("decoded a touch rate of \(rate)")
        } catch {
            #expect(error.description == "screen.touchRate: expected a number from 1 to 480, got \(shown)")
        }
    }
}
