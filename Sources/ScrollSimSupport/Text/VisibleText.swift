/// Text from a trace or the file system made safe to print on a line of a terminal or log.
///
/// Every control character is replaced by a visible escape, so a `name` or a file name cannot forge a header line
/// (`\n`) or send terminal escapes (ESC) into `check`'s output.
package enum VisibleText {
    /// `text` with each C0 control, DEL and C1 control written as an escape.
    ///
    /// `text` with each C0 control (U+0000–U+001F), DEL and C1 control (U+0080–U+009F) written as
    /// `\n`, `\r`, `\t` or `\u001B`; everything else unchanged. O(n); returns `text` itself when
    /// there is nothing to escape.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u" + hex4(scalar.value)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
