/// Mirrors `UIScrollViewDelegate`, so a delegate can be ported to a Linux test almost line for line.
///
/// Every method has a default implementation that does nothing (and `scrollViewShouldScrollToTop`
/// returns true), as in UIKit. From inside a callback a delegate may read the scroll view's
/// `contentOffset`, `isTracking`, `isDragging`, `isDecelerating` and its `panGestureRecognizer`,
/// and call `setContentOffset(_:animated:)`: a changed offset re-enters `scrollViewDidScroll`
/// synchronously, an unchanged one does not ([UIKitCore-RE] §6 early return).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (drag, deceleration, animation or a programmatic set).
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The pan recognized a drag (after 10 pt of travel, or at once when catching a moving view).
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; the delegate may rewrite where the view will stop.
    ///
    /// `velocity` is in points per millisecond in the content-offset direction; `targetContentOffset` is where UIKit
    /// projects the view to stop and may be rewritten.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - velocity: The release velocity, in points per millisecond.
    ///   - targetContentOffset: The offset where the content will stop, in points; may be rewritten.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - decelerate: Whether the content keeps moving after the lift.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the lift.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after decelerating, bouncing or paging.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` finished.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Asked before a status-bar tap scrolls this view to the top.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    /// - Returns: Whether the view scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll-to-top finished.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view that zooms (`viewForZooming(in:)`).
    ///
    /// Nil (the default) falls back to the scroll view's `zoomView`, and with neither the view does not zoom.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    /// - Returns: The view that zooms, or nil.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch began, or an animated `setZoomScale`/`zoom(to:)` starts.
    ///
    /// Not a non-animated one, not the bounce back to a limit.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - view: The view that zooms, or nil.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (a pinch step, a frame of a zoom animation or bounce, a set).
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// The zoom ended; `scale` is within the limits.
    ///
    /// After the pinch and any bounce (see `ScrollViewOptions.ZoomEnd`), or at the end of an animated zoom.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - view: The view that zooms, or nil.
    ///   - scale: The final zoom scale.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    /// `adjustedContentInset` changed (see `ScrollView+SafeArea`).
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target unchanged.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Returns true.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Returns nil (the scroll view's `zoomView` is used).
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
