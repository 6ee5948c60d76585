/// A simulation could not finish.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// Something kept moving for longer than the limit after the last input.
    ///
    /// The last input was at `lastEventTime`, simulation seconds; `stillMoving` says what, when the client moving it
    /// can tell.
    case didNotSettle(afterSeconds: Double, lastEventTime: Double, stillMoving: StillMoving?)
    /// The display link ran for longer than the budget in total (many long motions in a row).
    case movedTooLong(totalSeconds: Double)

    /// One line for the user.
    public var description: String { description(namingLastEvent: "the last event") }

    /// One line for the user, naming the last input as `lastEvent`.
    ///
    /// A trace names it `events[12] (t 0.5 s)`; the plain description says `the last event`.
    public func description(namingLastEvent lastEvent: String) -> String {
        switch self {
        case let .didNotSettle(seconds, _, stillMoving):
            let moving = stillMoving.map { ": \($0)" } ?? ""
            return "the scene was still moving \(Int(saturating: seconds)) s after \(lastEvent)\(moving)"
        case .movedTooLong(let seconds):
            return "the scene moved for more than \(Int(saturating: seconds)) s in total"
                + " (the display link's budget for one simulation)"
        }
    }
}

/// What was still moving when a scene failed to settle.
///
/// What was still moving when a scene failed to settle: the view, the kind of motion, and whether
/// a callback restarted it after the last event. Its description is one short phrase,
/// `scrollView decelerating, restarted by a callback after that event`.
public struct StillMoving: Equatable, Sendable, CustomStringConvertible {
    /// The kinds of motion that keep the display link running.
    public enum Motion: String, Equatable, Sendable {
        /// A scroll view's free deceleration.
        case decelerating
        /// A scroll view's deceleration past an edge, returning (the rubber band).
        case bouncing
        /// A paging scroll view's settle on a page.
        case settlingOnAPage = "settling on a page"
        /// `setContentOffset(_:animated: true)` or a scroll to the top.
        case animatingToAnOffset = "animating to a content offset"
        /// A scroll view's zoom bouncing back into its scale range or animating to a scale.
        case zooming
        /// A `UIView.animate` animation.
        case viewAnimation = "in a UIView animation"
        /// A sheet's settle spring.
        case settlingOnADetent = "settling on a detent"
        /// UIKit Dynamics' deceleration or attachment spring.
        case dynamics = "moving by UIKit Dynamics"
    }

    /// The moving view's log id.
    public var view: String
    /// What it does.
    public var motion: Motion
    /// True when the motion was (re)started by a callback after the last event, not by the event itself.
    ///
    /// The callback is a delegate or a completion handler.
    public var restartedByCallback: Bool

    /// Creates a description.
    public init(view: String, motion: Motion, restartedByCallback: Bool = false) {
        self.view = view
        self.motion = motion
        self.restartedByCallback = restartedByCallback
    }

    /// `VIEW MOTION`, plus `, restarted by a callback after that event` when one restarted it.
    public var description: String {
        "\(view) \(motion.rawValue)" + (restartedByCallback ? ", restarted by a callback after that event" : "")
    }
}
