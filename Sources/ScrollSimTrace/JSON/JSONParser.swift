/// A strict RFC 8259 JSON parser working directly on UTF-8 bytes.
///
/// Rejects comments, trailing commas, `NaN`/`Infinity`, leading zeros, unescaped control
/// characters, invalid escapes, lone surrogates, invalid UTF-8, trailing content after the value,
/// duplicate keys within one object, numbers that overflow to ±infinity and nesting deeper than
/// ``maximumDepth``. A leading UTF-8 byte order mark is skipped.
///
/// The parser is iterative (an explicit stack, no recursion), so depth never threatens the call
/// stack. Time is O(n) in the input size; strings without escapes are decoded straight from the
/// byte array, and short numbers use an exact fast path before falling back to `Double(String)`.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; one more level is a syntax error.
    public static let maximumDepth = 512

    /// Parses one JSON document from UTF-8 bytes.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line, column and what was expected.
    /// - Complexity: O(n) in `bytes.count`.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes)
        return try scanner.parseDocument()
    }

    /// Parses one JSON document from a string (its UTF-8 encoding).
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line, column and what was expected.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The parser's cursor over the input bytes. Scalars (strings, numbers, literals) live in
/// `JSONScanner+Scalars.swift`; this file holds the structure and the error positions.
struct JSONScanner {
    let bytes: [UInt8]
    /// The offset of the next unread byte.
    var position: Int
    /// The offset where the document starts (3 when a byte order mark is skipped).
    let documentStart: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        documentStart = hasBOM ? 3 : 0
        position = documentStart
    }

    /// An object being built: its members so far and the key awaiting its value.
    private struct OpenObject {
        var members: [(key: String, value: JSONValue)] = []
        var pendingKey = ""
        /// All keys, kept once the object is too large for a linear duplicate scan.
        var keySet: Set<String>?

        /// Records `key` and reports whether it was new.
        mutating func insertKey(_ key: String) -> Bool {
            if keySet == nil {
                for member in members where member.key == key { return false }
                if members.count >= JSONObject.indexThreshold { keySet = Set(members.map(\.key)) }
            }
            if keySet != nil, keySet!.insert(key).inserted == false { return false }
            pendingKey = key
            return true
        }
    }

    /// Parses the whole document: one value, surrounded only by whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // Open containers, innermost last. `isObject` says which of the two stacks holds each level.
        var isObject: [Bool] = []
        var arrays: [[JSONValue]] = []
        var objects: [OpenObject] = []
        var value: JSONValue
        parsing: while true {
            skipWhitespace()
            guard position < bytes.count else { throw expectedValue() }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard isObject.count < JSONParser.maximumDepth else { throw tooDeep() }
                position += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    var object = OpenObject()
                    try readKey(into: &object, expected: "expected a string key or '}'")
                    objects.append(object)
                    isObject.append(true)
                    continue parsing
                }
            case UInt8(ascii: "["):
                guard isObject.count < JSONParser.maximumDepth else { throw tooDeep() }
                position += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    position += 1
                    value = .array([])
                } else {
                    arrays.append([])
                    isObject.append(false)
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                value = try parseLiteral()
            }
            // A value is complete: hand it to the innermost container, closing containers as they end.
            while let inObject = isObject.last {
                skipWhitespace()
                if inObject {
                    let top = objects.count - 1
                    objects[top].members.append((key: objects[top].pendingKey, value: value))
                    if peek(UInt8(ascii: ",")) {
                        position += 1
                        skipWhitespace()
                        try rejectTrailingComma(before: UInt8(ascii: "}"))
                        try readKey(into: &objects[top], expected: "expected a string key after ','")
                        continue parsing
                    }
                    guard peek(UInt8(ascii: "}")) else { throw expected("expected ',' or '}' after an object member") }
                    value = .object(JSONObject(objects.removeLast().members))
                } else {
                    let top = arrays.count - 1
                    arrays[top].append(value)
                    if peek(UInt8(ascii: ",")) {
                        position += 1
                        skipWhitespace()
                        try rejectTrailingComma(before: UInt8(ascii: "]"))
                        continue parsing
                    }
                    guard peek(UInt8(ascii: "]")) else { throw expected("expected ',' or ']' after an array element") }
                    value = .array(arrays.removeLast())
                }
                position += 1
                isObject.removeLast()
            }
            skipWhitespace()
            guard position == bytes.count else { throw expected("expected end of input after the value") }
            return value
        }
    }

    /// Reads `"key"` and the `:` after it into `object`, rejecting duplicate keys.
    private mutating func readKey(into object: inout OpenObject, expected message: String) throws(JSONSyntaxError) {
        guard peek(UInt8(ascii: "\"")) else { throw expected(message) }
        let keyStart = position
        let key = try parseString()
        guard object.insertKey(key) else {
            throw error("duplicate key \(JSONText.quoted(key)) in an object", at: keyStart)
        }
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw expected("expected ':' after an object key") }
        position += 1
    }

    /// Throws when a `,` is directly followed by the closing bracket `close`.
    private func rejectTrailingComma(before close: UInt8) throws(JSONSyntaxError) {
        if peek(close) {
            throw error("trailing comma before '\(Character(Unicode.Scalar(close)))'", at: position)
        }
    }

    /// Whether the next byte is `byte`.
    @inline(__always) func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    @inline(__always) mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    // MARK: Errors

    /// "expected a value, found …" at the current position.
    func expectedValue() -> JSONSyntaxError { expected("expected a value") }

    /// `message` followed by what is at the current position, e.g. `expected ':' after an object key, found '='`.
    func expected(_ message: String) -> JSONSyntaxError {
        error("\(message), found \(describeFound(at: position))", at: position)
    }

    private func tooDeep() -> JSONSyntaxError {
        error("nesting deeper than \(JSONParser.maximumDepth) levels", at: position)
    }

    /// An error at byte `offset`, converted to a 1-based line and character column.
    /// - Complexity: O(offset); only paid when an error is thrown.
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1
        var column = 1
        var index = documentStart
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // continuation bytes belong to the character before them
            }
            index += 1
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// A short description of the input at `offset`: `end of input`, `'x'`, a whole word such as
    /// `'NaN'`, `U+0007` for control characters, or `invalid UTF-8`.
    func describeFound(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if isWordByte(byte) {
            var end = offset
            while end < bytes.count, end - offset < 16, isWordByte(bytes[end]) { end += 1 }
            return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
        if byte < 0x20 || byte == 0x7F { return "U+\(hex4(UInt32(byte)))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        guard let length = validUTF8Length(at: offset) else { return "invalid UTF-8" }
        return "'\(String(decoding: bytes[offset..<offset + length], as: UTF8.self))'"
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return true
        default: return false
        }
    }
}

/// Four upper-case hex digits, zero-padded (for `U+XXXX` in messages).
func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
