/// The byte buffer the log writers append to: ASCII text, fixed-point numbers, padding. Appending
/// bytes avoids building a `String` per field, which dominated replay time.
///
/// With an `output`, the buffer is a bounded buffered writer: whole lines are handed to the output
/// once `flushSize` bytes are pending, and the rest by ``flush()``.
struct LogBuffer {
    private(set) var bytes: [UInt8] = []
    /// Where full buffers go; nil keeps the whole log in memory.
    let output: LogOutput?
    /// Pending bytes that trigger a flush at the end of a line.
    static let flushSize = 1 << 16

    init(output: LogOutput? = nil) {
        self.output = output
        bytes.reserveCapacity(Self.flushSize + 4096)
    }

    /// Hands the pending bytes to the output when they reach `flushSize` (call after a line).
    @inline(__always) mutating func endLine() {
        if bytes.count >= Self.flushSize { flush() }
    }

    /// Hands every pending byte to the output (nothing without one).
    mutating func flush() {
        guard let output, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { output.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

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
