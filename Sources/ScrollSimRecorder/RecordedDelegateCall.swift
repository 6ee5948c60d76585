import ScrollSimJSON
import ScrollSimTrace

/// One `UIScrollViewDelegate` call of the recorded scroll view on a device, with its time and arguments.
///
/// The trace's `recorded.delegateCalls`, which `scrollsim compare` sets beside the replay's calls (the order of the
/// zoom callbacks around the bounce, the release's velocity and target as UIKit reported them).
public struct RecordedDelegateCall: Equatable, Sendable {
    /// The delegate method, by its log name.
    public enum Method: String, CaseIterable, Sendable {
        /// `scrollViewDidScroll(_:)`.
        case didScroll
        /// `scrollViewWillBeginDragging(_:)`.
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
        case willEndDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging
        /// `scrollViewWillBeginDecelerating(_:)`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`.
        case didEndScrollingAnimation
        /// `scrollViewDidScrollToTop(_:)`.
        case didScrollToTop
        /// `scrollViewWillBeginZooming(_:with:)`.
        case willBeginZooming
        /// `scrollViewDidZoom(_:)`.
        case didZoom
        /// `scrollViewDidEndZooming(_:with:atScale:)`.
        case didEndZooming

        /// True for the zoom callbacks, whose record carries the zoom scale (`didEndZooming`'s
        /// `atScale`, else `zoomScale`).
        public var isZoomCall: Bool { self == .willBeginZooming || self == .didZoom || self == .didEndZooming }
    }

    /// When the delegate was called: seconds on the touches' uptime clock (`CACurrentMediaTime()`).
    public var timestamp: Double
    /// The method.
    public var method: Method
    /// `contentOffset` at the call.
    public var contentOffset: Point
    /// `willEndDragging`'s velocity (pt/ms, as UIKit passes it) and the target after the app's
    /// delegate returned.
    public var velocity: Point?, target: Point?
    /// `didEndDragging`'s `willDecelerate`.
    public var willDecelerate: Bool?
    /// The zoom scale a zoom call reported (`didEndZooming`'s `atScale`, else `zoomScale`).
    public var zoomScale: Double?
    /// `isZoomBouncing` at the call, when captured (which zoom callbacks come during the bounce).
    public var isZoomBouncing: Bool?

    /// Creates a call record.
    ///
    /// - Parameters:
    ///   - timestamp: When the delegate was called, in seconds on the touches' uptime clock.
    ///   - method: The delegate method called.
    ///   - contentOffset: The scroll view's `contentOffset` at the call, in points.
    ///   - velocity: `willEndDragging`'s velocity, in points per millisecond, or nil for another call.
    ///   - target: `willEndDragging`'s target after the app's delegate returned, in points, or nil.
    ///   - willDecelerate: `didEndDragging`'s `willDecelerate`, or nil for another call.
    ///   - zoomScale: The zoom scale a zoom call reported, or nil for another call.
    ///   - isZoomBouncing: The scroll view's `isZoomBouncing` at the call, or nil when not captured.
    public init(
        timestamp: Double, method: Method, contentOffset: Point, velocity: Point? = nil, target: Point? = nil,
        willDecelerate: Bool? = nil, zoomScale: Double? = nil, isZoomBouncing: Bool? = nil
    ) {
        self.timestamp = timestamp
        self.method = method
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.target = target
        self.willDecelerate = willDecelerate
        self.zoomScale = zoomScale
        self.isZoomBouncing = isZoomBouncing
    }

    /// Every number the trace would hold.
    var numbers: [Double] {
        [timestamp, contentOffset.x, contentOffset.y] + [velocity, target].compactMap { $0 }.flatMap { [$0.x, $0.y] }
            + (zoomScale.map { [$0] } ?? [])
    }
}

extension GestureRecording {
    /// Records a delegate call of the scroll view under the first touch.
    ///
    /// Dropped like an odd frame (see ``recordFrame(_:)``): before the first touch, earlier than the previous call, a
    /// number beyond the trace limits, a zoom scale of 0 or less, or beyond ``maximumFrames`` calls. O(1) amortised.
    ///
    /// - Parameter call: The delegate call.
    public mutating func recordDelegateCall(_ call: RecordedDelegateCall) {
        guard hasBegun, call.numbers.allSatisfy({ $0.magnitude <= Self.frameNumberLimit }) else { return }
        if let scale = call.zoomScale, !(scale > 0) { return }
        if let last = delegateCalls.last, call.timestamp < last.timestamp { return }
        guard delegateCalls.count < Self.maximumFrames else { return }
        delegateCalls.append(call)
    }

    /// `recorded.delegateCalls` (`{"t", "call", "offset", …, "zoomBouncing"}`), only when recorded; times re-based
    /// to `start`.
    func delegateCallMembers(start: Double) -> [(key: String, value: JSONValue)] {
        guard !delegateCalls.isEmpty else { return [] }
        func point(_ p: Point) -> JSONValue { .object(JSONObject([("x", .number(p.x)), ("y", .number(p.y))])) }
        let calls = delegateCalls.map { call -> JSONValue in
            var members: [(key: String, value: JSONValue)] = [
                ("t", .number(GestureGrid.time(call.timestamp - start))), ("call", .string(call.method.rawValue)),
                ("offset", point(call.contentOffset)),
            ]
            if let velocity = call.velocity { members.append(("velocity", point(velocity))) }
            if let target = call.target { members.append(("target", point(target))) }
            if let willDecelerate = call.willDecelerate { members.append(("willDecelerate", .bool(willDecelerate))) }
            if let scale = call.zoomScale { members.append(("scale", .number(scale))) }
            if let bouncing = call.isZoomBouncing { members.append(("zoomBouncing", .bool(bouncing))) }
            return .object(JSONObject(members))
        }
        return [("delegateCalls", .array(calls))]
    }
}
