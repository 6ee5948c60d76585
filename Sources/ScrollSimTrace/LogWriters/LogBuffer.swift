/// The byte buffer the log writers append to: ASCII text, fixed-point numbers, padding. Appending
/// bytes avoids building a `String` per field, which dominated replay time.
struct LogBuffer {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ value: Double, decimals: Int) { FixedPoint.append(value, decimals: decimals, to: &bytes) }

    /// Appends `value` spelt in `style` (see `LogFormatter`).
    mutating func append(_ value: LogValue, _ style: LogFormatter.Style) {
        LogFormatter.append(value, style, to: &bytes)
    }

    mutating func appendQuoted(_ text: String) { JSONText.appendQuoted(text, to: &bytes) }

    mutating func appendSpaces(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    /// Appends `text` followed by spaces up to `width` characters.
    mutating func appendLeftAligned(_ text: String, width: Int) {
        append(text)
        appendSpaces(width - text.count)
    }

    /// Appends `value` right-aligned in `width` characters.
    mutating func appendRightAligned(_ value: Double, decimals: Int, width: Int) {
        let start = bytes.count
        append(value, decimals: decimals)
        let length = bytes.count - start
        if length < width {
            bytes.insert(contentsOf: repeatElement(UInt8(ascii: " "), count: width - length), at: start)
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
