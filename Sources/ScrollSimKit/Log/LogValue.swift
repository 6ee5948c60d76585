/// A value attached to an input or behaviour event (`LogField`), or to a header or final line.
///
/// The model says **what** a number is, never how to print it: a quantity carries its `LogUnit`,
/// and the log writers turn every value into text through one formatter
/// (`LogFormatter` in `ScrollSimTrace`), which maps each unit to a fixed number of decimals. So a
/// new event reads `LogField("distance", .number(d, .points))`, and a new writer (CSV, a plot)
/// formats it with `LogFormatter.format(value, .text)` or reads the raw number and unit.
public enum LogValue: Equatable, Sendable {
    /// A measured quantity and its unit, e.g. `.number(5443.333, .points)`.
    case number(Double, LogUnit)
    /// A whole number (an index, a count).
    case integer(Int)
    /// A point in points (a content offset, a location, a frame origin).
    case point(Point)
    /// true or false.
    case bool(Bool)
    /// Text (a name, a state).
    case string(String)
}

/// One named value of an event.
public struct LogField: Equatable, Sendable {
    /// The key, for example `finger`.
    public var name: String
    /// The value.
    public var value: LogValue
    /// Whether the text log prints the key before the value.
    ///
    /// Whether the text log prints the key before the value (`finger 0`); `false` prints the
    /// value alone (`idle → tracking`, the `scrollPhase` detail). JSONL always keys it.
    public var isNamedInText: Bool
    /// Creates a field, named in the text log.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - value: The field's value.
    public init(_ name: String, _ value: LogValue) {
        self.init(name, value, namedInText: true)
    }

    /// Creates a field; `namedInText: false` prints only its value in the text log.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - value: The field's value.
    ///   - namedInText: Whether the text log prints the name.
    public init(_ name: String, _ value: LogValue, namedInText: Bool) {
        self.name = name
        self.value = value
        self.isNamedInText = namedInText
    }
}
