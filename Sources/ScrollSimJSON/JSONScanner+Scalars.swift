import ScrollSimSupport

// Strings, numbers and literals for ``JSONScanner``.
extension JSONScanner {
    // MARK: Literals

    /// Parses `true`, `false` or `null`; anything else is "expected a value".
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        if matches("true") { return .bool(true) }
        if matches("false") { return .bool(false) }
        if matches("null") { return .null }
        throw expectedValue()
    }

    /// Consumes `word` if the input continues with it.
    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let start = word.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        position += count
        return true
    }

    // MARK: Strings

    /// Parses a string starting at the opening quote.
    ///
    /// Strings without escapes are decoded in one step from the byte array; escapes switch to a byte buffer.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = position
        position += 1
        let contentStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                var buffer = Array(bytes[contentStart..<position])
                return try parseEscapedString(quote: quote, into: &buffer)
            }
            try stepOverStringCharacter(byte)
        }
        throw error("unterminated string", at: quote)
    }

    /// Continues a string with escapes, appending its decoded UTF-8 to `buffer`.
    private mutating func parseEscapedString(quote: Int, into buffer: inout [UInt8]) throws(JSONSyntaxError) -> String {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try parseEscape(quote: quote, into: &buffer)
                continue
            }
            let start = position
            try stepOverStringCharacter(byte)
            buffer.append(contentsOf: bytes[start..<position])
        }
        throw error("unterminated string", at: quote)
    }

    /// Advances over one unescaped character inside a string, validating it.
    @inline(__always) private mutating func stepOverStringCharacter(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            throw error("control character U+\(hex4(UInt32(byte))) must be escaped in a string", at: position)
        }
        if byte < 0x80 {
            position += 1
            return
        }
        guard let length = validUTF8Length(at: position) else { throw error("invalid UTF-8 in a string", at: position) }
        position += length
    }

    /// Decodes one escape sequence starting at the backslash.
    private mutating func parseEscape(quote: Int, into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        position += 1
        guard position < bytes.count else { throw error("unterminated string", at: quote) }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4(backslash: backslash)
            var scalarValue = unit
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed at once by an escaped low surrogate.
                guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw loneSurrogate(unit, at: backslash)
                }
                let lowBackslash = position
                position += 2
                let low = try readHex4(backslash: lowBackslash)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw loneSurrogate(unit, at: backslash)
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw loneSurrogate(unit, at: backslash)
            }
            appendUTF8(scalarValue, to: &buffer)
        default:
            let shown = escaped > 0x20 && escaped < 0x7F ? " '\\\(Character(Unicode.Scalar(escaped)))'" : ""
            throw error("invalid escape\(shown) in a string", at: backslash)
        }
    }

    /// "lone surrogate \uXXXX in a string", reported at the escape's backslash.
    private func loneSurrogate(_ unit: UInt32, at backslash: Int) -> JSONSyntaxError {
        error("lone surrogate \\u\(hex4(unit)) in a string", at: backslash)
    }

    /// Appends the UTF-8 encoding of a scalar value (never a surrogate, at most 0x10FFFF).
    private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func readHex4(backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw error("expected 4 hex digits after \\u", at: backslash)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `offset`, or `nil` when it is ill-formed.
    ///
    /// 2…4 bytes for a non-ASCII lead byte; ill-formed means overlong, a surrogate, above U+10FFFF or truncated.
    func validUTF8Length(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - offset >= length, secondRange.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }

    // MARK: Numbers

    /// Parses a number with ``JSONNumberSyntax`` (short numbers exactly, the rest by
    /// `Double(String)`; both correctly rounded).
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        let scan = bytes.withUnsafeBufferPointer { JSONNumberSyntax.scan($0, from: start) }
        switch scan {
        case .exact(let value, let end):
            position = end
            return value
        case .long(let end):
            position = end
            let value = bytes.withUnsafeBufferPointer { JSONNumberSyntax.convert($0, start..<end) }
            guard let value, value.isFinite || !rejectsOverflow else { throw error("number out of range", at: start) }
            return value
        case .malformed(let problem, let at):
            position = at
            switch problem {
            case .digitAfterMinus: throw expected("expected a digit after '-'")
            case .leadingZero: throw error("leading zeros are not allowed", at: start)
            case .digitAfterPoint: throw expected("expected a digit after '.'")
            case .digitInExponent: throw expected("expected a digit in the exponent")
            }
        }
    }
}
