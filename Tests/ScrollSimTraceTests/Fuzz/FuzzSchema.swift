import Foundation
import ScrollSimJSON
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTestSupport

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// The members of trace format 1 as its own decoders read them, learned by asking the decoders.
///
/// The members of trace format 1 as its own decoders read them, learned by asking the decoders:
/// starting from a minimal trace, every `missing required key`, `expected …, got null` and
/// `unknown key … (expected a, b, c)` error says which key is read where, and with which type,
/// range (the `NumberBounds` phrase) or choices. Each gesture, behaviour and call the plug-in
/// registry (`PluginRegistry.builtIn`) and the event decoder know is probed on its own, so a
/// plug-in added to the registry is fuzzed without touching this file. Used by the generator of
/// ``CorpusFuzzTests``.
struct FuzzSchema: Sendable {
    /// What a member holds.
    indirect enum Kind: Sendable {
        case number(NumberBounds, integer: Bool)
        case choice([String])
        case bool
        case string
        case object([Field])
        case array(of: Kind)
    }

    /// One member of an object.
    struct Field: Sendable {
        var key: String
        var kind: Kind
        var required: Bool
    }

    /// The root object's members (screen, log, scrollView …), with `events` left out.
    var root: [Field]
    /// Each gesture type's event members (`t`, `gesture` and `finger` left out).
    var gestures: [(type: String, fields: [Field])]
    /// Each behaviour type's members (`type` left out).
    var behaviors: [(type: String, fields: [Field])]
    /// Each call's members (`t` and `call` left out).
    var calls: [(name: String, fields: [Field])]

    /// The schema learned from the built-in decoders.
    static let builtIn = FuzzSchema.learn(plugins: .builtIn)

    /// A minimal valid trace whose event 0 or behaviour is replaced while probing.
    static let scrollView: JSONValue = .object(
        JSONObject([
            (
                "frame",
                .object(
                    JSONObject([
                        ("x", .number(0)), ("y", .number(0)), ("width", .number(393)), ("height", .number(852)),
                    ]))
            ),
            ("contentSize", .object(JSONObject([("width", .number(393)), ("height", .number(4000))]))),
        ]))

    static let touch: JSONValue = .object(
        JSONObject([("t", .number(0)), ("phase", .string("began")), ("x", .number(100)), ("y", .number(500))]))

    static func trace(scrollView: JSONValue = scrollView, events: [JSONValue] = [touch]) -> JSONValue {
        .object(JSONObject([("scrollsim", .number(1)), ("scrollView", scrollView), ("events", .array(events))]))
    }

    static func learn(plugins: PluginRegistry) -> FuzzSchema {
        let rootFields = probe(start: trace(), at: [], skipping: ["scrollsim", "events"], plugins: plugins)
        let gestures = plugins.gestures.map { descriptor in
            let event = JSONValue.object(
                JSONObject([("t", .number(0)), ("gesture", .string(descriptor.type.rawValue))]))
            return (
                descriptor.type.rawValue,
                probe(
                    start: trace(events: [event]), at: [.key("events"), .index(0)],
                    skipping: ["t", "gesture", "finger"], plugins: plugins)
            )
        }
        let behaviors = plugins.behaviors.map { descriptor in
            guard case .object(let view) = scrollView else { preconditionFailure("an object") }
            let behavior = JSONValue.object(JSONObject([("type", .string(descriptor.type.rawValue))]))
            return (
                descriptor.type.rawValue,
                probe(
                    start: trace(scrollView: .object(JSONObject(view.members + [("behavior", behavior)]))),
                    at: [.key("scrollView"), .key("behavior")], skipping: ["type"], plugins: plugins)
            )
        }
        // The call names, from the decoder's own "expected one of" message.
        let callProbe = JSONValue.object(JSONObject([("t", .number(0)), ("call", .null)]))
        var callNames: [String] = []
        if case .choice(let names)? = kind(fromError: decodeError(trace(events: [callProbe]), plugins)) {
            callNames = names
        }
        let calls = callNames.map { name in
            let event = JSONValue.object(JSONObject([("t", .number(0)), ("call", .string(name))]))
            return (
                name,
                probe(
                    start: trace(events: [event]), at: [.key("events"), .index(0)], skipping: ["t", "call"],
                    plugins: plugins)
            )
        }
        return FuzzSchema(root: rootFields, gestures: gestures, behaviors: behaviors, calls: calls)
    }

    /// The decoder's error for `trace`, or nil when it decodes.
    static func decodeError(_ trace: JSONValue, _ plugins: PluginRegistry) -> TraceDecodingError? {
        do {
            _ = try Trace.decode(trace, plugins: plugins)
            return nil
        } catch { return error }
    }

    /// The members of the object at `path` in `start`, required and optional, with their kinds.
    static func probe(
        start: JSONValue, at path: [JSONPath.Component], skipping: Set<String>, plugins: PluginRegistry
    ) -> [Field] {
        var tree = start
        var kinds: [[JSONPath.Component]: Kind] = [:]
        var required: Set<[JSONPath.Component]> = []
        /// Fixes what the decoder reports, one error at a time, until it decodes or says something
        /// that is not about a missing or mistyped member (a rule across members).
        func repair() {
            for _ in 0..<200 {
                guard let error = decodeError(tree, plugins) else { return }
                let at = error.path.components
                guard at.starts(with: path) else { return }
                if error.message.hasPrefix("missing required key "), let key = quotedKey(error.message) {
                    required.insert(at + [.key(key)])
                    tree = set(.null, at: at + [.key(key)], in: tree)
                } else if let kind = kind(fromError: error), error.message.hasSuffix("got null") {
                    if kinds[at] == nil { kinds[at] = kind }
                    tree = set(sample(kind), at: at, in: tree)
                    // An array's elements are learned from the errors about its first two.
                    if case .array = kind { tree = set(.array([.null, .null]), at: at, in: tree) }
                } else {
                    return
                }
            }
        }
        repair()
        // Members the starting trace holds already: each replaced by null in turn, to learn its kind.
        for leaf in leaves(of: get(path, in: start) ?? .null, at: path) {
            guard case .key(let key)? = leaf.dropFirst(path.count).first, !skipping.contains(key) else { continue }
            for depth in path.count + 1..<leaf.count where kinds[Array(leaf.prefix(depth))] == nil {
                kinds[Array(leaf.prefix(depth))] = .object([])
                required.insert(Array(leaf.prefix(depth)))
            }
            required.insert(leaf)
            tree = set(.null, at: leaf, in: tree)
            repair()
        }
        // Optional members: an unknown key makes the decoder list the keys it reads at each object.
        var objects: [[JSONPath.Component]] = [path]
        var index = 0
        while index < objects.count {
            let object = objects[index]
            index += 1
            let withUnknown = set(.number(0), at: object + [.key("zzUnknownFuzzKey")], in: tree)
            guard let error = decodeError(withUnknown, plugins), error.path.components == object,
                let list = error.message.range(of: "(expected ")
            else { continue }
            let keys = error.message[list.upperBound...].dropLast().split(separator: ", ").map(String.init)
            for key in keys
            where get(object + [.key(key)], in: tree) == nil && !(object == path && skipping.contains(key)) {
                let saved = tree
                tree = set(.null, at: object + [.key(key)], in: tree)
                repair()
                // A member learned but left failing a rule across members (two phase changes with the
                // same phase, say) is taken out again, kinds kept: the decoder stops at the first
                // error, so it would hide every member read after it.
                if kinds[object + [.key(key)]] == nil || decodeError(tree, plugins) != nil { tree = saved }
            }
            // In path order, not the dictionary's (which changes with each process's hash seed), so
            // every run learns the same schema.
            let members = kinds.filter { $0.key.count == object.count + 1 && $0.key.starts(with: object) }
            for (at, kind) in members.sorted(by: { Self.pathText($0.key) < Self.pathText($1.key) }) {
                if case .object = kind, !objects.contains(at) { objects.append(at) }
            }
        }
        return fields(under: path, kinds: kinds, required: required, skipping: skipping)
    }

    /// `path` as text, for ordering paths the same way in every process.
    static func pathText(_ path: [JSONPath.Component]) -> String {
        path.map { component in
            switch component {
            case .key(let key): "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// The fields directly under `path`, nested objects filled in.
    static func fields(
        under path: [JSONPath.Component], kinds: [[JSONPath.Component]: Kind],
        required: Set<[JSONPath.Component]>, skipping: Set<String>
    ) -> [Field] {
        var result: [Field] = []
        for (at, kind) in kinds where at.count == path.count + 1 && at.starts(with: path) {
            guard case .key(let key)? = at.last, !skipping.contains(key) else { continue }
            var kind = kind
            kind = filled(kind, at: at, kinds: kinds, required: required)
            result.append(Field(key: key, kind: kind, required: required.contains(at)))
        }
        return result.sorted { $0.key < $1.key }
    }

    /// `kind` with the members of its objects and the element of its arrays filled in.
    static func filled(
        _ kind: Kind, at: [JSONPath.Component], kinds: [[JSONPath.Component]: Kind], required: Set<[JSONPath.Component]>
    ) -> Kind {
        switch kind {
        case .object: return .object(fields(under: at, kinds: kinds, required: required, skipping: []))
        case .array:
            let element = at + [.index(0)]
            return .array(of: kinds[element].map { filled($0, at: element, kinds: kinds, required: required) } ?? .bool)
        default: return kind
        }
    }

    /// The kind an `expected …` message names.
    static func kind(fromError error: TraceDecodingError?) -> Kind? {
        guard let error, let range = error.message.range(of: "expected ") else { return nil }
        var expected = String(error.message[range.upperBound...])
        if let got = expected.range(of: ", got ", options: .backwards) {
            expected = String(expected[..<got.lowerBound])
        }
        switch expected {
        case "an object": return .object([])
        case "true or false": return .bool
        case "a string": return .string
        case "an array": return .array(of: .bool)
        default: break
        }
        if expected.hasPrefix("one of ") {
            return .choice(expected.dropFirst(7).split(separator: ", ").map(String.init))
        }
        for (noun, integer) in [("a number", false), ("an integer", true)] where expected.hasPrefix(noun) {
            return .number(bounds(String(expected.dropFirst(noun.count))), integer: integer)
        }
        return nil
    }

    /// The bounds a `NumberBounds.phrase` describes (its inverse).
    static func bounds(_ phrase: String) -> NumberBounds {
        let words = phrase.split(separator: " ").map(String.init)
        func number(after index: Int) -> Double? { index + 1 < words.count ? Double(words[index + 1]) : nil }
        var lower: NumberBounds.Bound?, upper: NumberBounds.Bound?
        for (index, word) in words.enumerated() {
            switch word {
            case "from": lower = number(after: index).map { .init(value: $0, inclusive: true) }
            case "to": upper = number(after: index).map { .init(value: $0, inclusive: true) }
            case "least": lower = number(after: index).map { .init(value: $0, inclusive: true) }
            case "than" where words[index - 1] == "greater":
                lower = number(after: index).map { .init(value: $0, inclusive: false) }
            case "than" where words[index - 1] == "less":
                upper = number(after: index).map { .init(value: $0, inclusive: false) }
            case "most": upper = number(after: index).map { .init(value: $0, inclusive: true) }
            default: break
            }
        }
        return NumberBounds(lower: lower, upper: upper)
    }

    /// A value of `kind` the decoder accepts (the middle of a range, the first choice).
    static func sample(_ kind: Kind) -> JSONValue {
        switch kind {
        case .number(let bounds, let integer):
            let low = bounds.lower?.value ?? -100, high = bounds.upper?.value ?? max(low + 200, 100)
            var value = low + (high - low) / 2
            if integer { value = value.rounded(.down) }
            if !bounds.contains(value) { value = bounds.lower.map { $0.value + 1 } ?? 0 }
            return .number(value)
        case .choice(let choices): return .string(choices.first ?? "")
        case .bool: return .bool(true)
        case .string: return .string("fuzz")
        case .object: return .object(JSONObject())
        case .array: return .array([])
        }
    }
}
