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

    /// Default: `endsAfterDrag`.
    public var interruptedDeceleration: InterruptedDeceleration = .endsAfterDrag
    /// Default: `rebasesDrag`.
    public var programmaticOffsetDuringDrag: ProgrammaticOffsetDuringDrag = .rebasesDrag
    /// UIKit's repeated-flick acceleration (see `FastScrollStreak`). Default on.
    public var repeatedFlickAcceleration = true

    /// The defaults.
    public init() {}
}
