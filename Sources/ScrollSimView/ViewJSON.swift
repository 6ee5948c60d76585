// JSON text for the page's embedded data, deterministic and safe inside a <script> element.
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Spells the page's data: strings escaped for JSON and for an HTML `<script>` element, numbers with `FixedPoint`.
///
/// Spells the page's data: strings escaped for JSON and for an HTML `<script>` element (`<`, `>` and `&` as `\u003c`…,
/// so no `</script>` can end it early), numbers with `FixedPoint` (no locale, no exponent, no negative zero).
enum ViewJSON {
    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 { out += "\\u" + hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A JSON array of string literals.
    static func strings(_ texts: [String]) -> String { "[" + texts.map(string).joined(separator: ",") + "]" }

    /// `value` with at most three decimals and no trailing zeros (`393`, `0.5`, `-12.333`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = FixedPoint.format(value, decimals: 3)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A JSON array of numbers.
    static func numbers(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ",") + "]" }

    static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).map { digits[Int((value >> (12 - 4 * UInt32($0))) & 15)] })
    }
}
