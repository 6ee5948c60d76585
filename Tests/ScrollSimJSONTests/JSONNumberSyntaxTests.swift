import ScrollSimJSON
import ScrollSimTestSupport
import Testing

/// Tests that the shared JSON number reader rounds correctly and names the problem and place of malformed numbers.
///
/// The number reader shared by the JSON scanner and the plain-touch fast path: every well-formed number reads to the
/// correctly rounded `Double` (`Double(String)` is the reference), by the exact path when it is short, and malformed
/// ones name their problem and place.
struct JSONNumberSyntaxTests {
    /// Which way a number was read.
    enum Path { case exact, long }

    /// The value `text` reads to, the way it was read and how many bytes it took; nil if malformed.
    ///
    /// The same, bit for bit, whether the bytes end with the number or go on.
    static func read(_ text: String) -> (value: Double, path: Path, end: Int)? {
        let alone = read(Array(text.utf8))
        let followed = read(Array((text + "}          ").utf8))
        #expect(alone?.value.bitPattern == followed?.value.bitPattern, "\(text)")
        #expect(alone?.path == followed?.path, "\(text)")
        #expect(alone?.end == followed?.end, "\(text)")
        return alone
    }

    static func read(_ bytes: [UInt8]) -> (value: Double, path: Path, end: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            switch JSONNumberSyntax.scan(buffer, from: 0) {
            case .exact(let value, let end): return (value, .exact, end)
            case .long(let end): return JSONNumberSyntax.convert(buffer, 0..<end).map { ($0, .long, end) }
            case .malformed: return nil
            }
        }
    }

    @Test(arguments: [
        ("0", Path.exact), ("-0", .exact), ("-0.0", .exact), ("0.008333", .exact), ("196.5", .exact),
        ("758.000", .exact), ("1e22", .exact), ("1e-22", .exact), ("123456789012345", .exact),
        ("0.000000000000001", .exact), ("1E+2", .exact), ("25e-1", .exact), ("1e23", .long), ("1e-23", .long),
        ("1234567890123456", .long), ("0.1234567890123456789", .long), ("4.9e-324", .long),
        ("2.2250738585072014e-308", .long), ("1.7976931348623157e308", .long), ("1e400", .long),
        ("-1e400", .long), ("9007199254740993", .long), ("0.30000000000000004", .long), ("1e-400", .long),
        ("100000000000000000000000", .long), ("12345678", .exact), ("123456789", .exact),
        ("0.12345678", .exact), ("0.000000012345678", .exact), ("987654321.12345", .exact),
        ("1234567812345678", .long), ("0.00000000", .exact), ("99999999.9999999", .exact),
        ("123456781234567812345678e-10", .long),
    ])
    func readsTheCorrectlyRoundedValue(text: String, path: Path) throws {
        let read = try #require(Self.read(text))
        // `Double(_:)`'s value, a negative zero read as 0 (-0 and 0 mean the same).
        let reference = try #require(Double(text)) + 0
        #expect(read.value.bitPattern == reference.bitPattern, "\(read.value) vs \(reference)")
        #expect(read.path == path)
        #expect(read.end == text.utf8.count)
    }

    /// Short numbers in every shape (sign, fraction, exponent) read exactly like `Double(String)`.
    @Test func shortNumbersReadExactlyLikeTheReference() throws {
        var generator = SplitMix(seed: 2026)
        for _ in 0..<5000 {
            let digits = String(generator.next() % 1_000_000_000_000_000)
            let point = Int(generator.next() % UInt64(digits.count + 1))
            var text = (generator.next() % 2 == 0 ? "-" : "") + digits
            if point < digits.count, point > 0 {
                text.insert(".", at: text.index(text.endIndex, offsetBy: point - digits.count))
            }
            if generator.next() % 2 == 0 { text += "e" + String(Int(generator.next() % 30) - 15) }
            guard let reference = Double(text), let read = Self.read(text) else {
                Issue.record("\(text) does not read")
                continue
            }
            #expect(read.value.bitPattern == reference.bitPattern, "\(text)")
        }
    }

    @Test(arguments: [
        ("-", JSONNumberSyntax.Problem.digitAfterMinus, 1), ("-a", .digitAfterMinus, 1), ("01", .leadingZero, 0),
        ("-01", .leadingZero, 0), ("1.", .digitAfterPoint, 2), ("1.e5", .digitAfterPoint, 2),
        ("1e", .digitInExponent, 2), ("1e+", .digitInExponent, 3), ("2.5E-x", .digitInExponent, 5),
    ])
    func malformedNumbersNameTheirProblem(text: String, problem: JSONNumberSyntax.Problem, at index: Int) {
        let bytes = Array(text.utf8)
        let scan = bytes.withUnsafeBufferPointer { JSONNumberSyntax.scan($0, from: 0) }
        guard case .malformed(let found, let at) = scan else {
            Issue.record("\(text) is not malformed")
            return
        }
        #expect(found == problem)
        #expect(at == index)
    }

    /// A number stops at the first byte that cannot continue it.
    @Test(arguments: [("12,", 2), ("-0.5}", 4), ("3e2 ", 3), ("7]", 1), ("1.5.5", 3)])
    func aNumberEndsAtItsLastByte(text: String, end: Int) throws {
        #expect(try #require(Self.read(text)).end == end)
    }
}
