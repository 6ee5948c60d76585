/// A decoded trace (format 1): the screen, the scroll view under test and the timed input.
///
/// The JSON format is documented in `traces/README.md`; `Trace.decode(_:)` validates it.
public struct Trace: Sendable {
    /// The only format version this build reads.
    public static let formatVersion = 1

    /// Optional human name, echoed in the log header.
    public var name: String?
    /// Optional description (not echoed).
    public var description: String?
    /// The display.
    public var screen: ScreenSpec
    /// The scroll view under test; in a scene trace, the scene's first scroll view.
    public var scrollView: ScrollViewSpec
    /// A view tree with a coordinator, instead of the single `scrollView` (see `SceneSpec`).
    public var scene: SceneSpec?
    /// The input, in non-decreasing time order.
    public var events: [TraceEvent]

    /// Creates a trace.
    public init(name: String? = nil, description: String? = nil, screen: ScreenSpec = ScreenSpec(),
                scrollView: ScrollViewSpec, scene: SceneSpec? = nil, events: [TraceEvent]) {
        self.name = name; self.description = description; self.screen = screen
        self.scrollView = scrollView; self.scene = scene; self.events = events
    }

    /// The time of the first event (the log's time origin), or 0 for an empty trace.
    public var startTime: Double { events.first?.time ?? 0 }
}

/// The `screen` object.
public struct ScreenSpec: Equatable, Sendable {
    /// Pixels per point (default 3).
    public var scale: Double = 3
    /// Display refreshes per second (default 60).
    public var refreshRate: Double = 60
    /// A time on the trace clock at which the display refreshes (default: the first event's time).
    public var firstFrame: Double?
    /// Defaults.
    public init(scale: Double = 3, refreshRate: Double = 60, firstFrame: Double? = nil) {
        self.scale = scale; self.refreshRate = refreshRate; self.firstFrame = firstFrame
    }
}

/// The `scrollView` object: a `ScrollView`'s configuration.
public struct ScrollViewSpec: Equatable, Sendable {
    /// Log id (default `scrollView`).
    public var id = "scrollView"
    /// Frame in window coordinates.
    public var frame: Rect
    /// Content size.
    public var contentSize: Size
    /// Initial offset (default 0, 0).
    public var contentOffset: Point = .zero
    /// Insets (default 0).
    public var contentInset: EdgeInsets = .zero
    /// `bounces` (default true).
    public var bounces = true
    /// `alwaysBounceVertical` (default false).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` (default false).
    public var alwaysBounceHorizontal = false
    /// `isPagingEnabled` (default false).
    public var isPagingEnabled = false
    /// `isScrollEnabled` (default true).
    public var isScrollEnabled = true
    /// `isDirectionalLockEnabled` (default false).
    public var isDirectionalLockEnabled = false
    /// `scrollsToTop` (default true).
    public var scrollsToTop = true
    /// `decelerationRate` (default normal).
    public var decelerationRate: DecelerationRate = .normal
    /// Behaviour switches where sources disagree.
    public var options = ScrollViewOptions()
    /// The built-in behaviour that becomes the delegate (default none; see `Trace+Behavior`).
    public var behavior: BehaviorSpec?

    /// Creates a specification with defaults for everything but the geometry.
    public init(frame: Rect, contentSize: Size) {
        self.frame = frame; self.contentSize = contentSize
    }

    /// Builds the configured scroll view.
    public func makeScrollView() -> ScrollView {
        let view = ScrollView(id: id, frame: frame, contentSize: contentSize, contentInset: contentInset, contentOffset: contentOffset)
        view.bounces = bounces
        view.alwaysBounceVertical = alwaysBounceVertical
        view.alwaysBounceHorizontal = alwaysBounceHorizontal
        view.isPagingEnabled = isPagingEnabled
        view.isScrollEnabled = isScrollEnabled
        view.isDirectionalLockEnabled = isDirectionalLockEnabled
        view.scrollsToTop = scrollsToTop
        view.decelerationRate = decelerationRate
        view.options = options
        return view
    }
}

/// A touch phase, as in `UITouch.Phase`.
public enum TouchPhase: String, CaseIterable, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger stayed still (advances the clock only).
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
}

/// A programmatic call in a trace.
public enum TraceCall: Equatable, Sendable {
    /// `setContentOffset(_:animated:)`.
    case setContentOffset(Point, animated: Bool)
    /// A status-bar tap (`scrollsToTop`).
    case scrollToTop
}

/// One timed input.
public enum TraceEvent: Equatable, Sendable {
    /// A finger's touch at a window location (points).
    case touch(time: Double, finger: Int, phase: TouchPhase, location: Point)
    /// A call on a view (`nil`: the trace's scroll view).
    case call(time: Double, view: String?, TraceCall)

    /// When it happens (s, trace clock).
    public var time: Double {
        switch self {
        case .touch(let time, _, _, _), .call(let time, _, _): return time
        }
    }
}
