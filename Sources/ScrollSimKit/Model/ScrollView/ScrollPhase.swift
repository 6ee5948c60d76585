/// SwiftUI's `ScrollPhase` (iOS 18, [Apple-ScrollPhase]) as a reference machine over the model's own phase.
///
/// What `onScrollPhaseChange` would report for a `ScrollView` (a `UIScrollView` on iOS) driven by the same touches.
///
/// Apple's enum has five cases while its overview names four (with `panning` for `interacting` and
/// no `tracking`); the rules below map every moment of
/// the model onto them. Each is a **choice** derived from Apple's case descriptions, not measured:
///
/// | model moment | phase | source |
/// |---|---|---|
/// | at rest, no finger (also after a size change: it moves no content over time) | `idle` | [Apple-ScrollPhase] "not scrolling" |
/// | a finger down, the pan not begun (a tap, the start of a drag) | `tracking` | [Apple-ScrollPhase] `tracking`: on iOS, touching content, "until the user moves their finger"; Apple adds that not every scroll triggers it |
/// | a finger down on a moving view (a caught fling) | `tracking`, or `interacting` with `caughtScrollPhase` | unverified: the rebuilt machines disagree |
/// | the pan began, through the lift callbacks | `interacting` | [Apple-ScrollPhase] `interacting` |
/// | a deceleration, bounce, paging settle or glide onto a rewritten target (a scroll target behaviour's) | `decelerating` | [Apple-ScrollPhase] `decelerating`; unverified for a glide from rest onto a behaviour's target (`animating` is the alternative) |
/// | an animated `setContentOffset` or scroll to top | `animating` | [Apple-ScrollPhase] `animating` "programmatic" |
public enum ScrollPhase: String, CaseIterable, Sendable {
    /// Not scrolling.
    case idle
    /// A finger is on the content; the view may not be scrolling yet.
    case tracking
    /// The user is scrolling the content.
    case interacting
    /// The content moves on after the user lifted the finger.
    case decelerating
    /// The content moves to a position set from code.
    case animating

    /// What a touch on a moving view (a caught fling) reads as.
    public enum CaughtPhase: String, CaseIterable, Sendable {
        /// `tracking`, as any touch before the pan begins (**default**).
        case tracking
        /// `interacting`: the catch continues the user's scroll.
        case interacting
    }

    /// Whether the view is scrolling (SwiftUI's `isScrolling`: every phase but `idle`).
    public var isScrolling: Bool { self != .idle }
}

extension ScrollView {
    /// The view's `ScrollPhase` (see `ScrollPhase` for the rules).
    public var scrollPhase: ScrollPhase { scrollPhase(of: phase) }

    func scrollPhase(of phase: Phase) -> ScrollPhase {
        switch phase {
        case .idle: return .idle
        case .touching(let caught):
            return caught && options.caughtScrollPhase == .interacting ? .interacting : .tracking
        case .dragging, .releasing: return .interacting
        case .decelerating: return .decelerating
        case .animating: return .animating
        }
    }

    /// Tells the phase observers and logs a `scrollPhase` event when the `ScrollPhase` changes.
    ///
    /// When the phase left behind maps to another `ScrollPhase` than the current one: tells the phase observers, then
    /// logs a `scrollPhase` event (`old → new`; JSONL: `"change"`) when the log option is on.
    func reportScrollPhaseChange(from old: Phase) {
        let before = scrollPhase(of: old), after = scrollPhase
        guard before != after else { return }
        notifyScrollPhaseObservers(before, after)
        guard options.logsScrollPhases else { return }
        simulation?.record(
            .behavior(
                name: "scrollPhase",
                fields: [LogField("change", .string("\(before.rawValue) → \(after.rawValue)"), namedInText: false)]),
            for: self)
    }
}
