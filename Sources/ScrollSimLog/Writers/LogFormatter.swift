import ScrollSimJSON
import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

/// The one place where log values become text.
///
/// Every log writer formats numbers through it, so a quantity prints with the same precision in every format and the
/// model never picks decimals.
///
/// - A `LogValue.number(_, unit)` prints with `decimals(for: unit)` fraction digits (`FixedPoint`:
///   locale-free, ties to even, no negative zero).
/// - The fixed columns of a log line have their own named precisions: `timeDecimals(_:)`,
///   `offsetDecimals`, `releaseVelocityDecimals(_:)`.
/// - `Style` says how a value is spelt: `.text` for the human log, `.json` for JSON output,
///   `.compact` for parameter lists in a header (`7`, `0.25`, `(367, 0)`).
///
/// A new writer calls `format(_:_:)` or `append(_:_:to:)` for every `LogValue`; a new event only
/// chooses the `LogUnit` of each number it logs.
package enum LogFormatter {
    /// How a value is spelt.
    package enum Style: Sendable {
        /// The human log: numbers in fixed precision, points as `(x, y)`, strings as they are.
        case text
        /// JSON: numbers in fixed precision, points as `{"x":…,"y":…}`, strings quoted.
        case json
        /// Header parameter lists: compact numbers, points as `(x, y)`, strings as they are.
        ///
        /// Numbers have at most three decimals and no trailing zeros.
        case compact
    }

    /// The fraction digits a quantity in `unit` prints with.
    package static func decimals(for unit: LogUnit) -> Int {
        switch unit {
        case .points: return 3 // 0.001 pt: the 1/3-pt pixel grid shows as .333/.667
        case .ptPerMs: return 4
        case .ptPerSecond: return 3
        case .speed: return 1
        case .seconds: return 3
        case .hertz: return 3
        case .factor: return 3
        case .dampingRatio: return 4
        case .fraction: return 2
        }
    }

    /// Decimals of a log line's time stamp (seconds since the first event): 0.1 ms in the text
    /// log, 1 µs in JSON.
    package static func timeDecimals(_ style: Style) -> Int { style == .json ? 6 : 4 }

    /// Decimals of a log line's content offset columns (points).
    package static let offsetDecimals = decimals(for: .points)

    /// Decimals of `willEndDragging`'s velocity argument (pt/ms): 4 in the text log, 6 in JSON.
    package static func releaseVelocityDecimals(_ style: Style) -> Int {
        style == .json ? 6 : decimals(for: .ptPerMs)
    }

    /// `value` spelt in `style`.
    ///
    /// For example, `format(.number(0.75, .ptPerMs), .text)` is `0.7500`.
    package static func format(_ value: LogValue, _ style: Style) -> String {
        var bytes: [UInt8] = []
        append(value, style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `format(value, style)` to `bytes`.
    package static func append(_ value: LogValue, _ style: Style, to bytes: inout [UInt8]) {
        switch value {
        case let .number(number, unit):
            if style == .compact {
                bytes.append(contentsOf: compact(number).utf8)
            } else {
                FixedPoint.append(number, decimals: decimals(for: unit), to: &bytes)
            }
        case let .integer(integer):
            bytes.append(contentsOf: String(integer).utf8)
        case let .point(point):
            switch style {
            case .json:
                bytes.append(contentsOf: #"{"x":"#.utf8)
                FixedPoint.append(point.x, decimals: offsetDecimals, to: &bytes)
                bytes.append(contentsOf: #","y":"#.utf8)
                FixedPoint.append(point.y, decimals: offsetDecimals, to: &bytes)
                bytes.append(UInt8(ascii: "}"))
            case .text:
                bytes.append(UInt8(ascii: "("))
                FixedPoint.append(point.x, decimals: offsetDecimals, to: &bytes)
                bytes.append(contentsOf: ", ".utf8)
                FixedPoint.append(point.y, decimals: offsetDecimals, to: &bytes)
                bytes.append(UInt8(ascii: ")"))
            case .compact:
                bytes.append(contentsOf: "(\(compact(point.x)), \(compact(point.y)))".utf8)
            }
        case let .bool(bool):
            bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case let .string(string):
            if style == .json {
                JSONText.appendQuoted(string, to: &bytes)
            } else {
                bytes.append(contentsOf: string.utf8)
            }
        }
    }
}

/// A number with at most three decimals and no trailing zeros (`393`, `0.5`, `5443.333`), for
/// headers and messages.
package func compact(_ value: Double) -> String {
    // Trimmed as bytes, then made a string once (the trimming of a `String` cost thousands of
    // instructions a number, and a log header has a dozen).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedPoint.maxCount) { buffer in
        let start = buffer.baseAddress!
        var end = FixedPoint.write(value, decimals: 3, at: start)
        var point = start
        while point < end, point.pointee != UInt8(ascii: ".") { point += 1 }
        if point < end {
            while end[-1] == UInt8(ascii: "0") { end -= 1 }
            if end - 1 == point { end -= 1 }
        }
        return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }
}
