/// Switches for UIScrollView behaviours on which the sources disagree or are silent. Each default
/// is the best-supported rule; the alternative is there for teams that need it.
public struct ScrollViewOptions: Equatable, Sendable {
    /// When a touch catches a decelerating view, when `scrollViewDidEndDecelerating` is sent.
    public enum InterruptedDeceleration: String, CaseIterable, Sendable {
        /// [Seed-Lifecycle]'s recorded logs (authoritative): not at the touch; `isDragging` and
        /// `isDecelerating` are both true during the new drag; a new fling sends
        /// `willBeginDecelerating` again and one `didEndDecelerating` at its end, a release without
        /// a fling sends the pending `didEndDecelerating` right after `didEndDragging`.
        /// [Repo-FlowkeyUIKit] PR #307's iOS log agrees (isDecelerating still true in
        /// `didEndDragging`).
        case endsAfterDrag
        /// The iOS 13+ behaviour reported on StackOverflow (no recording of it is known): `didEndDecelerating` at the
        /// touch-down, then a fresh drag.
        case endsAtTouchDown
    }

    /// What a programmatic offset change does to a drag in progress.
    public enum ProgrammaticOffsetDuringDrag: String, CaseIterable, Sendable {
        /// The drag continues from the new offset (its anchor moves with it). This is what the
        /// nested-scroll libraries that reset a list's offset in `didScroll` (FJFScrollDragHelper,
        /// JXPagingView) rely on, and they hand over without a jump in shipping apps. **Choice.**
        case rebasesDrag
        /// The next touch move recomputes the offset from where the drag started, undoing the change.
        case overwrittenByDrag
    }

    /// When `scrollViewDidEndZooming(_:with:atScale:)` is sent after a pinch that left the scale
    /// beyond a limit (with `bouncesZoom`).
    public enum ZoomEnd: String, CaseIterable, Sendable {
        /// After the bounce back to the limit, reporting the limit: UIKit sends it from
        /// `_zoomAnimationDidStop`, when the zoom animation has finished and the scale is within the
        /// limits ([UIScrollView26-Decompile] ~384K); the bounce itself sends no
        /// `scrollViewWillBeginZooming` (it is skipped while the bouncing flag is set, ~385K).
        /// **Choice** (best supported), not measured on a device.
        case afterBounce
        /// At the lift, reporting the limit the bounce heads for, as a view whose model value
        /// jumps to the limit at once would (the reading of Core Animation-driven bounces some
        /// bug reports describe); the bounce then ends silently.
        case atLift
    }

    /// What a zoom animation (the bounce after a pinch, an animated `setZoomScale` or
    /// `zoom(to:)`) shows the delegate while it runs.
    public enum ZoomAnimationUpdates: String, CaseIterable, Sendable {
        /// The scale and offset move every display frame (ease-in-out), with a
        /// `scrollViewDidScroll` and a `scrollViewDidZoom` per frame: what the screen shows and what
        /// a recording of the scale per frame captures, and what issue 21 asks for. **Default.**
        case everyFrame
        /// UIKit's own structure: the animation runs in Core Animation, the model values (the
        /// `zoomScale` and `contentOffset` a delegate reads) jump to the end values at the start, with
        /// one `scrollViewDidScroll` and one `scrollViewDidZoom`, and nothing is sent until
        /// `scrollViewDidEndZooming` at the end ([UIScrollView26-Decompile] ~384K–385K: the layout
        /// block calls `scrollViewDidZoom` once inside `conditionallyAnimate`).
        case modelValuesAtStart
    }

    /// The unverified constants a recording can settle (default: `ScrollConstants`' values).
    public var constants = ModelConstants()
    /// Default: `endsAfterDrag`.
    public var interruptedDeceleration: InterruptedDeceleration = .endsAfterDrag
    /// Default: `rebasesDrag`.
    public var programmaticOffsetDuringDrag: ProgrammaticOffsetDuringDrag = .rebasesDrag
    /// Default: `afterBounce`.
    public var zoomEnd: ZoomEnd = .afterBounce
    /// Default: `everyFrame`.
    public var zoomAnimationUpdates: ZoomAnimationUpdates = .everyFrame
    /// UIKit's repeated-flick acceleration (see `FastScrollStreak`). Default on.
    public var repeatedFlickAcceleration = true
    /// How SwiftUI's `ScrollPhase` reads a touch that catches a moving view (see `ScrollPhase`).
    /// Default: `tracking`.
    public var caughtScrollPhase: ScrollPhase.CaughtPhase = .tracking
    /// Log every `ScrollPhase` change as a `scrollPhase` event. Default off (logs unchanged).
    public var logsScrollPhases = false

    /// The defaults.
    public init() {}
}
