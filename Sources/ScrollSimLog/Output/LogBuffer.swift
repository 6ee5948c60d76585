import ScrollSimJSON
import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

/// The byte buffer the log writers append to: ASCII text, fixed-point numbers, padding.
///
/// Appending bytes avoids building a `String` per field, which dominated replay time.
///
/// It owns its storage, so a writer can make room once for a whole line (``write(reserving:_:)``)
/// and put every field down through one pointer, without the capacity and uniqueness checks an
/// array pays per append. Not copyable: there is one owner of the bytes, freed with it.
///
/// With an `output`, the buffer is a bounded buffered writer: whole lines are handed to the output
/// once `flushSize` bytes are pending, and the rest by ``flush()``.
struct LogBuffer: ~Copyable {
    /// The storage: `count` bytes of log, then free room up to `capacity`.
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes pending (all of them without an output).
    private(set) var count = 0
    /// Where full buffers go; nil keeps the whole log in memory.
    let output: LogOutput?
    /// Reused by the appends that format through a `[UInt8]` (log values, JSON strings), so they
    /// allocate nothing per call.
    private var scratch: [UInt8] = []
    /// Pending bytes that trigger a flush at the end of a line.
    static let flushSize = 1 << 16

    init(output: LogOutput? = nil) {
        self.output = output
        capacity = Self.flushSize + 4096
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Hands the pending bytes to the output when they reach `flushSize` (call after a line).
    @inline(__always) mutating func endLine() {
        if isFull { flush() }
    }

    /// Whether the pending bytes reached `flushSize`: time to hand them over after this line.
    var isFull: Bool { count >= Self.flushSize }

    /// Hands every pending byte to the output (nothing without one).
    mutating func flush() {
        takeChunk()?.write()
    }

    /// The pending bytes with the output they go to, taken out of the buffer (which starts afresh).
    ///
    /// A caller can then hand them over after its own access to the buffer has ended; nil without an output or when
    /// nothing is pending.
    mutating func takeChunk() -> Chunk? {
        guard let output, count > 0 else { return nil }
        let chunk = Chunk(start: start, count: count, output: output)
        start = .allocate(capacity: capacity)
        count = 0
        return chunk
    }

    /// Bytes on their way to an output; freed once written.
    struct Chunk: ~Copyable {
        fileprivate let start: UnsafeMutablePointer<UInt8>
        fileprivate let count: Int
        fileprivate let output: LogOutput

        /// Hands the bytes to the output.
        consuming func write() {
            output.write(UnsafeRawBufferPointer(start: start, count: count))
        }

        deinit { start.deallocate() }
    }

    /// Makes room for at most `maxCount` bytes and lets `body` write them at the pointer it gets.
    ///
    /// Makes room for at most `maxCount` bytes and lets `body` write them at the pointer it gets;
    /// `body` returns the end of what it wrote. O(1) unless the storage must grow (then O(count),
    /// with geometric growth).
    @inline(__always) mutating func write(
        reserving maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
    ) {
        if capacity - count < maxCount { grow(to: count + maxCount) }
        let next = start + count
        let end = body(next)
        precondition(end >= next && end - next <= maxCount, "a log field wrote past the room it reserved")
        count = end - start
    }

    /// Moves the bytes to a storage of at least `minimum` bytes (and at least twice the current).
    private mutating func grow(to minimum: Int) {
        let larger = max(minimum, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// Appends the UTF-8 bytes of `text`.
    ///
    /// Copied as one block when the string has contiguous storage (native and small strings do).
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if copied == nil { append(bytes: Array(text.utf8)) }
    }

    /// Appends a literal's UTF-8 bytes straight from the binary (no `String` in between).
    mutating func append(literal text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends one byte.
    @inline(__always) mutating func append(byte: UInt8) {
        write(reserving: 1) { destination in
            destination.initialize(to: byte)
            return destination + 1
        }
    }

    /// Appends `source` in one block.
    mutating func append(bytes source: UnsafeBufferPointer<UInt8>) {
        write(reserving: source.count) { Self.put(source, at: $0) }
    }

    /// Appends `bytes` in one block.
    private mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// Appends `value` with `decimals` fraction digits (`FixedPoint`).
    mutating func append(_ value: Double, decimals: Int) {
        write(reserving: FixedPoint.maxCount) { FixedPoint.write(value, decimals: decimals, at: $0) }
    }

    /// Appends `value` spelt in `style` (see `LogFormatter`).
    mutating func append(_ value: LogValue, _ style: LogFormatter.Style) {
        // A number or an integer in the text and JSON styles, and a point, a flag or a string in
        // the text style, go straight in (the same bytes as `LogFormatter.append` makes, without
        // the scratch array: a touch's `finger 0, location (x, y)` cost two thousand instructions
        // through it).
        switch (value, style) {
        case (.number(let number, let unit), .text), (.number(let number, let unit), .json):
            append(number, decimals: LogFormatter.decimals(for: unit))
            return
        case (.integer(let integer), .text), (.integer(let integer), .json):
            write(reserving: FixedPoint.integerMaxCount) { FixedPoint.writeInteger(integer, at: $0) }
            return
        case (.point(let point), .text):
            write(reserving: Self.pointMaxCount) { Self.putPoint(point, at: $0) }
            return
        case (.bool(let flag), .text):
            append(literal: flag ? "true" : "false")
            return
        case (.string(let text), .text):
            append(text)
            return
        default:
            break
        }
        scratch.removeAll(keepingCapacity: true)
        LogFormatter.append(value, style, to: &scratch)
        append(bytes: scratch)
    }

    /// Appends `text` as a JSON string literal (`JSONText`).
    mutating func appendQuoted(_ text: String) {
        scratch.removeAll(keepingCapacity: true)
        JSONText.appendQuoted(text, to: &scratch)
        append(bytes: scratch)
    }

    /// Appends `count` spaces (none when `count` ≤ 0).
    mutating func appendSpaces(_ count: Int) {
        write(reserving: max(count, 0)) { Self.spaces(count, at: $0) }
    }

    /// Appends `text` followed by spaces up to `width` characters (see
    /// ``putLeftAligned(_:width:at:)``).
    mutating func appendLeftAligned(_ text: String, width: Int) {
        write(reserving: Self.leftAlignedMaxCount(text, width: width)) {
            Self.putLeftAligned(text, width: width, at: $0)
        }
    }

    /// The log as text.
    var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }
    /// The bytes pending, copied into an array (one block copy).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
            if count > 0 { storage.baseAddress!.initialize(from: start, count: count) }
            initialized = count
        }
    }
}

// Writing at a pointer, for the fields of a line written inside one `write(reserving:_:)`. Each
// returns the end of what it wrote.
extension LogBuffer {
    /// Copies `source` to `destination`.
    ///
    /// From 8 to 64 bytes (view and event columns, or both in one block) with two or four overlapping word or vector
    /// moves instead of a call to `memcpy`.
    @inline(__always) static func put(
        _ source: UnsafeBufferPointer<UInt8>, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        guard let base = source.baseAddress else { return destination }
        let count = source.count
        let from = UnsafeRawPointer(base)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 16 && count <= 32 {
            let head = from.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
            to.storeBytes(of: head, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
        } else if count > 32 && count <= 64 {
            let head = (
                from.loadUnaligned(as: SIMD16<UInt8>.self),
                from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            )
            let tail = (
                from.loadUnaligned(fromByteOffset: count - 32, as: SIMD16<UInt8>.self),
                from.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
            )
            to.storeBytes(of: head.0, as: SIMD16<UInt8>.self)
            to.storeBytes(of: head.1, toByteOffset: 16, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail.0, toByteOffset: count - 32, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail.1, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
        } else if count >= 8 && count < 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else {
            destination.initialize(from: base, count: count)
        }
        return destination + count
    }

    /// Writes `count` spaces (none when `count` ≤ 0).
    @inline(__always) static func spaces(
        _ count: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        guard count > 0 else { return destination }
        destination.initialize(repeating: UInt8(ascii: " "), count: count)
        return destination + count
    }

    /// The most bytes ``putLeftAligned(_:width:at:)`` writes for `text`.
    ///
    /// O(1) for native strings.
    static func leftAlignedMaxCount(_ text: String, width: Int) -> Int { text.utf8.count + max(width, 0) }

    /// Writes `text` followed by spaces up to `width` characters.
    ///
    /// ASCII text (the common case: view ids, event names) counts its bytes; anything else counts its `Character`s.
    static func putLeftAligned(
        _ text: String, width: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            (end: put(bytes, at: destination), isASCII: isASCII(bytes))
        }
        guard let written else {
            return putLeftAligned(String(decoding: Array(text.utf8), as: UTF8.self), width: width, at: destination)
        }
        return spaces(width - (written.isASCII ? text.utf8.count : text.count), at: written.end)
    }

    /// Whether every byte of `bytes` is below 0x80; eight bytes per step.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(base[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
