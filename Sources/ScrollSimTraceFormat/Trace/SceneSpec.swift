import ScrollSimKit

/// The `scene` object of a trace.
///
/// A small view tree, extra pan recognizers, simultaneous-recognition pairs and an optional built-in coordinator (see
/// `traces/scenes.md`, "Scenes").
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
        ///
        /// - Parameters:
        ///   - id: The view's log id.
        ///   - parent: The log id of its superview, or nil for the window.
        ///   - frame: The view's frame in its superview, in points.
        ///   - kind: Whether it is a plain view or a scroll view, with its settings.
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
        ///
        /// - Parameters:
        ///   - id: The recognizer's name.
        ///   - view: The log id of the view it is attached to.
        ///   - hysteresis: How far a touch moves before the pan begins, in points (default: 10).
        public init(id: String, view: String, hysteresis: Double = 10) {
            self.id = id
            self.view = view
            self.hysteresis = hysteresis
        }
    }

    /// A coordinator plug-in with its decoded parameters (see `PluginRegistry`).
    ///
    /// Each plug-in's file adds a constructor named after it.
    public struct CoordinatorSpec: Equatable, Sendable {
        /// The plug-in's type name.
        public let type: CoordinatorType
        /// The view the coordinator drives; its header lines name the coordinator.
        public let container: String
        /// The scroll view whose delegate the coordinator is, if any (it cannot have a behaviour).
        public let delegatedScrollView: String?
        /// The names of the recognizers the coordinator adds, for `simultaneous` pairs.
        ///
        /// They must be exactly the names of the coordinator's `recognizers` once built (the scene builder checks).
        public let recognizerNames: [String]
        /// The decoded parameters (the plug-in's own configuration).
        public let configuration: any Equatable & Sendable
        private let factory: @Sendable (SceneViews, Simulation) -> SceneCoordinator

        /// A coordinator of `type` on `container` with `configuration`, built by `make`.
        ///
        /// - Parameters:
        ///   - type: The coordinator's type name in a trace.
        ///   - container: The log id of the view it coordinates.
        ///   - delegatedScrollView: The log id of the scroll view whose delegate it is, or nil for none.
        ///   - recognizerNames: The names of the recognizers it adds.
        ///   - configuration: The coordinator's settings, as decoded.
        ///   - make: Builds the coordinator from `configuration`, the scene's views and its simulation.
        public init<Configuration: Equatable & Sendable>(
            type: CoordinatorType, container: String, delegatedScrollView: String?, recognizerNames: [String],
            configuration: Configuration,
            make: @escaping @Sendable (Configuration, SceneViews, Simulation) -> SceneCoordinator
        ) {
            self.type = type
            self.container = container
            self.delegatedScrollView = delegatedScrollView
            self.recognizerNames = recognizerNames
            self.configuration = configuration
            factory = { views, simulation in make(configuration, views, simulation) }
        }

        /// Builds the coordinator on `views` in `simulation`.
        ///
        /// The caller must keep it alive.
        ///
        /// - Parameters:
        ///   - views: The scene's views, by log id.
        ///   - simulation: The simulation the scene runs in.
        /// - Returns: The new coordinator.
        public func makeCoordinator(views: SceneViews, simulation: Simulation) -> SceneCoordinator {
            factory(views, simulation)
        }

        /// Same type, views, recognizer names and configuration.
        public static func == (lhs: CoordinatorSpec, rhs: CoordinatorSpec) -> Bool {
            lhs.type == rhs.type && lhs.container == rhs.container
                && lhs.delegatedScrollView == rhs.delegatedScrollView && lhs.recognizerNames == rhs.recognizerNames
                && lhs.configuration.isEqual(to: rhs.configuration)
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
    ///
    /// - Parameters:
    ///   - window: The window's size, in points.
    ///   - views: The views, each after its superview.
    ///   - recognizers: The scene's own gesture recognizers (default: none).
    ///   - simultaneous: The groups of recognizer names that recognise together (default: none).
    ///   - coordinator: The scene's coordinator, or nil for none.
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
