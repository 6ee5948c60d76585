import ScrollSimSupport

/// The cursor of ``JSONParser`` over the input bytes: the document structure and error positions.
///
/// Scalars (strings, numbers, literals) live in `JSONScanner+Scalars.swift`.
struct JSONScanner {
    let bytes: [UInt8]
    /// The offset of the next unread byte.
    var position: Int
    /// The offset from which error positions are counted (3 when a byte order mark is skipped).
    let documentStart: Int
    /// Whether a number beyond `Double`'s range is a syntax error rather than ±infinity.
    ///
    /// A syntax error for the document parser; otherwise read as ±infinity for the typed readers to reject with the key
    /// and the allowed range.
    var rejectsOverflow = true
    /// The 1-based line and column of the byte at `documentStart`.
    ///
    /// 1:1 for a whole document; the place of a window's first byte in the stream for ``JSONStreamReader``.
    let startLine: Int, startColumn: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        documentStart = hasBOM ? 3 : 0
        position = documentStart
        startLine = 1
        startColumn = 1
    }

    /// A scanner over a window of a larger document.
    ///
    /// `bytes[0]` lies at `line`:`column` of the document, and scanning starts at `position`.
    init(window bytes: [UInt8], position: Int, line: Int, column: Int) {
        self.bytes = bytes
        self.position = position
        documentStart = 0
        startLine = line
        startColumn = column
    }

    /// An object being built: its members so far and the key awaiting its value.
    struct OpenObject {
        /// Room for a typical object from the start (a touch event has four members).
        ///
        /// Filling it then does not reallocate at 1, 2 and 4 members.
        var members: [(key: String, value: JSONValue)] = {
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(8)
            return members
        }()
        var pendingKey = ""
        /// The literals of the number members so far (see ``JSONObject/literal(of:)``).
        var literals: [(key: String, literal: NumberLiteral)] = []
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
    ///
    /// Open containers are kept in two pools of scratch buffers, one per nesting level, that are
    /// reused across siblings; a closing bracket copies the scratch into an exactly sized array, so
    /// each array or object costs one allocation however its elements arrived (the outermost one
    /// takes its scratch itself, which nothing reuses).
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw expected("expected end of input after the value") }
        return value
    }

    /// Parses one value starting at `position` (after optional whitespace) and leaves `position` just after it.
    ///
    /// What follows is not looked at.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        // Open containers, innermost last. `isObject` says which pool holds each level.
        var isObject: [Bool] = []
        var arrays: [[JSONValue]] = []
        var arrayDepth = 0
        var objects: [OpenObject] = []
        var objectDepth = 0
        var value: JSONValue
        // Where the latest number value was written (its literal, for the object holding it).
        var numberRange = 0..<0
        parsing: while true {
            skipWhitespace()
            guard position < bytes.count else { throw expectedValue() }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                if try openIsEmpty(closing: UInt8(ascii: "}"), depth: isObject.count) {
                    value = .object(JSONObject())
                } else {
                    if objectDepth == objects.count { objects.append(OpenObject()) }
                    objectDepth += 1
                    isObject.append(true)
                    try readKey(into: &objects[objectDepth - 1], expected: "expected a string key or '}'")
                    continue parsing
                }
            case UInt8(ascii: "["):
                if try openIsEmpty(closing: UInt8(ascii: "]"), depth: isObject.count) {
                    value = .array([])
                } else {
                    if arrayDepth == arrays.count { arrays.append([]) }
                    arrayDepth += 1
                    isObject.append(false)
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                value = .number(try parseNumber())
                numberRange = start..<position
            default:
                value = try parseLiteral()
            }
            // A value is complete: hand it to the innermost container, closing containers as they end.
            while let inObject = isObject.last {
                skipWhitespace()
                if inObject {
                    let top = objectDepth - 1
                    objects[top].members.append((key: objects[top].pendingKey, value: value))
                    if case .number = value {
                        objects[top].literals.append(
                            (key: objects[top].pendingKey, literal: NumberLiteral(bytes, numberRange)))
                    }
                    if try consumeComma(before: UInt8(ascii: "}")) {
                        try readKey(into: &objects[top], expected: "expected a string key after ','")
                        continue parsing
                    }
                    guard peek(UInt8(ascii: "}")) else { throw expected("expected ',' or '}' after an object member") }
                    // The outermost container's scratch is never reused: hand it over instead of copying.
                    let members =
                        isObject.count == 1 ? objects[top].members : JSONScanner.take(&objects[top].members)
                    let literals =
                        isObject.count == 1 ? objects[top].literals : JSONScanner.take(&objects[top].literals)
                    value = .object(JSONObject(members, literals: literals))
                    objects[top].keySet = nil
                    objectDepth -= 1
                } else {
                    let top = arrayDepth - 1
                    arrays[top].append(value)
                    if try consumeComma(before: UInt8(ascii: "]")) {
                        continue parsing
                    }
                    guard peek(UInt8(ascii: "]")) else { throw expected("expected ',' or ']' after an array element") }
                    value = .array(isObject.count == 1 ? arrays[top] : JSONScanner.take(&arrays[top]))
                    arrayDepth -= 1
                }
                position += 1
                isObject.removeLast()
            }
            return value
        }
    }

    /// Moves the contents of a scratch buffer into a new, exactly sized array.
    ///
    /// Keeps the scratch's capacity for the next container at the same depth.
    private static func take<Element>(_ scratch: inout [Element]) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(scratch.count)
        result.append(contentsOf: scratch)
        scratch.removeAll(keepingCapacity: true)
        return result
    }

    /// Reads `"key"` and the `:` after it into `object`, rejecting duplicate keys.
    mutating func readKey(into object: inout OpenObject, expected message: String) throws(JSONSyntaxError) {
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

    /// Consumes an opening bracket at nesting `depth` and the whitespace after it.
    ///
    /// When the container closes at once (`closing` follows), consumes that too and returns `true`.
    private mutating func openIsEmpty(closing: UInt8, depth: Int) throws(JSONSyntaxError) -> Bool {
        guard depth < JSONParser.maximumDepth else { throw tooDeep() }
        position += 1
        skipWhitespace()
        guard peek(closing) else { return false }
        position += 1
        return true
    }

    /// Consumes a `,` and the whitespace after it, if present.
    ///
    /// Throws when the comma is directly followed by the closing bracket `close` (a trailing comma).
    mutating func consumeComma(before close: UInt8) throws(JSONSyntaxError) -> Bool {
        guard peek(UInt8(ascii: ",")) else { return false }
        position += 1
        skipWhitespace()
        if peek(close) {
            throw error("trailing comma before '\(Character(Unicode.Scalar(close)))'", at: position)
        }
        return true
    }

    /// Whether the next byte is `byte`.
    @inline(__always) func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    @inline(__always) mutating func skipWhitespace() {
        JSONWhitespace.skip(bytes, from: &position)
    }

    // MARK: Errors

    /// "expected a value, found …" at the current position.
    func expectedValue() -> JSONSyntaxError { expected("expected a value") }

    /// `message` followed by what is at the current position.
    ///
    /// For example, `expected ':' after an object key, found '='`.
    func expected(_ message: String) -> JSONSyntaxError {
        error("\(message), found \(describeFound(at: position))", at: position)
    }

    private func tooDeep() -> JSONSyntaxError {
        error("nesting deeper than \(JSONParser.maximumDepth) levels", at: position)
    }

    /// An error at byte `offset`, converted to a 1-based line and character column.
    /// - Complexity: O(offset); only paid when an error is thrown.
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = startLine
        var column = startColumn
        var index = documentStart
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1 // continuation bytes belong to the character before them
            }
            index += 1
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// A short description of the input at `offset`, for error messages.
    ///
    /// `end of input`, `'x'`, a whole word such as `'NaN'`, `U+0007` for control characters, or `invalid UTF-8`.
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
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }
}
