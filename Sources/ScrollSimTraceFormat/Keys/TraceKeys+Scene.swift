import ScrollSimKit
import ScrollSimLog

extension TraceKeys {
    /// `scene` (its `coordinator` is built by ``TraceSchema`` from the registered coordinators).
    enum Scene {
        static let window = TraceKey("window", .shared(size), required: true, "The window's size.")
        static let views = "views"
        static let recognizers = TraceKey(
            "recognizers", .array(.object(TraceObjectShape(Recognizer.all)), minItems: 0),
            "Extra pan recognizers on views of the scene.")
        static let simultaneous = TraceKey(
            "simultaneous", .array(.array(.shared(name), minItems: 2, exact: true), minItems: 0),
            "Pairs of recognizer names that recognize simultaneously.")
        static let coordinator = "coordinator"
        static let actionOrder = TraceKey(
            "actionOrder", .choice(of: SimultaneousActionOrder.self),
            "The order simultaneous recognizers act in (default deepestFirst).")
    }

    /// An element of `scene.views`: `{"id", "kind", "parent"?, …}`.
    enum SceneView {
        static let id = TraceKey("id", .shared(name), required: true, #"The view's id (unique, not "window")."#)
        static let kind = TraceKey("kind", .choice(["view", "scrollView"]), required: true, "The view's kind.")
        static let plainKind = TraceKey("kind", .choice(["view"]), required: true, "A plain view.")
        static let scrollViewKind = TraceKey("kind", .choice(["scrollView"]), required: true, "A scroll view.")
        static let parent = TraceKey(
            "parent", .shared(name), "The parent view's id (an earlier view; default the window).")
        static let frame = TraceKey("frame", .shared(rect), required: true, "The frame in the parent.")
    }

    /// An element of `scene.recognizers`.
    enum Recognizer {
        static let id = TraceKey("id", .shared(name), required: true, "The recognizer's name.")
        static let view = TraceKey("view", .shared(name), required: true, "The view it is attached to.")
        static let hysteresis = TraceKey(
            "hysteresis", .number(.closed(0, 1000), unit: "pt"), "Movement before it begins (default 10).")
        static let all = [id, view, hysteresis]
    }
}
