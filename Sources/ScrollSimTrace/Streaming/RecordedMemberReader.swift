@_spi(ScrollSimInternal) import ScrollSimJSON

/// Reads the top-level `recorded` object from a stream in constant memory.
///
/// Its `frames` array is checked one frame at a time (``RecordedFramesCheck``) and replaced by an empty placeholder
/// array; its other members (all unknown keys, reported by the header decoder) are kept as they are. Syntax errors are
/// thrown at once, in reading order, as for every other member.
enum RecordedMemberReader {
    /// `recorded.frames`, the array's path.
    static let framesPath = JSONPath([.key(Trace.recordedKey), .key(Trace.recordedFramesKey)])

    /// Reads the `recorded` object with its frames replaced, and the verdict on them.
    ///
    /// At the `{` of `recorded`: the object with its frames replaced, and the verdict on them (nil when `frames` was
    /// absent or not an array: the header decoder then reports it).
    static func read(_ reader: JSONStreamReader) throws(JSONStreamError) -> (JSONValue, RecordedFramesCheck?) {
        reader.position += 1
        if try reader.peekAfterWhitespace() == UInt8(ascii: "}") {
            reader.position += 1
            return (.object(JSONObject()), nil)
        }
        var members: [(key: String, value: JSONValue)] = []
        var frames: RecordedFramesCheck?
        while true {
            reader.compact()
            guard try reader.peekAfterWhitespace() == UInt8(ascii: "\"") else {
                throw reader.expected(
                    members.isEmpty ? "expected a string key or '}'" : "expected a string key after ','")
            }
            let keyStart = reader.position
            guard case .string(let key) = try reader.parseValue() else {
                preconditionFailure("a value starting with a quote is a string")
            }
            if members.contains(where: { $0.key == key }) {
                throw reader.error("duplicate key \(JSONText.quoted(key)) in an object", at: keyStart)
            }
            guard try reader.peekAfterWhitespace() == UInt8(ascii: ":") else {
                throw reader.expected("expected ':' after an object key")
            }
            reader.position += 1
            if key == Trace.recordedFramesKey, try reader.peekAfterWhitespace() == UInt8(ascii: "[") {
                frames = try readFrames(reader)
                members.append((key, .array([])))
            } else {
                _ = try reader.peekAfterWhitespace()
                members.append((key, try reader.parseValue()))
            }
            if try reader.consumeComma(before: UInt8(ascii: "}")) { continue }
            guard try reader.peekAfterWhitespace() == UInt8(ascii: "}") else {
                throw reader.expected("expected ',' or '}' after an object member")
            }
            reader.position += 1
            return (.object(JSONObject(members)), frames)
        }
    }

    /// At the `[` of `frames`: checks each element as it is parsed, keeping none of them.
    private static func readFrames(_ reader: JSONStreamReader) throws(JSONStreamError) -> RecordedFramesCheck {
        reader.position += 1
        var check = RecordedFramesCheck()
        if try reader.peekAfterWhitespace() == UInt8(ascii: "]") {
            reader.position += 1
            return check
        }
        var index = 0
        while true {
            reader.compact()
            _ = try reader.peekAfterWhitespace()
            check.check(ValueReader(try reader.parseValue(), in: framesPath, at: .index(index)))
            index += 1
            if try reader.consumeComma(before: UInt8(ascii: "]")) { continue }
            guard try reader.peekAfterWhitespace() == UInt8(ascii: "]") else {
                throw reader.expected("expected ',' or ']' after an array element")
            }
            reader.position += 1
            return check
        }
    }
}
