import ScrollSimJSON
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTestSupport

@testable import ScrollSimTrace

/// Reading and editing the JSON tree the schema probe sends to the decoder.
extension FuzzSchema {
    /// The paths of the scalar members under `value` (at `path`).
    static func leaves(of value: JSONValue, at path: [JSONPath.Component]) -> [[JSONPath.Component]] {
        switch value {
        case .object(let object): return object.members.flatMap { leaves(of: $0.value, at: path + [.key($0.key)]) }
        case .array: return []
        default: return [path]
        }
    }

    static func quotedKey(_ message: String) -> String? {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// The value at `path` in `tree`, or nil.
    static func get(_ path: [JSONPath.Component], in tree: JSONValue) -> JSONValue? {
        guard let first = path.first else { return tree }
        switch (first, tree) {
        case (.key(let key), .object(let object)): return object[key].flatMap { get(Array(path.dropFirst()), in: $0) }
        case (.index(let index), .array(let array)) where array.indices.contains(index):
            return get(Array(path.dropFirst()), in: array[index])
        default: return nil
        }
    }

    /// `tree` with `value` at `path` (objects created or members replaced on the way).
    static func set(_ value: JSONValue, at path: [JSONPath.Component], in tree: JSONValue) -> JSONValue {
        guard let first = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch first {
        case .key(let key):
            var members = (tree.objectValue?.members ?? [])
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = set(value, at: rest, in: members[index].value)
            } else {
                members.append((key, set(value, at: rest, in: .null)))
            }
            return .object(JSONObject(members))
        case .index(let index):
            guard case .array(var array) = tree, array.indices.contains(index) else { return tree }
            array[index] = set(value, at: rest, in: array[index])
            return .array(array)
        }
    }
}

extension JSONValue {
    var objectValue: JSONObject? { if case .object(let object) = self { object } else { nil } }
}
