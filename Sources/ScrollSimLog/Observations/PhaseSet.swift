import ScrollSimKit

/// The phases present in a bucket.
package struct PhaseSet: OptionSet, Sendable {
    package let rawValue: UInt8

    /// The set with `rawValue`'s bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A finger is on the view, before it drags (`isTracking` only).
    package static let tracking = PhaseSet(rawValue: 1)
    /// A finger drags the view (`isDragging`, or a plain view moving while a finger is down).
    package static let dragging = PhaseSet(rawValue: 2)
    /// The view decelerates or bounces on its own (`isDecelerating`).
    package static let decelerating = PhaseSet(rawValue: 4)
    /// The view moves with no flag set and no finger down (a programmatic or `UIView` animation).
    package static let animating = PhaseSet(rawValue: 8)

    /// The phases in drawing order, with their legend names.
    package static let named: [(phase: PhaseSet, name: String)] = [
        (.tracking, "tracking"), (.dragging, "dragging"), (.decelerating, "decelerating/bouncing"),
        (.animating, "animating"),
    ]

    package static func merged(_ earlier: PhaseSet, _ later: PhaseSet) -> PhaseSet { earlier.union(later) }

    /// The phase of a view from an event with `flags` until its next event.
    ///
    /// Decelerating when `isDecelerating`, else dragging when `isDragging`, else tracking when `isTracking`; with no
    /// flag, dragging when the view `moved` meanwhile while a finger was down, animating when it moved with no finger
    /// down, and none when it stayed still.
    package static func of(flags: ScrollFlags, moved: Bool, fingerDown: Bool) -> PhaseSet {
        if flags.decelerating { return .decelerating }
        if flags.dragging { return .dragging }
        if flags.tracking { return .tracking }
        if moved { return fingerDown ? .dragging : .animating }
        return []
    }
}
