import ScrollSimTrace
import Testing

@testable import ScrollSimJSON

/// Messages quote numbers read from a trace exactly as it wrote them (`NumberLiteral`).
///
/// Messages quote numbers read from a trace exactly as it wrote them (`NumberLiteral`): the time
/// order of events, a finger held by a gesture, a path gesture's point times and the format
/// version; on the fast path for plain touch events and on the general path (an unknown key or
/// an escaped phase sends an event there; `readsPlainTouches: false` sends every event), from
/// memory, a regular file and a pipe, and through the tree decoder. A literal longer than
/// `NumberLiteral.capacity` bytes is quoted in its shortest form.
struct NumberLiteralTests {
    /// 40 bytes: too long to keep, quoted as `0.0625`.
    static let long = "0.06250000000000000000000000000000000000"
    /// Exactly `NumberLiteral.capacity` (32) bytes: kept.
    static let longest = "0.062500000000000000000000000000"

    @Test func theLiteralsHaveTheirLengths() {
        #expect(Self.long.utf8.count == 40)
        #expect(Self.longest.utf8.count == NumberLiteral.capacity)
    }

    /// A trace with `events` (one per line after the header), read by every path: the general
    /// path's outcome, which every fast reading must equal.
    static func outcome(_ events: [String], header: String = #""scrollsim": 1"#) -> String {
        let text = """
            {\(header), "name": "n", "log": {}, "screen": {}, "scrollView": {"frame": \
            {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}},
            "events": [
            \(events.joined(separator: ",\n"))
            ]}
            """
        let bytes = Array(text.utf8)
        let general = PlainTouchTests.general(bytes)
        for reading in PlainTouchTests.fast(bytes, chunkSizes: [1, 7, 4096]) {
            #expect(reading.outcome == general.outcome, "\(text)")
        }
        // The tree decoder (the whole document parsed first) says the same.
        let tree: String
        do {
            _ = try Trace.decode(try JSONParser.parse(bytes))
            tree = "no error"
        } catch {
            tree = "\(error)"
        }
        #expect(general.outcome == "error: \(tree)")
        return general.outcome
    }

    /// A touch event of finger 0 at `t` in `phase`; `route` sends it to the general path.
    static func touch(_ t: String, _ phase: String, route: Route = .plain) -> String {
        switch route {
        case .plain: #"{"t": \#(t), "phase": "\#(phase)", "x": 1, "y": 2}"#
        case .unknownKey: #"{"t": \#(t), "phase": "\#(phase)", "x": 1, "y": 2, "z": 0}"#
        case .escapedPhase: #"{"t": \#(t), "phase": "\u00\#(phase == "began" ? "62egan" : "6doved")", "x": 1, "y": 2}"#
        }
    }

    /// How an event is written: plain, with an unknown key, or with an escape in its phase.
    ///
    /// How an event is written: plain (the fast path reads it), with an unknown key (an error the general path finds
    /// after the time rules), or with an escape in its phase (valid; the general path reads it).
    enum Route: CaseIterable {
        case plain, unknownKey, escapedPhase
    }

    // MARK: Time order

    /// (previous event's t, this event's t, the message's quotes).
    static let timeOrder: [(previous: String, current: String, quoted: String)] = [
        ("1.50", "1.25", "≥ 1.50 (the previous event's t), got 1.25"),
        ("2e-1", "0.1", "≥ 2e-1 (the previous event's t), got 0.1"),
        ("1.0E+0", "0.5", "≥ 1.0E+0 (the previous event's t), got 0.5"),
        ("-0", "-1e-1", "≥ -0 (the previous event's t), got -1e-1"),
        ("0.0625", "0.062", "≥ 0.0625 (the previous event's t), got 0.062"),
        (long, "0.062", "≥ 0.0625 (the previous event's t), got 0.062"),
        (longest, "0.062", "≥ \(longest) (the previous event's t), got 0.062"),
        ("5", "1.50", "≥ 5 (the previous event's t), got 1.50"),
        ("5", "2e-1", "≥ 5 (the previous event's t), got 2e-1"),
        ("5", "1.0E+0", "≥ 5 (the previous event's t), got 1.0E+0"),
        ("5", "-0", "≥ 5 (the previous event's t), got -0"),
        ("5", "0.0625", "≥ 5 (the previous event's t), got 0.0625"),
        ("5", long, "≥ 5 (the previous event's t), got 0.0625"),
        ("5", longest, "≥ 5 (the previous event's t), got \(longest)"),
    ]

    @Test(arguments: timeOrder)
    func aTimeGoingBackQuotesBothTimesAsWritten(previous: String, current: String, quoted: String) {
        for (first, second) in [(Route.plain, Route.plain), (.plain, .unknownKey), (.escapedPhase, .plain)] {
            let outcome = Self.outcome([
                Self.touch("-2", "began"), Self.touch(previous, "moved", route: first),
                Self.touch(current, "moved", route: second),
            ])
            #expect(outcome == "error: events[2].t: expected a time \(quoted)")
        }
    }

    // MARK: A finger held by a gesture

    /// (the tap's t, the touch's t, the message's times: the tap's end is computed).
    static let heldFinger: [(tap: String, touch: String, quoted: String)] = [
        ("1.5", "1.50", "until 1.55 s (events[0]), but events[1] touches it at 1.50 s"),
        ("0.2", "2e-1", "until 0.25 s (events[0]), but events[1] touches it at 2e-1 s"),
        ("1", "1.0E+0", "until 1.05 s (events[0]), but events[1] touches it at 1.0E+0 s"),
        ("-0.01", "-0", "until 0.04 s (events[0]), but events[1] touches it at -0 s"),
        ("0.0625", "0.0625", "until 0.1125 s (events[0]), but events[1] touches it at 0.0625 s"),
        ("0.0625", long, "until 0.1125 s (events[0]), but events[1] touches it at 0.0625 s"),
    ]

    @Test(arguments: heldFinger)
    func aTouchOfAHeldFingerQuotesItsTimeAsWritten(tap: String, touch: String, quoted: String) {
        let gesture = #"{"t": \#(tap), "gesture": "tap", "at": {"x": 1, "y": 1}}"#
        for route in Route.allCases {
            let outcome = Self.outcome([gesture, Self.touch(touch, "began", route: route)])
            #expect(outcome == "error: events[1]: finger 0 is still tapping \(quoted)")
        }
        // A second gesture on the held finger (always the general path).
        let second = #"{"t": \#(touch), "gesture": "tap", "at": {"x": 1, "y": 1}}"#
        #expect(Self.outcome([gesture, second]) == "error: events[1]: finger 0 is still tapping \(quoted)")
    }

    // MARK: Path gestures

    static let pathTimes: [(times: [String], message: String)] = [
        (["0", "1.50", "1.25"], "points[2].t: expected a time greater than 1.50 (the previous point's t), got 1.25"),
        (
            ["0", "2e-1", "2.0E-1"],
            "points[2].t: expected a time greater than 2e-1 (the previous point's t), got 2.0E-1"
        ),
        (["0", "1.0E+0", "1"], "points[2].t: expected a time greater than 1.0E+0 (the previous point's t), got 1"),
        (["-0", "-0"], "points[1].t: expected a time greater than -0 (the previous point's t), got -0"),
        (
            ["0", "0.0625", "0.062"],
            "points[2].t: expected a time greater than 0.0625 (the previous point's t), got 0.062"
        ),
        (
            ["0", long, "0.0625"],
            "points[2].t: expected a time greater than 0.0625 (the previous point's t), got 0.0625"
        ),
        (["1.50", "2"], "points[0].t: expected 0 (the first point starts the motion), got 1.50"),
        (["2e-1", "2"], "points[0].t: expected 0 (the first point starts the motion), got 2e-1"),
        (["1.0E+0", "2"], "points[0].t: expected 0 (the first point starts the motion), got 1.0E+0"),
        (["0.0625", "2"], "points[0].t: expected 0 (the first point starts the motion), got 0.0625"),
        ([long, "2"], "points[0].t: expected 0 (the first point starts the motion), got 0.0625"),
    ]

    @Test(arguments: pathTimes)
    func aPathQuotesItsPointTimesAsWritten(times: [String], message: String) {
        let points = times.enumerated().map { #"{"x": 1, "y": \#($0.offset), "t": \#($0.element)}"# }
        let gesture = #"{"t": 0.5, "gesture": "path", "points": [\#(points.joined(separator: ", "))]}"#
        #expect(
            Self.outcome([Self.touch("0", "began"), Self.touch("0.1", "ended"), gesture])
                == "error: events[2].\(message)")
    }

    // MARK: Format version

    static let versions: [(written: String, quoted: String)] = [
        ("1.50", "1.50"), ("2e-1", "2e-1"), ("2.0E+0", "2.0E+0"), ("-0", "-0"), ("0.0625", "0.0625"),
        (long, "0.0625"), (longest, longest),
    ]

    @Test(arguments: versions)
    func anUnsupportedVersionIsQuotedAsWritten(written: String, quoted: String) {
        let message = "error: scrollsim: unsupported format version \(quoted) (this build reads 1)"
        #expect(Self.outcome([Self.touch("0", "began")], header: #""scrollsim": \#(written)"#) == message)
        // Events before the header: the root is read to its end first.
        let late = """
            {"events": [{"t": 0, "phase": "began", "x": 1, "y": 2}], "scrollsim": \(written), "scrollView": \
            {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}}}
            """
        let bytes = Array(late.utf8)
        #expect(PlainTouchTests.general(bytes).outcome == message)
        for reading in PlainTouchTests.fast(bytes, chunkSizes: [3, 4096]) { #expect(reading.outcome == message) }
    }
}
