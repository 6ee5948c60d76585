import ScrollSimJSON
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// The shrinker's passes and limits on small traces, with predicates over the replay's log.
struct TraceShrinkerTests {
    /// A candidate's log, or "" when it does not replay.
    static func log(_ candidate: ShrinkCandidate) -> String { (try? candidate.log.get()) ?? "" }

    static func document(_ text: String) throws -> TraceDocument { try TraceDocument(parsing: Array(text.utf8)) }

    static let scene =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}"#

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var trace: String
        /// The log must contain this text.
        var logContains: String
        /// Texts the shrunk trace must contain.
        var resultContains: [String]
        /// Texts the shrunk trace must not contain.
        var resultLacks: [String]
        var maximumEvents: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "raw touches become one drag gesture", trace: Traces.drag(steps: 24, distance: 200),
            logContains: "willEndDragging", resultContains: [#""gesture": "#], resultLacks: [#""phase""#],
            maximumEvents: 1),
        Case(
            name: "an unneeded second touch and a call are deleted",
            trace: "{\"scrollsim\": 1, \(scene)}, \"events\": ["
                + #"{"t": 0, "phase": "began", "x": 100, "y": 700}, {"t": 0.1, "phase": "ended", "x": 100, "y": 700}, "#
                + #"{"t": 1, "call": "setContentOffset", "x": 0, "y": 300, "animated": false}, "#
                + #"{"t": 2, "gesture": "drag", "from": {"x": 100, "y": 700}, "to": {"x": 100, "y": 500}, "duration": 0.25}]}"#,
            logContains: "willBeginDragging", resultContains: [#""gesture": "drag""#],
            resultLacks: ["setContentOffset", #""phase""#], maximumEvents: 1),
        Case(
            name: "keys equal to their defaults and holds are dropped, numbers rounded",
            trace: "{\"scrollsim\": 1, \"description\": \"long words\", "
                + #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 4000}, "bounces": true, "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}}, "#
                + #""events": [{"t": 0.123456, "gesture": "drag", "from": {"x": 100.123456, "y": 700.654321}, "#
                + #""to": {"x": 100.123456, "y": 400.987654}, "duration": 0.3, "hold": 0.1}]}"#,
            logContains: "willBeginDragging", resultContains: [#""t": 0,"#],
            resultLacks: ["description", "bounces", "contentInset", "hold", "123456"], maximumEvents: 1),
    ]

    @Test(arguments: cases)
    func shrinks(_ example: Case) throws {
        let shrinker = TraceShrinker { Self.log($0).contains(example.logContains) }
        let result = try shrinker.shrink(Self.document(example.trace))
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(result.stop == .fixedPoint)
        #expect(result.recheckFailure == nil)
        #expect(result.document.events.count <= example.maximumEvents, "\(text)")
        for expected in example.resultContains { #expect(text.contains(expected), "\(text)") }
        for unexpected in example.resultLacks { #expect(!text.contains(unexpected), "\(text)") }
        // A valid trace in scrollsim's layout, whose replay still satisfies the predicate.
        #expect(Self.log(ShrinkCandidate(document: try Self.document(text))).contains(example.logContains))
        #expect(text.hasPrefix("{\n \"scrollsim\": 1,\n"))
    }

    @Test func anInputThePredicateRejectsIsAnError() throws {
        let shrinker = TraceShrinker { Self.log($0).contains("didZoom") }
        #expect(throws: ShrinkError.notInterestingInput("the predicate is false")) {
            try shrinker.shrink(Self.document(Traces.drag()))
        }
    }

    struct LimitCase: Sendable, CustomTestStringConvertible {
        var name: String
        var limits: ShrinkLimits
        var stop: ShrinkStop
        var tries: Int
        var testDescription: String { name }
    }

    static let limitCases = [
        LimitCase(name: "max tries", limits: ShrinkLimits(maxTries: 2), stop: .maxTries, tries: 2),
        LimitCase(name: "cancelled", limits: ShrinkLimits(isCancelled: { true }), stop: .cancelled, tries: 0),
        LimitCase(name: "no time", limits: ShrinkLimits(maxSeconds: 1e-9), stop: .maxTime, tries: 0),
    ]

    @Test(arguments: limitCases)
    func limitsKeepTheBestSoFar(_ example: LimitCase) throws {
        let input = try Self.document(Traces.drag(steps: 24, distance: 200))
        let shrinker = TraceShrinker(limits: example.limits) { Self.log($0).contains("willEndDragging") }
        let result = try shrinker.shrink(input)
        #expect(result.stop == example.stop)
        #expect(result.tries == example.tries)
        #expect(result.recheckFailure == nil)
        #expect(result.document.events.count <= input.events.count)
    }

    @Test(arguments: [(10, 3, [0..<4, 4..<7, 7..<10]), (4, 4, [0..<1, 1..<2, 2..<3, 3..<4]), (5, 2, [0..<3, 3..<5])])
    func splitIntoNearEqualChunks(_ count: Int, _ chunks: Int, _ expected: [Range<Int>]) {
        #expect(TraceShrinker.split(count, into: chunks) == expected)
    }

    @Test func touchSequencesGroupEachFingersTouches() throws {
        let events = try Self.document(
            "{\"scrollsim\": 1, \(Self.scene)}, \"events\": ["
                + #"{"t": 0, "phase": "began", "x": 1, "y": 1}, {"t": 0.1, "phase": "began", "x": 2, "y": 2, "finger": 1}, "#
                + #"{"t": 0.2, "phase": "moved", "x": 1, "y": 5}, {"t": 0.3, "call": "scrollToTop"}, "#
                + #"{"t": 0.4, "phase": "ended", "x": 1, "y": 5}, {"t": 0.5, "phase": "ended", "x": 2, "y": 2, "finger": 1}]}"#
        ).events
        #expect(TraceShrinker.touchSequences(events) == [[0, 2, 4], [1, 5], [3]])
    }

    @Test func gestureCandidatesGoFromTheShortestToTheExactPath() throws {
        let events = try Self.document(Traces.drag(steps: 12, distance: 90)).events
        let runs = TouchRun.runs(in: events, units: TraceShrinker.touchSequences(events))
        #expect(runs.count == 1)
        let kinds = runs[0].gestureCandidates().compactMap { candidate -> String? in
            guard case .object(let object) = candidate, case .string(let kind)? = object["gesture"] else { return nil }
            return kind
        }
        #expect(kinds == ["drag", "fling", "path", "path", "path", "path"])
        guard case .object(let exact)? = runs[0].gestureCandidates().last, case .array(let points)? = exact["points"]
        else {
            Issue.record("the last candidate is a path")
            return
        }
        #expect(points.count == 13)
    }
}
