@_spi(ScrollSimInternal) import ScrollSimJSON
import ScrollSimKit

/// The few JSON tokens the plain events with nested values read, from a window of bytes.
///
/// The few JSON tokens the plain events with nested values (``PlainSetCall``, ``PlainGesture``) read, from a window of
/// bytes: whitespace is skipped before each token; running out of bytes stops with `cut` (the general reader would read
/// on there too), anything it does not read stops with `declined`.
///
/// Every byte it accepts is one at which `JSONFramer` goes on (structure, whitespace, printable
/// ASCII in strings, number bytes), so running out of bytes is always a `cut`.
struct PlainScanner {
    /// Why a scan stopped: the bytes ran out (`cut`), or the general path must read the event.
    enum Stop: Error { case cut, declined }

    /// The window's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position: Int

    /// The next byte after whitespace, not consumed.
    mutating func peek() throws(Stop) -> UInt8 {
        JSONWhitespace.skip(bytes, from: &position)
        guard position < bytes.count else { throw .cut }
        return bytes[position]
    }

    /// Consumes `byte` (after whitespace).
    mutating func expect(_ byte: UInt8) throws(Stop) {
        guard try peek() == byte else { throw .declined }
        position += 1
    }

    /// After a member: true past a `,`, false past the closing `}`.
    mutating func separator() throws(Stop) -> Bool {
        switch try peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "}"):
            position += 1
            return false
        default: throw .declined
        }
    }

    /// The index in `names` of the string that follows; `declined` for any other.
    ///
    /// The string is printable ASCII without escapes, compared as bytes.
    mutating func key(among names: [StaticString]) throws(Stop) -> Int {
        try expect(UInt8(ascii: "\""))
        let start = position
        try skipString()
        let count = position - 1 - start
        for (index, name) in names.enumerated() where name.utf8CodeUnitCount == count {
            let text = name.utf8Start
            var offset = 0
            while offset < count, bytes[start + offset] == text[offset] { offset += 1 }
            if offset == count { return index }
        }
        throw .declined
    }

    /// A string of printable ASCII without escapes.
    mutating func string() throws(Stop) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        try skipString()
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
    }

    /// Moves past the rest of a string whose opening quote was read: printable ASCII, no escapes.
    private mutating func skipString() throws(Stop) {
        while true {
            guard position < bytes.count else { throw .cut }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { throw .declined }
            position += 1
        }
        position += 1
    }

    /// `true` or `false`, followed by a byte that ends it.
    mutating func bool() throws(Stop) -> Bool {
        let value = try peek() == UInt8(ascii: "t")
        for byte in (value ? "true" : "false").utf8 {
            guard position < bytes.count else { throw .cut }
            guard bytes[position] == byte else { throw .declined }
            position += 1
        }
        guard position < bytes.count else { throw .cut }
        return value
    }

    /// A finite number, read in place in the common form and by ``JSONNumberSyntax`` otherwise.
    ///
    /// The common form is read by ``PlainNumber``, any other by ``JSONNumberSyntax`` (the general reader's own); the
    /// same bits either way.
    ///
    /// O(digits).
    mutating func number() throws(Stop) -> Double {
        let first = try peek()
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw .declined }
        if let value = PlainNumber.read(bytes, &position) { return value }
        switch JSONNumberSyntax.scan(bytes, from: position) {
        case .exact(let value, let end):
            // A number that reaches the end of the bytes may go on.
            guard end < bytes.count else { throw .cut }
            position = end
            return value
        case .long(let end):
            guard end < bytes.count else { throw .cut }
            guard let value = JSONNumberSyntax.convert(bytes, position..<end), value.isFinite else { throw .declined }
            position = end
            return value
        case .malformed(_, let at):
            throw at < bytes.count ? .declined : .cut
        }
    }

    /// A point, `{"x": …, "y": …}`.
    ///
    /// Both keys once each, in either order, finite numbers (their bounds are the caller's to check).
    ///
    /// O(length).
    mutating func point() throws(Stop) -> Point {
        try expect(UInt8(ascii: "{"))
        var point = Point(x: 0, y: 0)
        var seen = 0
        repeat {
            let key = try key(among: Self.coordinateKeys)
            guard seen & (1 << key) == 0 else { throw .declined }
            seen |= 1 << key
            try expect(UInt8(ascii: ":"))
            if key == 0 { point.x = try number() } else { point.y = try number() }
        } while try separator()
        guard seen == 3 else { throw .declined }
        return point
    }

    /// The keys of a point, in the order of their bits.
    private static let coordinateKeys: [StaticString] = ["x", "y"]
}
