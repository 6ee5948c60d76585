import ScrollSimTrace
import Testing

/// `scrollView.behavior`: the three types with their defaults, and one-line errors that name the
/// place for every kind of bad parameter.
struct BehaviorDecodingTests {
    /// A minimal trace whose scroll view has `"behavior": BEHAVIOR`.
    static func trace(behavior: String) -> [UInt8] {
        Array(
            """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 3300, "height": 852}, "behavior": \(behavior)},
             "events": [{"t": 0, "phase": "began", "x": 10, "y": 10}, {"t": 0.1, "phase": "ended", "x": 10, "y": 10}]}
            """.utf8)
    }

    static func decode(_ behavior: String) throws(ReplayError) -> BehaviorSpec? {
        try Replay.decode(trace(behavior: behavior)).scrollView.behavior
    }

    struct Valid: CustomTestStringConvertible, Sendable {
        var json: String
        var expected: BehaviorSpec
        var testDescription: String { json }
    }

    static let valid: [Valid] = [
        Valid(json: #"{"type": "snapDrag"}"#, expected: .snapDrag(.init())),
        Valid(
            json:
                #"{"type": "snapDrag", "snapPoint": {"x": 367, "y": 0}, "minDistanceToSnap": 7, "minVelocityToSnap": "#
                + #"25, "minDragDistanceToReleaseSnap": 7, "snapDuringDecelerating": false}"#,
            expected: .snapDrag(.init())),
        Valid(
            json:
                #"{"type": "snapDrag", "snapPoints": [{"x": 0, "y": 0}, {"x": 500, "y": 0}], "#
                + #""snapDuringDecelerating": true}"#,
            expected: .snapDrag(
                .init(snapPoints: [Point(x: 0, y: 0), Point(x: 500, y: 0)], snapDuringDecelerating: true))),
        Valid(
            json: #"{"type": "cellPaging"}"#,
            expected: .cellPaging(.init(itemWidth: 300, itemSpacing: 10, sectionInset: 20, axis: .horizontal))),
        Valid(
            json:
                #"{"type": "cellPaging", "itemWidth": 313, "itemSpacing": 0, "sectionInset": 40, "axis": "vertical"}"#,
            expected: .cellPaging(.init(itemWidth: 313, itemSpacing: 0, sectionInset: 40, axis: .vertical))),
        Valid(json: #"{"type": "naivePaging"}"#, expected: .naivePaging(.init(pageWidth: 310, velocityThreshold: 2))),
        Valid(
            json: #"{"type": "naivePaging", "pageWidth": 323, "velocityThreshold": 0.5}"#,
            expected: .naivePaging(.init(pageWidth: 323, velocityThreshold: 0.5))),
    ]

    @Test(arguments: valid)
    func decodesWithTheSeedsDefaults(_ valid: Valid) throws {
        #expect(try Self.decode(valid.json) == valid.expected)
    }

    @Test func noBehaviorMeansNoDelegate() throws {
        let bytes = Array(
            #"""
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 393, "height": 852}},
             "events": [{"t": 0, "phase": "began", "x": 10, "y": 10}]}
            """#.utf8)
        let trace = try Replay.decode(bytes)
        #expect(trace.scrollView.behavior == nil)
        #expect(TraceScene(trace: trace, sink: EventLog()).scrollViews[0].delegate == nil)
    }

    struct Invalid: CustomTestStringConvertible, Sendable {
        var json: String
        var message: String
        var testDescription: String { json }
    }

    static let invalid: [Invalid] = [
        Invalid(
            json: #"{"type": "cellPaging", "itemWidth": -3}"#,
            message: "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got -3"),
        Invalid(
            json: #"{"type": "cellPaging", "itemWidth": "wide"}"#,
            message:
                "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got a string"),
        Invalid(
            json: #"{"type": "cellPaging", "itemSpacing": -1}"#,
            message: "scrollView.behavior.itemSpacing: expected a number from 0 to 10000000, got -1"),
        Invalid(
            json: #"{"type": "cellPaging", "sectionInset": null}"#,
            message: "scrollView.behavior.sectionInset: expected a number from 0 to 10000000, got null"),
        Invalid(
            json: #"{"type": "cellPaging", "axis": "diagonal"}"#,
            message: #"scrollView.behavior.axis: expected one of horizontal, vertical, got "diagonal""#),
        Invalid(
            json: #"{"type": "cellPaging", "pageWidth": 310}"#,
            message:
                #"scrollView.behavior: unknown key "pageWidth" (expected axis, itemSpacing, itemWidth, sectionInset, "#
                + #"type)"#
        ),
        Invalid(
            json: #"{"type": "naivePaging", "pageWidth": 0}"#,
            message: "scrollView.behavior.pageWidth: expected a number from 0.001 to 10000000, got 0"),
        Invalid(
            json: #"{"type": "naivePaging", "velocityThreshold": -2}"#,
            message: "scrollView.behavior.velocityThreshold: expected a number from 0 to 10000000, got -2"),
        Invalid(
            json: #"{"type": "snapDrag", "snapPoint": {"x": 367}}"#,
            message: #"scrollView.behavior.snapPoint: missing required key "y""#),
        Invalid(
            json: #"{"type": "snapDrag", "snapPoints": []}"#,
            message: "scrollView.behavior.snapPoints: expected at least one point"),
        Invalid(
            json: #"{"type": "snapDrag", "snapPoints": [{"x": 1, "y": 0}, 5]}"#,
            message: "scrollView.behavior.snapPoints[1]: expected an object, got a number"),
        Invalid(
            json: #"{"type": "snapDrag", "snapPoint": {"x": 1, "y": 0}, "snapPoints": [{"x": 1, "y": 0}]}"#,
            message: #"scrollView.behavior.snapPoints: give either "snapPoint" or "snapPoints", not both"#),
        Invalid(
            json: #"{"type": "snapDrag", "minVelocityToSnap": -25}"#,
            message: "scrollView.behavior.minVelocityToSnap: expected a number from 0 to 10000000, got -25"),
        Invalid(
            json: #"{"type": "snapDrag", "snapDuringDecelerating": 1}"#,
            message: "scrollView.behavior.snapDuringDecelerating: expected true or false, got a number"),
        Invalid(
            json: #"{"type": "carousel"}"#,
            message:
                #"scrollView.behavior.type: expected one of snapDrag, cellPaging, naivePaging, snapPoints, got "carousel""#
        ),
        Invalid(json: #"{"itemWidth": 300}"#, message: #"scrollView.behavior: missing required key "type""#),
        Invalid(json: #""snapDrag""#, message: "scrollView.behavior: expected an object, got a string"),
    ]

    @Test(arguments: invalid)
    func badParametersAreTraceErrors(_ invalid: Invalid) {
        do {
            _ = try Self.decode(invalid.json)
            Issue.record("no error for \(invalid.json)")
        } catch {
            guard case .invalidTrace = error else {
                Issue.record("not a trace error: \(error)")
                return
            }
            #expect(error.description == invalid.message)
        }
    }
}
