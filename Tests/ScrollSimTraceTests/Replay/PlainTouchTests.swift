import Foundation
import Testing

@_spi(ScrollSimInternal) @testable import ScrollSimJSON
@testable import ScrollSimTestSupport
@testable import ScrollSimTrace

/// Tests that the reader's fast path for plain touch events reads exactly what the general path reads.
///
/// The streaming reader's fast path for plain touch events (`PlainTouch`) against its general path (`JSONScanner`,
/// `Trace.decodeEvent`): the same events to the bit, the same warnings, the same errors at the same places, from
/// memory, a regular file and a pipe, with events cut at every chunk boundary; and the fast path really reads the plain
/// events (its count is checked).
struct PlainTouchTests {
    // MARK: Reading

    /// What a streaming read made of a trace: the events and warnings or the error, and the fast path's count.
    ///
    /// What a streaming read made of a trace: the events (bit-exact: `Double`'s description tells every value apart,
    /// `-0.0` from `0.0` included) and warnings, or the error; and how many events the fast path read.
    struct Reading: CustomStringConvertible {
        var outcome: String
        var plainTouches: Int
        /// How many `set` calls the fast path read (`PlainSetCallTests`).
        var plainSetCalls = 0
        /// How many gesture events the fast path read (`PlainGestureTests`).
        var plainGestures = 0
        var description: String { "\(plainTouches) plain: \(outcome)" }
    }

    static func read(_ open: () throws(ReplayError) -> TraceReader) -> Reading {
        var opened: TraceReader?
        do {
            let reader = try open()
            opened = reader
            var events: [TraceEvent] = []
            while let event = try reader.next() { events.append(event) }
            return Reading(
                outcome: "\(events)\nwarnings: \(reader.warnings)", plainTouches: reader.plainTouchCount,
                plainSetCalls: reader.plainSetCallCount, plainGestures: reader.plainGestureCount)
        } catch {
            return Reading(
                outcome: "error: \(error)", plainTouches: opened?.plainTouchCount ?? 0,
                plainSetCalls: opened?.plainSetCallCount ?? 0, plainGestures: opened?.plainGestureCount ?? 0)
        }
    }

    /// The general path's reading, from memory.
    static func general(_ bytes: [UInt8]) -> Reading {
        read { () throws(ReplayError) in try TraceReader(bytes: bytes, readsPlainTouches: false) }
    }

    /// The fast path's readings: from memory, then from a regular file and a pipe for each chunk size.
    static func fast(_ bytes: [UInt8], chunkSizes: [Int]) -> [Reading] {
        var readings = [read { () throws(ReplayError) in try TraceReader(bytes: bytes, readsPlainTouches: true) }]
        for chunkSize in chunkSizes {
            let open = { (fd: Int32) in
                read { () throws(ReplayError) in
                    try TraceReader(fileDescriptor: fd, maxInputBytes: 1 << 30, chunkSize: chunkSize)
                }
            }
            readings.append(Streaming.withFile(bytes, open))
            readings.append(Streaming.withPipe(bytes, open))
        }
        return readings
    }

    // MARK: Tokens

    @Test(arguments: PlainTouch.Key.allCases)
    func eachKeyWordIsItsQuotedName(key: PlainTouch.Key) {
        let bytes = Array("\"\(key.name)\"".utf8)
        let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        #expect(key.quoted.word == word)
        #expect(key.quoted.length == bytes.count)
    }

    /// Every phase by its name, near the end of the bytes (read byte by byte) or not (by words).
    @Test(arguments: TouchPhase.allCases)
    func everyPhaseIsReadByName(phase: TouchPhase) {
        for event in [
            #"{"t": 0, "phase": "\#(phase.rawValue)", "x": 1, "y": 2}"#,
            #"{"phase": "\#(phase.rawValue)", "x": 1, "y": 2, "t": 0}"#,
            #"{"t": 0, "x": 1, "y": 2, "phase": "\#(phase.rawValue)"}"#,
        ] {
            let bytes = Array(event.utf8)
            let scan = bytes.withUnsafeBufferPointer { PlainTouch.scan($0, from: 0) }
            guard case .read(let touch, let end) = scan else {
                Issue.record("\(event) is not read")
                continue
            }
            #expect(touch.phase == phase)
            #expect(end == bytes.count)
        }
    }

    // MARK: The corpus

    @Test(arguments: Streaming.corpus)
    func corpusTracesReadTheSameOnBothPaths(_ path: String) throws {
        let bytes = Streaming.corpusBytes(path)
        let general = Self.general(bytes)
        #expect(general.plainTouches == 0)
        #expect(!general.outcome.hasPrefix("error"), "\(general)")
        let readings = Self.fast(bytes, chunkSizes: [509])
        for reading in readings { #expect(reading.outcome == general.outcome) }
        // Every corpus trace with a hand-written touch has the plain form somewhere.
        guard case .object(let root) = try JSONParser.parse(bytes), case .array(let events)? = root["events"] else {
            Issue.record("no events array")
            return
        }
        let touches = events.filter { if case .object(let event) = $0 { event["phase"] != nil } else { false } }
        for reading in readings where !touches.isEmpty { #expect(reading.plainTouches > 0) }
    }

    // MARK: Generated variants

    /// An event's members as written: each key with its raw JSON value.
    typealias Members = [(key: String, value: String)]

    /// Two fingers and a third, in every phase; `finger` absent for finger 0 but once.
    static let script: [(finger: Int?, phase: TouchPhase)] = [
        (nil, .began), (nil, .moved), (nil, .moved), (1, .began), (0, .moved), (1, .moved), (nil, .stationary),
        (1, .moved), (1, .cancelled), (nil, .moved), (nil, .moved), (nil, .ended), (2, .began), (2, .stationary),
        (2, .moved), (2, .ended),
    ]

    /// Ways to write the time `step` × 0.125 s, all valid and the same number or nearly.
    static func timeText(_ step: Int, _ generator: inout SplitMix) -> String {
        var forms = [
            "\(Double(step) * 0.125)", "\(step * 125)e-3", "\(step * 125)E-3", "\(Double(step) * 0.0125)e1",
            "\(Double(step) * 0.125)0000000000000000000001",
        ]
        if step == 0 {
            forms += ["-0", "-0.0", "0e5", "-0E-2", "0.000000000000000000000000000000"]
        } else {
            forms.append("\(step * 125)000000000000000000e-21")
        }
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    /// Ways to write a coordinate near `value` (a multiple of 0.25 within ±10 000).
    static func coordinateText(_ value: Double, _ generator: inout SplitMix) -> String {
        let forms = [
            "\(value)", "\(Int(value * 100))e-2", "\(Int(value * 100))E+0", "\(value)000000000000000000001",
            "-0", "-0.0", "1e-30", "4.9e-324", "12345678901234567890e-18", "1E1", "1e+1", "10", "10.0",
            "0.00000000000000000000000000000000000001e40", "-\(value)", "9999999.999999999", "-10000000",
        ]
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    /// Ways to write the finger `finger`.
    static func fingerText(_ finger: Int, _ generator: inout SplitMix) -> String {
        var forms = ["\(finger)", "\(finger).0", "\(finger)e0", "\(finger).000E+0"]
        forms.append(finger == 0 ? "-0" : "\(finger)0e-1")
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    /// JSON whitespace, mostly short, sometimes with line breaks.
    static func space(_ generator: inout SplitMix) -> String {
        let forms = ["", "", "", " ", " ", "\n", "\t", "\r\n", "  \n  ", " \r\n\t "]
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    /// The script's events with the seed's number forms, in the seed's key orders.
    static func scriptEvents(_ generator: inout SplitMix) -> [Members] {
        script.enumerated().map { step, entry in
            var members: Members = [
                ("t", timeText(step, &generator)), ("phase", "\"\(entry.phase.rawValue)\""),
                ("x", coordinateText(100 + Double(step % 9) * 3.25, &generator)),
                ("y", coordinateText(700 - Double(step) * 12.5, &generator)),
            ]
            if let finger = entry.finger { members.append(("finger", fingerText(finger, &generator))) }
            return members.shuffled(using: &generator)
        }
    }

    /// A trace of `events` with the seed's whitespace between every two tokens.
    static func trace(_ events: [Members], _ generator: inout SplitMix) -> [UInt8] {
        var text = #"{"scrollsim": 1, "name": "plain", "screen": {}, "scrollView": {"frame": "#
        text += #"{"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}},"#
        text += "\n\"events\": [" + space(&generator)
        for (index, members) in events.enumerated() {
            if index > 0 { text += space(&generator) + "," + space(&generator) }
            text += "{" + space(&generator)
            for (offset, member) in members.enumerated() {
                if offset > 0 { text += space(&generator) + "," + space(&generator) }
                text += "\"\(member.key)\"" + space(&generator) + ":" + space(&generator) + member.value
                text += space(&generator)
            }
            text += "}"
        }
        text += space(&generator) + "]}\n"
        return Array(text.utf8)
    }

    @Test(arguments: 0..<12)
    func everyPlainFormTakesTheFastPathAndReadsTheSame(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let bytes = Self.trace(Self.scriptEvents(&generator), &generator)
        let general = Self.general(bytes)
        #expect(!general.outcome.hasPrefix("error"), "\(general)")
        guard case .trace(let tree) = Streaming.treeDecode(bytes) else {
            Issue.record("the tree decoder rejects the trace")
            return
        }
        #expect(general.outcome.hasPrefix("\(tree.events)"))
        for reading in Self.fast(bytes, chunkSizes: [1, 2, 3, 5, 8, 13, 64, 4096]) {
            #expect(reading.outcome == general.outcome)
            #expect(reading.plainTouches == Self.script.count, "every event is plain")
        }
    }

    /// Valid events that are not plain: the general path reads them, the fast path the others.
    @Test(arguments: [
        #"{"t": 0.3, "phase": "mo\u0076ed", "x": 1, "y": 2}"#,
        #"{"\u0074": 0.3, "phase": "moved", "x": 1, "y": 2}"#,
        #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "finger": 0.0}"#,
        #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "finger": 0}"#,
        #"{"t": 0.3, "call": "scrollToTop"}"#,
        #"{"t": 0.3, "gesture": "tap", "at": {"x": 1, "y": 1}, "finger": 3}"#,
    ])
    func eventsThatAreNotPlainReadTheSame(event: String) {
        let plain = event.contains(#""finger": 0"#)
        let bytes = Self.errorTrace(event)
        let general = Self.general(bytes)
        #expect(!general.outcome.hasPrefix("error"), "\(general)")
        for reading in Self.fast(bytes, chunkSizes: [3, 11, 4096]) {
            #expect(reading.outcome == general.outcome)
            #expect(reading.plainTouches == (plain ? 5 : 4))
        }
    }

    // MARK: Errors

    /// Returns a trace with `event` between plain events, with or without a header that lets the events stream.
    ///
    /// Three plain events, `event`, and a plain one after it, one event a line; when `streams` is false, the header
    /// lacks `name` and `log`, so the events array is skipped and read again after the root.
    static func errorTrace(_ event: String, streams: Bool = true) -> [UInt8] {
        let text = """
            {"scrollsim": 1, \(streams ? #""name": "e", "log": {}, "# : "")"screen": {}, "scrollView": {"frame": \
            {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 393, "height": 4000}}, "events": [
            {"t": 0, "phase": "began", "x": 1, "y": 2},
            {"t": 0.1, "phase": "moved", "x": 1, "y": 2.5},
            {"t": 0.2, "phase": "moved", "x": 1, "y": 3},
            \(event),
            {"t": 2.5, "phase": "moved", "x": 1, "y": 4}
            ]}
            """
        return Array(text.utf8)
    }

    /// Each bad fourth event and the message both paths give (the general path's own message).
    static let errors: [(event: String, message: String)] = [
        (
            #"{"t": 1e400, "phase": "moved", "x": 1, "y": 2}"#,
            "events[3].t: expected a number from -10000000 to 10000000, got a number too large for a Double"
        ),
        (#"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "t": 0.4}"#, #"6:46: duplicate key "t" in an object"#),
        (
            #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "z": 1}"#,
            #"events[3]: unknown key "z" (expected finger, phase, t, x, y)"#
        ),
        (
            #"{"t": 0.3, "phase": "move", "x": 1, "y": 2}"#,
            #"events[3].phase: expected one of began, moved, stationary, ended, cancelled, got "move""#
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "finger": 2.5}"#,
            "events[3].finger: expected an integer, got 2.5"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "finger": 21}"#,
            "events[3].finger: expected an integer from 0 to 20, got 21"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": 1, "y": 2, "finger": -1}"#,
            "events[3].finger: expected an integer from 0 to 20, got -1"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": "1", "y": 2}"#,
            "events[3].x: expected a number from -10000000 to 10000000, got a string"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": null, "y": 2}"#,
            "events[3].x: expected a number from -10000000 to 10000000, got null"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": [1], "y": 2}"#,
            "events[3].x: expected a number from -10000000 to 10000000, got an array"
        ),
        (
            #"{"t": 0.3, "phase": "moved", "x": 1e8, "y": 2}"#,
            "events[3].x: expected a number from -10000000 to 10000000, got 1e8"
        ),
        (#"{"t": 0.3, "phase": "moved", "x": 1}"#, #"events[3]: missing required key "y""#),
        (#"{"t": 01, "phase": "moved", "x": 1, "y": 2}"#, "6:7: leading zeros are not allowed"),
        (#"{"t": -, "phase": "moved", "x": 1, "y": 2}"#, "6:8: expected a digit after '-', found ','"),
        (#"{"t": 1., "phase": "moved", "x": 1, "y": 2}"#, "6:9: expected a digit after '.', found ','"),
        (#"{"t": 1e+, "phase": "moved", "x": 1, "y": 2}"#, "6:10: expected a digit in the exponent, found ','"),
        (#"{"t": 0.3, "phase": "moved", "x": 1, "y": 2,}"#, "6:45: trailing comma before '}'"),
        (
            #"{"t": 0.3 "phase": "moved", "x": 1, "y": 2}"#,
            "6:11: expected ',' or '}' after an object member, found '\"'"
        ),
        (
            #"{"t": 0.3, "phase": "mo\#u{7}ved", "x": 1, "y": 2}"#,
            "6:24: control character U+0007 must be escaped in a string"
        ),
        (
            #"{"t": 0.05, "phase": "moved", "x": 1, "y": 2}"#,
            "events[3].t: expected a time ≥ 0.2 (the previous event's t), got 0.05"
        ),
        (
            #"{"t": 5.0E-2, "phase": "moved", "x": 1, "y": 2}"#,
            "events[3].t: expected a time ≥ 0.2 (the previous event's t), got 5.0E-2"
        ),
        (
            #"{"t": 0.3, "phase": "began", "x": 1, "y": 2}"#,
            "events[3].phase: finger 0 is already down (it began at events[0])"
        ),
        (
            #"{"t": 0.3, "phase": "ended", "x": 1, "y": 2, "finger": 4}"#,
            #"events[3].phase: finger 4 is not down (expected "began" before "ended")"#
        ),
        (#", {"t": 0.3, "phase": "moved", "x": 1, "y": 2}"#, "6:1: expected a value, found ','"),
    ]

    @Test(arguments: errors)
    func errorsKeepTheirMessageAndPlace(event: String, message: String) {
        for streams in [true, false] {
            let bytes = Self.errorTrace(event, streams: streams)
            let general = Self.general(bytes)
            #expect(general.outcome == "error: \(message)")
            for reading in Self.fast(bytes, chunkSizes: [1, 4, 9, 4096]) {
                #expect(reading.outcome == general.outcome)
                // Streaming, the events before the bad one take the fast path.
                if streams { #expect(reading.plainTouches == 3) }
            }
        }
    }

    /// A finger a gesture holds, touched by a plain event: the rule and message of the general path.
    @Test func aFingerHeldByAGestureIsRefusedOnBothPaths() {
        let bytes = Self.errorTrace(
            #"{"t": 0.3, "gesture": "tap", "at": {"x": 1, "y": 1}, "finger": 3}, "#
                + #"{"t": 0.31, "phase": "began", "x": 1, "y": 2, "finger": 3}"#)
        let general = Self.general(bytes)
        let message =
            "events[4]: finger 3 is still tapping until 0.35 s (events[3]), but events[4] touches it at 0.31 s"
        #expect(general.outcome == "error: \(message)")
        for reading in Self.fast(bytes, chunkSizes: [5, 4096]) {
            #expect(reading.outcome == general.outcome)
            #expect(reading.plainTouches == 3)
        }
    }

    /// Tests that an input over the size limit fails alike on both paths, even inside a fast-path event.
    ///
    /// An input over the size limit fails with the same error on both paths, even when the limit falls inside an event
    /// the fast path is reading (it reads on exactly as the general path).
    @Test(arguments: [4_000, 4_050, 4_099])
    func theInputLimitStopsBothPathsAlike(limit: Int) {
        let events = (1...200).map { #"{"t": \#($0), "phase": "moved", "x": 1, "y": \#($0)}"# }
        let bytes = Self.errorTrace(events.joined(separator: ",\n"))
        let readings = [false, true].map { fast in
            Streaming.withPipe(bytes) { fd in
                Self.read { () throws(ReplayError) in
                    try TraceReader(fileDescriptor: fd, maxInputBytes: limit, chunkSize: 97, readsPlainTouches: fast)
                }
            }
        }
        #expect(
            readings[0].outcome
                == "error: input larger than \(limit) bytes (the input size limit; raise it with --max-input-bytes)")
        #expect(readings[1].outcome == readings[0].outcome)
        #expect(readings[1].plainTouches > 3)
    }

    /// A moving finger's samples more than 1 s apart: the same warning from both paths.
    @Test func warningsAreTheSameOnBothPaths() {
        let bytes = Self.errorTrace(#"{"t": 0.3, "phase": "moved", "x": 1, "y": 2}"#)
        let general = Self.general(bytes)
        let warning =
            "events[4]: finger 0 moved 2.2 s after its previous sample (events[3]); are the times in milliseconds?"
        #expect(general.outcome.hasSuffix("warnings: [\"\(warning)\"]"))
        for reading in Self.fast(bytes, chunkSizes: [6, 4096]) {
            #expect(reading.outcome == general.outcome)
            #expect(reading.plainTouches == 5)
        }
    }
}
