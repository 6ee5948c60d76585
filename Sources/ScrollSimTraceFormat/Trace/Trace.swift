import ScrollSimKit

/// A decoded trace (format 1): the screen, the scroll view under test and the timed input.
///
/// The JSON format is documented in `traces/format.md`; `Trace.decode(_:)` validates it.
public struct Trace: Equatable, Sendable {
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
    /// How the text log is printed (`"log"`).
    public var log: LogOptions
    /// Values for the model's unverified constants (`"modelOptions"`), for every scroll view.
    ///
    /// Nil keeps `ScrollViewOptions`' own.
    public var modelConstants: ModelConstants?

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - name: The trace's name, or nil for none.
    ///   - description: What the trace shows, or nil for none.
    ///   - screen: The screen's scale and rates (default: 3x, 60 Hz).
    ///   - scrollView: The scroll view under test; in a scene trace, the scene's first scroll view.
    ///   - scene: A view tree with a coordinator instead of the single scroll view, or nil for none.
    ///   - events: The touch and other events, in time order.
    ///   - log: What the log writes (default: every `didScroll`, no phases).
    public init(
        name: String? = nil, description: String? = nil, screen: ScreenSpec = ScreenSpec(),
        scrollView: ScrollViewSpec, scene: SceneSpec? = nil, events: [TraceEvent], log: LogOptions = LogOptions()
    ) {
        self.log = log
        self.name = name
        self.description = description
        self.screen = screen
        self.scrollView = scrollView
        self.scene = scene
        self.events = events
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
    /// Touch samples per second of expanded gestures (default 120, 1…480).
    ///
    /// Hand-written touch events are unaffected. 120 Hz is the touch sampling of recent iPhones (Apple Developer Forums
    /// thread 718550), and a Frameworks Engineer says UIKit delivers touches at the app's refresh rate, 120 Hz on
    /// ProMotion (thread 710800); Apple's "Getting high-fidelity input with coalesced touches" names devices that
    /// record up to 240 Hz.
    public var touchRate: Double = 120
    /// The device the screen is (default none).
    ///
    /// Its values are the defaults of `scale` and `refreshRate`, and it gives the window's size and safe area.
    public var device: Device?
    /// How `device` is held (default portrait).
    public var orientation = Device.Orientation.portrait
    /// The window's size when a device is named.
    public var windowSize: Size? { device?.size(orientation) }
    /// The window's safe area (zero without a device).
    public var windowSafeArea: EdgeInsets { device?.safeAreaInsets(orientation) ?? .zero }
    /// How the log header names the device: `iPhone 15 Pro portrait`; nil without one.
    public var deviceDescription: String? { device.map { "\($0.rawValue) \(orientation.rawValue)" } }
    /// Defaults.
    ///
    /// - Parameters:
    ///   - scale: The screen's scale, in pixels per point (default: 3).
    ///   - refreshRate: The display's refresh rate, in hertz (default: 60).
    ///   - firstFrame: A time on the trace clock at which the display refreshes, in seconds (default: the first event's
    ///     time).
    ///   - touchRate: The touch samples per second of expanded gestures (default: 120).
    public init(scale: Double = 3, refreshRate: Double = 60, firstFrame: Double? = nil, touchRate: Double = 120) {
        self.scale = scale
        self.refreshRate = refreshRate
        self.firstFrame = firstFrame
        self.touchRate = touchRate
    }
}
