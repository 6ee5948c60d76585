// What the UIKit adapter reads from a scroll view: its configuration at the first touch and its
// state at each display frame. Compiled only where UIKit exists; on Linux and macOS this file is
// empty. The values it fills in (ScrollViewSnapshot, FrameSample) are built and tested everywhere.
#if canImport(UIKit)
    import QuartzCore
    import UIKit
    import ScrollSimKit
    import ScrollSimTrace

    extension ScrollSimRecordingWindow {
        /// The scroll view at one display frame.
        ///
        /// The model values, the presentation layers' offset and zoom scale (what the screen showed,
        /// [Apple-CALayer-presentation]), the flags, `isZoomBouncing`, the pinch's scale while it runs, and
        /// `adjustedContentInset`.
        static func frameSample(of view: UIScrollView, zoomView: UIView?, at timestamp: Double) -> FrameSample {
            let presentedOrigin = view.layer.presentation()?.bounds.origin
            // A zoom view's transform is a pure scale; its m11 is the scale on screen.
            let presentedScale = zoomView?.layer.presentation()?.transform.m11
            let pinch = view.pinchGestureRecognizer
            let pinching = pinch.map { $0.state == .began || $0.state == .changed } ?? false
            return FrameSample(
                timestamp: timestamp, contentOffset: point(view.contentOffset),
                contentSize: Size(width: Double(view.contentSize.width), height: Double(view.contentSize.height)),
                zoomScale: Double(view.zoomScale), presentationOffset: presentedOrigin.map(point),
                presentationZoomScale: presentedScale.map { Double($0) },
                flags: ScrollFlags(
                    tracking: view.isTracking, dragging: view.isDragging, decelerating: view.isDecelerating),
                isZoomBouncing: view.isZoomBouncing, pinchScale: pinching ? pinch.map { Double($0.scale) } : nil,
                adjustedContentInset: insets(view.adjustedContentInset))
        }

        /// The scroll view's configuration when the first touch came down.
        static func snapshot(_ view: UIScrollView) -> ScrollViewSnapshot {
            let frame = view.convert(view.bounds, to: nil)
            // The zoom view at scale 1: a zoom keeps its frame's origin and scales its size; its
            // bounds keep the size before the transform.
            let zoomView = view.delegate?.viewForZooming?(in: view)
            let zoomViewFrame = zoomView.map { zoomView in
                Rect(
                    x: Double(zoomView.frame.minX), y: Double(zoomView.frame.minY),
                    width: Double(zoomView.bounds.width), height: Double(zoomView.bounds.height))
            }
            return ScrollViewSnapshot(
                identifier: view.accessibilityIdentifier,
                frameInWindow: Rect(
                    x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                    height: Double(frame.height)),
                contentSize: Size(width: Double(view.contentSize.width), height: Double(view.contentSize.height)),
                adjustedContentInset: insets(view.adjustedContentInset), contentOffset: point(view.contentOffset),
                isPagingEnabled: view.isPagingEnabled, bounces: view.bounces,
                alwaysBounceVertical: view.alwaysBounceVertical, alwaysBounceHorizontal: view.alwaysBounceHorizontal,
                decelerationRate: Double(view.decelerationRate.rawValue),
                isDirectionalLockEnabled: view.isDirectionalLockEnabled, isScrollEnabled: view.isScrollEnabled,
                zoomScale: Double(view.zoomScale), minimumZoomScale: Double(view.minimumZoomScale),
                maximumZoomScale: Double(view.maximumZoomScale), bouncesZoom: view.bouncesZoom,
                zoomViewFrame: zoomViewFrame, contentInset: insets(view.contentInset),
                safeAreaInsets: insets(view.safeAreaInsets),
                contentInsetAdjustmentBehavior: behavior(view.contentInsetAdjustmentBehavior))
        }

        private static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

        private static func insets(_ inset: UIEdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
                right: Double(inset.right))
        }

        private static func behavior(
            _ behavior: UIScrollView.ContentInsetAdjustmentBehavior
        ) -> ScrollSimKit.ContentInsetAdjustmentBehavior? {
            switch behavior {
            case .automatic: return .automatic
            case .scrollableAxes: return .scrollableAxes
            case .never: return .never
            case .always: return .always
            @unknown default: return nil
            }
        }
    }
#endif
