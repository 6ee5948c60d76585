// The recorder's forwarding delegate proxy. Compiled only where UIKit exists (iOS, iPadOS, Mac
// Catalyst, visionOS); on Linux and macOS this file is empty. What it records is built and tested
// everywhere (RecordedDelegateCall.swift, GestureRecording.recordDelegateCall).
#if canImport(UIKit)
    import QuartzCore
    import UIKit
    import ScrollSimTrace

    /// Stands in for the recorded scroll view's delegate while a recording runs, recording the calls it passes on.
    ///
    /// Stands in for the recorded scroll view's delegate while a recording runs: each
    /// `UIScrollViewDelegate` call the recording needs is timed with `CACurrentMediaTime()` (the
    /// touches' uptime clock) and handed to `record` with its arguments, then passed on to the app's
    /// own delegate (`original`). Every other message the app's delegate answers (a table view's
    /// `tableView(_:cellForRowAt:)`, `viewForZooming(in:)`, …) reaches it unchanged through
    /// `responds(to:)` and `forwardingTarget(for:)`, the Objective-C runtime's fast forwarding
    /// ([Apple-NSObject-forwardingTarget]). The window puts `original` back when the recording ends.
    ///
    /// It implements only methods without a return value, so a method the app does not implement
    /// changes nothing in UIKit's behaviour (a `willEndDragging` that leaves the target alone).
    @MainActor
    final class ScrollSimDelegateProxy: NSObject, UIScrollViewDelegate {
        /// The app's delegate (weak, as `UIScrollView.delegate` is).
        ///
        /// Read by the runtime's forwarding, which is not main-actor isolated; written only at creation.
        nonisolated(unsafe) weak var original: (any UIScrollViewDelegate)?
        private let record: @MainActor (RecordedDelegateCall) -> Void

        /// A proxy in front of `original` that hands each call to `record`.
        init(original: (any UIScrollViewDelegate)?, record: @escaping @MainActor (RecordedDelegateCall) -> Void) {
            self.original = original
            self.record = record
            super.init()
        }

        /// The proxy's own methods, and every method the app's delegate answers.
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (original?.responds(to: aSelector) ?? false)
        }

        /// Messages the proxy does not implement go to the app's delegate.
        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if let original, original.responds(to: aSelector) { return original }
            return super.forwardingTarget(for: aSelector)
        }

        private func note(
            _ method: RecordedDelegateCall.Method, _ view: UIScrollView, velocity: CGPoint? = nil,
            target: CGPoint? = nil, willDecelerate: Bool? = nil, scale: CGFloat? = nil
        ) {
            record(
                RecordedDelegateCall(
                    timestamp: CACurrentMediaTime(), method: method, contentOffset: Self.point(view.contentOffset),
                    velocity: velocity.map(Self.point), target: target.map(Self.point), willDecelerate: willDecelerate,
                    zoomScale: method.isZoomCall ? Double(scale ?? view.zoomScale) : nil,
                    isZoomBouncing: view.isZoomBouncing))
        }

        private static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            note(.didScroll, scrollView)
            original?.scrollViewDidScroll?(scrollView)
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            note(.willBeginDragging, scrollView)
            original?.scrollViewWillBeginDragging?(scrollView)
        }

        /// Recorded after the app's delegate returned, with the target it left.
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            original?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            note(.willEndDragging, scrollView, velocity: velocity, target: targetContentOffset.pointee)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            note(.didEndDragging, scrollView, willDecelerate: decelerate)
            original?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            note(.willBeginDecelerating, scrollView)
            original?.scrollViewWillBeginDecelerating?(scrollView)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            note(.didEndDecelerating, scrollView)
            original?.scrollViewDidEndDecelerating?(scrollView)
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            note(.didEndScrollingAnimation, scrollView)
            original?.scrollViewDidEndScrollingAnimation?(scrollView)
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            note(.didScrollToTop, scrollView)
            original?.scrollViewDidScrollToTop?(scrollView)
        }

        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            note(.willBeginZooming, scrollView)
            original?.scrollViewWillBeginZooming?(scrollView, with: view)
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            note(.didZoom, scrollView)
            original?.scrollViewDidZoom?(scrollView)
        }

        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            note(.didEndZooming, scrollView, scale: scale)
            original?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
        }
    }
#endif
