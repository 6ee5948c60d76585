import ScrollSimJSON
import ScrollSimTrace

/// A `UIScrollView`'s configuration when the gesture began: what trace format 1 needs to rebuild it.
///
/// Geometry is in window points.
public struct ScrollViewSnapshot: Equatable, Sendable {
    /// `accessibilityIdentifier`, when set: becomes the view's id in the trace.
    public var identifier: String?
    /// `frame` converted to window coordinates (`convert(bounds, to: nil)` with the bounds origin
    /// taken back to the frame's).
    public var frameInWindow: Rect
    /// `contentSize`.
    public var contentSize: Size
    /// `adjustedContentInset`, the content inset plus the safe-area part UIKit adds.
    ///
    /// The trace's `contentInset`, as scrollsim models safe areas through it.
    public var adjustedContentInset: EdgeInsets
    /// `contentOffset`.
    public var contentOffset: Point
    /// `isPagingEnabled`.
    public var isPagingEnabled: Bool
    /// `bounces`.
    public var bounces: Bool
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool
    /// `decelerationRate.rawValue` (0.998 normal, 0.99 fast).
    public var decelerationRate: Double
    /// `isDirectionalLockEnabled`.
    public var isDirectionalLockEnabled: Bool
    /// `isScrollEnabled`.
    public var isScrollEnabled: Bool
    /// `zoomScale`.
    public var zoomScale: Double
    /// `minimumZoomScale`.
    public var minimumZoomScale: Double
    /// `maximumZoomScale`.
    public var maximumZoomScale: Double
    /// `bouncesZoom`.
    public var bouncesZoom: Bool
    /// The zoom view at scale 1, in the scroll view's content coordinates; nil without one.
    ///
    /// The zoom view is what the delegate's `viewForZooming(in:)` returns: its `frame.origin` (a zoom keeps the origin
    /// and scales the size) and its `bounds.size` (the size before the zoom transform).
    public var zoomViewFrame: Rect?
    /// `contentInset` (the app's own inset, before the safe area), when captured.
    ///
    /// The trace's `recorded.start`, which the replay validates and ignores.
    public var contentInset: EdgeInsets?
    /// `safeAreaInsets`, when captured (`recorded.start`).
    public var safeAreaInsets: EdgeInsets?
    /// `contentInsetAdjustmentBehavior`, when captured (`recorded.start`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?

    /// Whether the view zooms, as UIKit decides it: a zoom view and `maximumZoomScale` above `minimumZoomScale`.
    ///
    /// Only then does the trace carry the zoom keys.
    public var zooms: Bool { zoomViewFrame != nil && maximumZoomScale > minimumZoomScale }

    /// Creates a snapshot; the defaults are `UIScrollView`'s.
    ///
    /// - Parameters:
    ///   - identifier: The `accessibilityIdentifier`, the view's id in the trace, or nil.
    ///   - frameInWindow: The scroll view's frame in window coordinates, in points.
    ///   - contentSize: The `contentSize`, in points.
    ///   - adjustedContentInset: The `adjustedContentInset`, in points (default: zero).
    ///   - contentOffset: The `contentOffset`, in points (default: zero).
    ///   - isPagingEnabled: The `isPagingEnabled` flag (default: false).
    ///   - bounces: The `bounces` flag (default: true).
    ///   - alwaysBounceVertical: The `alwaysBounceVertical` flag (default: false).
    ///   - alwaysBounceHorizontal: The `alwaysBounceHorizontal` flag (default: false).
    ///   - decelerationRate: The `decelerationRate.rawValue`, per millisecond (default: 0.998).
    ///   - isDirectionalLockEnabled: The `isDirectionalLockEnabled` flag (default: false).
    ///   - isScrollEnabled: The `isScrollEnabled` flag (default: true).
    ///   - zoomScale: The `zoomScale` (default: 1).
    ///   - minimumZoomScale: The `minimumZoomScale` (default: 1).
    ///   - maximumZoomScale: The `maximumZoomScale` (default: 1).
    ///   - bouncesZoom: The `bouncesZoom` flag (default: true).
    ///   - zoomViewFrame: The zoom view at scale 1, in content coordinates, or nil without one.
    ///   - contentInset: The app's own `contentInset`, in points, or nil when not captured.
    ///   - safeAreaInsets: The `safeAreaInsets`, in points, or nil when not captured.
    ///   - contentInsetAdjustmentBehavior: The `contentInsetAdjustmentBehavior`, or nil when not captured.
    public init(
        identifier: String? = nil, frameInWindow: Rect, contentSize: Size, adjustedContentInset: EdgeInsets = .zero,
        contentOffset: Point = .zero, isPagingEnabled: Bool = false, bounces: Bool = true,
        alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
        decelerationRate: Double = DecelerationRate.normal.rawValue, isDirectionalLockEnabled: Bool = false,
        isScrollEnabled: Bool = true, zoomScale: Double = 1, minimumZoomScale: Double = 1,
        maximumZoomScale: Double = 1, bouncesZoom: Bool = true, zoomViewFrame: Rect? = nil,
        contentInset: EdgeInsets? = nil, safeAreaInsets: EdgeInsets? = nil,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil
    ) {
        self.identifier = identifier
        self.frameInWindow = frameInWindow
        self.contentSize = contentSize
        self.adjustedContentInset = adjustedContentInset
        self.contentOffset = contentOffset
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.decelerationRate = decelerationRate
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
        self.isScrollEnabled = isScrollEnabled
        self.zoomScale = zoomScale
        self.minimumZoomScale = minimumZoomScale
        self.maximumZoomScale = maximumZoomScale
        self.bouncesZoom = bouncesZoom
        self.zoomViewFrame = zoomViewFrame
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }
}

extension GestureRecording {
    /// `recorded.start` for the scroll view under the first touch: the insets the safe-area rules need.
    ///
    /// `recorded.start` (`{"contentInset", "safeAreaInsets", "contentInsetAdjustmentBehavior"}`,
    /// each only when captured) for the scroll view under the first touch: what the safe-area rules
    /// need beside the adjusted inset the trace's `contentInset` holds. Nothing when none was
    /// captured, or when an inset is not finite or beyond the trace limits (the start is then left
    /// out, not the recording).
    func startMembers() -> [(key: String, value: JSONValue)] {
        guard let snapshot = scrollViews.first else { return [] }
        var members: [(key: String, value: JSONValue)] = []
        for (key, inset) in [("contentInset", snapshot.contentInset), ("safeAreaInsets", snapshot.safeAreaInsets)] {
            guard let inset else { continue }
            guard
                [inset.top, inset.left, inset.bottom, inset.right].allSatisfy({ $0.magnitude <= Self.frameNumberLimit })
            else { return [] }
            members.append((key, Self.insets(inset)))
        }
        if let behavior = snapshot.contentInsetAdjustmentBehavior {
            members.append(("contentInsetAdjustmentBehavior", .string(behavior.rawValue)))
        }
        return members.isEmpty ? [] : [("start", .object(JSONObject(members)))]
    }
}
