import ScrollSimKit

/// A scroll view's zoom keys in a trace.
///
/// `zoomScale`, `minimumZoomScale`, `maximumZoomScale`, `bouncesZoom`, `zoomView` (`{"frame": {x, y, width, height}}`)
/// and the two zoom switches. A trace without any of them has no `ZoomSpec` and a view that does not zoom, as before
/// zooming existed.
public struct ZoomSpec: Equatable, Sendable {
    /// `zoomScale` at the start (default 1), clamped into the limits as UIKit's setter does.
    public var zoomScale: Double = 1
    /// `minimumZoomScale` (default 1, as UIKit's).
    public var minimumZoomScale: Double = 1
    /// `maximumZoomScale` (default 1, as UIKit's: no zooming until it is raised).
    public var maximumZoomScale: Double = 1
    /// `bouncesZoom` (default true).
    public var bouncesZoom = true
    /// The zoom view's frame in content coordinates at scale 1 (default none).
    ///
    /// Without it the view cannot zoom, as a UIKit delegate without `viewForZooming(in:)`.
    public var zoomViewFrame: Rect?

    /// A configuration with every key at its default.
    public init() {}

    /// The log id of the zoom view of the scroll view `scrollViewID`: `<id>.zoomView`.
    ///
    /// - Parameter scrollViewID: The scroll view's log id.
    /// - Returns: The zoom view's log id.
    public static func zoomViewID(scrollViewID: String) -> String { "\(scrollViewID).zoomView" }

    /// Configures `scrollView` for zooming.
    ///
    /// Configures `scrollView`: the zoom view (a subview, the scroll view's `zoomView`, standing in for a delegate's
    /// `viewForZooming(in:)`), the limits, `bouncesZoom`, then the scale with `prepareZoomScale` (no callbacks, the
    /// offset kept). With a zoom view, `contentSize` follows it from the start (its size × the scale, UIKit's
    /// `_adjustContentSizeForView:atScale:`).
    func configure(_ scrollView: ScrollView) {
        if let frame = zoomViewFrame {
            let view = View(id: Self.zoomViewID(scrollViewID: scrollView.id), frame: frame)
            scrollView.addSubview(view)
            scrollView.zoomView = view
        }
        scrollView.minimumZoomScale = minimumZoomScale
        scrollView.maximumZoomScale = maximumZoomScale
        scrollView.bouncesZoom = bouncesZoom
        scrollView.prepareZoomScale(zoomScale)
    }
}

extension Trace {
    /// A zoom scale or limit: greater than 0 and at most 10⁷ (finite; JSON has no infinity).
    package static let zoomScaleBounds = positiveUpToLimit

    /// Reads the zoom keys of a `scrollView` object into `spec` and the zoom switches into its options.
    ///
    /// Reads the zoom keys of a `scrollView` object into `spec` (nil when it has none) and the zoom switches `zoomEnd`
    /// and `zoomAnimationUpdates` into its options. Throws on a scale or limit ≤ 0, and on a minimum above the maximum
    /// (naming `minimumZoomScale`).
    static func decodeZoom(_ reader: inout ObjectReader, into spec: inout ScrollViewSpec) throws(TraceDecodingError) {
        if let choice = try reader.optionalEnumeration(TraceKeys.ScrollView.zoomEnd, as: ScrollViewOptions.ZoomEnd.self)
        {
            spec.options.zoomEnd = choice
        }
        if let choice = try reader.optionalEnumeration(
            TraceKeys.ScrollView.zoomAnimationUpdates, as: ScrollViewOptions.ZoomAnimationUpdates.self)
        {
            spec.options.zoomAnimationUpdates = choice
        }
        // Every key is read whether or not the others are present, so an unknown key's message
        // lists them all.
        let scale = try reader.optionalNumber(TraceKeys.ScrollView.zoomScale)
        let maximum = try reader.optionalNumber(TraceKeys.ScrollView.maximumZoomScale)
        let minimumReader = reader.optional(TraceKeys.ScrollView.minimumZoomScale)
        let minimum = try minimumReader?.number(zoomScaleBounds)
        let bounces = try reader.optionalBool(TraceKeys.ScrollView.bouncesZoom)
        let zoomViewReader = try reader.optionalObject(TraceKeys.ScrollView.zoomView)
        guard scale != nil || maximum != nil || minimum != nil || bounces != nil || zoomViewReader != nil else {
            return
        }
        var zoom = ZoomSpec()
        zoom.zoomScale = scale ?? zoom.zoomScale
        zoom.maximumZoomScale = maximum ?? zoom.maximumZoomScale
        if let minimum, let minimumReader {
            guard minimum <= zoom.maximumZoomScale else {
                throw minimumReader.error(
                    "expected at most maximumZoomScale (\(shortNumber(zoom.maximumZoomScale))), got "
                        + reader.literal(of: "minimumZoomScale").text(for: minimum))
            }
            zoom.minimumZoomScale = minimum
        } else if zoom.maximumZoomScale < zoom.minimumZoomScale, let maximumReader = reader.optional("maximumZoomScale")
        {
            throw maximumReader.error(
                "expected at least minimumZoomScale (1, the default), got "
                    + reader.literal(of: "maximumZoomScale").text(for: zoom.maximumZoomScale))
        }
        zoom.bouncesZoom = bounces ?? zoom.bouncesZoom
        if var zoomView = zoomViewReader {
            zoom.zoomViewFrame = try decodeRect(zoomView.object(TraceKeys.ZoomView.frame))
            try zoomView.finish()
        }
        spec.zoom = zoom
    }
}
