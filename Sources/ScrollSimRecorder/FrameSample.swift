import ScrollSimTrace

/// The recorded scroll view as one display frame showed it.
///
/// What a device recording needs to fit the zoom constants scrollsim marks unverified (the zoom rubber band, the zoom
/// bounce's duration) and to compare a recording with its replay frame by frame.
///
/// The model values (`contentOffset`, `zoomScale`) jump to their end at the start of a Core
/// Animation-driven animation such as the zoom bounce; the presentation values (the presentation
/// layer's bounds origin and transform scale) are what the screen showed, so they carry the
/// bounce's curve. The flags and the pinch recognizer's scale say which phase the frame was in.
public struct FrameSample: Equatable, Sendable {
    /// `CADisplayLink.timestamp`: seconds on the same uptime clock as the touches.
    public var timestamp: Double
    /// `contentOffset`.
    public var contentOffset: Point
    /// `contentSize`.
    public var contentSize: Size
    /// `zoomScale`.
    public var zoomScale: Double
    /// The presentation layer's offset (`layer.presentation()?.bounds.origin`), when sampled.
    public var presentationOffset: Point?
    /// The zoom view's presentation-layer scale (its transform's `a`), when sampled.
    public var presentationZoomScale: Double?
    /// `isTracking`, `isDragging` and `isDecelerating`, when sampled.
    public var flags: ScrollFlags?
    /// `isZoomBouncing`, when sampled.
    public var isZoomBouncing: Bool?
    /// `pinchGestureRecognizer?.scale` while a pinch is recognised, when sampled.
    public var pinchScale: Double?
    /// `adjustedContentInset` at this frame, when sampled.
    ///
    /// Under `.automatic` and `.scrollableAxes` it changes when `contentSize` crosses the frame, as a zoom does, so one
    /// value at the first touch is not enough.
    public var adjustedContentInset: EdgeInsets?

    /// Creates a sample; the presentation values, flags, pinch scale and inset are optional.
    ///
    /// - Parameters:
    ///   - timestamp: The display link's timestamp, in seconds on the touches' uptime clock.
    ///   - contentOffset: The scroll view's `contentOffset`, in points.
    ///   - contentSize: The scroll view's `contentSize`, in points.
    ///   - zoomScale: The scroll view's `zoomScale` (default: 1).
    ///   - presentationOffset: The presentation layer's bounds origin, in points, or nil when not sampled.
    ///   - presentationZoomScale: The zoom view's presentation-layer scale, or nil when not sampled.
    ///   - flags: `isTracking`, `isDragging` and `isDecelerating`, or nil when not sampled.
    ///   - isZoomBouncing: The scroll view's `isZoomBouncing`, or nil when not sampled.
    ///   - pinchScale: The pinch recognizer's scale while a pinch is recognised, or nil.
    ///   - adjustedContentInset: The scroll view's `adjustedContentInset`, in points, or nil when not sampled.
    public init(
        timestamp: Double, contentOffset: Point, contentSize: Size, zoomScale: Double = 1,
        presentationOffset: Point? = nil, presentationZoomScale: Double? = nil, flags: ScrollFlags? = nil,
        isZoomBouncing: Bool? = nil, pinchScale: Double? = nil, adjustedContentInset: EdgeInsets? = nil
    ) {
        self.timestamp = timestamp
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.zoomScale = zoomScale
        self.presentationOffset = presentationOffset
        self.presentationZoomScale = presentationZoomScale
        self.flags = flags
        self.isZoomBouncing = isZoomBouncing
        self.pinchScale = pinchScale
        self.adjustedContentInset = adjustedContentInset
    }

    /// True when every number is one trace format 1 accepts.
    ///
    /// Coordinates and insets within ±`limit`, sizes 0…`limit`, scales 0.001…`limit`, all finite.
    func isValid(limit: Double) -> Bool {
        let coordinates =
            [timestamp, contentOffset.x, contentOffset.y] + (presentationOffset.map { [$0.x, $0.y] } ?? [])
            + (adjustedContentInset.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? [])
        let scales = [zoomScale] + [presentationZoomScale, pinchScale].compactMap { $0 }
        return coordinates.allSatisfy { abs($0) <= limit }
            && [contentSize.width, contentSize.height].allSatisfy { $0 >= 0 && $0 <= limit }
            && scales.allSatisfy { $0 >= 0.001 && $0 <= limit }
    }
}
