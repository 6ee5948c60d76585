import ScrollSimTestSupport
import Testing

@testable import ScrollSimView

/// Tests the page's integer columns against an independent decoder of the `VarintColumn` format.
///
/// The page's integer columns, decoded by an independent reading of the format `VarintColumn` documents (the page's
/// script decodes the same way; the browser test checks the page).
struct VarintColumnTests {
    /// The values of `text`, a column of `order`-th differences.
    static func decode(_ text: String, order: Int) -> [Int] {
        let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
        var values: [Int] = []
        var previous = 0, difference = 0, natural: UInt64 = 0, shift: UInt64 = 0, stored = 0, repeating = false
        func take(_ stored: Int) {
            let value = order == 0 ? stored : previous + (order == 2 ? difference + stored : stored)
            difference = value - previous
            previous = value
            values.append(value)
        }
        for character in text {
            if character == "~" {
                repeating = true
                continue
            }
            let digit = UInt64(digits.firstIndex(of: character)!)
            natural |= (digit & 31) << shift
            shift += 5
            if digit >= 32 { continue }
            if repeating {
                for _ in 0..<natural { take(stored) }
                repeating = false
            } else {
                stored = natural % 2 == 1 ? -Int((natural + 1) / 2) : Int(natural / 2)
                take(stored)
            }
            (natural, shift) = (0, 0)
        }
        return values
    }

    @Test(arguments: [0, 1, 2])
    func randomValuesWithRunsReadBack(order: Int) {
        var generator = SplitMix(seed: UInt64(17 + order))
        var values: [Int] = []
        for _ in 0..<5000 {
            switch generator.next() % 4 {
            case 0: values.append(Int(truncatingIfNeeded: generator.next() % 2_000_000_000_001) - 1_000_000_000_000)
            case 1: values += Array(repeating: values.last ?? 7, count: Int(generator.next() % 50))
            case 2: values.append((values.last ?? 0) + Int(generator.next() % 33) - 16)
            default: values.append(Int(generator.next() % 3))
            }
        }
        var column = VarintColumn(order: order)
        for value in values { column.add(value) }
        #expect(Self.decode(column.text, order: order) == values)
    }

    /// A steady scroll is a few characters: constant second differences repeat.
    @Test func aSteadyScrollIsShort() {
        var column = VarintColumn(order: 2)
        for frame in 0..<1000 { column.add(5_000_000 + 9000 * frame) }
        #expect(column.text.count < 16, "\(column.text)")
        #expect(Self.decode(column.text, order: 2).last == 5_000_000 + 9000 * 999)
    }
}
