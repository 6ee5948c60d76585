/// JSON's insignificant whitespace, skipped the same way by every reader.
///
/// RFC 8259 §2: space, horizontal tab, line feed, carriage return. Every reader means the in-memory scanner, the stream
/// reader's window and the plain-touch fast path.
@_spi(ScrollSimInternal) public enum JSONWhitespace {
    /// Moves `position` past the whitespace in `bytes` that starts there (to `bytes.endIndex` when it runs to the end).
    ///
    /// O(whitespace).
    @inlinable @inline(__always)
    public static func skip<Bytes: RandomAccessCollection>(_ bytes: Bytes, from position: inout Int)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        while position < bytes.endIndex {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
