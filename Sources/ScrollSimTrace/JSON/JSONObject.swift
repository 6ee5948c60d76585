/// A JSON object whose members keep their document order.
///
/// Keys are unique (``JSONParser`` rejects duplicates). Lookup by key is a linear scan for small
/// objects (O(n), n ≤ 16) and a hash lookup for larger ones (O(1) average).
/// Two objects are equal when they have the same members in the same order.
public struct JSONObject: Equatable, Sendable {
    /// The members in document order.
    public let members: [(key: String, value: JSONValue)]
    /// Key → position in `members`; built only for objects with more than `indexThreshold` members.
    private let index: [String: Int]?

    /// Objects with at most this many members are searched linearly.
    static let indexThreshold = 16

    /// Creates an object from members in order. If a key repeats, lookup finds its first occurrence.
    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
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

    /// Equal when both have the same keys with equal values in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (left, right) in zip(lhs.members, rhs.members) where left.key != right.key || left.value != right.value {
            return false
        }
        return true
    }
}
