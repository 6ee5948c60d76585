extension Simulation {
    /// The mutable state of a simulation, in one value: what `storage` holds.
    ///
    /// The display link and the log touch it on every frame; one stored property without a runtime exclusivity check
    /// instead of one per value (the reason, and why it is sound, are on `Simulation.storage`).
    struct Storage {
        /// The current time (s); see `Simulation.now`.
        var now: Double
        /// Whether touches and programmatic calls are echoed into the log (`Simulation.echoesInput`).
        var echoesInput = true
        /// The order of the actions of simultaneous recognizers (`Simulation.simultaneousActionOrder`).
        var actionOrder = SimultaneousActionOrder.deepestFirst
        /// How long (s) motion may last after an input (`Simulation.settleLimit`).
        var settleLimit: Double = 600
        /// The base of the display link's total running time (s; `Simulation.motionBudget`).
        var motionBudget: Double = 900
        /// Seconds of display-link motion each input adds to `motionBudget` (`Simulation.motionBudgetPerInput`).
        var motionBudgetPerInput: Double = 10
        /// Why the display link stopped for good, if it did (`Simulation.motionFailure`).
        var motionFailure: SimulationError?
        /// Whether `motionFailure` is set: a plain flag, cheaper to read than the optional error.
        var hasMotionFailure = false
        /// The inputs applied so far (each adds `motionBudgetPerInput` to the budget).
        var inputCount = 0
        /// The display refreshes run so far.
        var framesRun = 0
        /// `framesRun` when the last input arrived.
        ///
        /// A client asking for frames later was (re)started by a frame's callback, not by an input.
        var framesRunAtLastInput = 0
        /// The client a frame's callback last (re)started since the last input.
        var restartedSinceInput: ObjectIdentifier?
        /// The clients that asked for display-link callbacks (pruned as they stop needing them).
        var frameClients: [FrameClient] = []
        /// The index of the next display refresh on the screen's frame grid (`Screen.frameTime`).
        var nextFrameIndex = 0
        /// The time (s) of the last input.
        var lastInputTime: Double
        /// Entries logged while a held entry waits for its details (`Simulation+Log.swift`).
        var heldEntries: [LogEntry] = []
        /// How many held entries are open.
        var holdDepth = 0
        /// The recognizers the current touch sequence reaches, in delivery order.
        var sequenceRecognizers: [PanGestureRecognizer] = []
        /// The scroll views the current touch sequence reaches.
        var sequenceScrollViews: [ScrollView] = []
        /// The fingers down and where (window coordinates, points).
        var touchLocations = FingerTable()
        /// Each finger down's route: the recognizers and scroll views its touches reach (``TouchRoute``).
        var touchRoutes: [Int: TouchRoute] = [:]

        /// A simulation's state at `now` (s), its first instant: no input, no frame yet.
        init(now: Double) {
            self.now = now
            self.lastInputTime = now
        }
    }
}
