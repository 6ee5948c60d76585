/// Byte-for-byte comparison, eight bytes a step: the one implementation the golden check, the log scan and the explore
/// invariants share.
@_spi(ScrollSimInternal) public enum ByteComparison {
    /// Whether `bytes` holds all of `part` from byte `start` on.
    ///
    /// False when `start` is negative or `part` does not fit after it. Compares a word (eight bytes) at a time, then
    /// the bytes left. O(`part.count`).
    @inlinable @inline(__always)
    public static func holds(
        _ bytes: UnsafeRawBufferPointer, _ part: UnsafeRawBufferPointer, at start: Int
    ) -> Bool {
        guard start >= 0, bytes.count - start >= part.count else { return false }
        var index = 0
        while index + 8 <= part.count {
            guard
                bytes.loadUnaligned(fromByteOffset: start + index, as: UInt64.self)
                    == part.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            else { return false }
            index += 8
        }
        while index < part.count {
            guard bytes[start + index] == part[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether `a` and `b` hold the same bytes (the same count, then ``holds(_:_:at:)`` from the start).
    ///
    /// O(`b.count`).
    @inlinable @inline(__always)
    public static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && holds(a, b, at: 0)
    }

    /// Whether the arrays `a` and `b` hold the same bytes.
    ///
    /// O(`b.count`).
    @inlinable
    public static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in same(a, b) } }
    }

    /// Whether the array `bytes` holds all of the array `part` from byte `start` on.
    ///
    /// O(`part.count`).
    @inlinable
    public static func holds(_ bytes: [UInt8], _ part: [UInt8], at start: Int) -> Bool {
        bytes.withUnsafeBytes { bytes in part.withUnsafeBytes { part in holds(bytes, part, at: start) } }
    }
}
