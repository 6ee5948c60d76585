import Testing

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// Tests that the reader's fast path for built-in gestures reads exactly what the general path reads.
///
/// The streaming reader's fast path for the built-in gestures (`PlainGesture`) against its general path (`JSONScanner`,
/// `Trace.decodeEvent`, the plug-in's closure): the same events to the bit, the same warnings, the same errors at the
/// same places, from memory, a regular file and a pipe, with events cut at every chunk boundary; the gestures it reads
/// take the fast path (counted), and the ones it declines are read by the general path as before.
struct PlainGestureTests {
    /// A trace whose finger 0 touches and lifts, then `gesture` (at t 0.5 or so), then a touch of
    /// finger 5 at t 20.
    static func trace(_ gesture: String) -> [UInt8] {
        let text = """
            {"scrollsim": 1, "name": "g", "log": {}, "screen": {}, "scrollView": {"frame": \
            {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 393, "height": 4000}}, "events": [
            {"t": 0, "phase": "began", "x": 1, "y": 2},
            {"t": 0.1, "phase": "ended", "x": 1, "y": 2},
            \(gesture),
            {"t": 20, "phase": "began", "x": 1, "y": 4, "finger": 5},
            {"t": 20.1, "phase": "ended", "x": 1, "y": 4, "finger": 5}
            ]}
            """
        return Array(text.utf8)
    }

    /// Reads `bytes` on the general path and on the fast path, and expects the same outcome everywhere.
    ///
    /// Reads `bytes` on the general path, then on the fast path from memory and from a file and a
    /// pipe in chunks of several sizes; expects the same outcome everywhere, and `plainGestures`
    /// gestures read by the fast path (none by the general one). Returns the general outcome.
    @discardableResult
    static func expectSameReadings(_ bytes: [UInt8], plainGestures: Int, _ note: String) -> String {
        let general = PlainTouchTests.general(bytes)
        #expect(general.plainGestures == 0)
        for reading in PlainTouchTests.fast(bytes, chunkSizes: [1, 2, 3, 5, 8, 13, 64, 4096]) {
            #expect(reading.outcome == general.outcome, "\(note)")
            #expect(reading.plainGestures == plainGestures, "\(note)")
        }
        return general.outcome
    }

    /// Gestures the fast path reads: every key of each built-in plug-in, in other key orders and
    /// spacings, with numbers written in several ways.
    static let plainGestures = [
        #"{"t": 0.5, "gesture": "fling", "from": {"x": 196, "y": 700}, "velocity": {"x": 0, "y": -2400}}"#,
        #"{ "velocity" : { "y" : 24e2 , "x" : -0 } , "holdBefore" : 0.1 , "duration" : 5E-2 , "from" : { "y" : 1.0 , "x" : 1234.5678901234567890 } , "finger" : 2.0 , "gesture" : "fling" , "t" : 5e-1 }"#,
        #"{"t":0.5,"gesture":"fling","from":{"x":0,"y":0},"velocity":{"x":0.6,"y":0.8},"finger":20}"#,
        #"{"t": 0.5, "gesture": "drag", "from": {"x": 196, "y": 700}, "to": {"x": 196, "y": 300}, "duration": 0.3}"#,
        #"{"t": 0.5, "gesture": "drag", "from": {"x": 196, "y": 700}, "by": {"x": -0.0, "y": -400}, "duration": 0.3, "hold": 0.2, "holdBefore": 0, "profile": "easeOut", "finger": 1}"#,
        #"{"profile": "easeInOut", "duration": 1, "by": {"y": 1e1, "x": 1E1}, "from": {"y": -10000000, "x": 10000000}, "gesture": "drag", "t": 0.5}"#,
        #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}}"#,
        #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "count": 2, "duration": 0.025, "finger": 3}"#,
        #"{"t": 0.5, "gesture": "tap", "count": 10.0, "at": {"y": 0.5, "x": 0.25}}"#,
    ]

    @Test(arguments: plainGestures)
    func plainGesturesTakeTheFastPathAndReadTheSame(gesture: String) {
        let outcome = Self.expectSameReadings(Self.trace(gesture), plainGestures: 1, gesture)
        #expect(!outcome.hasPrefix("error"), "\(outcome)")
    }

    /// Gestures the fast path declines, each with the general path's error message.
    ///
    /// Gestures the fast path declines: plug-ins and forms it does not read, and every rule the general decoder and the
    /// plug-ins enforce, each with the general path's message (the fast path must name the same place with the same
    /// words).
    static let declinedGestures: [(gesture: String, message: String?)] = [
        // Valid, but not plain.
        (#"{"t": 0.5, "gesture": "fl\u0069ng", "from": {"x": 1, "y": 1}, "velocity": {"x": 0, "y": 900}}"#, nil),
        (#"{"t": 0.5, "gesture": "tap", "\u0061t": {"x": 1, "y": 1}}"#, nil),
        (#"{"t": 0.5, "gesture": "path", "points": [{"x": 1, "y": 1, "t": 0}, {"x": 1, "y": 9, "t": 0.1}]}"#, nil),
        (#"{"t": 0.5, "gesture": "pinch", "center": {"x": 100, "y": 100}, "scale": 2, "duration": 0.3}"#, nil),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 1e400}, "duration": 0.3}"#,
            "events[2].to.y: expected a number from -10000000 to 10000000, got a number too large for a Double"
        ),
        // The plug-ins' rules.
        (
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 1, "y": 1}, "velocity": {"x": 0.5, "y": 0}}"#,
            "events[2].velocity: expected a speed of at least 1 pt/s, got 0.5"
        ),
        (#"{"t": 0.5, "gesture": "fling", "from": {"x": 1, "y": 1}}"#, #"events[2]: missing required key "velocity""#),
        (
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 1, "y": 1}, "velocity": {"x": 1, "y": 1}, "hold": 1}"#,
            #"events[2]: unknown key "hold" (expected duration, finger, from, gesture, holdBefore, t, velocity)"#
        ),
        (
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 1}, "velocity": {"x": 1, "y": 1}}"#,
            #"events[2].from: missing required key "y""#
        ),
        (
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 1, "y": 1, "z": 1}, "velocity": {"x": 1, "y": 1}}"#,
            #"events[2].from: unknown key "z" (expected x, y)"#
        ),
        (
            #"{"t": 0.5, "gesture": "fling", "from": [1, 1], "velocity": {"x": 1, "y": 1}}"#,
            "events[2].from: expected an object, got an array"
        ),
        (
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 1, "y": 1}, "velocity": {"x": 1, "y": 1}, "duration": 0}"#,
            "events[2].duration: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}, "by": {"x": 1, "y": 9}, "duration": 1}"#,
            #"events[2]: give either "to" or "by", not both"#
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "duration": 1}"#,
            #"events[2]: missing required key "to" (or "by")"#
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}}"#,
            #"events[2]: missing required key "duration""#
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}, "duration": 1, "hold": -1}"#,
            "events[2].hold: expected a number from 0 to 10000000, got -1"
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}, "duration": 1, "profile": "wobbly"}"#,
            #"events[2].profile: expected one of linear, easeOut, easeInOut, got "wobbly""#
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1e8, "y": 1}, "to": {"x": 1, "y": 9}, "duration": 1}"#,
            "events[2].from.x: expected a number from -10000000 to 10000000, got 1e8"
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "to": {"x": 1, "y": 9}, "duration": 1, "count": 2}"#,
            #"events[2]: unknown key "count" (expected by, duration, finger, from, gesture, hold, holdBefore, profile, t, to)"#
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "count": 11}"#,
            "events[2].count: expected an integer from 1 to 10, got 11"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "count": 1.5}"#,
            "events[2].count: expected an integer, got 1.5"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "count": "2"}"#,
            "events[2].count: expected an integer from 1 to 10, got a string"
        ),
        // The general decoder's rules.
        (
            #"{"t": 0.5, "gesture": "swipe", "at": {"x": 1, "y": 1}}"#,
            #"events[2].gesture: expected one of drag, fling, tap, path, pinch, got "swipe""#
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "finger": 21}"#,
            "events[2].finger: expected an integer from 0 to 20, got 21"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "finger": 0.5}"#,
            "events[2].finger: expected an integer, got 0.5"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "phase": "began", "at": {"x": 1, "y": 1}}"#,
            #"events[2]: an event has one of "phase", "call" and "gesture", not 2"#
        ),
        (
            #"{"t": 1e300, "gesture": "tap", "at": {"x": 1, "y": 1}}"#,
            "events[2].t: expected a number from -10000000 to 10000000, got 1e300"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}, "at": {"x": 1, "y": 1}}"#,
            #"5:54: duplicate key "at" in an object"#
        ),
        (#"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1},}"#, "5:53: trailing comma before '}'"),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}"#,
            "6:1: expected a string key after ',', found '{'"
        ),
    ]

    @Test(arguments: declinedGestures)
    func declinedGesturesReadAsBefore(gesture: String, message: String?) {
        let outcome = Self.expectSameReadings(Self.trace(gesture), plainGestures: 0, gesture)
        if let message { #expect(outcome == "error: \(message)") } else { #expect(!outcome.hasPrefix("error")) }
    }

    /// Gestures the fast path reads that the general rules refuse or warn about, with the expected message.
    ///
    /// Gestures the fast path reads whose time or fingers the general decoder's rules refuse, or that draw a warning:
    /// the same message (or warning) on both paths, at the gesture's index; `plain` gestures were read by the fast path
    /// before it.
    static let ruledGestures: [(events: String, plain: Int, message: String)] = [
        (
            #"{"t": 0.05, "gesture": "tap", "at": {"x": 1, "y": 1}}"#, 0,
            "error: events[2].t: expected a time ≥ 0.1 (the previous event's t), got 0.05"
        ),
        (
            #"{"t": 0.5, "phase": "began", "x": 1, "y": 2}, {"t": 0.6, "gesture": "tap", "at": {"x": 1, "y": 1}}"#, 0,
            "error: events[3]: finger 0 is already down (it began at events[2])"
        ),
        (
            #"{"t": 0.5, "gesture": "tap", "at": {"x": 1, "y": 1}}, {"t": 0.52, "gesture": "fling", "from": {"x": 1, "y": 1}, "velocity": {"x": 0, "y": 900}}"#,
            1,
            "error: events[3]: finger 0 is still tapping until 0.55 s (events[2]), but events[3] touches it at 0.52 s"
        ),
        (
            #"{"t": 9999999.9, "gesture": "drag", "from": {"x": 1, "y": 1}, "by": {"x": 0, "y": 9}, "duration": 1}"#, 0,
            "error: events[2]: the gesture ends at 10000000.9 s, after the 10000000 s limit"
        ),
        (
            #"{"t": 0.5, "gesture": "drag", "from": {"x": 1, "y": 1}, "by": {"x": 0, "y": 9}, "duration": 100}"#, 1,
            "warnings: [\"events[2]: the drag gesture lasts 100 s; are the times in milliseconds?\"]"
        ),
    ]

    @Test(arguments: ruledGestures)
    func theEventRulesApplyToPlainGestures(events: String, plain: Int, message: String) {
        let outcome = Self.expectSameReadings(Self.trace(events), plainGestures: plain, events)
        #expect(outcome.hasSuffix(message), "\(outcome)")
    }

    /// Tests that a registry's own `fling` plug-in takes the general path while the built-in `drag` stays fast.
    ///
    /// A registry that replaces the built-in `fling` with its own plug-in: its flings take the general path (its
    /// decoder, not the built-in rules); the built-in `drag` still takes the fast path.
    @Test func aReplacedPluginTakesTheGeneralPath() throws {
        let flingAsTap = GestureDescriptor(type: .fling) { reader throws(TraceDecodingError) in
            let at = try reader.gesturePoint("from")
            reader.allow("velocity")
            return .tap(at: at, duration: 0.05, count: 1)
        }
        let plugins = PluginRegistry(behaviors: [], coordinators: [], gestures: [flingAsTap, .drag])
        let bytes = Self.trace(
            #"{"t": 0.5, "gesture": "fling", "from": {"x": 3, "y": 4}, "velocity": {"x": 0, "y": 900}}, "#
                + #"{"t": 1, "gesture": "drag", "from": {"x": 1, "y": 1}, "by": {"x": 0, "y": 9}, "duration": 0.5}"#)
        let reader = try TraceReader(bytes: bytes, plugins: plugins)
        var events: [TraceEvent] = []
        while let event = try reader.next() { events.append(event) }
        #expect(reader.plainGestureCount == 1)
        guard case .gesture(_, let gesture) = events[2] else {
            Issue.record("events[2] is not a gesture: \(events[2])")
            return
        }
        #expect(gesture.kind == .tap, "the registry's own plug-in decoded it")
    }
}
