// Raw touches: full control over each finger, at the current time.
extension ScrollSimulator {
    /// One finger's touch now, at `location` in window coordinates (points).
    ///
    /// One finger's touch now, at `location` in window coordinates (points): `.began` hit-tests the
    /// views, `.moved` moves it (one touch event), `.stationary` only marks time, `.ended` lifts it
    /// (first delivered as a move if it moved) and `.cancelled` cancels it, as in trace format 1.
    /// A finger that is not down is ignored by every phase but `.began`. Precondition: `location`
    /// is finite.
    ///
    /// - Parameters:
    ///   - phase: The touch's phase.
    ///   - location: The finger's location, in window coordinates (points).
    ///   - finger: The finger's index (0 for the first).
    public func touch(_ phase: TouchPhase, at location: CGPoint, finger: Int = 0) {
        precondition(location.x.isFinite && location.y.isFinite, "a touch location is finite")
        willInput()
        let point = location.model
        switch phase {
        case .began: simulation.touchBegan(finger: finger, at: point, time: now)
        case .moved: simulation.touchMoved(finger: finger, to: point, time: now)
        case .stationary: simulation.touchStationary(finger: finger, time: now)
        case .ended: simulation.touchEnded(finger: finger, at: point, time: now)
        case .cancelled: simulation.touchCancelled(finger: finger, at: point, time: now)
        }
    }

    /// Several fingers moved now, in one touch event (one `didScroll`).
    ///
    /// Precondition: the locations are finite.
    ///
    /// - Parameter moves: The fingers that moved and their locations, in window coordinates (points).
    public func moveTouches(_ moves: [(finger: Int, location: CGPoint)]) {
        precondition(
            moves.allSatisfy { $0.location.x.isFinite && $0.location.y.isFinite }, "a touch location is finite")
        willInput()
        simulation.touchesMoved(moves.map { ($0.finger, $0.location.model) }, time: now)
    }
}
