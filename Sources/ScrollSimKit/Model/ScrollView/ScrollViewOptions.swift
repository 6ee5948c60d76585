/// Switches for UIScrollView behaviours on which the sources disagree or are silent.
///
/// Each default is the best-supported rule; the alternative is there for teams that need it.
public struct ScrollViewOptions: Equatable, Sendable {
    /// When a touch catches a decelerating view, when `scrollViewDidEndDecelerating` is sent.
    public enum InterruptedDeceleration: String, CaseIterable, Sendable {
        /// [Seed-Lifecycle]'s recorded logs (authoritative): not at the touch.
        ///
        /// `isDragging` and `isDecelerating` are both true during the new drag; a new fling sends
        /// `willBeginDecelerating` again and one `didEndDecelerating` at its end, a release without a fling sends the
        /// pending `didEndDecelerating` right after `didEndDragging`. [Repo-FlowkeyUIKit] PR #307's iOS log agrees
        /// (isDecelerating still true in `didEndDragging`).
        case endsAfterDrag
        /// `didEndDecelerating` at the touch-down, then a fresh drag.
        ///
        /// The iOS 13+ behaviour reported on StackOverflow (no recording of it is known).
        case endsAtTouchDown
    }

    /// What a programmatic offset change does to a drag in progress.
    public enum ProgrammaticOffsetDuringDrag: String, CaseIterable, Sendable {
        /// The drag continues from the new offset (its anchor moves with it).
        ///
        /// This is what the nested-scroll libraries that reset a list's offset in `didScroll` (FJFScrollDragHelper,
        /// JXPagingView) rely on, and they hand over without a jump in shipping apps. **Choice.**
        case rebasesDrag
        /// The next touch move recomputes the offset from where the drag started, undoing the change.
        case overwrittenByDrag
    }

    /// When `scrollViewDidEndZooming(_:with:atScale:)` is sent after a pinch that left the scale beyond a limit.
    ///
    /// With `bouncesZoom`.
    public enum ZoomEnd: String, CaseIterable, Sendable {
        /// After the bounce back to the limit, reporting the limit.
        ///
        /// UIKit sends it from `_zoomAnimationDidStop`, when the zoom animation has finished and the scale is within
        /// the limits ([UIScrollView26-Decompile] ~384K); the bounce itself sends no `scrollViewWillBeginZooming` (it
        /// is skipped while the bouncing flag is set, ~385K). Confirmed by Apple's header ("called after any 'bounce'
        /// animations") and documentation ([Apple-scrollViewDidEndZooming]: "also calls this method after any “bounce”
        /// animations").
        case afterBounce
        /// At the lift, reporting the limit the bounce heads for, as iPhone OS 2.2.1 did.
        ///
        /// See [Repo-ScrollingMadness]: "scrollViewDidEndZooming: scale = 1.000000, but zoomBouncing is still true!";
        /// the bounce then ends silently.
        case atLift
    }

    /// What a zoom animation shows the delegate while it runs.
    ///
    /// A zoom animation is the bounce after a pinch, an animated `setZoomScale` or `zoom(to:)`, or the offset settling
    /// after a pinch.
    public enum ZoomAnimationUpdates: String, CaseIterable, Sendable {
        /// UIKit's own structure, the default.
        ///
        /// The animation runs in Core Animation; the model values (the `zoomScale` and `contentOffset` a delegate
        /// reads) jump to the end values at the start, with one `scrollViewDidScroll` and one `scrollViewDidZoom`, and
        /// nothing is sent until `scrollViewDidEndZooming` at the end. The on-screen values of each frame are logged as
        /// `presentationFrame` lines, which are not delegate calls. Sources: UIKit's layout block calls
        /// `scrollViewDidZoom:` once inside `conditionallyAnimate` ([UIScrollView26-Decompile] ~384K–385K); since iOS
        /// 4.0 the delegates "only get called once" during `zoomToRect:animated:` ([SO-ZoomToRectiOS4]); `zoomScale`
        /// "is not adjusted … while the view is bouncing" ([SO-ZoomScaleNotUpdated]); the model values are wrong "when
        /// zoomBouncing is YES" and the screen is read from the presentation layers ([Repo-BDDRScrollViewAdditions]).
        case modelValuesAtStart
        /// The iOS 3 structure: the model values follow the screen every display frame.
        ///
        /// [SO-ZoomToRectiOS4]: "scrollViewDidScroll: … gets called repeatedly while the animation takes place" on iOS
        /// 3.1. The model values follow the screen every display frame (ease-in-out), with a `scrollViewDidScroll` and
        /// a `scrollViewDidZoom` per frame. For code that polls the presentation layer from a display link and wants
        /// those values in delegate form; contradicted for current iOS.
        case everyFrame
    }

    /// How a scroll view keeps the deceleration rate it is given.
    public enum DecelerationRateStorage: String, CaseIterable, Sendable {
        /// As `UIScrollView` does, the default: any rate below 0.994 as `.fast` (0.990), any other as `.normal`
        /// (0.998).
        ///
        /// See [UIScrollView26-Decompile] `setDecelerationRate:`, [SO-DecelerationRateReadBack].
        case uiKit
        /// As given, for a scroll engine that is not UIKit's and for very long motions.
        ///
        /// For a scroll engine that is not UIKit's (a custom scroller modelled on the same physics), and for driving
        /// scrollsim's own limits with motions that last for hours.
        case asGiven
    }

    /// The unverified constants a recording can settle (default: `ScrollConstants`' values).
    public var constants = ModelConstants()
    /// Default: `endsAfterDrag`.
    public var interruptedDeceleration: InterruptedDeceleration = .endsAfterDrag
    /// Default: `rebasesDrag`.
    public var programmaticOffsetDuringDrag: ProgrammaticOffsetDuringDrag = .rebasesDrag
    /// Default: `afterBounce`.
    public var zoomEnd: ZoomEnd = .afterBounce
    /// Default: `modelValuesAtStart`.
    public var zoomAnimationUpdates: ZoomAnimationUpdates = .modelValuesAtStart
    /// UIKit's repeated-flick acceleration (see `FastScrollStreak`).
    ///
    /// Default on.
    public var repeatedFlickAcceleration = true
    /// How SwiftUI's `ScrollPhase` reads a touch that catches a moving view (see `ScrollPhase`).
    ///
    /// Default: `tracking`.
    public var caughtScrollPhase: ScrollPhase.CaughtPhase = .tracking
    /// How the deceleration rate is kept.
    ///
    /// Default: `uiKit` (one of UIKit's two rates).
    public var decelerationRateStorage: DecelerationRateStorage = .uiKit
    /// Log every `ScrollPhase` change as a `scrollPhase` event.
    ///
    /// Default off (logs unchanged).
    public var logsScrollPhases = false

    /// The defaults.
    public init() {}
}
