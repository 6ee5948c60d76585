/// A property that app code sets on a view while the scene runs.
///
/// A property that app code sets on a view while the scene runs (`list.contentInset = …`), the way
/// a trace's `set` call names it. Every case but `frame` exists only on scroll views.
public enum PropertyChange: Equatable, Sendable {
    /// `contentInset`: the edges of the scrollable range move.
    case contentInset(EdgeInsets)
    /// `contentSize` (points): rows inserted or removed, a layout pass.
    case contentSize(Size)
    /// `frame` (points, in the superview): a rotation, a keyboard, a container resizing its child.
    case frame(Rect)
    /// The plain `contentOffset` setter (not `setContentOffset(_:animated:)`).
    case contentOffset(Point)
    /// `isPagingEnabled`.
    case isPagingEnabled(Bool)
    /// `isScrollEnabled`.
    case isScrollEnabled(Bool)
    /// `bounces`.
    case bounces(Bool)
    /// `decelerationRate`.
    case decelerationRate(DecelerationRate)
    /// The `zoomScale` setter: `setZoomScale(_:animated: false)`.
    case zoomScale(Double)
    /// `minimumZoomScale`.
    case minimumZoomScale(Double)
    /// `maximumZoomScale`.
    case maximumZoomScale(Double)
    /// `bouncesZoom`.
    case bouncesZoom(Bool)
    /// The safe area (a rotation, a keyboard through the keyboard layout guide): see
    /// `ScrollView+SafeArea`.
    case safeAreaInsets(EdgeInsets)
    /// `contentInsetAdjustmentBehavior`.
    case contentInsetAdjustmentBehavior(ContentInsetAdjustmentBehavior)
    /// The zoom view's `frame` (content coordinates), also while zoomed: see
    /// `ScrollView.setZoomViewFrame(_:)`.
    case zoomViewFrame(Rect)

    /// The property names, as a trace spells them.
    public enum Name: String, CaseIterable, Sendable {
        /// `contentInset`.
        case contentInset
        /// `contentSize`.
        case contentSize
        /// `frame`.
        case frame
        /// `contentOffset`.
        case contentOffset
        /// `isPagingEnabled`.
        case isPagingEnabled
        /// `isScrollEnabled`.
        case isScrollEnabled
        /// `bounces`.
        case bounces
        /// `decelerationRate`.
        case decelerationRate
        /// `zoomScale`.
        case zoomScale
        /// `minimumZoomScale`.
        case minimumZoomScale
        /// `maximumZoomScale`.
        case maximumZoomScale
        /// `bouncesZoom`.
        case bouncesZoom
        /// `safeAreaInsets`.
        case safeAreaInsets
        /// `contentInsetAdjustmentBehavior`.
        case contentInsetAdjustmentBehavior
        /// The zoom view's `frame`, spelled `zoomView.frame`.
        case zoomViewFrame = "zoomView.frame"

        /// True when only a scroll view has the property (every property but `frame`).
        public var isScrollViewOnly: Bool { self != .frame }
    }

    /// The property's name.
    public var name: Name {
        switch self {
        case .contentInset: return .contentInset
        case .contentSize: return .contentSize
        case .frame: return .frame
        case .contentOffset: return .contentOffset
        case .isPagingEnabled: return .isPagingEnabled
        case .isScrollEnabled: return .isScrollEnabled
        case .bounces: return .bounces
        case .decelerationRate: return .decelerationRate
        case .zoomScale: return .zoomScale
        case .minimumZoomScale: return .minimumZoomScale
        case .maximumZoomScale: return .maximumZoomScale
        case .bouncesZoom: return .bouncesZoom
        case .safeAreaInsets: return .safeAreaInsets
        case .contentInsetAdjustmentBehavior: return .contentInsetAdjustmentBehavior
        case .zoomViewFrame: return .zoomViewFrame
        }
    }

    /// The log fields of the `set` echo: the property, then the new value.
    ///
    /// The value is points, or a flag, or the per-millisecond rate as a factor.
    public var logFields: [LogField] {
        // One array, sized once (a set call during a deceleration logs this on every call).
        var fields: [LogField] = []
        fields.reserveCapacity(5)
        fields.append(LogField("property", .string(name.rawValue)))
        func point(_ name: String, _ value: Double) { fields.append(LogField(name, .number(value, .points))) }
        switch self {
        case .contentInset(let inset), .safeAreaInsets(let inset):
            point("top", inset.top)
            point("left", inset.left)
            point("bottom", inset.bottom)
            point("right", inset.right)
        case .contentSize(let size):
            point("width", size.width)
            point("height", size.height)
        case .frame(let rect), .zoomViewFrame(let rect):
            point("x", rect.origin.x)
            point("y", rect.origin.y)
            point("width", rect.size.width)
            point("height", rect.size.height)
        case .contentOffset(let offset):
            fields.append(LogField("value", .point(offset)))
        case .isPagingEnabled(let flag), .isScrollEnabled(let flag), .bounces(let flag), .bouncesZoom(let flag):
            fields.append(LogField("value", .bool(flag)))
        case .decelerationRate(let rate):
            fields.append(LogField("value", .number(rate.rawValue, .factor)))
        case .zoomScale(let scale), .minimumZoomScale(let scale), .maximumZoomScale(let scale):
            fields.append(LogField("value", .number(scale, .factor)))
        case .contentInsetAdjustmentBehavior(let behavior):
            fields.append(LogField("value", .string(behavior.rawValue)))
        }
        return fields
    }
}
