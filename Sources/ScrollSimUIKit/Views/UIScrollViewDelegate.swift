/// `UIScrollViewDelegate` with UIKit's exact method signatures [Apple-UIScrollViewDelegate].
///
/// The model calls each one where UIKit would (see the model's `ScrollViewDelegate`).
///
/// UIKit declares every method `@objc optional`; without the Objective-C runtime each has a default
/// implementation here instead, so a delegate implements just the ones it needs. What that changes
/// for copied code (ScrollSimUIKit.docc/PortingNotes.md): the class must say `: UIScrollViewDelegate` (an
/// `NSObject` subclass is fine but not needed), `@objc` attributes go, and a method whose name is
/// misspelt compiles silently as an ordinary method, as it would in UIKit.
///
/// Main-actor isolated, as in UIKit, and `@preconcurrency` as UIKit's Objective-C protocols are to
/// Swift 5 code (see ``UIScrollView``): a delegate class is inferred `@MainActor` from the
/// conformance, and a test that drives a `ScrollSimulator` runs on the main actor (`@MainActor @Test`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (drag, deceleration, animation or a programmatic set).
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The pan recognized a drag.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` in points per millisecond in the content-offset direction.
    ///
    /// `targetContentOffset.pointee` is where the content will stop and may be rewritten.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - velocity: The release velocity, in points per millisecond.
    ///   - targetContentOffset: Where the content will stop, in points; the delegate may write a new target.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - decelerate: Whether the content keeps moving after the lift.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the lift.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating, bouncing or paging.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` finished.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asked before a status-bar tap scrolls the view to the top.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    /// - Returns: Whether the view scrolls to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top finished.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default): the view does not zoom.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    /// - Returns: The view to scale, or nil.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch began, or an animated zoom starts.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - view: The view that zooms, or nil.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The zoom ended (after any bounce); `scale` is within the limits.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that sends the message.
    ///   - view: The view that zooms, or nil.
    ///   - scale: The final zoom scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The scroll view's `adjustedContentInset` changed.
    ///
    /// - Parameter scrollView: The scroll view that sends the message.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target unchanged.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Returns nil: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The model's delegate of a `UIScrollView`: forwards each call to the `UIScrollViewDelegate`.
///
/// Calls are forwarded with UIKit's types (the view itself, `CGPoint`, and `targetContentOffset` as a pointer to a
/// `CGPoint` whose final value goes back to the model).
///
/// The model's protocol is not isolated; the simulator drives the model on the main actor, and the
/// `@preconcurrency` conformance checks that at run time.
@MainActor
final class DelegateBridge: @preconcurrency ScrollViewDelegate {
    unowned let scrollView: UIScrollView

    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }

    func scrollViewDidScroll(_ model: ScrollView) {
        scrollView.contentOffsetDidChange()
        scrollView.notifyObservers()
        scrollView.delegate?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ model: ScrollView) {
        scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(
        _ model: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard let delegate = scrollView.delegate else { return }
        var target = CGPoint(targetContentOffset)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate.scrollViewWillEndDragging(
                scrollView, withVelocity: CGPoint(velocity), targetContentOffset: pointer)
        }
        targetContentOffset = target.model
    }

    func scrollViewDidEndDragging(_ model: ScrollView, willDecelerate decelerate: Bool) {
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ model: ScrollView) {
        scrollView.delegate?.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ model: ScrollView) {
        scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ model: ScrollView) {
        scrollView.delegate?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    func scrollViewShouldScrollToTop(_ model: ScrollView) -> Bool {
        scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ model: ScrollView) { scrollView.delegate?.scrollViewDidScrollToTop(scrollView) }

    func viewForZooming(in model: ScrollView) -> View? {
        let view = scrollView.delegate?.viewForZooming(in: scrollView)
        scrollView.zoomCosmetics.zoomingView = view
        return view?.model
    }

    func scrollViewWillBeginZooming(_ model: ScrollView, with view: View?) {
        scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: adapter(of: view))
    }

    func scrollViewDidZoom(_ model: ScrollView) {
        scrollView.notifyObservers()
        scrollView.delegate?.scrollViewDidZoom(scrollView)
    }

    func scrollViewDidEndZooming(_ model: ScrollView, with view: View?, atScale scale: Double) {
        scrollView.delegate?.scrollViewDidEndZooming(scrollView, with: adapter(of: view), atScale: CGFloat(scale))
    }

    func scrollViewDidChangeAdjustedContentInset(_ model: ScrollView) {
        scrollView.adjustedContentInsetDidChange()
        scrollView.delegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
    }

    /// The `UIView` the delegate returned for the model's zoom view `view`.
    private func adapter(of view: View?) -> UIView? {
        guard let view, let zooming = scrollView.zoomCosmetics.zoomingView, zooming.model === view else { return nil }
        return zooming
    }
}
