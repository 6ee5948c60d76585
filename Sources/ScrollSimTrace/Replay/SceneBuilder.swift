import ScrollSimLog

/// Builds a `SceneSpec` into a simulation.
///
/// The view tree, the extra recognizers, the coordinator, then the simultaneous pairs (added on top of what the
/// coordinator set).
package struct SceneBuilder {
    /// Every view, in declaration order.
    package let views: [View]
    /// The coordinator, if the scene has one.
    package let coordinator: SceneCoordinator?
    /// The coordinator's specification (its type name is its log name).
    let coordinatorSpec: SceneSpec.CoordinatorSpec?

    /// Adds `spec`'s views to `simulation`'s window and sets the coordinator up.
    ///
    /// Precondition: a spec that `Trace.decode` validated (parents, views and recognizers it names exist, the
    /// coordinator's list or table is a scroll view); anything else traps.
    package init(spec: SceneSpec, simulation: Simulation) {
        simulation.simultaneousActionOrder = spec.actionOrder
        var byID: [String: View] = [:]
        var views: [View] = []
        for viewSpec in spec.views {
            let view: View
            switch viewSpec.kind {
            case .view: view = View(id: viewSpec.id, frame: viewSpec.frame)
            case .scrollView(let scrollSpec): view = scrollSpec.makeScrollView()
            }
            if let parent = viewSpec.parent { byID[parent]!.addSubview(view) } else { simulation.add(view) }
            byID[viewSpec.id] = view
            views.append(view)
        }
        var recognizers: [String: PanGestureRecognizer] = [:]
        for view in views { for recognizer in view.gestureRecognizers { recognizers[recognizer.name] = recognizer } }
        for recognizerSpec in spec.recognizers {
            let recognizer = PanGestureRecognizer(name: recognizerSpec.id) { [unowned simulation] pan in
                simulation.record(
                    .behavior(
                        name: "pan",
                        fields: [
                            LogField("recognizer", .string(pan.name)), LogField("state", .string(pan.state.rawValue)),
                            LogField("translation", .point(pan.translation(in: nil))),
                        ]), for: pan.view!)
            }
            recognizer.hysteresis = recognizerSpec.hysteresis
            byID[recognizerSpec.view]!.addGestureRecognizer(recognizer)
            recognizers[recognizerSpec.id] = recognizer
        }
        if let coordinatorSpec = spec.coordinator {
            let built = coordinatorSpec.makeCoordinator(views: SceneViews(byID: byID), simulation: simulation)
            let builtNames = built.recognizers.map(\.name)
            precondition(
                builtNames.sorted() == coordinatorSpec.recognizerNames.sorted(),
                "coordinator \(coordinatorSpec.type.rawValue) built recognizers \(builtNames), "
                    + "but its descriptor declared \(coordinatorSpec.recognizerNames)")
            for recognizer in built.recognizers { recognizers[recognizer.name] = recognizer }
            coordinator = built
        } else {
            coordinator = nil
        }
        for pair in spec.simultaneous {
            guard let a = recognizers[pair[0]], let b = recognizers[pair[1]] else {
                preconditionFailure(
                    "the decoder accepted the simultaneous pair \(pair), but the scene has no such recognizer")
            }
            Self.allow(a, with: b)
            Self.allow(b, with: a)
        }
        self.views = views
        self.coordinatorSpec = spec.coordinator
    }

    /// Lets `recognizer` run together with `other`, keeping whatever it allowed before.
    static func allow(_ recognizer: PanGestureRecognizer, with other: PanGestureRecognizer) {
        let previous = recognizer.shouldRecognizeSimultaneously
        recognizer.shouldRecognizeSimultaneously = { [unowned other] mine, candidate in
            candidate === other || (previous?(mine, candidate) ?? false)
        }
    }

    /// The header summary of every view, with the behaviour's line and the coordinator's facts.
    ///
    /// The header summary of every view (see `LogHeader.ViewSummary.summaries(of:behaviorNames:extraFields:)`), with
    /// the behaviour's line for the ids `behaviorNames` maps to a behaviour's log name, and the coordinator's type and
    /// facts on its container.
    package func headerSummaries(behaviorNames: [String: String] = [:]) -> [LogHeader.ViewSummary] {
        LogHeader.ViewSummary.summaries(of: views, behaviorNames: behaviorNames) { view in
            guard let coordinator, let coordinatorSpec, view.id == coordinatorSpec.container else { return [] }
            return [LogField("coordinator", .string(coordinatorSpec.type.rawValue))]
                + coordinator.headerFields(for: view)
        }
    }

    /// One final state per view (see `FinalState.states(of:coordinator:timeOrigin:)`).
    package func finalStates(timeOrigin: Double) -> [FinalState] {
        FinalState.states(of: views, coordinator: coordinator, timeOrigin: timeOrigin)
    }
}
