import Testing

@testable import ScrollSimJSON
@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// The phases of a touch, for the enumeration reader.
private enum Phase: String, CaseIterable {
    case began, moved, stationary, ended, cancelled
}

/// Runs `read` on the document `json` at path `path` and returns the error description, or `nil`.
private func decodingError(
    _ json: String, at path: JSONPath = .root,
    _ read: (inout ObjectReader) throws(TraceDecodingError) -> Void
) throws -> String? {
    let value = try JSONParser.parse(json)
    do {
        try ObjectReader.read(value, at: path, read)
        return nil
    } catch {
        return error.description
    }
}

private let event = JSONPath.root.appending("events").appending(3)

struct ObjectReaderTests {
    @Test func readsEveryKind() throws {
        let json = #"""
            {"t": 0.016, "n": 3, "name": "demo", "on": true, "phase": "moved",
             "frame": {"width": 390}, "points": [1, 2], "opt": null}
            """#
        var reader = try ObjectReader(try JSONParser.parse(json))
        #expect(try reader.number("t", .atLeast(0)) == 0.016)
        #expect(try reader.integer("n", .closed(1, 10)) == 3)
        #expect(try reader.string("name") == "demo")
        #expect(try reader.bool("on") == true)
        #expect(try reader.enumeration("phase", as: Phase.self) == .moved)
        #expect(try reader.oneOf("phase", ["began", "moved"]) == "moved")
        var frame = try reader.object("frame")
        #expect(try frame.number("width", .positive) == 390)
        try frame.finish()
        let points = try reader.array("points")
        #expect(try points.map { try $0.number() } == [1, 2])
        #expect(points.map(\.path.description) == ["points[0]", "points[1]"])
        #expect(try reader.optionalNumber("absent") == nil)
        #expect(try reader.optionalString("absent") == nil)
        #expect(try reader.optionalObject("absent") == nil)
        reader.allow("opt")
        try reader.finish()
    }

    @Test(arguments: [
        // Not an object at all
        ("[1]", "scrollView: expected an object, got an array"),
        // Missing and wrong types
        ("{}", "scrollView: missing required key \"frame\""),
        ("{\"frame\": 3}", "scrollView.frame: expected an object, got a number"),
        (
            "{\"frame\": {\"width\": \"wide\"}}",
            "scrollView.frame.width: expected a number greater than 0, got a string"
        ),
        ("{\"frame\": {\"width\": null}}", "scrollView.frame.width: expected a number greater than 0, got null"),
        ("{\"frame\": {\"width\": 0}}", "scrollView.frame.width: expected a number greater than 0, got 0"),
        ("{\"frame\": {\"width\": -2.5}}", "scrollView.frame.width: expected a number greater than 0, got -2.5"),
        ("{\"frame\": {\"width\": 1, \"hieght\": 2}}", "scrollView.frame: unknown key \"hieght\" (expected width)"),
        ("{\"frame\": {\"width\": 1}, \"paging\": 1}", "scrollView.paging: expected true or false, got a number"),
        ("{\"frame\": {\"width\": 1}, \"name\": [], \"x\": 1}", "scrollView.name: expected a string, got an array"),
        (
            "{\"frame\": {\"width\": 1}, \"x\": 1, \"y\": 2}",
            "scrollView: unknown key \"x\" (expected frame, name, paging)"
        ),
    ])
    func scrollViewErrors(json: String, expected: String) throws {
        let message = try decodingError(json, at: JSONPath.root.appending("scrollView")) {
            r throws(TraceDecodingError) in
            var frame = try r.object("frame")
            _ = try frame.number("width", .positive)
            try frame.finish()
            _ = try r.optionalBool("paging")
            _ = try r.optionalString("name")
        }
        #expect(message == expected)
    }

    @Test(
        arguments: [
            (
                #"{"t": "0", "phase": "began", "x": 1, "y": 2}"#,
                "events[3].t: expected a number of at least 0, got a string"
            ),
            (#"{"t": -1, "phase": "began", "x": 1, "y": 2}"#, "events[3].t: expected a number of at least 0, got -1"),
            (
                #"{"t": 0, "phase": "tap", "x": 1, "y": 2}"#,
                "events[3].phase: expected one of began, moved, stationary, ended, cancelled, got \"tap\""
            ),
            (
                #"{"t": 0, "phase": 1, "x": 1, "y": 2}"#,
                "events[3].phase: expected one of began, moved, stationary, ended, cancelled, got a number"
            ),
            (#"{"t": 0, "phase": "ended", "y": 2}"#, "events[3]: missing required key \"x\""),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 2.5}"#,
                "events[3].finger: expected an integer, got 2.5"
            ),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 1e30}"#,
                "events[3].finger: expected an integer, got 1e30"
            ),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 12}"#,
                "events[3].finger: expected an integer from 0 to 9, got 12"
            ),
            // A number in a message is quoted as the trace wrote it.
            (
                #"{"t": -1.50, "phase": "began", "x": 1, "y": 2}"#,
                "events[3].t: expected a number of at least 0, got -1.50"
            ),
            (
                #"{"t": -2e-1, "phase": "began", "x": 1, "y": 2}"#,
                "events[3].t: expected a number of at least 0, got -2e-1"
            ),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 1.2E+1}"#,
                "events[3].finger: expected an integer from 0 to 9, got 1.2E+1"
            ),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 2.50}"#,
                "events[3].finger: expected an integer, got 2.50"
            ),
            (
                #"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": "1"}"#,
                "events[3].finger: expected an integer from 0 to 9, got a string"
            ),
            (
                #"{"t": 0, "fingr": 1, "phase": "ended", "x": 1, "y": 2, "z": 0}"#,
                "events[3]: unknown key \"fingr\" (did you mean finger?)"
            ),
            (#"{"t": 0, "phase": "ended", "x": 1, "y": 2, "finger": 0}"#, nil),
        ] as [(String, String?)])
    func eventErrors(json: String, expected: String?) throws {
        let message = try decodingError(json, at: event) { r throws(TraceDecodingError) in
            _ = try r.number("t", .nonNegative)
            _ = try r.enumeration("phase", as: Phase.self)
            _ = try r.number("x")
            _ = try r.number("y")
            _ = try r.optionalInteger("finger", .closed(0, 9))
        }
        #expect(message == expected)
    }

    @Test(arguments: [
        (NumberBounds.closed(1, 4), 7.0, "expected a number from 1 to 4, got 7"),
        (.closed(1, 4), 0.5, "expected a number from 1 to 4, got 0.5"),
        (.halfOpen(0, 1), 1, "expected a number of at least 0 and less than 1, got 1"),
        (.greaterThan(0), 0, "expected a number greater than 0, got 0"),
        (.atMost(60), 120, "expected a number of at most 60, got 120"),
        (.lessThan(-1.5), -1.5, "expected a number less than -1.5, got -1.5"),
        (
            NumberBounds(lower: .init(value: 0, inclusive: false), upper: .init(value: 1, inclusive: true)), 0,
            "expected a number greater than 0 and at most 1, got 0"
        ),
        (.any, .infinity, "expected a number, got a number too large for a Double"),
    ])
    func numberBoundsMessages(bounds: NumberBounds, value: Double, expected: String) {
        let reader = ValueReader(.number(value), at: JSONPath.root.appending("screen").appending("scale"))
        let error = #expect(throws: TraceDecodingError.self) { try reader.number(bounds) }
        #expect(error?.message == expected)
        #expect(error?.description == "screen.scale: \(expected)")
    }

    @Test(arguments: [
        (NumberBounds.closed(1, 4), [1.0, 2.5, 4], [0.999, 4.001]),
        (.halfOpen(0, 1), [0, 0.5], [-0.001, 1]),
        (.positive, [1e-300, 5], [0, -1]),
        (.nonNegative, [0, -0.0, 3], [-1e-300]),
    ])
    func numberBoundsMembership(bounds: NumberBounds, inside: [Double], outside: [Double]) {
        #expect(inside.allSatisfy(bounds.contains))
        #expect(!outside.contains(where: bounds.contains))
    }

    @Test(
        arguments: [
            (#"{"phase": "ended"}"#, nil),
            (#"{}"#, nil),
            (#"{"phase": "tap"}"#, "phase: expected one of began, moved, stationary, ended, cancelled, got \"tap\""),
            (
                #"{"phase": false}"#,
                "phase: expected one of began, moved, stationary, ended, cancelled, got true or false"
            ),
            (#"{"scale": 2, "tags": ["a", 3]}"#, "tags[1]: expected a string, got a number"),
            (#"{"tags": {}}"#, "tags: expected an array, got an object"),
            (#"{"inner": {"k": 1}}"#, "inner: unknown key \"k\" (expected no keys)"),
            (#"{"inner": []}"#, "inner: expected an object, got an array"),
            (#"{"scale": 1.5}"#, "scale: expected an integer, got 1.5"),
            (#"{"flag": "yes"}"#, "flag: expected true or false, got a string"),
            (#"{"comment": "ignored", "phase": "began"}"#, nil),
        ] as [(String, String?)])
    func optionalReaders(json: String, expected: String?) throws {
        let message = try decodingError(json) { r throws(TraceDecodingError) in
            _ = try r.optionalEnumeration("phase", as: Phase.self)
            _ = try r.optionalInteger("scale")
            _ = try r.optionalBool("flag")
            _ = try r.optionalArray("tags")?.map { v throws(TraceDecodingError) in try v.string() }
            try r.optionalObject("inner")?.finish()
            r.allow("comment")
        }
        #expect(message == expected)
    }

    @Test func finishOnEmptyKnownSet() throws {
        let message = try decodingError(#"{"a": 1}"#) { _ throws(TraceDecodingError) in }
        #expect(message == "(root): unknown key \"a\" (expected no keys)")
    }
}

struct JSONPathTests {
    @Test(arguments: [
        (JSONPath.root, "(root)"),
        (JSONPath.root.appending("screen"), "screen"),
        (JSONPath.root.appending("events").appending(12).appending("t"), "events[12].t"),
        (JSONPath.root.appending("scrollView").appending("frame").appending("width"), "scrollView.frame.width"),
        (JSONPath.root.appending(0).appending("x"), "[0].x"),
        (JSONPath.root.appending("labels").appending("a b"), "labels[\"a b\"]"),
        (JSONPath.root.appending("1st"), "[\"1st\"]"),
        (JSONPath.root.appending("m").appending(2).appending(3), "m[2][3]"),
    ])
    func printsPath(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }
}
