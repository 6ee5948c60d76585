/// A parsed JSON value (RFC 8259).
///
/// Numbers are stored as `Double`: ``JSONParser`` rejects numbers that overflow to ±infinity, so a
/// `.number` it produces is always finite; the streaming trace reader keeps them as ±infinity so
/// that the typed readers can name the key and the allowed range. Objects keep their members in document
/// order (see ``JSONObject``).
public enum JSONValue: Equatable, Sendable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number, correctly rounded to the nearest `Double`.
    case number(Double)
    /// A string, with all escapes resolved.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object, members in document order.
    case object(JSONObject)

    /// The kind of value with an article, for messages.
    ///
    /// `"null"`, `"true or false"`, `"a number"`, `"a string"`, `"an array"`, `"an object"`.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
