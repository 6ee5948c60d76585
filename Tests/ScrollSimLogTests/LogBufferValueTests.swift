import ScrollSimKit
import Testing

@testable import ScrollSimLog

/// Tests that a log value appended to a `LogBuffer` has the bytes `LogFormatter` spells it with.
///
/// The buffer writes integers, points and flags straight in (`LogBuffer+Values`); every other value goes through
/// `LogFormatter.append`. Both must give the same bytes in every style.
struct LogBufferValueTests {
    /// Values at the edges of each direct path.
    ///
    /// Signs, zero, the extreme integers, a negative zero, a tie, a large offset, offsets that do not fit the usual
    /// digits, non-finite coordinates.
    static let values: [LogValue] = [
        .integer(0), .integer(7), .integer(-3), .integer(10), .integer(99), .integer(100), .integer(-1_000_000),
        .integer(Int.max), .integer(Int.min),
        .point(Point(x: 0, y: 0)), .point(Point(x: -0.0, y: -0.0004)), .point(Point(x: 367, y: 1 / 3)),
        .point(Point(x: -12.0005, y: 196.5)), .point(Point(x: 123_456_789.125, y: -1e19)),
        .point(Point(x: .nan, y: -.infinity)),
        .bool(true), .bool(false),
        .number(-500, .ptPerSecond), .string("a b"),
    ]

    @Test(arguments: values)
    func appendedValueHasTheFormattersBytes(value: LogValue) {
        for style in [LogFormatter.Style.text, .json, .compact] {
            var buffer = LogBuffer()
            buffer.append(value, style)
            #expect(buffer.string == LogFormatter.format(value, style), "\(value) in \(style)")
        }
    }
}
