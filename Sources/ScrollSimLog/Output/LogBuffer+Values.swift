import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// Log values written at a pointer, inside one `write(reserving:_:)`, in the bytes `LogFormatter.append` spells them
// with (`LogBufferValueTests` compares both; an integer is `FixedPoint.writeInteger`'s), and the text log's flags
// column. Each returns the end of what it wrote.
extension LogBuffer {
    /// The most bytes ``putPoint(_:at:)`` writes: two numbers, the parentheses, the comma and the space.
    static let pointMaxCount = 2 * FixedPoint.maxCount + 4

    /// Writes `point` as the text log spells it: `(x, y)`.
    ///
    /// Each number with `LogFormatter.offsetDecimals`. O(digits).
    static func putPoint(_ point: Point, at destination: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        destination.initialize(to: UInt8(ascii: "("))
        var next = FixedPoint.write(point.x, decimals: LogFormatter.offsetDecimals, at: destination + 1)
        next[0] = UInt8(ascii: ",")
        next[1] = UInt8(ascii: " ")
        next = FixedPoint.write(point.y, decimals: LogFormatter.offsetDecimals, at: next + 2)
        next.initialize(to: UInt8(ascii: ")"))
        return next + 1
    }

    /// The bytes ``putFlags(_:at:)`` may store: one word, of which it keeps five.
    static let flagsStoreCount = 8

    /// Writes two spaces and the three flag letters: `T` tracking, `D` dragging, `d` decelerating, `-` when false.
    ///
    /// One word from a table of the eight combinations (no branch per flag); it stores ``flagsStoreCount`` bytes at
    /// `destination` and returns the end of the five it keeps.
    @inline(__always) static func putFlags(
        _ flags: ScrollFlags, at destination: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let index = (flags.tracking ? 1 : 0) | (flags.dragging ? 2 : 0) | (flags.decelerating ? 4 : 0)
        let word = UnsafeRawPointer(flagColumns.utf8Start).loadUnaligned(fromByteOffset: 8 &* index, as: UInt64.self)
        UnsafeMutableRawPointer(destination).storeBytes(of: word, as: UInt64.self)
        return destination + 5
    }

    /// The flags column of each combination (tracking 1, dragging 2, decelerating 4), eight bytes each.
    ///
    /// The `|` after the last keeps its padding from being trailing whitespace.
    private static var flagColumns: StaticString {
        "  ---     T--     -D-     TD-     --d     T-d     -Dd     TDd   |"
    }
}
