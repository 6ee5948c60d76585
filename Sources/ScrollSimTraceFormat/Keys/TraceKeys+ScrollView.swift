import ScrollSimKit
import ScrollSimLog

extension TraceKeys {
    /// The keys of a `scrollView` object (also a scene's scroll views).
    ///
    /// `behavior` is built by ``TraceSchema`` from the registered behaviours.
    enum ScrollView {
        static let id = TraceKey("id", .shared(name), #"The name the log uses (default "scrollView")."#)
        static let frame = TraceKey("frame", .shared(rect), required: true, "The frame in window coordinates.")
        static let contentSize = TraceKey(
            "contentSize", .shared(size), "The content's size (required unless a flowLayout sets it).")
        static let contentOffset = TraceKey(
            "contentOffset", .shared(point), "The initial offset, set without a didScroll (default 0, 0).")
        static let contentInset = TraceKey("contentInset", .shared(insets), "The content inset (default all 0).")
        static let safeAreaInsets = TraceKey(
            "safeAreaInsets", .shared(insets),
            "The view's safe area (default: the device window's safe area where the frame overlaps it; else 0).")
        static let contentInsetAdjustmentBehavior = TraceKey(
            "contentInsetAdjustmentBehavior", .choice(of: ContentInsetAdjustmentBehavior.self),
            "Which edges the safe area adjusts (default automatic).")
        static let inNavigationController = TraceKey(
            "inNavigationController", .boolean,
            "The view is the content of a navigation or tab bar controller (what automatic needs; default false).")
        static let bounces = TraceKey(
            "bounces", .boolean, "Rubber band and bounce past the edges (default true); false clamps.")
        static let alwaysBounceVertical = TraceKey(
            "alwaysBounceVertical", .boolean, "Let the vertical axis be dragged when its content fits (default false).")
        static let alwaysBounceHorizontal = TraceKey(
            "alwaysBounceHorizontal", .boolean,
            "Let the horizontal axis be dragged when its content fits (default false).")
        static let isPagingEnabled = TraceKey(
            "isPagingEnabled", .boolean, "Settle on multiples of the view size (default false).")
        static let isScrollEnabled = TraceKey(
            "isScrollEnabled", .boolean, "false disables dragging; programmatic scrolls still work (default true).")
        static let isDirectionalLockEnabled = TraceKey(
            "isDirectionalLockEnabled", .boolean,
            "Lock a drag that starts within 20° of an axis to that axis (default false).")
        static let scrollsToTop = TraceKey(
            "scrollsToTop", .boolean, "Whether a status-bar tap may scroll this view (default true).")
        static let decelerationRate = TraceKey(
            "decelerationRate", .shared(TraceKeys.decelerationRate), #"The deceleration rate (default "normal")."#)
        static let interruptedDeceleration = TraceKey(
            "interruptedDeceleration", .choice(of: ScrollViewOptions.InterruptedDeceleration.self),
            "When a touch catching a deceleration reports didEndDecelerating (default endsAfterDrag).")
        static let programmaticOffsetDuringDrag = TraceKey(
            "programmaticOffsetDuringDrag", .choice(of: ScrollViewOptions.ProgrammaticOffsetDuringDrag.self),
            "What a setContentOffset during a drag does (default rebasesDrag).")
        static let decelerationRateStorage = TraceKey(
            "decelerationRateStorage", .choice(of: ScrollViewOptions.DecelerationRateStorage.self),
            "How the deceleration rate is kept: uiKit (below 0.994 fast, else normal; default) or asGiven "
                + "(a scroll engine that is not UIKit's).")
        static let repeatedFlickAcceleration = TraceKey(
            "repeatedFlickAcceleration", .boolean,
            "UIKit's repeated-flick streak: from the fourth quick flick on, flings travel further (default true).")
        static let behavior = "behavior"
        static let scrollTargetBehavior = TraceKey(
            "scrollTargetBehavior",
            .anyOf([
                .choice(ScrollTargetBehaviorSpec.names),
                .object(
                    TraceObjectShape([
                        TraceKey("type", .choice(["paging"]), required: true, "SwiftUI's .paging."),
                        ScrollTarget.pageSize, ScrollTarget.velocityUnit,
                    ])),
                .object(
                    TraceObjectShape([
                        ScrollTarget.viewAlignedType, ScrollTarget.limitBehavior, ScrollTarget.velocityUnit,
                    ])),
            ]),
            #"SwiftUI's .paging or .viewAligned on the view ("viewAligned" needs a flowLayout)."#)
        static let flowLayout = TraceKey(
            "flowLayout", .object(TraceObjectShape(FlowLayout.all)),
            "A UICollectionViewFlowLayout of one section that sets contentSize and may snap the drag's target.")
        static let scrollPosition = TraceKey(
            "scrollPosition", .object(TraceObjectShape(ScrollPosition.all)),
            "SwiftUI's scrollPosition(id:anchor:) over the flowLayout's items (by index): {} for a nil anchor.")
        static let refreshControl = TraceKey(
            "refreshControl", .object(TraceObjectShape(RefreshControl.all)),
            "A UIRefreshControl: {} for UIKit's defaults.")
        static let zoomView = TraceKey(
            "zoomView", .object(TraceObjectShape([ZoomView.frame])),
            "The view that zooms; without it the view does not zoom.")
        static let zoomScale = TraceKey(
            "zoomScale", .number(Trace.zoomScaleBounds, unit: nil), "The initial scale (default 1).")
        static let minimumZoomScale = TraceKey(
            "minimumZoomScale", .number(Trace.zoomScaleBounds, unit: nil), "The smallest scale (default 1).")
        static let maximumZoomScale = TraceKey(
            "maximumZoomScale", .number(Trace.zoomScaleBounds, unit: nil), "The largest scale (default 1).")
        static let bouncesZoom = TraceKey(
            "bouncesZoom", .boolean, "A pinch may go past a limit and bounces back (default true).")
        static let zoomEnd = TraceKey(
            "zoomEnd", .choice(of: ScrollViewOptions.ZoomEnd.self),
            "When didEndZooming comes after a pinch past a limit (default afterBounce; unverified).")
        static let zoomAnimationUpdates = TraceKey(
            "zoomAnimationUpdates", .choice(of: ScrollViewOptions.ZoomAnimationUpdates.self),
            "What a zoom animation shows the delegate (default modelValuesAtStart, UIKit's structure).")
        /// Every key but `behavior`, in the order of `traces/format.md`.
        static let all = [
            id, frame, contentSize, contentOffset, contentInset, safeAreaInsets, contentInsetAdjustmentBehavior,
            inNavigationController, bounces, alwaysBounceVertical,
            alwaysBounceHorizontal, isPagingEnabled, isScrollEnabled, isDirectionalLockEnabled, scrollsToTop,
            decelerationRate, interruptedDeceleration, programmaticOffsetDuringDrag, scrollTargetBehavior,
            flowLayout, scrollPosition, repeatedFlickAcceleration, decelerationRateStorage, refreshControl, zoomView,
            zoomScale,
            minimumZoomScale,
            maximumZoomScale, bouncesZoom, zoomEnd, zoomAnimationUpdates,
        ]
    }

    /// `scrollTargetBehavior` in its object form.
    enum ScrollTarget {
        static let type = TraceKey("type", .choice(ScrollTargetBehaviorSpec.names), required: true, "The behaviour.")
        static let viewAlignedType = TraceKey(
            "type", .choice(["viewAligned"]), required: true, "SwiftUI's .viewAligned.")
        static let limitBehavior = TraceKey(
            "limitBehavior", .choice(of: ScrollTargetLimit.self),
            "How far one gesture may move (viewAligned only; default automatic).")
        static let pageSize = TraceKey(
            "pageSize", .choice(ScrollTargetBehaviorSpec.pageSizes),
            "paging only: \"bounds\" (UIKit's isPagingEnabled, as on a device; default) or \"container\" "
                + "(pages of the bounds minus the insets, through updateTarget).")
        static let velocityUnit = TraceKey(
            "velocityUnit", .choice(of: ScrollTargetVelocityUnit.self),
            "The unit of the velocity updateTarget receives (default pointsPerMillisecond, as on iOS).")
    }

    /// `scrollPosition`.
    enum ScrollPosition {
        static let anchor = TraceKey(
            "anchor", .choice(of: ScrollAnchor.Name.self),
            "Which view is the position and where a written one aligns (default none: the top-most view).")
        static let statusBarTap = TraceKey(
            "statusBarTap", .choice(of: ScrollPositionTracker.StatusBarTap.self),
            "Whether a status-bar tap updates the position (default keepsPosition, as FB15303035 reports).")
        static let nilAnchor = TraceKey(
            "nilAnchor", .choice(of: ScrollPositionTracker.NilAnchorScroll.self),
            "How a written position scrolls without an anchor: topLeading (as reported, default) or minimal "
                + "(as documented).")
        static let all = [anchor, statusBarTap, nilAnchor]
    }

    /// `zoomView`.
    enum ZoomView {
        static let frame = TraceKey(
            "frame", .shared(rect), required: true, "Its frame in content coordinates at scale 1.")
    }

    /// `refreshControl`.
    enum RefreshControl {
        static let height = TraceKey(
            "height", .number(Trace.positiveUpToLimit, unit: "pt"), "The control's height while refreshing.")
        static let threshold = TraceKey(
            "threshold", .number(Trace.positiveUpToLimit, unit: "pt"), "The pull distance that starts refreshing.")
        static let endDuration = TraceKey(
            "endDuration", .number(.closed(0, 60), unit: "s"), "The duration of the animation after endRefreshing.")
        static let all = [height, threshold, endDuration]
    }

    /// `flowLayout`.
    enum FlowLayout {
        static let itemSize = TraceKey(
            "itemSize", .object(TraceObjectShape(Rect.all)), "Every item's size, above 0 (UIKit's default 50 × 50).")
        static let minimumLineSpacing = TraceKey(
            "minimumLineSpacing", .number(Trace.nonNegativeUpToLimit, unit: "pt"),
            "Spacing between lines (UIKit's default 10).")
        static let minimumInteritemSpacing = TraceKey(
            "minimumInteritemSpacing", .number(Trace.nonNegativeUpToLimit, unit: "pt"),
            "Spacing between items of a line (UIKit's default 10).")
        static let sectionInset = TraceKey("sectionInset", .shared(insets), "The section's inset (default all 0).")
        static let itemCount = TraceKey(
            "itemCount", .integer(.closed(0, Double(Trace.maximumFlowLayoutItemCount))),
            "The number of items (default 0).")
        static let scrollDirection = TraceKey(
            "scrollDirection", .choice(of: Axis.self), "The axis the layout scrolls along (default vertical).")
        static let snap = TraceKey(
            "snap", .choice(of: FlowLayoutSnapping.Snap.self), "How the layout snaps the drag's target (default none).")
        static let all = [
            itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, itemCount, scrollDirection, snap,
        ]
    }
}
