/// Finds where one JSON value ends in a stream of bytes without decoding it.
///
/// This is the slow path of ``JSONStreamReader`` (is a failed parse a real error or a value cut by the end of the
/// window?) and the skipping of an `events` array whose header comes after it.
///
/// It tracks only strings, escapes and open brackets, so it accepts some invalid JSON (the parser
/// judges that afterwards), but it stops at the first byte that can never appear at its place:
/// a closing bracket that does not match, a control character inside a string, or outside
/// strings any byte that is not whitespace,
/// punctuation, a digit, `+ - . e E` or a letter of `true`/`false`/`null`. Garbage such as
/// `/dev/zero` therefore stops it at once. Resumable: ``scan(_:from:)`` keeps its state when the
/// bytes run out. O(nesting depth) memory, at most ``JSONParser/maximumDepth``; O(n) time.
struct JSONFramer {
    /// What a scan found.
    enum Outcome: Equatable {
        /// The value ends just before this index.
        case complete(end: Int)
        /// The byte at this index cannot be part of the value: the parser will report it.
        case stop(at: Int)
        /// The bytes ran out before the value ended; scan on from the end with more bytes.
        case needMore
    }

    /// The closing bracket of each open container, innermost last.
    private var closers: [UInt8] = []
    private var depth: Int { closers.count }
    private var started = false
    private var inString = false
    private var escaped = false
    private var inScalar = false

    /// Scans `bytes` from `start` (the value's first byte on the first call; the previous end
    /// when resuming).
    mutating func scan(_ bytes: [UInt8], from start: Int) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in scan(buffer, from: start) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Outcome {
        var index = start
        if !started {
            guard index < bytes.count else { return .needMore }
            started = true
            switch bytes[index] {
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
                UInt8(ascii: "n"):
                inScalar = true
            default: return .stop(at: index)
            }
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return .complete(end: index + 1) }
                } else if byte < 0x20 {
                    return .stop(at: index)
                }
            } else if inScalar {
                guard Self.isScalarByte(byte) else { return .complete(end: index) }
            } else {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if depth >= JSONParser.maximumDepth { return .stop(at: index) }
                    closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard closers.last == byte else { return .stop(at: index) }
                    closers.removeLast()
                    if closers.isEmpty { return .complete(end: index + 1) }
                case UInt8(ascii: "\""): inString = true
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ":"): break
                default: guard Self.isScalarByte(byte) else { return .stop(at: index) }
                }
            }
            index += 1
        }
        return .needMore
    }

    /// Digits, `+ - . e E` and the letters of `true`, `false` and `null`.
    @inline(__always) private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "a"), UInt8(ascii: "f"), UInt8(ascii: "l"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            return true
        default: return false
        }
    }
}
