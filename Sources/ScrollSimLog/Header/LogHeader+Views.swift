import ScrollSimKit

// The header block of each view of a scene, whether a trace declared it or Swift code built it.
extension LogHeader.ViewSummary {
    /// The summary of each of `views`, in order, for the log's header.
    ///
    /// The summary of each of `views`, in order: a scroll view's usual facts (with a `behavior` line
    /// when `behaviorNames` maps its id to a behaviour's log name) or a plain view's frame, its parent
    /// (unless that is the window), the simulation's action order on the first view when it is not
    /// the default, then `extraFields(view)` (a coordinator's facts). O(views).
    ///
    /// - Parameters:
    ///   - views: The views to summarise, in log order.
    ///   - behaviorNames: The log name of each scroll view's behaviour, by view id (default: none).
    ///   - extraFields: The extra fields of a view, such as a coordinator's facts (default: none).
    /// - Returns: One summary per view, in the order of `views`.
    public static func summaries(
        of views: [View], behaviorNames: [String: String] = [:], extraFields: (View) -> [LogField] = { _ in [] }
    ) -> [LogHeader.ViewSummary] {
        views.map { view in
            var summary =
                (view as? ScrollView).map { LogHeader.ViewSummary(scrollView: $0, behaviorName: behaviorNames[$0.id]) }
                ?? LogHeader.ViewSummary(id: view.id, fields: [LogField("frame", .string(describe(view.frame)))])
            if let parent = view.superview, parent.superview != nil {
                summary.fields.insert(LogField("parent", .string(parent.id)), at: 0)
            }
            if view === views.first, let simulation = view.simulation,
                simulation.simultaneousActionOrder != .deepestFirst
            {
                summary.fields.append(LogField("actionOrder", .string(simulation.simultaneousActionOrder.rawValue)))
            }
            summary.fields += extraFields(view)
            return summary
        }
    }
}

extension FinalState {
    /// One final state per view of `views`, in order.
    ///
    /// One final state per view of `views`, in order: the bounds origin (a scroll view's offset),
    /// when it last moved (s since `timeOrigin`), a plain view's model frame origin, and what
    /// `coordinator` adds. O(views).
    ///
    /// - Parameters:
    ///   - views: The views whose final states are read, in log order.
    ///   - coordinator: The scene's coordinator, which adds its own fields (default: none).
    ///   - timeOrigin: The log's time origin, in seconds.
    /// - Returns: One final state per view, in the order of `views`.
    public static func states(of views: [View], coordinator: SceneCoordinator? = nil, timeOrigin: Double)
        -> [FinalState]
    {
        views.map { view in
            var fields: [LogField] = view is ScrollView ? [] : [LogField("origin", .point(view.frame.origin))]
            fields += coordinator?.finalFields(for: view) ?? []
            return FinalState(
                view: view.id, offset: view.boundsOrigin, restTime: view.restTime - timeOrigin, fields: fields)
        }
    }
}
