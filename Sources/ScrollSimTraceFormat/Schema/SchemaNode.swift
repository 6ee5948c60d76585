import ScrollSimJSON

/// A JSON value with its members in a fixed order, as `scrollsim schema` prints it.
///
/// Two-space indentation, arrays of scalars on one line, numbers in their shortest form (`shortNumber`).
indirect enum SchemaNode: Sendable {
    case object([(String, SchemaNode)])
    case array([SchemaNode])
    case string(String)
    case number(Double)
    case bool(Bool)

    /// The value as indented text, ending without a newline.
    func text(indent: String = "") -> String {
        var output = ""
        append(to: &output, indent: indent)
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private func append(to output: inout String, indent: String) {
        switch self {
        case .string(let text): JSONText.appendQuoted(text, to: &output)
        case .number(let value): output += shortNumber(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.append(to: &output, indent: indent)
            }
            output += "]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.append(to: &output, indent: indent + "  ")
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .object(let members):
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += indent + "  "
                JSONText.appendQuoted(key, to: &output)
                output += ": "
                value.append(to: &output, indent: indent + "  ")
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}
