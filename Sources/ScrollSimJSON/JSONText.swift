/// JSON string literals for output.
package enum JSONText {
    /// `s` as a JSON string literal.
    ///
    /// `"` and `\` are escaped, `\n`, `\r`, `\t`, `\b`, `\f` use their short escapes, other control characters
    /// (U+0000…U+001F) become `\u00XX` with lower-case hex, and every other character is kept as UTF-8.
    /// - Complexity: O(n) in the UTF-8 length of `s`.
    package static func quoted(_ s: String) -> String {
        var result = ""
        appendQuoted(s, to: &result)
        return result
    }

    /// Appends `s` as a JSON string literal (see ``quoted(_:)``) to `output`.
    package static func appendQuoted(_ s: String, to output: inout String) {
        output.append("\"")
        guard s.utf8.contains(where: needsEscape) else {
            output.append(s)
            output.append("\"")
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 8)
        appendEscaped(s, to: &bytes)
        output.append(String(decoding: bytes, as: UTF8.self))
        output.append("\"")
    }

    /// Appends `s` as a JSON string literal (see ``quoted(_:)``) to a UTF-8 byte buffer.
    package static func appendQuoted(_ s: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendEscaped(s, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends the escaped contents of `s`, without quotes.
    private static func appendEscaped(_ s: String, to output: inout [UInt8]) {
        for byte in s.utf8 {
            guard needsEscape(byte) else {
                output.append(byte)
                continue
            }
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                let hexDigits = Array("0123456789abcdef".utf8)
                output.append(contentsOf: Array("u00".utf8))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    @inline(__always) private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
