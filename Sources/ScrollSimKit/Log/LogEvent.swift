/// What happened.
public enum LogEvent: Equatable, Sendable {
    /// `scrollViewDidScroll(_:)`.
    case didScroll
    /// `scrollViewWillBeginDragging(_:)`.
    case willBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the release velocity and target.
    ///
    /// Velocity in pt/ms (content-offset direction, as UIKit reports it) and the target after the delegate returned.
    /// `landing` is where the view will actually come to rest when that differs from `target`: with `isPagingEnabled`
    /// UIKit does not honour a rewritten target, it settles on a page.
    case willEndDragging(velocity: Point, target: Point, landing: Point? = nil)
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
    /// `scrollViewWillBeginZooming(_:with:)`, with the zoom scale at that moment.
    case willBeginZooming(scale: Double)
    /// `scrollViewDidZoom(_:)`, with the new zoom scale.
    case didZoom(scale: Double)
    /// `scrollViewDidEndZooming(_:with:atScale:)`, with the scale it reports.
    case didEndZooming(scale: Double)
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
        case .willBeginZooming: return "willBeginZooming"
        case .didZoom: return "didZoom"
        case .didEndZooming: return "didEndZooming"
        case .input(let name, _), .behavior(let name, _): return name
        }
    }

    /// The event's detail as fields, for the zoom events.
    ///
    /// `scale` (a `.factor`, printed with three decimals); empty for the others, whose details the log writers format
    /// themselves.
    public var zoomFields: [LogField] {
        switch self {
        case .willBeginZooming(let scale), .didZoom(let scale), .didEndZooming(let scale):
            return [LogField("scale", .number(scale, .factor))]
        default:
            return []
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
