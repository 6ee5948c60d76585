// Touch delivery: hit-testing, recognizer arbitration and the scroll views' tracking.
//
// A touch sequence starts when the first finger lands. Every finger is hit-tested on its own
// where it lands: the deepest view under it, and every enabled recognizer on it and its
// ancestors (deepest first), receive that finger's touches (``TouchRoute``). A recognizer a
// finger reaches for the first time joins the sequence then. When one recognizer begins, every
// other that shares a touch with it and is not allowed to recognize simultaneously with it fails
// (recognizers on deeper views get the first chance, so an inner scroll view wins over its
// container on the same event); recognizers of disjoint fingers (two scroll views side by side,
// one finger on each) run independently. A recognizer's sequence ends when no finger down reaches
// it. Stationary touches are not delivered, as UIKit calls no `touchesMoved` for them.
extension Simulation {
    /// A finger touched down at `location` (window coordinates) at `time`.
    ///
    /// - Parameters:
    ///   - finger: The finger's index (0 for the first).
    ///   - location: The location, in window coordinates (points).
    ///   - time: The touch's time, in seconds.
    public func touchBegan(finger: Int = 0, at location: Point, time: Double) {
        advance(to: time)
        let startsSequence = storage.touchLocations.isEmpty
        storage.touchLocations[finger] = location
        let route = TouchRoute(hit: window.hitTest(location) ?? window)
        storage.touchRoutes[finger] = route
        // The recognizers this finger brings into the sequence: all of them for the first finger;
        // for a later one, those on views the earlier fingers did not reach.
        var joining: [PanGestureRecognizer] = []
        if startsSequence {
            storage.sequenceRecognizers = route.recognizers
            storage.sequenceScrollViews = route.scrollViews
            joining = route.recognizers
        } else {
            for recognizer in route.recognizers
            where !storage.sequenceRecognizers.contains(where: { $0 === recognizer }) {
                storage.sequenceRecognizers.append(recognizer)
                joining.append(recognizer)
            }
            for scrollView in route.scrollViews
            where !storage.sequenceScrollViews.contains(where: { $0 === scrollView }) {
                storage.sequenceScrollViews.append(scrollView)
            }
        }
        for recognizer in joining { recognizer.reset() }
        let echoed = beginEcho("touchBegan", finger: finger, location: location)
        defer { completeEcho(echoed) }
        for recognizer in route.recognizers where recognizer.state != .failed {
            recognizer.addTouch(finger: finger, at: location, time: time)
        }
        for recognizer in joining where recognizer.state == .possible {
            if recognizer.touchDidBegin(at: time) { tryToBegin(recognizer) }
        }
    }

    /// A finger moved to `location` at `time`.
    ///
    /// - Parameters:
    ///   - finger: The finger's index (0 for the first).
    ///   - location: The location, in window coordinates (points).
    ///   - time: The move's time, in seconds.
    public func touchMoved(finger: Int = 0, to location: Point, time: Double) {
        touchesMoved([(finger, location)], time: time)
    }

    /// Several fingers moved in one touch event at `time`.
    ///
    /// UIKit delivers the touches that changed at one instant as one `UIEvent`, so recognizers see one centroid change
    /// and scroll views send one `didScroll`.
    ///
    /// - Parameters:
    ///   - moves: The fingers that moved and their locations, in window coordinates (points).
    ///   - time: The event's time, in seconds.
    public func touchesMoved(_ moves: [(finger: Int, location: Point)], time: Double) {
        advance(to: time)
        // Usually every finger is known: then the moves are used as they are, without a filtered copy.
        var allKnown = true
        for move in moves where storage.touchLocations[move.finger] == nil {
            allKnown = false
            break
        }
        moveKnownTouches(allKnown ? moves : moves.filter { storage.touchLocations[$0.finger] != nil }, time: time)
    }

    /// `touchesMoved` once the moves of unknown fingers are left out.
    ///
    /// Written without closures over the moves: a move is the most frequent input, and capturing them cost a retain and
    /// a release of each captured value per use.
    private func moveKnownTouches(_ known: [(finger: Int, location: Point)], time: Double) {
        guard !known.isEmpty else { return }
        for move in known { storage.touchLocations[move.finger] = move.location }
        let recognizers = storage.sequenceRecognizers
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

    /// What a move does to `recognizer`'s state: a possible one decides whether to begin (or fail); a running one
    /// changes.
    ///
    /// Returns whether its action is due (it was running).
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
        for move in known where recognizer.panStorage.fingers[move.finger] != nil { return true }
        return false
    }

    /// A finger stayed still at `time` (advances the clock only: UIKit delivers no move for it).
    ///
    /// - Parameters:
    ///   - finger: The finger's index (0 for the first).
    ///   - time: The sample's time, in seconds.
    public func touchStationary(finger: Int = 0, time: Double) {
        advance(to: time)
    }

    /// A finger lifted at `location` at `time`.
    ///
    /// A lift away from the last known position is first delivered as a move (scrollsim's choice: the recorded lift
    /// position counts).
    ///
    /// - Parameters:
    ///   - finger: The finger's index (0 for the first).
    ///   - location: The location, in window coordinates (points).
    ///   - time: The lift's time, in seconds.
    public func touchEnded(finger: Int = 0, at location: Point, time: Double) {
        finish(finger: finger, at: location, time: time, cancelled: false)
    }

    /// The system cancelled a finger's touch at `time`.
    ///
    /// - Parameters:
    ///   - finger: The finger's index (0 for the first).
    ///   - location: The location, in window coordinates (points).
    ///   - time: The cancellation's time, in seconds.
    public func touchCancelled(finger: Int = 0, at location: Point, time: Double) {
        finish(finger: finger, at: location, time: time, cancelled: true)
    }

    private func finish(finger: Int, at location: Point, time: Double, cancelled: Bool) {
        guard let last = storage.touchLocations[finger] else {
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
        storage.touchLocations[finger] = nil
        let route = storage.touchRoutes.removeValue(forKey: finger)
        for recognizer in storage.sequenceRecognizers { recognizer.removeTouch(finger: finger) }
        guard storage.touchLocations.isEmpty else {
            if let route { endUnreached(by: route, time: time, cancelled: cancelled) }
            return
        }
        let scrollViews = storage.sequenceScrollViews
        let recognizers = storage.sequenceRecognizers
        storage.sequenceScrollViews = []
        storage.sequenceRecognizers = []
        storage.touchRoutes.removeAll(keepingCapacity: true)
        endSequence(of: recognizers, scrollViews: scrollViews, time: time, cancelled: cancelled)
    }

    /// `recognizers` (deepest view first) in the order their actions run on a lift.
    func ordered(_ recognizers: [PanGestureRecognizer]) -> [PanGestureRecognizer] {
        simultaneousActionOrder == .deepestFirst ? recognizers : recognizers.reversed()
    }

    func tryToBegin(_ recognizer: PanGestureRecognizer) {
        // A requirement that may still recognize holds the begin back; the next move asks again.
        if !recognizer.panStorage.failureRequirements.isEmpty, recognizer.isWaitingForRequirements { return }
        if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        let running = storage.sequenceRecognizers.filter {
            $0 !== recognizer && ($0.state == .began || $0.state == .changed)
        }
        if running.contains(where: { !Self.canRecognizeTogether(recognizer, $0) && shareTouches(recognizer, $0) }) {
            fail(recognizer)
            return
        }
        recognizer.state = .began
        for other in storage.sequenceRecognizers where other !== recognizer && other.state == .possible {
            if !Self.canRecognizeTogether(recognizer, other) && shareTouches(recognizer, other) { fail(other) }
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

    /// Reserves a touch's echo line at its place in the log (before every callback the touch causes).
    ///
    /// With the offset as the touch is delivered; nil when input is not echoed.
    private func beginEcho(_ name: String, finger: Int, location: Point) -> (index: Int, view: View)? {
        guard echoesInput else { return nil }
        let view: View = storage.touchRoutes[finger]?.scrollViews.first ?? window
        let fields = [LogField("finger", .integer(finger)), LogField("location", .point(location))]
        return (beginHeldEntry(entry(.input(name: name, fields: fields), for: view)), view)
    }

    /// Completes a touch's echo line with the flags of the state after the touch was handled.
    ///
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

/// The order in which the actions of recognizers that run together are called for one touch event (moves and the lift).
///
/// Sources are silent: UIKit collects a touch's recognizers from the hit view up to the window, but the order of the
/// action calls of simultaneous recognizers is not documented. [Seed-ThreeStageSheet]'s sheet behaves very differently
/// under the two orders (its pan reads a type that the inner list's delegate changes in the same event), so both are
/// offered.
public enum SimultaneousActionOrder: String, CaseIterable, Sendable {
    /// The hit view's recognizers first, then each superview's (the collection order). **Default.**
    case deepestFirst
    /// The outermost view's recognizers first.
    case outermostFirst
}
