@_spi(ScrollSimInternal) import ScrollSimSupport

/// A right-aligned number column of the text log that remembers its last number.
///
/// A right-aligned number column of the text log that remembers its last number: a line whose
/// value has the same bits as the previous line's (the x offset of a vertical scroll, the time and
/// offset a touch's echo shares with the `didScroll` after it) copies the bytes written then
/// instead of formatting the number again. The bytes are `FixedPoint.write`'s, so the log is the
/// same either way.
struct NumberColumn {
    /// The last value written (its bits) and its bytes, when they fit in 16.
    ///
    /// `count` is 0 before the first value or after one that did not fit.
    private var bits: UInt64 = 0
    private var bytes = SIMD16<UInt8>()
    private var count = 0

    /// Writes `value` with `decimals` fraction digits right-aligned in `width` bytes and returns the end.
    ///
    /// See `FixedPoint.write`; the column always passes the same two. `destination` must have at least
    /// `max(FixedPoint.maxCount, 16)` bytes of room.
    @_transparent mutating func write(
        _ value: Double, decimals: Int, width: Int, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let raw = UnsafeMutableRawPointer(destination)
        if count > 0, value.bitPattern == bits {
            raw.storeBytes(of: bytes, as: SIMD16<UInt8>.self)
            return destination + count
        }
        let end = FixedPoint.write(value, decimals: decimals, width: width, at: destination)
        let written = end - destination
        if written <= 16 {
            bits = value.bitPattern
            bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
            count = written
        } else {
            count = 0
        }
        return end
    }
}
