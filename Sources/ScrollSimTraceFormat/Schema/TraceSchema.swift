import ScrollSimKit
import ScrollSimLog

/// The JSON Schema (draft 2020-12) of trace format 1 that `scrollsim schema` prints.
///
/// It is generated from the key tables the decoder reads (``TraceKeys``) and the registry's plug-in descriptors, so
/// editors complete and validate traces (`"$schema"` in a trace is accepted and ignored).
///
/// It states what one member can be: names, types, bounds, choices, required keys, either-or
/// groups. Rules across members and events (times never decrease, a finger's touches run
/// began → … → ended, view references name earlier views, zoom limits in order, a sheet's detents
/// in order) stay with the decoder, whose one-line errors name the place. Output is
/// deterministic: keys in table order, shared shapes under `$defs` in order of first use.
public enum TraceSchema {
    /// The dialect the schema declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of trace format 1 for the traces `plugins` decodes, as indented JSON text with
    /// a final newline.
    ///
    /// - Parameter plugins: The plug-ins whose keys the schema includes (default: the built-in ones).
    /// - Returns: The JSON schema's text.
    public static func text(plugins: PluginRegistry = .builtIn) -> String {
        var builder = Builder(plugins: plugins)
        return builder.root().text() + "\n"
    }

    /// Builds the nodes, collecting the shared shapes it refers to.
    struct Builder {
        let plugins: PluginRegistry
        var definitions: [(String, SchemaNode)] = []
        var pending: [TraceSharedShape] = []

        init(plugins: PluginRegistry) { self.plugins = plugins }

        mutating func root() -> SchemaNode {
            let root = TraceObjectShape(
                [
                    TraceKeys.Root.schema, TraceKeys.Root.version, TraceKeys.Root.name, TraceKeys.Root.description,
                    TraceKeys.Root.screen, TraceKeys.Root.log,
                    TraceKey(
                        TraceKeys.Root.scrollView, .shared(scrollViewShape),
                        "The scroll view under test (or give a scene)."),
                    TraceKey(TraceKeys.Root.scene, .shared(sceneShape), "Several views (or give a scrollView)."),
                    TraceKey(
                        TraceKeys.Root.events, .array(.shared(eventShape), minItems: 1), required: true,
                        "The input: touches, calls and gestures, t never decreasing."),
                    TraceKeys.Root.recorded, TraceKeys.Root.modelOptions,
                ],
                exactlyOneOf: [[TraceKeys.Root.scrollView, TraceKeys.Root.scene]])
            var members: [(String, SchemaNode)] = [
                ("$schema", .string(TraceSchema.dialect)),
                ("title", .string("scrollsim trace format \(Trace.formatVersion)")),
                (
                    "description",
                    .string(
                        "A gesture and the scroll views it drives, replayed by scrollsim. Units: points, seconds."
                    )
                ),
            ]
            guard case .object(let body) = node(.object(root)) else { preconditionFailure("an object shape") }
            members += body
            var defined: [(String, SchemaNode)] = []
            while let shared = pending.first {
                pending.removeFirst()
                var definition = node(shared.shape())
                definition = described(definition, shared.summary)
                defined.append((shared.name, definition))
            }
            members.append(("$defs", .object(defined)))
            return .object(members)
        }

        // MARK: Shapes the registry decides

        var scrollViewShape: TraceSharedShape {
            let behaviors = plugins.behaviors
            return TraceSharedShape("scrollView", "A scroll view.") {
                .object(Self.scrollViewObject(behaviors: behaviors, extra: []))
            }
        }

        static func scrollViewObject(behaviors: [BehaviorDescriptor], extra: [TraceKey]) -> TraceObjectShape {
            let behavior = TraceKey(
                TraceKeys.ScrollView.behavior,
                .anyOf(behaviors.map { pluginVariant($0.type.rawValue, keys: $0.keys) }),
                "A built-in behaviour as the view's delegate.")
            var keys = extra + TraceKeys.ScrollView.all
            // After the delegate-like options, before `scrollTargetBehavior`, as traces/format.md lists it.
            let position = keys.firstIndex { $0.name == TraceKeys.ScrollView.scrollTargetBehavior.name } ?? keys.count
            keys.insert(behavior, at: position)
            return TraceObjectShape(
                keys, exactlyOneOf: [[TraceKeys.ScrollView.contentSize.name, TraceKeys.ScrollView.flowLayout.name]])
        }

        static func pluginVariant(_ type: String, keys: [TraceKey]?) -> TraceValueShape {
            let typeKey = TraceKey(TraceKeys.pluginType, .choice([type]), required: true, "The plug-in.")
            return .object(TraceObjectShape([typeKey] + (keys ?? []), isOpen: keys == nil))
        }

        var sceneShape: TraceSharedShape {
            let behaviors = plugins.behaviors, coordinators = plugins.coordinators
            return TraceSharedShape("scene", "Several views: plain views and scroll views in a window.") {
                let plain = TraceObjectShape([
                    TraceKeys.SceneView.id, TraceKeys.SceneView.plainKind, TraceKeys.SceneView.parent,
                    TraceKeys.SceneView.frame,
                ])
                let scroll = Builder.scrollViewObject(
                    behaviors: behaviors,
                    extra: [TraceKeys.SceneView.scrollViewKind, TraceKeys.SceneView.parent]
                ).replacingID(TraceKeys.SceneView.id)
                return .object(
                    TraceObjectShape([
                        TraceKeys.Scene.window,
                        TraceKey(
                            TraceKeys.Scene.views, .array(.anyOf([.object(plain), .object(scroll)]), minItems: 1),
                            required: true, "The views, parents before their children; at least one scroll view."),
                        TraceKeys.Scene.recognizers, TraceKeys.Scene.simultaneous,
                        TraceKey(
                            TraceKeys.Scene.coordinator,
                            .anyOf(coordinators.map { Builder.pluginVariant($0.type.rawValue, keys: $0.keys) }),
                            "A coordinator plug-in driving several views."),
                        TraceKeys.Scene.actionOrder,
                    ]))
            }
        }

        var eventShape: TraceSharedShape {
            let gestures = plugins.gestures
            return TraceSharedShape("event", "A touch (phase), a call (call) or a gesture (gesture).") {
                var variants: [TraceValueShape] = [.object(TraceObjectShape(TraceKeys.Event.touch))]
                let common = [TraceKeys.Event.time, TraceKeys.Call.view]
                for (name, keys, summary) in TraceKeys.Call.variants {
                    let call = TraceKey(TraceKeys.Call.call.name, .choice([name]), required: true, summary)
                    variants.append(
                        .object(TraceObjectShape([TraceKeys.Event.time, call, TraceKeys.Call.view] + keys)))
                }
                for property in PropertyChange.Name.allCases {
                    let call = TraceKey(TraceKeys.Call.call.name, .choice(["set"]), required: true, "A property set.")
                    let name = TraceKey(
                        TraceKeys.Call.property.name, .choice([property.rawValue]), required: true,
                        TraceKeys.Call.property.summary)
                    let value = TraceKey(
                        TraceKeys.Call.value.name, TraceKeys.Call.valueShape(property), required: true,
                        TraceKeys.Call.value.summary)
                    variants.append(.object(TraceObjectShape([common[0], call, common[1], name, value])))
                }
                variants.append(
                    .object(
                        TraceObjectShape([
                            common[0],
                            TraceKey(TraceKeys.Call.call.name, .choice(["set"]), required: true, "The device turns."),
                            TraceKey(
                                TraceKeys.Call.property.name, .choice([TraceKeys.Call.screenOrientation]),
                                required: true, TraceKeys.Call.property.summary),
                            TraceKey(
                                TraceKeys.Call.value.name, .choice(of: Device.Orientation.self), required: true,
                                "The new orientation (needs screen.device)."),
                        ])))
                for gesture in gestures {
                    let type = TraceKey(
                        TraceKeys.Gesture.gesture([]).name, .choice([gesture.type.rawValue]), required: true,
                        "The gesture plug-in.")
                    let own = gesture.keys ?? []
                    // A gesture with its own `fingers` (a pinch) does not take `finger`.
                    let finger = own.contains { $0.name == "fingers" } ? [] : [TraceKeys.Event.finger]
                    variants.append(
                        .object(
                            TraceObjectShape([TraceKeys.Event.time, type] + finger + own, isOpen: gesture.keys == nil))
                    )
                }
                return .anyOf(variants)
            }
        }

        // MARK: Nodes

        mutating func node(_ shape: TraceValueShape) -> SchemaNode {
            switch shape {
            case .number(let bounds, _): return .object([("type", .string("number"))] + Self.limits(bounds))
            case .integer(let bounds): return .object([("type", .string("integer"))] + Self.limits(bounds))
            case .boolean: return .object([("type", .string("boolean"))])
            case .text(let maxLength):
                return .object(
                    [("type", .string("string"))] + (maxLength.map { [("maxLength", .number(Double($0)))] } ?? []))
            case .name:
                return .object([
                    ("type", .string("string")), ("minLength", .number(1)), ("maxLength", .number(64)),
                    ("pattern", .string(#"^\S+$"#)),
                ])
            case .choice(let choices) where choices.count == 1: return .object([("const", .string(choices[0]))])
            case .choice(let choices): return .object([("enum", .array(choices.map(SchemaNode.string)))])
            case .constant(let value): return .object([("const", .number(value))])
            case .object(let object): return objectNode(object)
            case .array(let element, let minItems, let exact):
                var members: [(String, SchemaNode)] = [("type", .string("array")), ("items", node(element))]
                if minItems > 0 { members.append(("minItems", .number(Double(minItems)))) }
                if exact { members.append(("maxItems", .number(Double(minItems)))) }
                return .object(members)
            case .anyOf(let shapes): return .object([("anyOf", .array(shapes.map { node($0) }))])
            case .shared(let shared):
                if !definitions.contains(where: { $0.0 == shared.name }) {
                    definitions.append((shared.name, .bool(true)))
                    pending.append(shared)
                }
                return .object([("$ref", .string("#/$defs/\(shared.name)"))])
            case .unconstrained: return .object([])
            }
        }

        mutating func objectNode(_ object: TraceObjectShape) -> SchemaNode {
            var properties: [(String, SchemaNode)] = []
            for key in object.keys {
                properties.append((key.name, described(node(key.value), Self.description(key))))
            }
            var members: [(String, SchemaNode)] = [("type", .string("object")), ("properties", .object(properties))]
            let required = object.keys.filter(\.isRequired).map { SchemaNode.string($0.name) }
            if !required.isEmpty { members.append(("required", .array(required))) }
            if !object.isOpen { members.append(("additionalProperties", .bool(false))) }
            let groups = object.exactlyOneOf.map { group in
                SchemaNode.object([
                    ("oneOf", .array(group.map { SchemaNode.object([("required", .array([.string($0)]))]) }))
                ])
            }
            if groups.count == 1, case .object(let only) = groups[0] {
                members += only
            } else if groups.count > 1 {
                members.append(("allOf", .array(groups)))
            }
            return .object(members)
        }

        /// `node` with a `description` member first.
        func described(_ node: SchemaNode, _ description: String) -> SchemaNode {
            guard case .object(let members) = node else { return node }
            return .object([("description", .string(description))] + members)
        }

        static func description(_ key: TraceKey) -> String {
            guard case .number(_, let unit?) = key.value else { return key.summary }
            return "\(key.summary) Unit: \(unit)."
        }

        static func limits(_ bounds: NumberBounds) -> [(String, SchemaNode)] {
            var members: [(String, SchemaNode)] = []
            if let lower = bounds.lower {
                members.append((lower.inclusive ? "minimum" : "exclusiveMinimum", .number(lower.value)))
            }
            if let upper = bounds.upper {
                members.append((upper.inclusive ? "maximum" : "exclusiveMaximum", .number(upper.value)))
            }
            return members
        }
    }
}

extension TraceObjectShape {
    /// The same object with its `id` key replaced by `id` (a scene's scroll views require one).
    func replacingID(_ id: TraceKey) -> TraceObjectShape {
        TraceObjectShape(
            keys.map { $0.name == id.name ? id : $0 }, exactlyOneOf: exactlyOneOf, isOpen: isOpen)
    }
}
