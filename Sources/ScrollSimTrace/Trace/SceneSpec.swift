/// The `scene` object of a trace: a small view tree, extra pan recognizers, simultaneous-recognition
/// pairs and an optional built-in coordinator (see `traces/README.md`, "Scenes").
public struct SceneSpec: Equatable, Sendable {
    /// One view of the tree.
    public struct ViewSpec: Equatable, Sendable {
        /// What kind of view it is.
        public enum Kind: Equatable, Sendable {
            /// A plain `UIView`.
            case view
            /// A `UIScrollView` with the usual `scrollView` settings (its `frame` is in the parent).
            case scrollView(ScrollViewSpec)
        }
        /// Log id.
        public var id: String
        /// The parent view's id (nil: the window).
        public var parent: String?
        /// Frame in the parent's coordinates.
        public var frame: Rect
        /// Plain view or scroll view.
        public var kind: Kind
        /// Creates a view specification.
        public init(id: String, parent: String?, frame: Rect, kind: Kind) {
            self.id = id
            self.parent = parent
            self.frame = frame
            self.kind = kind
        }

        /// The scroll view settings of a `scrollView` kind; nil for a plain view.
        public var scrollViewSpec: ScrollViewSpec? {
            if case .scrollView(let spec) = kind { return spec }
            return nil
        }
    }

    /// A plain pan recognizer added to a view; its callbacks are logged as `pan` events.
    public struct RecognizerSpec: Equatable, Sendable {
        /// The recognizer's name (for `simultaneous`).
        public var id: String
        /// The view it is attached to.
        public var view: String
        /// Travel before it begins (default 10 pt).
        public var hysteresis: Double
        /// Creates a recognizer specification.
        public init(id: String, view: String, hysteresis: Double = 10) {
            self.id = id
            self.view = view
            self.hysteresis = hysteresis
        }
    }

    /// A built-in coordinator and its parameters.
    public enum CoordinatorSpec: Equatable, Sendable {
        /// Seed 002's `FJFScrollDragHelper` on `container` with the inner `list`.
        case threeStageSheet(container: String, list: String, ThreeStageSheet.Configuration)
        /// The FloatingPanel-style projected policy on the same tree.
        case projectedSheet(container: String, list: String, ProjectedSheet.Configuration)
        /// Seed 001's UIKit Dynamics scroll view on `container` with the inner `table`.
        case dynamicsScroll(container: String, table: String, DynamicsScroll.Configuration)

        /// The scroll view whose delegate the coordinator is.
        public var delegatedScrollView: String {
            switch self {
            case .threeStageSheet(_, let list, _), .projectedSheet(_, let list, _): return list
            case .dynamicsScroll(_, let table, _): return table
            }
        }

        /// The names of the recognizers the coordinator adds.
        public var recognizerNames: [String] {
            switch self {
            case .threeStageSheet(let container, _, _), .projectedSheet(let container, _, _):
                return ["\(container).sheetPan"]
            case .dynamicsScroll(let container, _, _): return ["\(container).pan"]
            }
        }
    }

    /// The window size (points); sheets measure their detents from its height.
    public var window: Size
    /// The views, parents before children, back to front among siblings.
    public var views: [ViewSpec]
    /// Extra plain pan recognizers.
    public var recognizers: [RecognizerSpec]
    /// Pairs of recognizer names allowed to recognize together.
    public var simultaneous: [[String]]
    /// The coordinator, if any.
    public var coordinator: CoordinatorSpec?
    /// The order of simultaneous recognizers' actions (default `deepestFirst`).
    public var actionOrder: SimultaneousActionOrder = .deepestFirst

    /// Creates a scene.
    public init(
        window: Size, views: [ViewSpec], recognizers: [RecognizerSpec] = [], simultaneous: [[String]] = [],
        coordinator: CoordinatorSpec? = nil
    ) {
        self.window = window
        self.views = views
        self.recognizers = recognizers
        self.simultaneous = simultaneous
        self.coordinator = coordinator
    }

    /// The scroll views' specifications, in declaration order (their frames relative to parents).
    public var scrollViews: [ScrollViewSpec] {
        views.compactMap(\.scrollViewSpec)
    }
}
