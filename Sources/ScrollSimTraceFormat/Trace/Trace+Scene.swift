import ScrollSimJSON
import ScrollSimKit

// Validating the `scene` object.
//
// A trace has exactly one of `scrollView` (one scroll view filling its frame in the window) and `scene` (a view tree
// with a coordinator).
extension Trace {
    /// Reads `scrollView` or `scene`; with a scene the returned scroll view is its first.
    static func decodeSubject(_ root: inout ObjectReader, plugins: PluginRegistry) throws(TraceDecodingError)
        -> (ScrollViewSpec, SceneSpec?)
    {
        let hasScene = root.object[TraceKeys.Root.scene] != nil,
            hasScrollView = root.object[TraceKeys.Root.scrollView] != nil
        if hasScene == hasScrollView {
            throw TraceDecodingError(
                path: root.path,
                message: hasScene
                    ? "a trace has either \"scrollView\" or \"scene\", not both"
                    : "missing required key \"scrollView\" (or \"scene\")")
        }
        guard hasScene else {
            return (try decodeScrollView(root.object(TraceKeys.Root.scrollView), plugins: plugins), nil)
        }
        let scene = try decodeScene(root.object(TraceKeys.Root.scene), plugins: plugins)
        return (scene.scrollViews[0], scene)
    }

    static func decodeScene(_ reader: ObjectReader, plugins: PluginRegistry) throws(TraceDecodingError) -> SceneSpec {
        var reader = reader
        let window = try decodeSize(reader.object(TraceKeys.Scene.window))
        let viewsReader = try reader.required(TraceKeys.Scene.views)
        var views: [SceneSpec.ViewSpec] = []
        var viewIDs = Set<String>()
        for element in try viewsReader.array() {
            views.append(try decodeSceneView(element.object(), after: views, ids: viewIDs, plugins: plugins))
            viewIDs.insert(views[views.count - 1].id)
        }
        guard views.contains(where: { $0.scrollViewSpec != nil }) else {
            throw viewsReader.error("expected at least one view of kind \"scrollView\"")
        }
        var names = views.filter { $0.scrollViewSpec != nil }.map { ScrollView.panRecognizerName(scrollViewID: $0.id) }
        var coordinator: SceneSpec.CoordinatorSpec?
        if let coordinatorReader = reader.optional(TraceKeys.Scene.coordinator) {
            let decoded = try decodeCoordinator(
                coordinatorReader.object(), views: views, window: window, plugins: plugins)
            // The coordinator is its inner scroll view's delegate; a behaviour cannot be as well.
            if let delegated = decoded.delegatedScrollView, let index = views.firstIndex(where: { $0.id == delegated }),
                views[index].scrollViewSpec?.behavior != nil
            {
                throw coordinatorReader.error(
                    "scene.views[\(index)] (\(JSONText.quoted(views[index].id))) has a \"behavior\", "
                        + "but the coordinator is its delegate"
                )
            }
            names += decoded.recognizerNames
            coordinator = decoded
        }
        var nameSet = Set(names)
        var recognizers: [SceneSpec.RecognizerSpec] = []
        for element in try reader.optionalArray(TraceKeys.Scene.recognizers) ?? [] {
            var object = try element.object()
            let idReader = try object.required(TraceKeys.Recognizer.id)
            let id = try decodeName(idReader)
            guard !nameSet.contains(id) else {
                throw idReader.error("duplicate recognizer name \(JSONText.quoted(id))")
            }
            let view = try decodeViewReference(object.required(TraceKeys.Recognizer.view), in: views, ids: viewIDs)
            let hysteresis = try object.optionalNumber(TraceKeys.Recognizer.hysteresis) ?? 10
            try object.finish()
            names.append(id)
            nameSet.insert(id)
            recognizers.append(SceneSpec.RecognizerSpec(id: id, view: view, hysteresis: hysteresis))
        }
        var simultaneous: [[String]] = []
        for element in try reader.optionalArray(TraceKeys.Scene.simultaneous) ?? [] {
            let pair = try element.array()
            guard pair.count == 2 else {
                throw element.error("expected a pair of recognizer names, got \(pair.count) elements")
            }
            var members: [String] = []
            for member in pair {
                let name = try member.string()
                guard nameSet.contains(name) else {
                    throw member.error("unknown recognizer \(JSONText.quoted(name)) (expected \(listed(names)))")
                }
                members.append(name)
            }
            simultaneous.append(members)
        }
        let order = try reader.optionalEnumeration(TraceKeys.Scene.actionOrder, as: SimultaneousActionOrder.self)
        try reader.finish()
        var scene = SceneSpec(
            window: window, views: views, recognizers: recognizers, simultaneous: simultaneous, coordinator: coordinator
        )
        scene.actionOrder = order ?? .deepestFirst
        return scene
    }

    /// One element of `views`; `ids` holds the ids of `earlier`, for constant-time lookups.
    static func decodeSceneView(
        _ reader: ObjectReader, after earlier: [SceneSpec.ViewSpec], ids: Set<String>, plugins: PluginRegistry
    ) throws(TraceDecodingError) -> SceneSpec.ViewSpec {
        var reader = reader
        let idReader = try reader.required(TraceKeys.SceneView.id)
        let id = try decodeName(idReader)
        guard id != "window", !ids.contains(id) else {
            throw idReader.error("duplicate view id \(JSONText.quoted(id))")
        }
        let kind = try reader.oneOf(TraceKeys.SceneView.kind)
        let parent = try reader.optional(TraceKeys.SceneView.parent).map { (parentReader) throws(TraceDecodingError) in
            try decodeViewReference(parentReader, in: earlier, ids: ids, hint: " (parents come before their children)")
        }
        if kind == "view" {
            let frame = try decodeRect(reader.object(TraceKeys.SceneView.frame))
            try reader.finish()
            return SceneSpec.ViewSpec(id: id, parent: parent, frame: frame, kind: .view)
        }
        let spec = try decodeScrollView(reader, plugins: plugins)
        return SceneSpec.ViewSpec(id: id, parent: parent, frame: spec.frame, kind: .scrollView(spec))
    }

    /// The id of a view in `views` (a `scrollView` if `kind` says so).
    ///
    /// `ids`, the ids of `views`, makes the common case a constant-time lookup.
    static func decodeViewReference(
        _ reader: ValueReader, in views: [SceneSpec.ViewSpec], ids: Set<String>? = nil, kind: String? = nil,
        hint: String = ""
    ) throws(TraceDecodingError) -> String {
        let id = try reader.string()
        if kind == nil, let ids, ids.contains(id) { return id }
        func isCandidate(_ view: SceneSpec.ViewSpec) -> Bool { kind != "scrollView" || view.scrollViewSpec != nil }
        guard views.contains(where: { $0.id == id && isCandidate($0) }) else {
            let candidates = views.filter(isCandidate).map(\.id)
            let expected = candidates.isEmpty ? "none" : listed(candidates)
            throw reader.error("unknown \(kind ?? "view") \(JSONText.quoted(id)) (expected \(expected))\(hint)")
        }
        return id
    }

    /// Names for an "(expected …)" hint: all of them up to 10, else the first 10 and a count.
    ///
    /// This way an error about a scene with thousands of views stays one short line.
    static func listed(_ names: [String]) -> String {
        guard names.count > 10 else { return names.joined(separator: ", ") }
        return names.prefix(10).joined(separator: ", ") + ", … (\(names.count - 10) more)"
    }
}
