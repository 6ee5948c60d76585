@_spi(ScrollSimInternal) import ScrollSimSupport

/// A JSON number exactly as the input wrote it (`1.50`, `2e-1`, `1.0E+0`, `-0`).
///
/// A message then quotes what the user wrote rather than the value's shortest form (`1.5`, `0.2`, `1`, `0`).
///
/// Kept inline, without the heap: the decoder records the `t` of every event (see
/// `EventDecodingState.previousTimeLiteral`), also on the fast path for plain touch events, which
/// allocates nothing per event. A literal longer than ``capacity`` bytes is not kept: a message
/// then quotes the value's shortest form (``FixedPoint/shortest(_:)``), as it does for an empty
/// literal (``none``). Every site applies the same rule, so both event readers print the same.
package struct NumberLiteral: Sendable {
    /// The longest literal kept (bytes).
    ///
    /// Room for any time written with a `Double`'s 17 significant digits, a sign, a point and an exponent.
    static let capacity = 32

    /// The literal's bytes from the first on; bytes past ``count`` are meaningless.
    private var storage = SIMD32<UInt8>()
    /// The literal's length in bytes; 0 when none is kept.
    private var count: UInt8 = 0

    /// No literal: messages quote the value's shortest form.
    package static let none = NumberLiteral()

    private init() {}

    /// The literal `bytes[range]` (a number ``JSONNumberSyntax`` read), or ``none`` when it is longer than
    /// ``capacity``.
    ///
    /// O(1): one wide load when ``capacity`` bytes are readable from the literal's start, else a byte at a time.
    @inline(__always)
    package init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let length = range.upperBound - range.lowerBound
        guard length <= Self.capacity else { return }
        if bytes.count - range.lowerBound >= Self.capacity, let base = bytes.baseAddress {
            storage = UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: SIMD32<UInt8>.self)
        } else {
            for offset in 0..<length { storage[offset] = bytes[range.lowerBound + offset] }
        }
        count = UInt8(truncatingIfNeeded: length)
    }

    /// The literal `bytes[range]` of a byte array (as the buffer one).
    package init(_ bytes: [UInt8], _ range: Range<Int>) {
        self = bytes.withUnsafeBufferPointer { NumberLiteral($0, range) }
    }

    /// How a message quotes the number whose value is `value`.
    ///
    /// How a message quotes the number whose value is `value`: the literal, or when none is kept
    /// the shortest form of `value` (which must be finite). Builds a `String`: call only to make a
    /// message. O(length).
    package func text(for value: Double) -> String {
        guard count > 0 else { return FixedPoint.shortest(value) }
        return withUnsafeBytes(of: storage) { raw in
            String(decoding: raw.prefix(Int(count)), as: UTF8.self)
        }
    }
}
