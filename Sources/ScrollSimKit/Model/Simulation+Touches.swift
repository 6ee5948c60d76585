/// Touch delivery: hit-testing, recognizer arbitration and the scroll views' tracking.
///
/// A touch sequence starts when the first finger lands: the deepest view under it is hit-tested
/// and every enabled recognizer on it and its ancestors (deepest first) receives the sequence's
/// touches. When one recognizer begins, every other that is not allowed to recognize
/// simultaneously with it fails (recognizers on deeper views get the first chance, so an inner
/// scroll view wins over its container on the same event). Stationary touches are not delivered,
/// as UIKit calls no `touchesMoved` for them.
extension Simulation {
    /// A finger touched down at `location` (window coordinates) at `time`.
    public func touchBegan(finger: Int = 0, at location: Point, time: Double) {
        advance(to: time)
        let startsSequence = touchLocations.isEmpty
        touchLocations[finger] = location
        if startsSequence {
            let hit = window.hitTest(location) ?? window
            let chain = hit.ancestry
            sequenceRecognizers = chain.flatMap { view in view.gestureRecognizers.filter(\.isEnabled) }
            sequenceScrollViews = chain.compactMap { $0 as? ScrollView }.filter { $0.panGestureRecognizer.isEnabled }
            for recognizer in sequenceRecognizers { recognizer.reset() }
        }
        let echoed = beginEcho("touchBegan", finger: finger, location: location)
        defer { completeEcho(echoed) }
        for recognizer in sequenceRecognizers where recognizer.state != .failed {
            recognizer.addTouch(finger: finger, at: location, time: time)
        }
        guard startsSequence else { return }
        for recognizer in sequenceRecognizers where recognizer.state == .possible {
            if recognizer.touchDidBegin(at: time) { tryToBegin(recognizer) }
        }
    }

    /// A finger moved to `location` at `time`.
    public func touchMoved(finger: Int = 0, to location: Point, time: Double) {
        touchesMoved([(finger, location)], time: time)
    }

    /// Several fingers moved in one touch event at `time` (UIKit delivers the touches that changed
    /// at one instant as one `UIEvent`, so recognizers see one centroid change and scroll views
    /// send one `didScroll`).
    public func touchesMoved(_ moves: [(finger: Int, location: Point)], time: Double) {
        advance(to: time)
        // Usually every finger is known: then the moves are used as they are, without a filtered copy.
        var allKnown = true
        for move in moves where touchLocations[move.finger] == nil {
            allKnown = false
            break
        }
        moveKnownTouches(allKnown ? moves : moves.filter { touchLocations[$0.finger] != nil }, time: time)
    }

    /// `touchesMoved` once the moves of unknown fingers are left out. Written without closures
    /// over the moves: a move is the most frequent input, and capturing them cost a retain and a
    /// release of each captured value per use.
    private func moveKnownTouches(_ known: [(finger: Int, location: Point)], time: Double) {
        guard !known.isEmpty else { return }
        for move in known { touchLocations[move.finger] = move.location }
        let recognizers = sequenceRecognizers
        // The usual single recognizer is handled alone, without the arrays (the order of actions
        // cannot matter for one).
        if recognizers.count == 1 {
            let recognizer = recognizers[0]
            guard Self.receivesMoves(recognizer, known) else { return }
            recognizer.moveTouches(known, time: time)
            if decideOnMove(recognizer) { recognizer.action?(recognizer) }
            return
        }
        var active: [PanGestureRecognizer] = []
        for recognizer in recognizers where Self.receivesMoves(recognizer, known) { active.append(recognizer) }
        for recognizer in active { recognizer.moveTouches(known, time: time) }
        var moving: [PanGestureRecognizer] = []
        for recognizer in active where decideOnMove(recognizer) {
            if simultaneousActionOrder == .deepestFirst {
                recognizer.action?(recognizer)
            } else {
                moving.append(recognizer)
            }
        }
        // Recognition is always decided deepest first; only the actions of running ones reorder.
        for recognizer in moving.reversed() { recognizer.action?(recognizer) }
    }

    /// What a move does to `recognizer`'s state: a possible one decides whether to begin (or
    /// fail); a running one changes. Returns whether its action is due (it was running).
    private func decideOnMove(_ recognizer: PanGestureRecognizer) -> Bool {
        switch recognizer.state {
        case .possible:
            switch recognizer.beginDecision() {
            case .begin: tryToBegin(recognizer)
            case .fail: fail(recognizer)
            case .wait: break
            }
            return false
        case .began, .changed:
            recognizer.state = .changed
            return true
        default:
            return false
        }
    }

    /// Whether `recognizer` takes part in a move of `known`: it has not failed and holds one of
    /// the fingers that moved.
    private static func receivesMoves(
        _ recognizer: PanGestureRecognizer, _ known: [(finger: Int, location: Point)]
    ) -> Bool {
        guard recognizer.state != .failed else { return false }
        for move in known where recognizer.fingers[move.finger] != nil { return true }
        return false
    }

    /// A finger stayed still at `time` (advances the clock only: UIKit delivers no move for it).
    public func touchStationary(finger: Int = 0, time: Double) {
        advance(to: time)
    }

    /// A finger lifted at `location` at `time`. A lift away from the last known position is first
    /// delivered as a move (scrollsim's choice: the recorded lift position counts).
    public func touchEnded(finger: Int = 0, at location: Point, time: Double) {
        finish(finger: finger, at: location, time: time, cancelled: false)
    }

    /// The system cancelled a finger's touch at `time`.
    public func touchCancelled(finger: Int = 0, at location: Point, time: Double) {
        finish(finger: finger, at: location, time: time, cancelled: true)
    }

    private func finish(finger: Int, at location: Point, time: Double, cancelled: Bool) {
        guard let last = touchLocations[finger] else {
            advance(to: time)
            return
        }
        if last != location, !cancelled {
            touchMoved(finger: finger, to: location, time: time)
        } else {
            advance(to: time)
        }
        let echoed = beginEcho(cancelled ? "touchCancelled" : "touchEnded", finger: finger, location: location)
        defer { completeEcho(echoed) }
        touchLocations[finger] = nil
        for recognizer in sequenceRecognizers { recognizer.removeTouch(finger: finger) }
        guard touchLocations.isEmpty else { return }
        for recognizer in ordered(sequenceRecognizers) where recognizer.state == .began || recognizer.state == .changed
        {
            recognizer.state = cancelled ? .cancelled : .ended
            recognizer.action?(recognizer)
        }
        // A tap recognizes at the lift of its last tap, before the views' touches end (recognizers
        // see touches first); a pan or pinch that never began counts as failed from here on.
        // Two passes, so every tap has counted its tap before any asks its requirements; no array
        // is built (a lift is frequent input).
        for recognizer in sequenceRecognizers where recognizer.state == .possible {
            (recognizer as? TapGestureRecognizer)?.sequenceEnded(at: time)
        }
        for recognizer in sequenceRecognizers { (recognizer as? TapGestureRecognizer)?.recognizeIfUnblocked() }
        let scrollViews = sequenceScrollViews
        let recognizers = sequenceRecognizers
        sequenceScrollViews = []
        sequenceRecognizers = []
        for scrollView in scrollViews { scrollView.touchSequenceEnded() }
        for recognizer in recognizers { recognizer.reset() }
    }

    /// `recognizers` (deepest view first) in the order their actions run on a lift.
    func ordered(_ recognizers: [PanGestureRecognizer]) -> [PanGestureRecognizer] {
        simultaneousActionOrder == .deepestFirst ? recognizers : recognizers.reversed()
    }

    func tryToBegin(_ recognizer: PanGestureRecognizer) {
        // A requirement that may still recognize holds the begin back; the next move asks again.
        if !recognizer.failureRequirements.isEmpty, recognizer.isWaitingForRequirements { return }
        if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        let running = sequenceRecognizers.filter { $0 !== recognizer && ($0.state == .began || $0.state == .changed) }
        if running.contains(where: { !Self.canRecognizeTogether(recognizer, $0) }) {
            fail(recognizer)
            return
        }
        recognizer.state = .began
        for other in sequenceRecognizers where other !== recognizer && other.state == .possible {
            if !Self.canRecognizeTogether(recognizer, other) { fail(other) }
        }
        recognizer.action?(recognizer)
    }

    func fail(_ recognizer: PanGestureRecognizer) {
        recognizer.state = .failed
        recognizer.didReset()
    }

    static func canRecognizeTogether(_ a: PanGestureRecognizer, _ b: PanGestureRecognizer) -> Bool {
        a.recognizesAlongside(b) || b.recognizesAlongside(a)
            || (a.shouldRecognizeSimultaneously?(a, b) ?? false) || (b.shouldRecognizeSimultaneously?(b, a) ?? false)
    }

    /// Reserves a touch's echo line at its place in the log (before every callback the touch
    /// causes), with the offset as the touch is delivered; nil when input is not echoed.
    private func beginEcho(_ name: String, finger: Int, location: Point) -> (index: Int, view: View)? {
        guard echoesInput else { return nil }
        let view: View = sequenceScrollViews.first ?? window
        let fields = [LogField("finger", .integer(finger)), LogField("location", .point(location))]
        return (beginHeldEntry(entry(.input(name: name, fields: fields), for: view)), view)
    }

    /// Completes a touch's echo line with the flags of the state after the touch was handled, as
    /// every log line shows the state after its event: `touchBegan` shows tracking from
    /// touch-down ([Apple-isTracking]: true once the user has touched the content, though the
    /// drag may not have started). Touch lines are the only ones whose flags are read after
    /// later lines were recorded; their position and offset are those of the delivery.
    private func completeEcho(_ echoed: (index: Int, view: View)?) {
        guard let echoed else { return }
        completeHeldEntry(echoed.index, flags: (echoed.view as? ScrollView)?.flags ?? .idle)
    }
}

/// The order in which the actions of recognizers that run together are called for one touch
/// event (moves and the lift). Sources are silent: UIKit collects a touch's recognizers from the
/// hit view up to the window, but the order of the action calls of simultaneous recognizers is
/// not documented. [Seed-ThreeStageSheet]'s sheet behaves very differently under the two orders (its pan reads
/// a type that the inner list's delegate changes in the same event), so both are offered.
public enum SimultaneousActionOrder: String, CaseIterable, Sendable {
    /// The hit view's recognizers first, then each superview's (the collection order). **Default.**
    case deepestFirst
    /// The outermost view's recognizers first.
    case outermostFirst
}
