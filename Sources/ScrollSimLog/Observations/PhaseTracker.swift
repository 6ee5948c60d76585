import ScrollSimKit

/// The phase of each view between two of its events, for the plot's bands and `scrollsim view`'s column.
///
/// Read from the same observations by the plot (its phase bands) and by `scrollsim view` (its phase column): one
/// implementation, so the two always name a stretch of time the same way (a zoom bounce is `animating` in both).
///
/// The phase from one event of a view to its next is `PhaseSet.of(flags:moved:fingerDown:)` of
/// the earlier event's flags, whether the view's position changed by the later one (a scroll
/// view's content offset, or what a presentation frame shows; a plain view's reported on-screen
/// position once it reports one), and whether a finger is down (any view's echoed touches).
package struct PhaseTracker {
    /// What the tracker keeps about one view.
    private struct ViewState {
        /// True for a scroll view (the header gives it a range): its offset is its position.
        var scrolls: Bool
        /// True once the view (a plain view) reported an on-screen position.
        var hasPosition = false
        /// The view's previous event: its time, flags and position.
        var last: (time: Double, flags: ScrollFlags, position: Point)?
    }

    private var views: [String: ViewState] = [:]
    private var fingersDown = 0

    /// A tracker with no views yet.
    package init() {}

    /// Declares view `id` (in header order): `scrolls` when the header gives it a scrollable range.
    ///
    /// A view first seen in an event is a plain view.
    package mutating func declare(_ id: String, scrolls: Bool) {
        if views[id] == nil { views[id] = ViewState(scrolls: scrolls) }
    }

    /// Takes the next observation (in log order) and returns the phase of its view since its previous event.
    ///
    /// The phase runs from its previous event (at `since`) to this one; nil for the view's first event, for an event at
    /// the same time as the previous one, and for a plain view's event that reports no position after it reported one
    /// (its position there is not known).
    package mutating func observe(_ observation: PlotObservation) -> (phase: PhaseSet, since: Double)? {
        if PlotObservation.touchEvents.contains(observation.event) {
            fingersDown = max(0, fingersDown + (observation.event == "touchBegan" ? 1 : -1))
        }
        var state = views[observation.view] ?? ViewState(scrolls: false)
        if !state.scrolls, observation.position != nil { state.hasPosition = true }
        let reported = state.scrolls ? nil : observation.position
        let now = reported ?? (state.hasPosition ? nil : observation.offset)
        var result: (phase: PhaseSet, since: Double)?
        if let last = state.last, let now, observation.time > last.time {
            let phase = PhaseSet.of(flags: last.flags, moved: now != last.position, fingerDown: fingersDown > 0)
            result = (phase, last.time)
        }
        if let now {
            state.last = (observation.time, observation.flags, now)
        } else if let previous = state.last {
            state.last = (observation.time, observation.flags, previous.position)
        }
        views[observation.view] = state
        return result
    }
}
