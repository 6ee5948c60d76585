/// `UIView.animate`: the model value jumps, the presentation value animates.
///
/// Inside `animate(…) { … }` the closure sets views' frames as usual, so the model `frame` holds the
/// final value at once (what code, hit-testing and `y += translation` read). For every view whose
/// frame changed, an animation records the difference `old − new` and adds
/// `difference × remaining(t)` to the model frame on screen (`View.presentationFrame`). This is
/// UIKit's additive animation model since iOS 8 ([WWDC14-236] "Building Interruptible and
/// Responsive Interactions"): a later model change — another animation or a plain frame set during
/// a drag — does not stop a running animation; the screen shows the new model value plus what the
/// old animations still add, so a view moved under a running animation drifts until they end.
/// `.beginFromCurrentState` instead starts from the on-screen value and drops the older ones.
///
/// Frames: one `animationFrame` log event per animated view per display refresh, with the
/// presentation origin; `animationBegan` and `animationEnded` bracket each animation; completions
/// run at the refresh where the animation ends (`finished` true) or when removed (false).
public final class ViewAnimator: FrameClient {
    /// One running animation of one view.
    struct Animation {
        let id: Int
        unowned let view: View
        /// `from − to` of the frame (origin and size).
        let delta: Rect
        let start: Double
        let timing: ViewAnimationTiming
        let options: ViewAnimationOptions
        let group: Int
    }

    /// A completion handler waiting for every animation of its group to end.
    struct Group {
        var remaining: Int
        var completion: ((Bool) -> Void)?
        var finished = true
    }

    unowned let simulation: Simulation
    private var animations: [Animation] = []
    private var groups: [Int: Group] = [:]
    private var nextID = 0

    init(simulation: Simulation) { self.simulation = simulation }

    /// True while any animation runs.
    public var needsFrames: Bool { !animations.isEmpty }

    /// The first running animation's view.
    public var stillMoving: StillMoving? {
        animations.first.map { StillMoving(view: $0.view.id, motion: .viewAnimation) }
    }

    /// Whether `view` has a running animation.
    ///
    /// - Parameter view: The view.
    /// - Returns: Whether the view is animating.
    public func isAnimating(_ view: View) -> Bool { animations.contains { $0.view === view } }

    /// True when `view` runs an animation without `.allowUserInteraction`.
    func blocksTouches(_ view: View) -> Bool {
        animations.contains { $0.view === view && !$0.options.contains(.allowUserInteraction) }
    }

    /// The model frame plus what the view's running animations still add.
    func presentationFrame(of view: View, at time: Double? = nil) -> Rect {
        var frame = view.frame
        let now = time ?? simulation.now
        for animation in animations where animation.view === view {
            let left = remaining(animation, at: now).fraction
            frame.origin = frame.origin + animation.delta.origin * left
            frame.size = Size(
                width: frame.size.width + animation.delta.size.width * left,
                height: frame.size.height + animation.delta.size.height * left)
        }
        return frame
    }

    /// The model and presentation frames of every view of a tree at one instant.
    ///
    /// What an animation block's changes are measured against.
    public struct FrameSnapshot {
        let entries: [(view: View, frame: Rect, presentation: Rect)]
    }

    /// The frames of every view of the simulation's tree now, before an animation block changes them.
    ///
    /// O(views).
    public func snapshot() -> FrameSnapshot {
        FrameSnapshot(
            entries: Self.tree(simulation.window).map { ($0, $0.frame, presentationFrame(of: $0)) })
    }

    /// Runs `changes`, then animates every view of the simulation's tree whose frame it changed.
    ///
    /// Returns the number of animations started (0: the completion runs at once, `finished` true).
    @discardableResult
    func animate(
        timing: ViewAnimationTiming, delay: Double, options: ViewAnimationOptions,
        changes: () -> Void, completion: ((Bool) -> Void)?
    ) -> Int {
        let before = snapshot()
        changes()
        return animateChanges(since: before, timing: timing, delay: delay, options: options, completion: completion)
    }

    /// Animates every view of `before` whose model frame differs from the one recorded there.
    ///
    /// Animates every view of `before` whose model frame differs from the one recorded there: the
    /// second half of `animate`, for callers that apply the block's changes themselves (a `UIView`
    /// adapter records the snapshot when the block first changes a view of this simulation).
    /// Returns the number of animations started (0: the completion runs at once, `finished` true).
    ///
    /// - Parameters:
    ///   - before: The views' frames recorded before the changes.
    ///   - timing: The animation's timing.
    ///   - delay: The delay before the animations start, in seconds.
    ///   - options: The animation options.
    ///   - completion: The closure run when the animations end, with whether they finished; or nil.
    /// - Returns: The number of views animated.
    @discardableResult
    public func animateChanges(
        since before: FrameSnapshot, timing: ViewAnimationTiming, delay: Double, options: ViewAnimationOptions,
        completion: ((Bool) -> Void)?
    ) -> Int {
        nextID += 1
        let group = nextID
        var started = 0
        for entry in before.entries where entry.view.frame != entry.frame {
            let view = entry.view
            var from = entry.frame
            if options.contains(.beginFromCurrentState) {
                from = entry.presentation
                removeAnimations(of: view)
            }
            nextID += 1
            let delta = Rect(
                origin: from.origin - view.frame.origin,
                size: Size(
                    width: from.size.width - view.frame.size.width, height: from.size.height - view.frame.size.height))
            animations.append(
                Animation(
                    id: nextID, view: view, delta: delta, start: simulation.now + delay,
                    timing: timing, options: options, group: group))
            simulation.record(
                .behavior(
                    name: "animationBegan",
                    fields: Self.describe(
                        timing, delay: delay, from: from.origin, to: view.frame.origin,
                        interaction: options.contains(.allowUserInteraction))), for: view)
            started += 1
        }
        if started == 0 {
            completion?(true)
        } else {
            groups[group] = Group(remaining: started, completion: completion)
            simulation.requestFrames(for: self)
        }
        return started
    }

    /// Removes `view`'s running animations at once (`layer.removeAllAnimations()`).
    ///
    /// The view shows its model frame; their completions run with `finished` false.
    ///
    /// - Parameter view: The view whose animations end.
    public func removeAnimations(of view: View) {
        let removed = animations.filter { $0.view === view }
        guard !removed.isEmpty else { return }
        animations.removeAll { $0.view === view }
        for animation in removed {
            simulation.record(
                .behavior(name: "animationEnded", fields: [LogField("finished", .bool(false))]), for: view)
            end(animation, finished: false)
        }
    }

    /// One display refresh at `time` (simulation seconds).
    ///
    /// Logs every animated view's presentation origin and ends what has finished.
    ///
    /// - Parameter time: The refresh's time, in seconds.
    public func displayFrame(at time: Double) {
        let animatedViews = animations.reduce(into: [View]()) { views, animation in
            if !views.contains(where: { $0 === animation.view }) { views.append(animation.view) }
        }
        let finished = animations.filter { remaining($0, at: time).finished }
        animations.removeAll { animation in finished.contains { $0.id == animation.id } }
        for view in animatedViews {
            simulation.record(
                .behavior(
                    name: "animationFrame",
                    fields: [LogField("presentation", .point(presentationFrame(of: view, at: time).origin))]), for: view
            )
        }
        for animation in finished {
            animation.view.restTime = time
            simulation.record(
                .behavior(name: "animationEnded", fields: [LogField("finished", .bool(true))]), for: animation.view)
            end(animation, finished: true)
        }
    }

    private func remaining(_ animation: Animation, at time: Double) -> (fraction: Double, finished: Bool) {
        // Half a pixel, as a fraction of the distance the animation covers.
        let distance = max(
            abs(animation.delta.origin.x), abs(animation.delta.origin.y),
            abs(animation.delta.size.width), abs(animation.delta.size.height))
        let tolerance = distance > 0 ? simulation.screen.halfPixel / distance : 1
        return animation.timing.remaining(at: time - animation.start, tolerance: tolerance)
    }

    private func end(_ animation: Animation, finished: Bool) {
        guard var group = groups[animation.group] else { return }
        group.remaining -= 1
        group.finished = group.finished && finished
        if group.remaining == 0 {
            groups[animation.group] = nil
            group.completion?(group.finished)
        } else {
            groups[animation.group] = group
        }
    }

    static func tree(_ root: View) -> [View] { [root] + root.subviews.flatMap(tree) }

    static func describe(_ timing: ViewAnimationTiming, delay: Double, from: Point, to: Point, interaction: Bool)
        -> [LogField]
    {
        var fields = [LogField("from", .point(from)), LogField("to", .point(to))]
        switch timing {
        case let .curve(duration, curve):
            fields += [
                LogField("duration", .number(duration, .seconds)),
                LogField("curve", .string(curve == .easeInOut ? "easeInOut" : "\(curve)")),
            ]
        case let .spring(duration, damping, velocity):
            fields += [
                LogField("duration", .number(duration, .seconds)),
                LogField("damping", .number(damping, .dampingRatio)),
                LogField("initialVelocity", .number(velocity, .factor)),
            ]
        }
        if delay != 0 { fields.append(LogField("delay", .number(delay, .seconds))) }
        fields.append(LogField("allowUserInteraction", .bool(interaction)))
        return fields
    }
}
