@_spi(ScrollSimInternal) import ScrollSimJSON
import ScrollSimTestSupport
import Testing

@testable import ScrollSimTrace

/// Tests that `PlainNumber` reads the general reader's bits and end, and declines the forms it does not handle.
///
/// The plain events' number reader (`PlainNumber`) against the general one (`JSONNumberSyntax.scan`): every number it
/// accepts has the general reader's bits and end, and it leaves the forms it does not handle to the general reader.
struct PlainNumberTests {
    /// Reads `text` followed by `terminator` with both the plain and the general number reader.
    ///
    /// Reads `text` followed by `terminator` both ways: the plain reader's value and end (nil when it declines, then
    /// `position` must not move), and the general reader's exact value and end.
    static func both(_ text: String, terminator: String = ",")
        -> (plain: (value: Double, end: Int)?, general: (value: Double, end: Int)?)
    {
        let bytes = Array((text + terminator).utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            let plain = PlainNumber.read(buffer, &position).map { ($0, position) }
            if plain == nil { #expect(position == 0, "declining moved the position for \(text)") }
            let general: (Double, Int)?
            switch JSONNumberSyntax.scan(buffer, from: 0) {
            case .exact(let value, let end): general = (value, end)
            default: general = nil
            }
            return (plain, general)
        }
    }

    @Test(arguments: [
        "0", "-0", "7", "196.5", "758.000", "0.008333", "-0.5", "20000", "-758", "0.1", "0.3", "123456789012345",
        "1.23456789012345", "0.00000000000001", "999999999999999", "-999999999999999", "8.33333333333333",
        "5443.33333333333",
    ])
    func acceptedNumbersHaveTheGeneralReadersBits(text: String) throws {
        let (plain, general) = Self.both(text)
        let read = try #require(plain, "declined \(text)")
        let exact = try #require(general, "the general reader did not convert \(text) exactly")
        #expect(read.value.bitPattern == exact.value.bitPattern, "\(text)")
        #expect(read.end == exact.end && read.end == text.utf8.count, "\(text)")
    }

    /// Number forms the plain reader leaves to the general reader.
    ///
    /// Forms left to the general reader: exponents, more than 15 digits (leading zeros of a fraction included, though
    /// the general reader converts some of those exactly), leading zeros, a point without digits, a lone minus, and a
    /// number running to the end of the bytes (it may go on).
    @Test(arguments: [
        ("1e3", ","), ("1E-2", ","), ("2.5e1", ","), ("1234567890123456", ","), ("0.1234567890123456", ","),
        ("0.000000000000001", ","), ("8.333333333333333", ","),
        ("01", ","), ("-01.5", ","), ("1.", ","), ("-", ","), ("-.5", ","), (".5", ","), ("196.5", ""),
        ("0", ""),
    ])
    func otherFormsAreLeftToTheGeneralReader(text: String, terminator: String) {
        #expect(Self.both(text, terminator: terminator).plain == nil, "\(text)")
    }

    /// Tests that a seeded sweep of trace-style numbers reads to the same bits as the general reader.
    ///
    /// A seeded sweep of numbers as traces write them (up to 15 digits, up to 9 decimals, either sign, each terminator
    /// a touch event has): the same bits as the general reader.
    @Test func aSweepOfTraceNumbersMatchesTheGeneralReader() {
        var random = SplitMix(seed: 0x5EED_0026)
        func next() -> UInt64 { random.next() }
        var checked = 0
        for _ in 0..<20_000 {
            let decimals = Int(next() % 10)
            let wholeDigits = 1 + Int(next() % UInt64(15 - min(decimals, 14)))
            var text = next() % 4 == 0 ? "-" : ""
            let whole = String(next() % 1_000_000_000_000_000)
            text += wholeDigits == 1 && next() % 3 == 0 ? "0" : String(whole.prefix(wholeDigits))
            if decimals > 0 {
                text += "." + String((0..<decimals).map { _ in Character(String(next() % 10)) })
            }
            let terminator = [",", "}", " ", "\n", "]"][Int(next() % 5)]
            let (plain, general) = Self.both(text, terminator: terminator)
            guard let plain else {
                Issue.record("declined \(text)")
                continue
            }
            #expect(plain.value.bitPattern == general?.value.bitPattern, "\(text)")
            #expect(plain.end == general?.end, "\(text)")
            checked += 1
        }
        #expect(checked == 20_000)
    }
}
