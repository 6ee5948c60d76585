/// Something the display link drives once per refresh while it needs to.
public protocol FrameClient: AnyObject {
    /// True while the client wants display-link callbacks.
    var needsFrames: Bool { get }
    /// One refresh at `time` (s).
    ///
    /// - Parameter time: The refresh's time, in seconds.
    func displayFrame(at time: Double)
    /// What this client is moving now, for the message of a scene that does not settle.
    ///
    /// The restart flag is the simulation's to set. Default: nil, the message names no view.
    var stillMoving: StillMoving? { get }
}

extension FrameClient {
    /// Nil: a client that does not say what it moves.
    public var stillMoving: StillMoving? { nil }
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
    ///
    /// - Parameters:
    ///   - view: The moving view's log id.
    ///   - motion: What keeps moving.
    ///   - restartedByCallback: Whether a callback restarted the motion.
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
