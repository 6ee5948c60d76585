// Reading a member described by a ``TraceKey``.
//
// The key's name and bounds come from its table, so the decoder and `scrollsim schema` cannot disagree about them.
extension ObjectReader {
    /// The member `key`, which must be present.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: A reader for the member.
    /// - Throws: `TraceDecodingError` when the member is absent.
    public mutating func required(_ key: TraceKey) throws(TraceDecodingError) -> ValueReader {
        try required(key.name)
    }

    /// The member `key`, or `nil` when absent.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: A reader for the member, or nil when it is absent.
    public mutating func optional(_ key: TraceKey) -> ValueReader? {
        optional(key.name)
    }

    /// A required finite number within the key's bounds.
    ///
    /// - Parameter key: The trace key: its name and bounds.
    /// - Returns: The number.
    /// - Throws: `TraceDecodingError` when the member is absent, not a finite number or outside the key's bounds.
    public mutating func number(_ key: TraceKey) throws(TraceDecodingError) -> Double {
        try number(key.name, key.bounds)
    }

    /// An optional finite number within the key's bounds.
    ///
    /// - Parameter key: The trace key: its name and bounds.
    /// - Returns: The number, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a finite number or outside the key's bounds.
    public mutating func optionalNumber(_ key: TraceKey) throws(TraceDecodingError) -> Double? {
        try optionalNumber(key.name, key.bounds)
    }

    /// An optional integer within the key's bounds.
    ///
    /// - Parameter key: The trace key: its name and bounds.
    /// - Returns: The integer, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not an integer or outside the key's bounds.
    public mutating func optionalInteger(_ key: TraceKey) throws(TraceDecodingError) -> Int? {
        try optionalInteger(key.name, key.bounds)
    }

    /// A required `true` or `false`.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: The boolean.
    /// - Throws: `TraceDecodingError` when the member is absent or not a boolean.
    public mutating func bool(_ key: TraceKey) throws(TraceDecodingError) -> Bool {
        try bool(key.name)
    }

    /// An optional `true` or `false`.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: The boolean, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a boolean.
    public mutating func optionalBool(_ key: TraceKey) throws(TraceDecodingError) -> Bool? {
        try optionalBool(key.name)
    }

    /// An optional string.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: The string, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a string.
    public mutating func optionalString(_ key: TraceKey) throws(TraceDecodingError) -> String? {
        try optionalString(key.name)
    }

    /// A required string that is one of the key's choices.
    ///
    /// - Parameter key: The trace key: its name and choices.
    /// - Returns: The string, one of the choices.
    /// - Throws: `TraceDecodingError` when the member is absent or not one of the key's choices.
    public mutating func oneOf(_ key: TraceKey) throws(TraceDecodingError) -> String {
        try oneOf(key.name, key.choices)
    }

    /// An optional string that is one of the key's choices.
    ///
    /// - Parameter key: The trace key: its name and choices.
    /// - Returns: The string, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not one of the key's choices.
    public mutating func optionalOneOf(_ key: TraceKey) throws(TraceDecodingError) -> String? {
        try optionalOneOf(key.name, key.choices)
    }

    /// A required string naming a case of `type` by raw value.
    ///
    /// - Parameters:
    ///   - key: The trace key, by its name.
    ///   - type: The enumeration whose raw values the string may be.
    /// - Returns: The case the string names.
    /// - Throws: `TraceDecodingError` when the member is absent or not a case's raw value.
    public mutating func enumeration<Choice: CaseIterable & RawRepresentable>(
        _ key: TraceKey, as type: Choice.Type
    ) throws(TraceDecodingError) -> Choice where Choice.RawValue == String {
        try enumeration(key.name, as: type)
    }

    /// An optional string naming a case of `type` by raw value.
    ///
    /// - Parameters:
    ///   - key: The trace key, by its name.
    ///   - type: The enumeration whose raw values the string may be.
    /// - Returns: The case, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not a case's raw value.
    public mutating func optionalEnumeration<Choice: CaseIterable & RawRepresentable>(
        _ key: TraceKey, as type: Choice.Type
    ) throws(TraceDecodingError) -> Choice? where Choice.RawValue == String {
        try optionalEnumeration(key.name, as: type)
    }

    /// A required nested object.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: A reader for the object's members.
    /// - Throws: `TraceDecodingError` when the member is absent or not an object.
    public mutating func object(_ key: TraceKey) throws(TraceDecodingError) -> ObjectReader {
        try object(key.name)
    }

    /// An optional nested object.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: A reader for the object's members, or nil when it is absent.
    /// - Throws: `TraceDecodingError` when the member is not an object.
    public mutating func optionalObject(_ key: TraceKey) throws(TraceDecodingError) -> ObjectReader? {
        try optionalObject(key.name)
    }

    /// An optional array, as readers for its elements.
    ///
    /// - Parameter key: The trace key, by its name.
    /// - Returns: A reader for each element, or nil when the member is absent.
    /// - Throws: `TraceDecodingError` when the member is not an array.
    public mutating func optionalArray(_ key: TraceKey) throws(TraceDecodingError) -> [ValueReader]? {
        try optionalArray(key.name)
    }
}

extension TraceValueShape {
    /// A choice of the raw values of `type`'s cases, in declaration order.
    ///
    /// - Parameter type: The enumeration whose raw values are the choices.
    /// - Returns: The shape of a string that is one of the raw values.
    public static func choice<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type) -> TraceValueShape
    where Choice.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }
}
