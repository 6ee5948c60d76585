// Integers as a short text: zigzag base-64 varints of differences.

/// A column of integers written as text the page decodes in a few lines of JavaScript.
///
/// Each value's `order`-th difference (0: the value, 1: minus the previous, 2: minus the previous difference),
/// zigzag-mapped to a natural number (0, −1, 1, −2, … → 0, 1, 2, 3, …) and written five bits per character, least
/// significant first, with 32 added to every character but the last (a varint in the 64 characters of ``alphabet``,
/// which JSON strings carry unescaped). A value in −16…15 takes one character, −512…511 two, ±16 383 three. A stored
/// number repeated three or more times in a row is written once and followed by `~` and the count of further repeats (a
/// varint), so a view that stands still or moves at a constant speed costs a few characters per stretch.
///
/// The text goes to a ``SpooledBytes``: with a ``ColumnSpool``, a column of any length keeps
/// about one chunk in memory and is written out with ``write(to:)``.
struct VarintColumn {
    /// The 64 digits, in order: `0-9`, `A-Z`, `a-z`, `-`, `_`.
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// Which difference is stored: 0, 1 or 2.
    let order: Int
    private var bytes: SpooledBytes
    private var previous = 0, previousDifference = 0
    /// The last stored number written, and how many times it repeated since (not yet written).
    private var lastStored: UInt64?
    private var repeats = 0

    /// An empty column storing `order`-th differences, spilling into `spool` when one is given.
    init(order: Int, spool: ColumnSpool? = nil) {
        self.order = order
        bytes = SpooledBytes(spool: spool)
    }

    /// The column as text (read back whole: for a short column or a test).
    var text: String {
        let page = PageWriter()
        write(to: page)
        return page.text
    }

    /// Writes the column's text to `page`, the spilled chunks read back one at a time.
    ///
    /// O(length).
    func write(to page: PageWriter) {
        var tail = SpooledBytes(spool: nil)
        if repeats > 0, let last = lastStored { Self.writeRepeats(repeats, of: last, to: &tail) }
        bytes.forEachChunk(tail: tail.buffer) { page.write($0) }
    }

    /// Appends `value`.
    mutating func add(_ value: Int) {
        let difference = value &- previous
        let stored: Int
        switch order {
        case 0: stored = value
        case 1: stored = difference
        default: stored = difference &- previousDifference
        }
        previous = value
        previousDifference = difference
        let natural = UInt64(bitPattern: Int64((stored << 1) ^ (stored >> 63)))
        if natural == lastStored {
            repeats += 1
            return
        }
        flushRepeats()
        Self.write(natural, to: &bytes)
        lastStored = natural
        bytes.spillIfFull()
    }

    /// Writes the pending repeats of the last stored number.
    private mutating func flushRepeats() {
        guard repeats > 0, let last = lastStored else { return }
        Self.writeRepeats(repeats, of: last, to: &bytes)
        repeats = 0
    }

    /// Writes `count` repeats of the stored number `last`: each again when fewer than 2, else
    /// `~` and the count.
    private static func writeRepeats(_ count: Int, of last: UInt64, to bytes: inout SpooledBytes) {
        if count < 2 {
            for _ in 0..<count { write(last, to: &bytes) }
        } else {
            bytes.append(UInt8(ascii: "~"))
            write(UInt64(count), to: &bytes)
        }
    }

    /// Writes one natural number as a varint.
    private static func write(_ value: UInt64, to bytes: inout SpooledBytes) {
        var natural = value
        while natural >= 32 {
            bytes.append(alphabet[Int(natural & 31) + 32])
            natural >>= 5
        }
        bytes.append(alphabet[Int(natural)])
    }
}
