import ScrollSimJSON

/// A validator for the subset of JSON Schema (draft 2020-12) that `scrollsim schema` emits.
///
/// A validator for the subset of JSON Schema (draft 2020-12) that `scrollsim schema` emits, so
/// tests check traces against the schema without a dependency. A keyword it does not know is a
/// failure (never silently ignored), so the schema cannot grow past what the tests check.
///
/// Supported: `$ref` (to `#/$defs/NAME`), `type`, `properties`, `required`,
/// `additionalProperties: false`, `enum`, `const`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `minLength`, `maxLength`, `pattern` (`^\S+$` only), `items`, `minItems`,
/// `maxItems`, `anyOf`, `oneOf`, `allOf`; annotations (`$schema`, `$defs`, `title`,
/// `description`) are skipped.
package struct JSONSchemaValidator {
    /// The whole schema, for `$ref` lookups.
    package let root: JSONValue

    /// A validator of `root`.
    package init(_ root: JSONValue) { self.root = root }

    /// The first problem of `value` as `path: what`, or `nil` when it validates.
    package func problem(_ value: JSONValue) -> String? {
        problem(value, against: root, at: "(root)")
    }

    private static let annotations: Set<String> = ["$schema", "$defs", "title", "description"]

    func problem(_ value: JSONValue, against schema: JSONValue, at path: String) -> String? {
        guard case .object(let keywords) = schema else { return "\(path): the schema is not an object" }
        for (keyword, argument) in keywords.members where !Self.annotations.contains(keyword) {
            if let problem = check(keyword, argument, value, keywords, at: path) { return problem }
        }
        return nil
    }

    // One keyword; `keywords` is its schema object (for `additionalProperties`).
    private func check(
        _ keyword: String, _ argument: JSONValue, _ value: JSONValue, _ keywords: JSONObject, at path: String
    ) -> String? {
        switch keyword {
        case "$ref":
            guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
                case .object(let rootObject) = root, case .object(let definitions)? = rootObject["$defs"],
                let target = definitions[String(reference.dropFirst("#/$defs/".count))]
            else { return "\(path): unresolved $ref \(argument)" }
            return problem(value, against: target, at: path)
        case "type":
            guard case .string(let type) = argument else { return "\(path): bad type keyword" }
            return Self.has(value, type: type) ? nil : "\(path): expected \(type), got \(value.typeName)"
        case "properties":
            guard case .object(let object) = value, case .object(let properties) = argument else { return nil }
            for (key, member) in object.members {
                if let schema = properties[key], let problem = problem(member, against: schema, at: "\(path).\(key)") {
                    return problem
                }
            }
            return nil
        case "additionalProperties":
            guard argument == .bool(false) else { return "\(path): unsupported additionalProperties" }
            guard case .object(let object) = value else { return nil }
            let known: JSONObject =
                if case .object(let properties)? = keywords["properties"] { properties } else { .init() }
            return object.members.first { known[$0.key] == nil }.map { "\(path): unknown key \($0.key)" }
        case "required":
            guard case .object(let object) = value, case .array(let names) = argument else { return nil }
            for case .string(let name) in names where object[name] == nil {
                return "\(path): missing \(name)"
            }
            return nil
        case "enum":
            guard case .array(let choices) = argument else { return "\(path): bad enum" }
            return choices.contains(value) ? nil : "\(path): not one of the enum"
        case "const":
            return value == argument ? nil : "\(path): expected the constant \(argument)"
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
            guard case .number(let number) = value, case .number(let limit) = argument else { return nil }
            let fits =
                switch keyword {
                case "minimum": number >= limit
                case "maximum": number <= limit
                case "exclusiveMinimum": number > limit
                default: number < limit
                }
            return fits ? nil : "\(path): \(number) breaks \(keyword) \(limit)"
        case "minLength", "maxLength":
            guard case .string(let text) = value, case .number(let limit) = argument else { return nil }
            let length = Double(text.unicodeScalars.count)
            return (keyword == "minLength" ? length >= limit : length <= limit) ? nil : "\(path): breaks \(keyword)"
        case "pattern":
            guard argument == .string(#"^\S+$"#) else { return "\(path): unsupported pattern \(argument)" }
            guard case .string(let text) = value else { return nil }
            let valid = !text.isEmpty && !text.unicodeScalars.contains { $0.properties.isWhitespace }
            return valid ? nil : "\(path): breaks the pattern"
        case "items":
            guard case .array(let elements) = value else { return nil }
            for (index, element) in elements.enumerated() {
                if let problem = problem(element, against: argument, at: "\(path)[\(index)]") { return problem }
            }
            return nil
        case "minItems", "maxItems":
            guard case .array(let elements) = value, case .number(let limit) = argument else { return nil }
            let count = Double(elements.count)
            return (keyword == "minItems" ? count >= limit : count <= limit) ? nil : "\(path): breaks \(keyword)"
        case "anyOf", "oneOf", "allOf":
            guard case .array(let schemas) = argument else { return "\(path): bad \(keyword)" }
            let problems = schemas.map { problem(value, against: $0, at: path) }
            let passed = problems.filter { $0 == nil }.count
            switch keyword {
            case "anyOf":
                return passed > 0 ? nil : "\(path): matches none of anyOf (\(problems.compactMap { $0 }.first ?? ""))"
            case "oneOf": return passed == 1 ? nil : "\(path): matches \(passed) of oneOf, not exactly one"
            default: return problems.compactMap { $0 }.first
            }
        default:
            return "\(path): unsupported keyword \(keyword)"
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number):
            true
        case ("integer", .number(let number)): number.rounded(.towardZero) == number
        default: false
        }
    }
}
