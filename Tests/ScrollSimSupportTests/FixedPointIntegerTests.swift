@_spi(ScrollSimInternal) import ScrollSimSupport
import Testing

/// Tests that `FixedPoint.writeInteger` spells every integer as `String(_:)` does, within its stated room.
struct FixedPointIntegerTests {
    /// Zero, one digit, each power of ten and the one below it (where the digit count changes), both signs, and the
    /// extremes.
    static let values: [Int] = {
        var values = [0, 7, -3, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<19 {
            values += [power, power - 1, -power, -(power - 1)]
            if power > Int.max / 10 { break }
            power *= 10
        }
        return values
    }()

    @Test(arguments: values)
    func writesWhatStringSpells(value: Int) {
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedPoint.integerMaxCount) { buffer in
            let start = buffer.baseAddress!
            let end = FixedPoint.writeInteger(value, at: start)
            #expect(end - start <= FixedPoint.integerMaxCount)
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        #expect(text == String(value))
    }
}
