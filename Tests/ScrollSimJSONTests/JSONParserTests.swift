import ScrollSimJSON
import Testing

/// Parses `text`, returning the value or the error's description.
private func outcome(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parse(text) }
}

/// The error description for `text`, or `nil` when it parses.
private func errorText(_ text: String) -> String? {
    if case .failure(let error) = outcome(text) { return error.description }
    return nil
}

struct JSONParserValidTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" false ", .bool(false)),
        ("0", .number(0)),
        ("-12.5e1", .number(-125)),
        ("1E-2", .number(0.01)),
        ("1e+2", .number(100)),
        ("0.016", .number(0.016)),
        ("196.5", .number(196.5)),
        ("123456789012345678901234567890", .number(1.2345678901234568e29)),
        ("2.2250738585072014e-308", .number(2.2250738585072014e-308)),
        ("1e-400", .number(0)),
        ("\"\"", .string("")),
        ("\"héllo ✓\"", .string("héllo ✓")),
        (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
        (#""\u0041\u00e9\u2713\uD83D\uDE00""#, .string("Aé✓😀")),
        (#""x\u0000y""#, .string("x\u{0}y")),
        ("[]", .array([])),
        ("[1, [2, []], {}]", .array([.number(1), .array([.number(2), .array([])]), .object(JSONObject())])),
        ("\u{FEFF}{\"a\": 1}", .object(JSONObject([(key: "a", value: .number(1))]))),
        (" \t\r\n[\n1\r\n]\n", .array([.number(1)])),
    ])
    func parsesValidDocument(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    /// `-0` and `0` mean the same in a trace, so the parser reads a negative zero as 0.
    @Test func negativeZeroReadsAsZero() throws {
        let value = try JSONParser.parse("-0")
        guard case .number(let number) = value else {
            Issue.record("not a number")
            return
        }
        #expect(number == 0 && number.sign == .plus)
    }

    @Test func objectKeepsDocumentOrderAndLooksUpKeys() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": "two", "m": [true, null]}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["a"] == .string("two"))
        #expect(object["m"] == .array([.bool(true), .null]))
        #expect(object["missing"] == nil)
    }

    @Test func objectEqualityRespectsOrder() {
        let ab = JSONObject([(key: "a", value: .number(1)), (key: "b", value: .null)])
        let ba = JSONObject([(key: "b", value: .null), (key: "a", value: .number(1))])
        #expect(ab == JSONObject([(key: "a", value: .number(1)), (key: "b", value: .null)]))
        #expect(ab != ba)
        #expect(ab != JSONObject([(key: "a", value: .number(1))]))
    }

    @Test func largeObjectUsesIndexAndRejectsDuplicates() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        let value = try JSONParser.parse("{" + members.joined(separator: ",") + "}")
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 40)
        #expect(object["k37"] == .number(37))
        let duplicated = "{" + (members + ["\"k3\": 0"]).joined(separator: ",") + "}"
        #expect(errorText(duplicated)?.hasSuffix(": duplicate key \"k3\" in an object") == true)
    }

    @Test func parsesBytesWithStringEscapesMixedWithUnicode() throws {
        let bytes = Array(#"["é\n✓", "\u00e9x"]"#.utf8)
        #expect(try JSONParser.parse(bytes) == .array([.string("é\n✓"), .string("éx")]))
    }

    @Test func typeNames() {
        let names = [JSONValue.null, .bool(true), .number(1), .string(""), .array([]), .object(JSONObject())].map(
            \.typeName)
        #expect(names == ["null", "true or false", "a number", "a string", "an array", "an object"])
    }
}

struct JSONParserErrorTests {
    @Test(arguments: [
        // Values
        ("", "1:1: expected a value, found end of input"),
        ("   ", "1:4: expected a value, found end of input"),
        ("\u{FEFF}", "1:1: expected a value, found end of input"),
        ("nul", "1:1: expected a value, found 'nul'"),
        ("NaN", "1:1: expected a value, found 'NaN'"),
        ("[Infinity]", "1:2: expected a value, found 'Infinity'"),
        ("[-Infinity]", "1:3: expected a digit after '-', found 'Infinity'"),
        ("// comment\n1", "1:1: expected a value, found '/'"),
        ("[1 /* c */]", "1:4: expected ',' or ']' after an array element, found '/'"),
        ("'a'", "1:1: expected a value, found '''"),
        ("1 2", "1:3: expected end of input after the value, found '2'"),
        ("{} x", "1:4: expected end of input after the value, found 'x'"),
        ("[\u{7}]", "1:2: expected a value, found U+0007"),
        // Arrays and objects
        ("[", "1:2: expected a value, found end of input"),
        ("[1", "1:3: expected ',' or ']' after an array element, found end of input"),
        ("[1,]", "1:4: trailing comma before ']'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("{", "1:2: expected a string key or '}', found end of input"),
        ("{a: 1}", "1:2: expected a string key or '}', found 'a'"),
        ("{\"a\" 1}", "1:6: expected ':' after an object key, found '1'"),
        ("{\"a\": }", "1:7: expected a value, found '}'"),
        ("{\"a\": 1,}", "1:9: trailing comma before '}'"),
        ("{\"a\": 1, 2}", "1:10: expected a string key after ',', found '2'"),
        ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after an object member, found '\"'"),
        ("{\"a\": 1}}", "1:9: expected end of input after the value, found '}'"),
        ("{\"a\": 1, \"b\": 2, \"a\": 3}", "1:18: duplicate key \"a\" in an object"),
        ("[{\"a\": {\"a\": 1}, \"a\": 2}]", "1:18: duplicate key \"a\" in an object"),
        // Strings
        ("\"abc", "1:1: unterminated string"),
        ("[\"abc\\", "1:2: unterminated string"),
        ("\"a\nb\"", "1:3: control character U+000A must be escaped in a string"),
        ("\"a\tb\"", "1:3: control character U+0009 must be escaped in a string"),
        ("\"\\x\"", "1:2: invalid escape '\\x' in a string"),
        ("\"ab\\u12\"", "1:4: expected 4 hex digits after \\u"),
        ("\"\\uD800\"", "1:2: lone surrogate \\uD800 in a string"),
        ("\"\\uD800\\u0041\"", "1:2: lone surrogate \\uD800 in a string"),
        ("\"\\uDC00\"", "1:2: lone surrogate \\uDC00 in a string"),
        // Numbers
        ("01", "1:1: leading zeros are not allowed"),
        ("-01", "1:1: leading zeros are not allowed"),
        ("-", "1:2: expected a digit after '-', found end of input"),
        ("1.", "1:3: expected a digit after '.', found end of input"),
        ("1.e5", "1:3: expected a digit after '.', found 'e'"),
        (".5", "1:1: expected a value, found '.'"),
        ("+1", "1:1: expected a value, found '+'"),
        ("1e", "1:3: expected a digit in the exponent, found end of input"),
        ("1e+", "1:4: expected a digit in the exponent, found end of input"),
        ("1e400", "1:1: number out of range"),
        ("[0, -1e400]", "1:5: number out of range"),
        ("1.8e308", "1:1: number out of range"),
        ("0x10", "1:2: expected end of input after the value, found 'x'"),
        // Lines and character columns
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", "3:7: expected ':' after an object key, found '2'"),
        ("[\"é✓😀\", x]", "1:9: expected a value, found 'x'"),
        ("{\"ключ\": 1 2}", "1:12: expected ',' or '}' after an object member, found '2'"),
        ("\u{FEFF}[1,]", "1:4: trailing comma before ']'"),
        ("[1,\r\n 2,]", "2:4: trailing comma before ']'"),
        ("[é]", "1:2: expected a value, found 'é'"),
    ])
    func reportsSyntaxError(text: String, expected: String) {
        #expect(errorText(text) == expected)
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], "1:2: invalid UTF-8 in a string"),
            ([0x22, 0x61, 0xC3, 0x22], "1:3: invalid UTF-8 in a string"), // truncated 2-byte sequence
            ([0x22, 0xC0, 0xAF, 0x22], "1:2: invalid UTF-8 in a string"), // overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 in a string"), // encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 in a string"), // above U+10FFFF
            ([0x5B, 0xFE, 0x5D], "1:2: expected a value, found invalid UTF-8"),
            ([0xEF, 0xBB], "1:1: expected a value, found invalid UTF-8"),
            ([0x22, 0xC3, 0xA9, 0x22, 0x20, 0xC3, 0xA9], "1:5: expected end of input after the value, found 'é'"),
        ] as [([UInt8], String)])
    func rejectsInvalidUTF8(bytes: [UInt8], expected: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        #expect(error?.description == expected)
    }

    @Test(arguments: [1, 100, JSONParser.maximumDepth])
    func acceptsNestingUpToTheLimit(depth: Int) throws {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        #expect(levels == depth)
    }

    @Test(arguments: [JSONParser.maximumDepth + 1, 100_000])
    func rejectsNestingBeyondTheLimit(depth: Int) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(errorText(arrays) == "1:513: nesting deeper than 512 levels")
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(errorText(objects) == "1:\(512 * 5 + 1): nesting deeper than 512 levels")
    }

    @Test func errorCarriesLineAndColumn() {
        guard case .failure(let error) = outcome("[\n\n   x]") else {
            Issue.record("parsed")
            return
        }
        #expect(error.line == 3)
        #expect(error.column == 4)
        #expect(error.message == "expected a value, found 'x'")
    }
}
