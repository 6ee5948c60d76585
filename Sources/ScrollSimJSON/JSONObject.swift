/// A JSON object whose members keep their document order.
///
/// Keys are unique (``JSONParser`` rejects duplicates). Lookup by key is a linear scan for small
/// objects (O(n), n ≤ 16) and a hash lookup for larger ones (O(1) average).
/// Two objects are equal when they have the same members in the same order. The parsers also keep
/// how each number member was written (`literal(of:)`), for messages; equality ignores it, as
/// `1.50` and `1.5` are the same number.
public struct JSONObject: Equatable, Sendable {
    /// The members in document order.
    public let members: [(key: String, value: JSONValue)]
    /// Key → position in `members`; built only for objects with more than `indexThreshold` members.
    private let index: [String: Int]?
    /// Key → the number member's literal as written, in document order.
    ///
    /// Empty when the object was not parsed, or has no number members: then no allocation.
    private let literals: [(key: String, literal: NumberLiteral)]

    /// Objects with at most this many members are searched linearly.
    static let indexThreshold = 16

    /// Creates an object from members in order.
    ///
    /// If a key repeats, lookup finds its first occurrence.
    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.init(members, literals: [])
    }

    /// An object from members in order, with the literals of (some of) its number members as the
    /// input wrote them.
    package init(_ members: [(key: String, value: JSONValue)], literals: [(key: String, literal: NumberLiteral)]) {
        self.members = members
        self.literals = literals
        if members.count > JSONObject.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(members.count)
            for (position, member) in members.enumerated() where index[member.key] == nil {
                index[member.key] = position
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// The value stored under `key`, or `nil` when the object has no such member.
    public subscript(key: String) -> JSONValue? {
        if let index {
            return index[key].map { members[$0].value }
        }
        for member in members where member.key == key {
            return member.value
        }
        return nil
    }

    /// How the number member `key` was written, or ``NumberLiteral/none`` when it was not kept.
    ///
    /// How the number member `key` was written, or ``NumberLiteral/none`` when it was not kept
    /// (the object was built, not parsed; the literal is too long). O(number members).
    package func literal(of key: String) -> NumberLiteral {
        for entry in literals where entry.key == key { return entry.literal }
        return .none
    }

    /// Equal when both have the same keys with equal values in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (left, right) in zip(lhs.members, rhs.members) where left.key != right.key || left.value != right.value {
            return false
        }
        return true
    }
}
