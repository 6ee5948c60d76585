import Testing

@testable import ScrollSimTrace

/// The target rules in traces: the `snapPoints` behaviour and the `flowLayout` scroll-view
/// key, with one-line errors naming the key.
struct TargetRuleDecodingTests {
    /// A minimal trace whose scroll view has the members `members` besides its frame.
    static func trace(_ members: String) -> [UInt8] {
        Array(
            """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, \(members)},
             "events": [{"t": 0, "phase": "began", "x": 10, "y": 10}, {"t": 0.1, "phase": "ended", "x": 10, "y": 10}]}
            """.utf8)
    }

    static let size = #""contentSize": {"width": 3300, "height": 852}"#

    struct Valid: CustomTestStringConvertible, Sendable {
        var json: String
        var expected: SnapPointsBehavior.Configuration
        var testDescription: String { json }
    }

    static let valid: [Valid] = [
        Valid(
            json: #"{"type": "snapPoints", "axis": "horizontal", "points": [500, 0, 250]}"#,
            expected: .init(axis: .horizontal, points: .list([0, 250, 500]))),
        Valid(
            json: #"{"type": "snapPoints", "axis": "vertical", "every": 323, "rule": "byVelocity"}"#,
            expected: .init(axis: .vertical, points: .grid(every: 323, origin: 0), rule: .byVelocity)),
        Valid(
            json: #"{"type": "snapPoints", "axis": "horizontal", "every": 100, "origin": -20, "maxSteps": 3}"#,
            expected: .init(axis: .horizontal, points: .grid(every: 100, origin: -20), maxSteps: 3)),
    ]

    @Test(arguments: valid)
    func decodesSnapPoints(_ valid: Valid) throws {
        let trace = try Replay.decode(Self.trace(Self.size + #", "behavior": "# + valid.json))
        #expect(trace.scrollView.behavior == .snapPoints(valid.expected))
    }

    @Test func aFlowLayoutSetsTheContentSize() throws {
        let trace = try Replay.decode(
            Self.trace(
                #""flowLayout": {"itemSize": {"width": 313, "height": 600}, "sectionInset": {"left": 40, "right": 40}, "#
                    + #""itemCount": 8, "scrollDirection": "horizontal", "snap": "center"}"#))
        #expect(trace.scrollView.contentSize == Size(width: 2654, height: 852))
        #expect(trace.scrollView.flowLayout?.snap == .center)
        #expect(trace.scrollView.flowLayout?.layout.minimumLineSpacing == 10)
    }

    struct TargetBehaviorCase: CustomTestStringConvertible, Sendable {
        var json: String
        var expected: ScrollTargetBehaviorSpec
        var testDescription: String { json }
    }

    static let targetBehaviors: [TargetBehaviorCase] = [
        TargetBehaviorCase(json: #""paging""#, expected: .paging),
        TargetBehaviorCase(json: #"{"type": "paging"}"#, expected: .paging),
        TargetBehaviorCase(json: #"{"type": "paging", "pageSize": "bounds"}"#, expected: .paging),
        TargetBehaviorCase(
            json: #"{"type": "paging", "pageSize": "container"}"#, expected: .containerPaging(.pointsPerMillisecond)),
        TargetBehaviorCase(
            json: #"{"type": "paging", "pageSize": "container", "velocityUnit": "pointsPerSecond"}"#,
            expected: .containerPaging(.pointsPerSecond)),
        TargetBehaviorCase(json: #""viewAligned""#, expected: .viewAligned(.automatic, .pointsPerMillisecond)),
        TargetBehaviorCase(
            json: #"{"type": "viewAligned", "limitBehavior": "alwaysByOne"}"#,
            expected: .viewAligned(.alwaysByOne, .pointsPerMillisecond)),
        TargetBehaviorCase(
            json: #"{"type": "viewAligned", "velocityUnit": "pointsPerSecond"}"#,
            expected: .viewAligned(.automatic, .pointsPerSecond)),
    ]

    @Test(arguments: targetBehaviors)
    func decodesScrollTargetBehaviors(_ testCase: TargetBehaviorCase) throws {
        let trace = try Replay.decode(
            Self.trace(#""flowLayout": {"itemCount": 3}, "scrollTargetBehavior": "# + testCase.json))
        #expect(trace.scrollView.scrollTargetBehavior == testCase.expected)
    }

    /// A trace with `"log": LOG` and the minimal scroll view.
    static func trace(log: String) -> [UInt8] {
        Array(#"{"log": "#.utf8) + Array(log.utf8) + Array(", ".utf8) + Array(trace(size).dropFirst())
    }

    @Test func scrollPhasesAreALogOption() throws {
        #expect(try Replay.decode(Self.trace(log: #"{"scrollPhases": true}"#)).log.scrollPhases)
        #expect(try !Replay.decode(Self.trace(Self.size)).log.scrollPhases)
        let error = #expect(throws: ReplayError.self) {
            try Replay.decode(Self.trace(log: #"{"scrollPhases": 1}"#))
        }
        #expect(error?.description == "log.scrollPhases: expected true or false, got a number")
    }

    struct Invalid: CustomTestStringConvertible, Sendable {
        var members: String
        var message: String
        var testDescription: String { message }
    }

    static let invalid: [Invalid] = [
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "points": []}"#,
            message: "scrollView.behavior.points: expected at least one offset"),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "every": 0}"#,
            message: "scrollView.behavior.every: expected a number from 0.001 to 10000000, got 0"),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "every": -5}"#,
            message: "scrollView.behavior.every: expected a number from 0.001 to 10000000, got -5"),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "every": 5, "rule": "fast"}"#,
            message: #"scrollView.behavior.rule: expected one of nearest, byVelocity, byVelocityOrNearest, got "fast""#),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal"}"#,
            message: #"scrollView.behavior: missing required key "points" (or "every")"#),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "every": 5, "points": [1]}"#,
            message: #"scrollView.behavior.points: give either "points" or "every", not both"#),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "points": [1], "origin": 2}"#,
            message: #"scrollView.behavior.origin: "origin" goes with "every""#),
        Invalid(
            members: size + #", "behavior": {"type": "snapPoints", "axis": "horizontal", "every": 5, "maxSteps": 0}"#,
            message: "scrollView.behavior.maxSteps: expected an integer from 1 to 100000, got 0"),
        Invalid(
            members: #""flowLayout": {"itemSize": {"width": 0, "height": 600}}"#,
            message: "scrollView.flowLayout.itemSize.width: expected a number from 0.001 to 10000000, got 0"),
        Invalid(
            members: #""flowLayout": {"snap": "paging"}"#,
            message: "scrollView.flowLayout.snap: expected one of none, center, leading, byVelocity, "
                + #"byVelocityOrNearest, got "paging""#),
        Invalid(
            members: size + #", "flowLayout": {}"#,
            message: #"scrollView.contentSize: the "flowLayout" sets the content size: give one of them"#),
        Invalid(
            members: #""flowLayout": {"itemSize": {"width": 300, "height": 200}, "itemCount": 100000}"#,
            message: "scrollView.flowLayout: the layout's content exceeds 10000000 points"),
        Invalid(
            members: size + #", "scrollTargetBehavior": "carousel""#,
            message: #"scrollView.scrollTargetBehavior: expected one of paging, viewAligned, got "carousel""#),
        Invalid(
            members: size + #", "scrollTargetBehavior": "viewAligned""#,
            message:
                #"scrollView.scrollTargetBehavior: "viewAligned" needs a "flowLayout" (its items are the views it "#
                + #"aligns to)"#),
        Invalid(
            members: #""flowLayout": {"itemCount": 3}, "scrollTargetBehavior": {"type": "viewAligned", "#
                + #""limitBehavior": "alwaysByTwo"}"#,
            message:
                #"scrollView.scrollTargetBehavior.limitBehavior: expected one of automatic, always, never, "#
                + #"alwaysByOne, alwaysByFew, got "alwaysByTwo""#),
        Invalid(
            members: #""flowLayout": {"itemCount": 3, "snap": "center"}, "scrollTargetBehavior": "paging""#,
            message:
                #"scrollView.scrollTargetBehavior: give either a "flowLayout" that snaps or a "#
                + #""scrollTargetBehavior", not both"#),
        Invalid(
            members: size + #", "scrollTargetBehavior": {"type": "paging", "limitBehavior": "never"}"#,
            message:
                #"scrollView.scrollTargetBehavior: unknown key "limitBehavior" (expected pageSize, type, velocityUnit)"#
        ),
        Invalid(
            members: #""flowLayout": {"itemCount": 100001}"#,
            message: "scrollView.flowLayout.itemCount: expected an integer from 0 to 100000, got 100001"),
    ]

    @Test(arguments: invalid)
    func badTargetInputIsATraceError(_ invalid: Invalid) {
        do {
            _ = try Replay.decode(Self.trace(invalid.members))
            Issue.record("no error for \(invalid.members)")
        } catch {
            guard case .invalidTrace = error else {
                Issue.record("not a trace error: \(error)")
                return
            }
            #expect(error.description == invalid.message)
        }
    }
}
