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
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; one more level is a syntax error.
    package static let maximumDepth = 512

    /// Parses one JSON document from UTF-8 bytes.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line, column and what was expected.
    /// - Complexity: O(n) in `bytes.count`.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes)
        return try scanner.parseDocument()
    }

    /// Parses one JSON document from a string (its UTF-8 encoding).
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line, column and what was expected.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
