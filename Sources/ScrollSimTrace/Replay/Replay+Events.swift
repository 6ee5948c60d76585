// Feeding a trace's events to a simulation.
//
// The one place trace input becomes model calls, for the scene a trace declares and for views built in Swift
// (`ScrollSimulator.replay(traceAt:)`).
extension Replay {
    /// Applies `events` (gestures already expanded, in time order) to `simulation`, each at its time plus `timeShift`
    /// (s).
    ///
    /// Moves of several fingers at one instant are one touch event (one `UIEvent`). `scrollView` finds the scroll view
    /// a `setContentOffset` names, `view` the view a `set` names (nil: the scene's first scroll view). Stops with
    /// `.simulation` as soon as the scene fails to settle. O(events).
    package static func apply<Base>(
        _ events: inout ExpandedEvents<Base>, to simulation: Simulation, timeShift: Double = 0,
        scrollView: (String?) -> ScrollView, view: (String?) -> View
    ) throws(ReplayError) {
        // One buffer for the moves of one touch event, reused (a fresh array per move was an
        // allocation per event).
        var moves: [(finger: Int, location: Point)] = []
        // The file event of the input before the current one: motion that fails to settle is
        // found when the next input advances the clock, and belongs to the one before it.
        var previousSource: Int?
        while let event = try events.next() {
            switch event {
            case let .touch(time, finger, phase, location):
                let time = time + timeShift
                switch phase {
                case .began: simulation.touchBegan(finger: finger, at: location, time: time)
                case .moved:
                    moves.removeAll(keepingCapacity: true)
                    moves.append((finger, location))
                    while let (nextTime, nextFinger, nextLocation) = try events.peekMove(),
                        nextTime + timeShift == time, !moves.contains(where: { $0.finger == nextFinger })
                    {
                        moves.append((nextFinger, nextLocation))
                        _ = try events.next()
                    }
                    simulation.touchesMoved(moves, time: time)
                case .stationary: simulation.touchStationary(finger: finger, time: time)
                case .ended: simulation.touchEnded(finger: finger, at: location, time: time)
                case .cancelled: simulation.touchCancelled(finger: finger, at: location, time: time)
                }
            case let .call(time, viewID, call):
                switch call {
                case let .setContentOffset(offset, animated):
                    simulation.setContentOffset(
                        offset, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case .scrollToTop:
                    simulation.statusBarTap(at: time + timeShift)
                case .set(let change):
                    simulation.set(change, on: view(viewID), at: time + timeShift)
                case .endRefreshing:
                    simulation.endRefreshing(of: scrollView(viewID), at: time + timeShift)
                case let .setZoomScale(scale, animated):
                    simulation.setZoomScale(scale, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case let .zoomTo(rect, animated):
                    simulation.zoom(to: rect, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case let .scrollToItem(item, position, animated):
                    simulation.scrollToItem(
                        item, at: position, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case let .scrollRectToVisible(rect, animated):
                    simulation.scrollRectToVisible(
                        rect, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case let .scrollTo(item, anchor, animated):
                    simulation.scrollTo(
                        item: item, anchor: anchor, animated: animated, of: scrollView(viewID), at: time + timeShift)
                case let .setOrientation(device, orientation):
                    simulation.setOrientation(orientation, of: device, at: time + timeShift)
                case let .setScrollPosition(item, animated):
                    simulation.setScrollPosition(
                        item: item, animated: animated, of: scrollView(viewID), at: time + timeShift)
                }
            case .gesture:
                preconditionFailure("ExpandedEvents replaces every gesture by its touches")
            }
            if simulation.hasMotionFailure, let failure = simulation.motionFailure {
                throw .simulation(failure, lastEvent: previousSource)
            }
            previousSource = events.lastSource
        }
    }
}
