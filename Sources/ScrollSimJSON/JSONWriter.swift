@_spi(ScrollSimInternal) import ScrollSimSupport

/// Writes JSON values on one line, deterministically.
///
/// Members in their stored order, `": "` and `", "` as separators, strings escaped as ``JSONText`` does, numbers as
/// ``FixedPoint/shortest(_:)`` prints them (so they read back as the same `Double`s).
package enum JSONWriter {
    /// `value` as one line of JSON.
    ///
    /// O(size of `value`).
    package static func line(_ value: JSONValue) -> String {
        var output = ""
        append(value, to: &output)
        return output
    }

    /// Appends `value` as one line of JSON to `output`.
    package static func append(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output.append("null")
        case .bool(let bool): output.append(bool ? "true" : "false")
        case .number(let number): output.append(FixedPoint.shortest(number))
        case .string(let string): JSONText.appendQuoted(string, to: &output)
        case .array(let elements):
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(", ") }
                append(element, to: &output)
            }
            output.append("]")
        case .object(let object):
            output.append("{")
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(", ") }
                JSONText.appendQuoted(member.key, to: &output)
                output.append(": ")
                append(member.value, to: &output)
            }
            output.append("}")
        }
    }
}
