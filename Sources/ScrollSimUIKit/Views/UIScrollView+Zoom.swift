// Zooming, with UIKit's names and types [Apple-UIScrollView].
//
// Every property and method reads or calls the model's (`ScrollView+Zoom`, `ScrollView+Pinch`), which decides the
// behaviour and the order of the delegate's calls; this layer only adapts names and types. The zoom view is the one
// the delegate's `viewForZooming(in:)` returns, as in UIKit.
extension UIScrollView {
    /// The zoom view's scale (1 until zoomed).
    ///
    /// Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { CGFloat(scrollModel.zoomScale) }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The smallest scale a zoom ends at (default 1).
    public var minimumZoomScale: CGFloat {
        get { CGFloat(scrollModel.minimumZoomScale) }
        set { scrollModel.apply(.minimumZoomScale(Double(newValue))) }
    }

    /// The largest scale a zoom ends at (default 1: zooming needs a larger one and a zoom view).
    public var maximumZoomScale: CGFloat {
        get { CGFloat(scrollModel.maximumZoomScale) }
        set { scrollModel.apply(.maximumZoomScale(Double(newValue))) }
    }

    /// Whether a pinch may go past a limit with resistance and bounce back (true), or stops at it.
    public var bouncesZoom: Bool {
        get { scrollModel.bouncesZoom }
        set { scrollModel.apply(.bouncesZoom(newValue)) }
    }

    /// True while the user's fingers pinch.
    public var isZooming: Bool { scrollModel.isZooming }

    /// True while the scale bounces back to a limit after a pinch.
    public var isZoomBouncing: Bool { scrollModel.isZoomBouncing }

    /// Sets the scale (clamped into the limits) around the visible centre.
    ///
    /// Animated, with `scrollViewWillBeginZooming` first and `scrollViewDidEndZooming` after.
    ///
    /// - Parameters:
    ///   - scale: The new zoom scale.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        scrollModel.setZoomScale(Double(scale), animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the view.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to fill the view, in the zoom view's coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func zoom(to rect: CGRect, animated: Bool) {
        scrollModel.zoom(to: rect.model, animated: animated)
    }

    /// The pinch recognizer: nil unless `maximumZoomScale > minimumZoomScale`, as in UIKit.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard let model = scrollModel.pinchGestureRecognizer else { return nil }
        if let adapter = zoomCosmetics.pinch, adapter.pinchModel === model { return adapter }
        let adapter = UIPinchGestureRecognizer(adapting: model)
        adapter.view = self
        zoomCosmetics.pinch = adapter
        return adapter
    }
}

/// What a `UIScrollView` keeps for zooming besides the model.
///
/// The pinch's adapter and the view the delegate last returned for zooming (to hand the same `UIView` back in the
/// callbacks).
struct ZoomAdapters {
    /// The adapter of the model's pinch, made on first access.
    var pinch: UIPinchGestureRecognizer?
    /// The view `viewForZooming(in:)` returned last.
    weak var zoomingView: UIView?
}
