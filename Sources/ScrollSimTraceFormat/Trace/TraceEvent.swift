import ScrollSimKit

/// A programmatic call in a trace.
public enum TraceCall: Equatable, Sendable {
    /// `setContentOffset(_:animated:)`.
    case setContentOffset(Point, animated: Bool)
    /// A status-bar tap (`scrollsToTop`).
    case scrollToTop
    /// A property set from code while the scene runs (`set`; see `PropertyChange`).
    case set(PropertyChange)
    /// `refreshControl.endRefreshing()` on a scroll view that has one.
    case endRefreshing
    /// `setZoomScale(_:animated:)` (`{"call": "setZoomScale", "scale", "animated"}`).
    case setZoomScale(Double, animated: Bool)
    /// `zoom(to:animated:)`, the rectangle in the zoom view's coordinates.
    ///
    /// `{"call": "zoomTo", "rect": {x, y, width, height}, "animated"}`.
    case zoomTo(Rect, animated: Bool)
    /// `scrollToItem(at:at:animated:)` on a view with a `flowLayout`.
    ///
    /// `{"call": "scrollToItem", "item", "position", "animated"}`.
    case scrollToItem(Int, position: ItemScrollPosition, animated: Bool)
    /// `scrollRectToVisible(_:animated:)`, the rectangle in content coordinates.
    ///
    /// `{"call": "scrollRectToVisible", "rect", "animated"}`.
    case scrollRectToVisible(Rect, animated: Bool)
    /// SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` to an item of the view's `flowLayout`.
    ///
    /// `{"call": "scrollTo", "id", "anchor"?, "animated"?}`; a missing anchor is nil.
    case scrollTo(Int, anchor: ScrollAnchor?, animated: Bool)
    /// The device turning to an orientation.
    ///
    /// `{"call": "set", "property": "screen.orientation", "value": "landscape"}`, with the trace's `screen.device`.
    case setOrientation(Device, Device.Orientation)
    /// Writing the view's `scrollPosition(id:anchor:)` binding
    /// (`{"call": "setScrollPosition", "id", "animated"?}`).
    case setScrollPosition(Int, animated: Bool)
}

/// One timed input.
public enum TraceEvent: Equatable, Sendable {
    /// A finger's touch at a window location (points).
    case touch(time: Double, finger: Int, phase: TouchPhase, location: Point)
    /// A call on a view (`nil`: the trace's scroll view).
    case call(time: Double, view: String?, TraceCall)
    /// A gesture touching down at `time`, expanded into touches before the replay
    /// (`TouchEventMerger`).
    case gesture(time: Double, Gesture)

    /// When it happens (s, trace clock).
    public var time: Double {
        switch self {
        case .touch(let time, _, _, _), .call(let time, _, _), .gesture(let time, _): return time
        }
    }
}
