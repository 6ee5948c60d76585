import ScrollSimJSON

/// Reads the members of one JSON object into typed values, with errors that name the path.
///
/// Each read records its key as known; ``finish()`` then rejects the first member in document
/// order that nobody asked for, so misspelt keys are errors rather than silently ignored:
/// `events[3]: unknown key "fingr" (expected finger, phase, t, x, y)`.
///
/// ```swift
/// var event = try ObjectReader(value, at: path)
/// let t = try event.number("t", .atLeast(0))
/// let phase = try event.oneOf("phase", ["began", "moved", "ended"])
/// try event.finish()
/// ```
///
/// Missing required keys read `scrollView: missing required key "frame"`. Optional readers return
/// `nil` only when the key is absent; an explicit `null` is a wrong-type error.
/// Lookups are O(1) for large objects and a short linear scan for small ones (see `JSONObject`).
public struct ObjectReader: Sendable {
    /// Where the object is in the document.
    public let path: JSONPath
    /// The object read.
    package let object: JSONObject
    /// Keys read or allowed so far, in the order asked (a short list: a linear scan beats hashing).
    private var knownKeys: [String] = []

    /// Wraps `value`, which must be an object ("scrollView: expected an object, got an array").
    package init(_ value: JSONValue, at path: JSONPath = .root) throws(TraceDecodingError) {
        guard case .object(let object) = value else {
            throw TraceDecodingError(path: path, message: "expected an object, got \(value.typeName)")
        }
        self.path = path
        self.object = object
        knownKeys.reserveCapacity(max(8, object.count))
    }

    /// Reads the object `value` at `path` with `body`, then calls ``finish()``.
    package static func read<Result>(
        _ value: JSONValue, at path: JSONPath = .root,
        _ body: (inout ObjectReader) throws(TraceDecodingError) -> Result
    ) throws(TraceDecodingError) -> Result {
        var reader = try ObjectReader(value, at: path)
        let result = try body(&reader)
        try reader.finish()
        return result
    }

    // MARK: Members

    /// The member `key`, which must be present.
    ///
    /// When it is absent but a member nobody has read yet is a near miss of it (`contentsize`), that unknown key is
    /// reported instead, with the suggestion: `unknown key "contentsize" (did you mean contentSize?)`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for the member.
    /// - Throws: `TraceDecodingError` when the member is absent.
    public mutating func required(_ key: String) throws(TraceDecodingError) -> ValueReader {
        guard let value = optional(key) else {
            let unread = object.members.map(\.key).filter { !knownKeys.contains($0) }
            if let typed = unread.first(where: { KeySuggestion.isNearMiss($0, key) }) {
                throw TraceDecodingError(
                    path: path, message: "unknown key \(JSONText.quoted(typed)) (did you mean \(key)?)")
            }
            throw TraceDecodingError(path: path, message: "missing required key \(JSONText.quoted(key))")
        }
        return value
    }

    /// The member `key`, or `nil` when absent.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for the member, or nil when it is absent.
    public mutating func optional(_ key: String) -> ValueReader? {
        if !knownKeys.contains(key) { knownKeys.append(key) }
        guard let value = object[key] else { return nil }
        guard case .number = value else { return ValueReader(value, in: path, at: .key(key)) }
        return ValueReader(value, in: path, at: .key(key), written: object.literal(of: key))
    }

    /// How the number member `key` was written, for a message that quotes it (``NumberLiteral/none`` when absent or not
    /// kept).
    ///
    /// Marks nothing as read. O(members).
    func literal(of key: String) -> NumberLiteral {
        object.literal(of: key)
    }

    /// Accepts `keys` in ``finish()`` without reading them.
    ///
    /// - Parameter keys: The members' names to accept unread.
    public mutating func allow(_ keys: String...) {
        for key in keys where !knownKeys.contains(key) { knownKeys.append(key) }
    }

    /// Throws on the first member, in document order, whose key was neither read nor allowed.
    ///
    /// The message suggests the one known key it is a near miss of (`did you mean bounces?`), or else lists the known
    /// keys sorted. O(members × known keys); both are short in practice.
    public func finish() throws(TraceDecodingError) {
        for member in object.members where !knownKeys.contains(member.key) {
            let suggestion = KeySuggestion.suggestion(for: member.key, among: knownKeys)
            let expected =
                if let suggestion { "did you mean \(suggestion)?" } else if knownKeys.isEmpty {
                    "expected no keys"
                } else {
                    "expected \(knownKeys.sorted().joined(separator: ", "))"
                }
            throw TraceDecodingError(path: path, message: "unknown key \(JSONText.quoted(member.key)) (\(expected))")
        }
    }

    // MARK: Typed members (see ValueReader for the rules of each type)

    /// A required finite number within `bounds`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - bounds: The range the value must lie in (default: any finite number).
    /// - Returns: The number.
    /// - Throws: `TraceDecodingError` when the member is absent, not a finite number or out of bounds.
    public mutating func number(_ key: String, _ bounds: NumberBounds = .any) throws(TraceDecodingError) -> Double {
        try required(key).number(bounds)
    }

    /// An optional finite number within `bounds`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - bounds: The range the value must lie in (default: any finite number).
    /// - Returns: The number, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a finite number or out of bounds.
    public mutating func optionalNumber(_ key: String, _ bounds: NumberBounds = .any) throws(TraceDecodingError)
        -> Double?
    {
        try optional(key)?.number(bounds)
    }

    /// A required integer within `bounds`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - bounds: The range the value must lie in (default: any finite number).
    /// - Returns: The integer.
    /// - Throws: `TraceDecodingError` when the member is absent, not an integer or out of bounds.
    public mutating func integer(_ key: String, _ bounds: NumberBounds = .any) throws(TraceDecodingError) -> Int {
        try required(key).integer(bounds)
    }

    /// An optional integer within `bounds`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - bounds: The range the value must lie in (default: any finite number).
    /// - Returns: The integer, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not an integer or out of bounds.
    public mutating func optionalInteger(_ key: String, _ bounds: NumberBounds = .any) throws(TraceDecodingError)
        -> Int?
    {
        try optional(key)?.integer(bounds)
    }

    /// A required string.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The string.
    /// - Throws: `TraceDecodingError` when the member is absent or not a string.
    public mutating func string(_ key: String) throws(TraceDecodingError) -> String {
        try required(key).string()
    }

    /// An optional string.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The string, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a string.
    public mutating func optionalString(_ key: String) throws(TraceDecodingError) -> String? {
        try optional(key)?.string()
    }

    /// A required `true` or `false`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The boolean.
    /// - Throws: `TraceDecodingError` when the member is absent or not a boolean.
    public mutating func bool(_ key: String) throws(TraceDecodingError) -> Bool {
        try required(key).bool()
    }

    /// An optional `true` or `false`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The boolean, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a boolean.
    public mutating func optionalBool(_ key: String) throws(TraceDecodingError) -> Bool? {
        try optional(key)?.bool()
    }

    /// A required string that is one of `choices`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - choices: The strings the value may be, in the order errors list them.
    /// - Returns: The string, one of the choices.
    /// - Throws: `TraceDecodingError` when the member is absent or not one of the choices.
    public mutating func oneOf(_ key: String, _ choices: [String]) throws(TraceDecodingError) -> String {
        try required(key).oneOf(choices)
    }

    /// An optional string that is one of `choices`.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - choices: The strings the value may be, in the order errors list them.
    /// - Returns: The string, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not one of the choices.
    public mutating func optionalOneOf(_ key: String, _ choices: [String]) throws(TraceDecodingError) -> String? {
        try optional(key)?.oneOf(choices)
    }

    /// A required string naming a case of `type` by raw value.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - type: The enumeration whose raw values the string may be.
    /// - Returns: The case the string names.
    /// - Throws: `TraceDecodingError` when the member is absent or not a case's raw value.
    public mutating func enumeration<Choice: CaseIterable & RawRepresentable>(
        _ key: String, as type: Choice.Type
    ) throws(TraceDecodingError) -> Choice where Choice.RawValue == String {
        try required(key).enumeration(type)
    }

    /// An optional string naming a case of `type` by raw value.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - type: The enumeration whose raw values the string may be.
    /// - Returns: The case, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a case's raw value.
    public mutating func optionalEnumeration<Choice: CaseIterable & RawRepresentable>(
        _ key: String, as type: Choice.Type
    ) throws(TraceDecodingError) -> Choice? where Choice.RawValue == String {
        try optional(key)?.enumeration(type)
    }

    /// A required nested object.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for the object's members.
    /// - Throws: `TraceDecodingError` when the member is absent or not an object.
    public mutating func object(_ key: String) throws(TraceDecodingError) -> ObjectReader {
        try required(key).object()
    }

    /// An optional nested object.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for the object's members, or nil when it is absent.
    /// - Throws: `TraceDecodingError` when the member is not an object.
    public mutating func optionalObject(_ key: String) throws(TraceDecodingError) -> ObjectReader? {
        try optional(key)?.object()
    }

    /// A required array, as readers for its elements.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for each element, in order.
    /// - Throws: `TraceDecodingError` when the member is absent or not an array.
    public mutating func array(_ key: String) throws(TraceDecodingError) -> [ValueReader] {
        try required(key).array()
    }

    /// An optional array, as readers for its elements.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: A reader for each element, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not an array.
    public mutating func optionalArray(_ key: String) throws(TraceDecodingError) -> [ValueReader]? {
        try optional(key)?.array()
    }
}
