import ScrollSimLog

/// The simulation a trace describes, with the facts its log header and final lines report.
public final class TraceScene {
    /// The simulation, ready for the trace's events.
    public let simulation: Simulation
    /// The scroll views by id, in the order the trace declares them.
    public let scrollViews: [ScrollView]
    /// What the log header says about the scene.
    public let header: LogHeader
    /// The view tree and coordinator of a `scene` trace (nil for a single scroll view).
    package let scene: SceneBuilder?
    /// Delegates the scene keeps alive (see `TraceScene+Behavior`).
    public internal(set) var retainedDelegates: [ScrollViewDelegate]

    /// Builds the scene of `trace`, logging into `sink`.
    ///
    /// `startTime` is the first event's time (the log's time origin); by default, that of `trace.events`.
    ///
    /// - Parameters:
    ///   - trace: The trace whose scene is built.
    ///   - startTime: The log's time origin, in seconds (default: the first event's time).
    ///   - sink: Where the scene's log goes.
    public init(trace: Trace, startTime: Double? = nil, sink: LogSink) {
        let startTime = startTime ?? trace.startTime
        let spec = trace.scrollView
        let screen = Screen(
            scale: trace.screen.scale, refreshRate: trace.screen.refreshRate,
            frameOrigin: trace.screen.firstFrame ?? startTime)
        let windowSize =
            trace.scene?.window ?? trace.screen.windowSize
            ?? Size(
                width: max(spec.frame.origin.x + spec.frame.size.width, 1),
                height: max(spec.frame.origin.y + spec.frame.size.height, 1))
        simulation = Simulation(screen: screen, windowSize: windowSize, timeOrigin: startTime, sink: sink)
        if let sceneSpec = trace.scene {
            let built = SceneBuilder(spec: sceneSpec, simulation: simulation)
            scene = built
            scrollViews = built.views.compactMap { $0 as? ScrollView }
            Self.applyLogOptions(trace.log, to: scrollViews)
            // A behaviour on a scene's scroll view becomes its delegate unless a coordinator already
            // is (the decoder rejects a behaviour on a coordinator's view).
            var delegates: [ScrollViewDelegate] = []
            var behaviorNames: [String: String] = [:]
            // The decoder has checked that ids are unique.
            let scrollViewsByID = Dictionary(uniqueKeysWithValues: scrollViews.map { ($0.id, $0) })
            for view in sceneSpec.views {
                guard let viewSpec = view.scrollViewSpec, let scrollView = scrollViewsByID[view.id],
                    scrollView.delegate == nil
                else { continue }
                delegates += Self.installBehavior(viewSpec.behavior, on: scrollView)
                behaviorNames[view.id] = viewSpec.behavior?.type.rawValue
            }
            retainedDelegates = delegates
            var sceneHeader = LogHeader(
                name: trace.name, screen: screen, timeOrigin: startTime,
                views: built.headerSummaries(behaviorNames: behaviorNames).addingTargetRules(
                    of: sceneSpec.views.compactMap { view in view.scrollViewSpec.map { (view.id, $0) } }))
            sceneHeader.device = trace.screen.deviceDescription
            header = sceneHeader
            return
        }
        scene = nil
        let scrollView = spec.makeScrollView(screen: trace.screen)
        retainedDelegates = Self.installBehavior(spec.behavior, on: scrollView)
        simulation.add(scrollView)
        scrollViews = [scrollView]
        Self.applyLogOptions(trace.log, to: scrollViews)
        var viewHeader = LogHeader(
            name: trace.name, screen: screen, timeOrigin: startTime,
            views: LogHeader.ViewSummary.summaries(
                of: scrollViews, behaviorNames: spec.behavior.map { [scrollView.id: $0.type.rawValue] } ?? [:]
            ).addingTargetRules(of: [(scrollView.id, spec)]))
        viewHeader.device = trace.screen.deviceDescription
        header = viewHeader
    }

    /// The scroll view a call names (`nil`: the first).
    func scrollView(withID id: String?) -> ScrollView {
        guard let id else { return scrollViews[0] }
        return scrollViews.first { $0.id == id } ?? scrollViews[0]
    }

    /// One final state per scroll view, in declaration order.
    public func finalStates() -> [FinalState] {
        if let scene { return scene.finalStates(timeOrigin: simulation.timeOrigin) }
        return FinalState.states(of: scrollViews, timeOrigin: simulation.timeOrigin)
    }
}

extension TraceScene {
    /// Turns on the model's side of `options` on every scroll view (the `scrollPhase` lines).
    static func applyLogOptions(_ options: LogOptions, to scrollViews: [ScrollView]) {
        guard options.scrollPhases else { return }
        for view in scrollViews { view.options.logsScrollPhases = true }
    }
}
