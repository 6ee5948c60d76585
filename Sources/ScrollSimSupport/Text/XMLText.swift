/// Text inside XML documents scrollsim writes (the JUnit report, SVG plots).
package enum XMLText {
    /// Escapes text for XML 1.0, replacing characters XML cannot carry by U+FFFD.
    ///
    /// `& < > " '`, line breaks and tabs in attributes become character references (so they survive attribute
    /// normalisation), and characters XML cannot carry at all (other C0 controls such as ANSI escapes, U+FFFE, U+FFFF)
    /// are replaced by U+FFFD.
    package static func escaped(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t":
                out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
