// Integers as a short text: zigzag base-64 varints of differences.

/// A column of integers written as text the page decodes in a few lines of JavaScript: each
/// value's `order`-th difference (0: the value, 1: minus the previous, 2: minus the previous
/// difference), zigzag-mapped to a natural number (0, −1, 1, −2, … → 0, 1, 2, 3, …) and written
/// five bits per character, least significant first, with 32 added to every character but the
/// last (a varint in the 64 characters of ``alphabet``, which JSON strings carry unescaped).
/// A value in −16…15 takes one character, −512…511 two, ±16 383 three. A stored number repeated
/// three or more times in a row is written once and followed by `~` and the count of further
/// repeats (a varint), so a view that stands still or moves at a constant speed costs a few
/// characters per stretch.
struct VarintColumn {
    /// The 64 digits, in order: `0-9`, `A-Z`, `a-z`, `-`, `_`.
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// Which difference is stored: 0, 1 or 2.
    let order: Int
    private var bytes: [UInt8] = []
    private var previous = 0, previousDifference = 0
    /// The last stored number written, and how many times it repeated since (not yet written).
    private var lastStored: UInt64?
    private var repeats = 0

    /// An empty column storing `order`-th differences.
    init(order: Int) { self.order = order }

    /// The column as text.
    var text: String {
        var copy = self
        copy.flushRepeats()
        return String(decoding: copy.bytes, as: UTF8.self)
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
        write(natural)
        lastStored = natural
    }

    /// Writes the pending repeats of the last stored number: each again when fewer than 2,
    /// else `~` and their count.
    private mutating func flushRepeats() {
        guard repeats > 0, let last = lastStored else { return }
        if repeats < 2 {
            for _ in 0..<repeats { write(last) }
        } else {
            bytes.append(UInt8(ascii: "~"))
            write(UInt64(repeats))
        }
        repeats = 0
    }

    /// Writes one natural number as a varint.
    private mutating func write(_ value: UInt64) {
        var natural = value
        while natural >= 32 {
            bytes.append(Self.alphabet[Int(natural & 31) + 32])
            natural >>= 5
        }
        bytes.append(Self.alphabet[Int(natural)])
    }
}
