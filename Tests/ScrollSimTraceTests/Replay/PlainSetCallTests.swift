import Testing

@testable import ScrollSimTrace

/// Tests that the reader's fast path for `set` calls reads exactly what the general path reads.
///
/// The streaming reader's fast path for `set` calls (`PlainSetCall`) against its general path (`JSONScanner`,
/// `Trace.decodeEvent`): the same events to the bit, the same warnings, the same errors at the same places, from
/// memory, a regular file and a pipe, with events cut at every chunk boundary; the calls it reads take the fast path
/// (counted), and the ones it declines are read by the general path as before.
struct PlainSetCallTests {
    /// A trace with a scroll view `list` and a plain view `card`, a touch, then `call`.
    static func trace(_ call: String) -> [UInt8] {
        let text = """
            {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852}, "views": [
              {"id": "card", "kind": "view", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}},
              {"id": "list", "kind": "scrollView", "parent": "card", "frame": {"x": 0, "y": 0, "width": 393,
               "height": 852}, "contentSize": {"width": 393, "height": 4000}}]},
            "events": [
              {"t": 0, "phase": "began", "x": 100, "y": 700},
              \(call),
              {"t": 0.5, "phase": "ended", "x": 100, "y": 600}
            ]}
            """
        return Array(text.utf8)
    }

    /// Expects the same reading of `call` on the general path and on the fast path from every source.
    ///
    /// Reads the trace of `call` on the general path, then on the fast path from memory and from a file and a pipe in
    /// chunks of several sizes; expects the same outcome everywhere, and `plainSetCalls` calls read by the fast path
    /// (none by the general one).
    static func expectSameReadings(_ call: String, plainSetCalls: Int) {
        let bytes = trace(call)
        let general = PlainTouchTests.general(bytes)
        #expect(general.plainSetCalls == 0)
        for reading in PlainTouchTests.fast(bytes, chunkSizes: [1, 2, 3, 5, 8, 13, 64, 4096]) {
            #expect(reading.outcome == general.outcome)
            #expect(reading.plainSetCalls == plainSetCalls, "\(call)")
        }
    }

    /// Calls the fast path reads: every property it knows, in other key orders and spacings, with
    /// numbers written in several ways, and with or without a view.
    static let plainCalls = [
        #"{"t": 0.1, "call": "set", "property": "contentInset", "value": {"top": 60}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentInset", "value": {}}"#,
        #"{ "value" : { "bottom" : 4e1 , "left" : -0 , "right" : 0.5 , "top" : 1E+1 } , "property" : "contentInset" , "call" : "set" , "t" : 1e-1 }"#,
        #"{"t": 0.1, "call": "set", "view": "list", "property": "contentSize", "value": {"width": 393, "height": 40020}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentSize", "value": {"height": 0, "width": 1234.5678901234567890}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentOffset", "value": {"x": 0, "y": -120.25}}"#,
        #"{"t":0.1,"call":"set","property":"isPagingEnabled","value":true}"#,
        #"{"t": 0.1, "call": "set", "property": "isScrollEnabled", "value": false}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces", "value": false}"#,
        #"{"t": 0.1, "call": "set", "property": "bouncesZoom", "value": true}"#,
        #"{"t": 0.1, "call": "set", "property": "maximumZoomScale", "value": 3}"#,
        #"{"t": 0.1, "call": "set", "property": "minimumZoomScale", "value": 0.5}"#,
        #"{"t": 0.1, "call": "set", "property": "zoomScale", "value": 1.5e0}"#,
    ]

    @Test(arguments: plainCalls)
    func plainCallsTakeTheFastPathAndReadTheSame(call: String) {
        #expect(!PlainTouchTests.general(Self.trace(call)).outcome.hasPrefix("error"))
        Self.expectSameReadings(call, plainSetCalls: 1)
    }

    /// Calls the fast path declines: shapes it does not read, and every rule the general decoder
    /// enforces (the errors must name the same place with the same words).
    static let declinedCalls = [
        // Shapes left to the general path.
        #"{"t": 0.1, "call": "set", "view": "card", "property": "frame", "value": {"x": 0, "y": 9, "width": 393, "height": 700}}"#,
        #"{"t": 0.1, "call": "set", "property": "decelerationRate", "value": "fast"}"#,
        #"{"t": 0.1, "call": "set", "view": "l\u0069st", "property": "bounces", "value": true}"#,
        #"{"t": 0.1, "call": "setContentOffset", "x": 0, "y": 10, "animated": false}"#,
        #"{"t": 0.1, "call": "set", "property": "contentInset", "value": {"top": 1, "left": 2, "bottom": 3, "right": 4, "top": 5}}"#,
        // Errors.
        #"{"t": 0.1, "call": "set", "view": "nope", "property": "bounces", "value": true}"#,
        #"{"t": 0.1, "call": "set", "view": "card", "property": "bounces", "value": true}"#,
        #"{"t": 0.1, "call": "set", "property": "bouncez", "value": true}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces", "value": 1}"#,
        #"{"t": 0.1, "call": "set", "property": "contentSize", "value": {"width": 393}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentSize", "value": {"width": -1, "height": 3}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentInset", "value": {"top": 1, "middle": 2}}"#,
        #"{"t": 0.1, "call": "set", "property": "contentOffset", "value": {"x": 1e300, "y": 0}}"#,
        #"{"t": 0.1, "call": "set", "property": "zoomScale", "value": 0}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces", "value": true, "extra": 1}"#,
        #"{"t": 0.1, "t": 0.2, "call": "set", "property": "bounces", "value": true}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces"}"#,
        #"{"t": -0.1, "call": "set", "property": "bounces", "value": true}"#,
        #"{"t": 1e300, "call": "set", "property": "bounces", "value": true}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces", "value": tru}"#,
        #"{"t": 0.1, "call": "set", "property": "bounces", "value": true"#,
    ]

    @Test(arguments: declinedCalls)
    func declinedCallsReadAsBefore(call: String) {
        Self.expectSameReadings(call, plainSetCalls: 0)
    }

    /// Tests that a time going backwards is the same error on both paths and a fast-path call records its time.
    ///
    /// A time that goes backwards is the time rule's error, at its index, on both paths; a call the fast path admitted
    /// records its time (the next event is checked against it).
    @Test func theTimeRuleAppliesToAdmittedCalls() {
        for call in [
            #"{"t": 0.6, "call": "set", "property": "bounces", "value": true}"#,
            #"{"t": 0.1, "call": "set", "property": "bounces", "value": true}, {"t": 0.05, "phase": "moved", "x": 1, "y": 2}"#,
        ] {
            #expect(PlainTouchTests.general(Self.trace(call)).outcome.hasPrefix("error"))
            Self.expectSameReadings(call, plainSetCalls: 1)
        }
    }
}
