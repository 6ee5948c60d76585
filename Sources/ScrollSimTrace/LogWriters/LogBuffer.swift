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

    /// Appends the UTF-8 bytes of `text`, copied as one block when the string has contiguous storage
    /// (native and small strings do), which the generic `append(contentsOf: text.utf8)` is not.
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// Appends a literal's UTF-8 bytes straight from the binary (no `String` in between).
    mutating func append(literal text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `source` in one block.
    @inline(__always) private mutating func append(bytes source: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: source)
    }

    mutating func append(_ value: Double, decimals: Int) {
        FixedPoint.write(value, decimals: decimals) { append(bytes: $0) }
    }

    /// Appends `value` spelt in `style` (see `LogFormatter`).
    mutating func append(_ value: LogValue, _ style: LogFormatter.Style) {
        LogFormatter.append(value, style, to: &bytes)
    }

    mutating func appendQuoted(_ text: String) { JSONText.appendQuoted(text, to: &bytes) }

    mutating func appendSpaces(_ count: Int) {
        // Copied from a literal run of spaces: the generic append of a `repeatElement` costs more.
        let spaces: StaticString = "                                "
        var left = count
        while left > 0 {
            let chunk = min(left, spaces.utf8CodeUnitCount)
            append(bytes: UnsafeBufferPointer(start: spaces.utf8Start, count: chunk))
            left -= chunk
        }
    }

    /// Appends `text` followed by spaces up to `width` characters.
    /// ASCII text (the common case: view ids, event names) counts its bytes; anything else counts its
    /// `Character`s, as before.
    mutating func appendLeftAligned(_ text: String, width: Int) {
        let start = bytes.count
        append(text)
        var isASCII = true
        for index in start..<bytes.count where bytes[index] >= 0x80 {
            isASCII = false
            break
        }
        appendSpaces(width - (isASCII ? bytes.count - start : text.count))
    }

    /// Appends `value` right-aligned in `width` characters (the padding goes first, so no byte moves).
    mutating func appendRightAligned(_ value: Double, decimals: Int, width: Int) {
        FixedPoint.write(value, decimals: decimals) { digits in
            appendSpaces(width - digits.count)
            append(bytes: digits)
        }
    }

    /// Appends the three flag letters: `T` tracking, `D` dragging, `d` decelerating, `-` when false.
    mutating func appendFlags(_ flags: ScrollFlags) {
        bytes.append(flags.tracking ? UInt8(ascii: "T") : UInt8(ascii: "-"))
        bytes.append(flags.dragging ? UInt8(ascii: "D") : UInt8(ascii: "-"))
        bytes.append(flags.decelerating ? UInt8(ascii: "d") : UInt8(ascii: "-"))
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
