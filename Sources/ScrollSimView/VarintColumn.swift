// Integers as a short text: zigzag base-64 varints of differences.

/// A column of integers written as text the page decodes in a few lines of JavaScript: each
/// value's `order`-th difference (0: the value, 1: minus the previous, 2: minus the previous
/// difference), zigzag-mapped to a natural number (0, −1, 1, −2, … → 0, 1, 2, 3, …) and written
/// five bits per character, least significant first, with 32 added to every character but the
/// last (a varint in the 64 characters of ``alphabet``, which JSON strings carry unescaped).
/// A value in −16…15 takes one character, −512…511 two, ±16 383 three.
struct VarintColumn {
    /// The 64 digits, in order: `0-9`, `A-Z`, `a-z`, `-`, `_`.
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// Which difference is stored: 0, 1 or 2.
    let order: Int
    private var bytes: [UInt8] = []
    private var previous = 0, previousDifference = 0

    /// An empty column storing `order`-th differences.
    init(order: Int) { self.order = order }

    /// The column as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

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
        var natural = UInt64(bitPattern: Int64((stored << 1) ^ (stored >> 63)))
        while natural >= 32 {
            bytes.append(Self.alphabet[Int(natural & 31) + 32])
            natural >>= 5
        }
        bytes.append(Self.alphabet[Int(natural)])
    }
}
