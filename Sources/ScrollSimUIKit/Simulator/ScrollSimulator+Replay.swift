import ScrollSimSupport

// Replaying a recorded trace's input onto views built in code.
extension ScrollSimulator {
    /// Replays the events of the trace at `path` (trace format 1) onto this simulator's views, starting now.
    ///
    /// Replays the events of the trace at `path` (trace format 1) onto this simulator's views,
    /// starting now: a recorded gesture drives your own delegate. The trace's `scrollView` or
    /// `scene` and its `screen` are not used (the views, the display and the `touchRate` its
    /// gestures are sampled at are the simulator's); a call's
    /// `view` names a scroll view by its log id (`accessibilityIdentifier`), and a call without one
    /// goes to the first scroll view. Runs until the last event, not until idle.
    ///
    /// - Parameter path: The trace file's path.
    /// - Throws: `ScrollSimulatorError` when the file cannot be read, the trace is invalid or names an unknown view.
    public func replay(traceAt path: String) throws(ScrollSimulatorError) {
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(path) } catch { throw .file(path: error.path, reason: error.reason) }
        let trace: Trace
        do { trace = try Replay.decode(bytes) } catch { throw .trace(path: path, error) }
        try replay(trace, source: path)
    }

    /// Replays `trace`'s events onto this simulator's views, starting now (see `replay(traceAt:)`).
    ///
    /// `source` names the trace in errors.
    ///
    /// - Parameters:
    ///   - trace: The decoded trace.
    ///   - source: The trace's name in errors.
    /// - Throws: `ScrollSimulatorError` when the trace names an unknown view or the scene does not settle.
    public func replay(_ trace: Trace, source: String = "trace") throws(ScrollSimulatorError) {
        let scrollModels = scrollViews.map(\.scrollModel)
        let models = views.map(\.model)
        for (index, event) in trace.events.enumerated() {
            guard case let .call(_, id, call) = event else { continue }
            if case .scrollToTop = call { continue }
            if id == nil, scrollModels.isEmpty { throw .noScrollView(path: source, event: index) }
            guard let id else { continue }
            let candidates: [View] = if case .set = call { models } else { scrollModels }
            if !candidates.contains(where: { $0.id == id }) {
                throw .unknownView(path: source, event: index, id: id, known: candidates.map(\.id))
            }
        }
        willInput()
        var events = ExpandedEvents(TraceEventArray(trace.events), touchRate: touchRate)
        try apply(&events, timeShift: now - trace.startTime, source: source)
    }
}
