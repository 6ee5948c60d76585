/// The three UIScrollView state flags at one instant.
public struct ScrollFlags: Equatable, Hashable, Sendable {
    /// `isTracking`: a finger is on the content, possibly before dragging started.
    public var tracking: Bool
    /// `isDragging`: the user is dragging (UIKit keeps it true through the deceleration that follows).
    public var dragging: Bool
    /// `isDecelerating`: the content moves on its own after a release.
    public var decelerating: Bool
    /// Creates flags.
    public init(tracking: Bool, dragging: Bool, decelerating: Bool) {
        self.tracking = tracking; self.dragging = dragging; self.decelerating = decelerating
    }
    /// All false.
    public static let idle = ScrollFlags(tracking: false, dragging: false, decelerating: false)
}

/// A value attached to an input or behaviour event, formatted deterministically by the log layer.
public enum LogValue: Equatable, Sendable {
    /// A number printed with the given number of decimals.
    case number(Double, decimals: Int)
    /// A whole number.
    case integer(Int)
    /// A point printed with three decimals per component.
    case point(Point)
    /// true or false.
    case bool(Bool)
    /// Text (a name, a state).
    case string(String)
}

/// One named value of an event.
public struct LogField: Equatable, Sendable {
    /// The key, e.g. `finger`.
    public var name: String
    /// The value.
    public var value: LogValue
    /// Creates a field.
    public init(_ name: String, _ value: LogValue) { self.name = name; self.value = value }
}

/// What happened.
public enum LogEvent: Equatable, Sendable {
    /// `scrollViewDidScroll(_:)`.
    case didScroll
    /// `scrollViewWillBeginDragging(_:)`.
    case willBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: velocity in pt/ms
    /// (content-offset direction, as UIKit reports it) and the target after the delegate returned.
    case willEndDragging(velocity: Point, target: Point)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case didEndScrollingAnimation
    /// `scrollViewDidScrollToTop(_:)`.
    case didScrollToTop
    /// An input echoed into the log (a touch began or ended, a programmatic call).
    case input(name: String, fields: [LogField])
    /// A decision or state change reported by a behaviour or coordinator.
    case behavior(name: String, fields: [LogField])

    /// The event name used in both log formats.
    public var name: String {
        switch self {
        case .didScroll: return "didScroll"
        case .willBeginDragging: return "willBeginDragging"
        case .willEndDragging: return "willEndDragging"
        case .didEndDragging: return "didEndDragging"
        case .willBeginDecelerating: return "willBeginDecelerating"
        case .didEndDecelerating: return "didEndDecelerating"
        case .didEndScrollingAnimation: return "didEndScrollingAnimation"
        case .didScrollToTop: return "didScrollToTop"
        case .input(let name, _), .behavior(let name, _): return name
        }
    }

    /// True for the UIScrollViewDelegate calls (as opposed to echoed input and behaviour events).
    public var isDelegateCall: Bool {
        switch self {
        case .input, .behavior: return false
        default: return true
        }
    }
}

/// One line of the event log.
public struct LogEntry: Equatable, Sendable {
    /// Seconds since the simulation's time origin (a trace's first event).
    public var time: Double
    /// The id of the view the event belongs to.
    public var view: String
    /// What happened.
    public var event: LogEvent
    /// The view's content offset at that moment (zero for views that do not scroll).
    public var offset: Point
    /// The view's flags at that moment.
    public var flags: ScrollFlags
    /// Creates an entry.
    public init(time: Double, view: String, event: LogEvent, offset: Point, flags: ScrollFlags) {
        self.time = time; self.view = view; self.event = event; self.offset = offset; self.flags = flags
    }
}

/// Receives log entries in order as the simulation produces them.
public protocol LogSink: AnyObject {
    /// Called once per entry, in order.
    func record(_ entry: LogEntry)
}

/// A sink that keeps every entry in memory.
public final class EventLog: LogSink {
    /// Everything recorded so far, in order.
    public private(set) var entries: [LogEntry] = []
    /// Creates an empty log.
    public init() {}
    /// Appends `entry`.
    public func record(_ entry: LogEntry) { entries.append(entry) }
}
