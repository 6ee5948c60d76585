/// Four upper-case hex digits, zero-padded (for `U+XXXX` in messages).
package func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
