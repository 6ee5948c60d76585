import ScrollSimJSON

/// A JSON value at a known path, with typed accessors whose errors name that path.
///
/// Every accessor throws ``TraceDecodingError`` with a one-line message naming the expected and
/// the found type or value, e.g. `events[12].t: expected a number, got a string` or
/// `screen.scale: expected a number from 1 to 4, got 7`. `null` is a value like any other: it is
/// never taken for a number, string or absent member.
public struct ValueReader: Sendable {
    /// The value read.
    package let value: JSONValue
    /// The path of the container, or of the value itself when `step` is `nil`.
    private let base: JSONPath
    /// The last step to the value; kept apart so the full path is only built for errors.
    private let step: JSONPath.Component?
    /// How the value was written when it is a number member of a parsed object (for messages).
    private var written = NumberLiteral.none

    /// Wraps `value`, found at `path`.
    package init(_ value: JSONValue, at path: JSONPath) {
        self.value = value
        base = path
        step = nil
    }

    /// Wraps `value`, found at `step` inside the container at `container`.
    ///
    /// O(1).
    package init(_ value: JSONValue, in container: JSONPath, at step: JSONPath.Component) {
        self.value = value
        base = container
        self.step = step
    }

    /// Wraps the member `step` of a parsed object, with how it was written when it is a number.
    init(_ value: JSONValue, in container: JSONPath, at step: JSONPath.Component, written: NumberLiteral) {
        self.init(value, in: container, at: step)
        self.written = written
    }

    /// Where `value` is in the document.
    ///
    /// O(depth): built on demand.
    public var path: JSONPath {
        step.map(base.appending) ?? base
    }

    /// An error at this value's path.
    ///
    /// - Parameter message: What was expected and what was found.
    /// - Returns: An error at this value's path with `message`.
    public func error(_ message: String) -> TraceDecodingError {
        TraceDecodingError(path: path, message: message)
    }

    /// "expected EXPECTATION, got TYPE".
    private func wrongType(_ expectation: String) -> TraceDecodingError {
        error("expected \(expectation), got \(value.typeName)")
    }

    /// How messages name a number the streaming reader read as ±infinity (beyond ±1.8·10³⁰⁸).
    static let tooLarge = "a number too large for a Double"

    /// A finite number within `bounds`.
    ///
    /// - Parameter bounds: The range the value must lie in (default: any finite number).
    /// - Returns: The number.
    /// - Throws: `TraceDecodingError` when the value is not a finite number or out of bounds.
    public func number(_ bounds: NumberBounds = .any) throws(TraceDecodingError) -> Double {
        guard case .number(let number) = value else { throw wrongType(bounds.phrase()) }
        guard number.isFinite else { throw error("expected \(bounds.phrase()), got \(Self.tooLarge)") }
        guard bounds.contains(number) else {
            throw error("expected \(bounds.phrase()), got \(written.text(for: number))")
        }
        return number
    }

    /// A number with no fraction that fits in `Int`, within `bounds`.
    ///
    /// Errors read "expected an integer from 1 to 10, got 12", "expected an integer, got 2.5".
    ///
    /// - Parameter bounds: The range the value must lie in (default: any integer that fits in `Int`).
    /// - Returns: The integer.
    /// - Throws: `TraceDecodingError` when the value is not an integer, does not fit in `Int`, or is out of bounds.
    public func integer(_ bounds: NumberBounds = .any) throws(TraceDecodingError) -> Int {
        let noun = "an integer"
        guard case .number(let number) = value else { throw wrongType(bounds.phrase(noun: noun)) }
        guard number.isFinite else { throw error("expected \(bounds.phrase(noun: noun)), got \(Self.tooLarge)") }
        guard let integer = number.exactInt else { throw error("expected \(noun), got \(written.text(for: number))") }
        guard bounds.contains(number) else {
            throw error("expected \(bounds.phrase(noun: noun)), got \(written.text(for: number))")
        }
        return integer
    }

    /// A string.
    public func string() throws(TraceDecodingError) -> String {
        guard case .string(let string) = value else { throw wrongType("a string") }
        return string
    }

    /// `true` or `false`.
    public func bool() throws(TraceDecodingError) -> Bool {
        guard case .bool(let bool) = value else { throw wrongType("true or false") }
        return bool
    }

    /// A string that is one of `choices` ("expected one of began, moved, got \"tap\"").
    ///
    /// Choices are listed in the order given. O(choices.count).
    ///
    /// - Parameter choices: The strings the value may be, in the order errors list them.
    /// - Returns: The string, one of the choices.
    /// - Throws: `TraceDecodingError` when the value is not a string or not one of `choices`.
    public func oneOf(_ choices: [String]) throws(TraceDecodingError) -> String {
        guard case .string(let string) = value, choices.contains(string) else {
            let found = if case .string(let string) = value { JSONText.quoted(string) } else { value.typeName }
            throw error("expected one of \(choices.joined(separator: ", ")), got \(found)")
        }
        return string
    }

    /// A string naming a case of `type` by raw value; cases are listed in declaration order.
    ///
    /// - Parameter type: The enumeration whose raw values the string may be.
    /// - Returns: The case the string names.
    /// - Throws: `TraceDecodingError` when the value is not a string or no case's raw value.
    public func enumeration<Choice: CaseIterable & RawRepresentable>(
        _ type: Choice.Type
    ) throws(TraceDecodingError) -> Choice where Choice.RawValue == String {
        // The common valid case costs no array of case names (one per event in a trace).
        if case .string(let string) = value, let choice = Choice(rawValue: string) { return choice }
        let raw = try oneOf(Choice.allCases.map(\.rawValue))
        guard let choice = Choice(rawValue: raw) else {
            throw error("expected a case of \(Choice.self), got \(JSONText.quoted(raw))")
        }
        return choice
    }

    /// An object, as a reader for its members.
    public func object() throws(TraceDecodingError) -> ObjectReader {
        try ObjectReader(value, at: path)
    }

    /// An array, as readers for its elements (paths `…[0]`, `…[1]`, …).
    ///
    /// O(n).
    public func array() throws(TraceDecodingError) -> [ValueReader] {
        guard case .array(let elements) = value else { throw wrongType("an array") }
        let container = path
        return elements.enumerated().map { ValueReader($0.element, in: container, at: .index($0.offset)) }
    }
}
