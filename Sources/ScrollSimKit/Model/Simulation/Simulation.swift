/// A window, its view tree, a display clock and the touch system: the world a trace is replayed in.
///
/// Inputs are applied in time order through the `touch…` and `advance(to:)` methods; between
/// inputs the display link runs every refresh that falls strictly before the next input (inputs
/// at the same instant as a refresh are handled first). Everything is synchronous and
/// deterministic: delegate callbacks run inside the call that caused them.
public final class Simulation {
    /// The display.
    public let screen: Screen
    /// The root view (the window), in window coordinates.
    public let window: View
    /// The instant log times are measured from (a trace's first event).
    public let timeOrigin: Double
    /// The current time (s).
    public var now: Double { storage.now }
    /// Where log entries go: the sink the simulation was created with, for its whole life.
    ///
    /// Fixed, so a log line calls it without retaining it: a stored `let` is borrowed in place.
    public let sink: LogSink
    /// When true, touches and programmatic calls are echoed into the log.
    public var echoesInput: Bool {
        get { storage.echoesInput }
        set { storage.echoesInput = newValue }
    }
    /// The order of the actions of simultaneous recognizers on one touch event (see the type).
    public var simultaneousActionOrder: SimultaneousActionOrder {
        get { storage.actionOrder }
        set { storage.actionOrder = newValue }
    }

    /// How long (s) motion may last after an input before the simulation gives up on it (600).
    public var settleLimit: Double {
        get { storage.settleLimit }
        set { storage.settleLimit = newValue }
    }
    /// The base of the total time (s) the display link may run in one simulation.
    ///
    /// The base of the total time (s) the display link may run in one simulation, in refreshes at
    /// the screen's rate (900: a quarter of an hour of motion). Each input adds
    /// `motionBudgetPerInput`, so a long recorded session (thousands of flicks) fits while a
    /// few inputs cannot make the clock run for hours.
    public var motionBudget: Double {
        get { storage.motionBudget }
        set { storage.motionBudget = newValue }
    }
    /// Seconds of display-link motion each input adds to `motionBudget` (10).
    ///
    /// More than any fling at a UIKit rate lasts, about 3.5 s from 10 000 pt/s at `.normal`, plus its bounce.
    public var motionBudgetPerInput: Double {
        get { storage.motionBudgetPerInput }
        set { storage.motionBudgetPerInput = newValue }
    }
    // Unchecked: single-threaded model; each access is a load, store or collection change calling none of our code.
    /// The simulation's mutable state in one value (`Simulation+Storage`).
    @exclusivity(unchecked) var storage: Storage
    /// False for a `DiscardingLogSink`: then no entry is built at all.
    let storedSinkKeepsEntries: Bool
    /// Set when motion outlasted its limits; the display link then stops and `runUntilIdle` throws this error.
    ///
    /// Set when motion outlasted `settleLimit` between two inputs or the display link exhausted `motionBudget`.
    public var motionFailure: SimulationError? { storage.motionFailure }
    /// Whether `motionFailure` is set: a plain flag, read after every input and in the frame loop.
    ///
    /// Reading the optional error copies it, and it holds a string.
    public var hasMotionFailure: Bool { storage.hasMotionFailure }
    /// The display refreshes run so far (each one calls every client that needs frames).
    public var framesRunCount: Int { storage.framesRun }
    /// The `UIView.animate` machinery of this simulation (presentation values, completions).
    public private(set) lazy var viewAnimator = ViewAnimator(simulation: self)

    /// The fingers touching the screen now, in ascending order (a trace may end with one down).
    public var fingersDown: [Int] { storage.touchLocations.fingers }

    /// Creates a simulation whose window covers `windowSize` points, starting at `timeOrigin`.
    ///
    /// - Parameters:
    ///   - screen: The screen's scale and refresh rate.
    ///   - windowSize: The window's size, in points.
    ///   - timeOrigin: The starting time, in seconds.
    ///   - sink: The log that records the events.
    public init(screen: Screen = Screen(), windowSize: Size, timeOrigin: Double = 0, sink: LogSink = EventLog()) {
        self.screen = screen
        self.timeOrigin = timeOrigin
        self.storage = Storage(now: timeOrigin)
        self.sink = sink
        self.storedSinkKeepsEntries = !(sink is DiscardingLogSink)
        window = View(id: "window", frame: Rect(origin: .zero, size: windowSize))
        window.simulation = self
        window.pixelScale = screen.scale
        storage.nextFrameIndex = firstFrameIndex(atOrAfter: timeOrigin)
    }

    deinit {
        // Views refer to their simulation unowned (see `View`): clear the references before it goes.
        window.attach(to: nil)
    }

    /// Adds `view` to the window.
    ///
    /// - Parameter view: The view to add.
    public func add(_ view: View) { window.addSubview(view) }

    /// Every scroll view in the tree, depth first in subview order.
    public var scrollViews: [ScrollView] {
        var result: [ScrollView] = []
        func visit(_ view: View) {
            if let scrollView = view as? ScrollView { result.append(scrollView) }
            view.subviews.forEach(visit)
        }
        visit(window)
        return result
    }

    // MARK: Clock

    /// An input happens at `time`: runs the display link for every refresh strictly before it,
    /// then moves the clock there.
    ///
    /// Motion that lasts longer than `settleLimit` seconds after the previous input, or refreshes
    /// beyond the motion budget, stop the display link for good and set `motionFailure`, so a gap of
    /// days between two events cannot make the clock spin through millions of refreshes.
    ///
    /// - Parameter time: The input's time, in seconds.
    public func advance(to time: Double) {
        runFrames(before: time)
        storage.inputCount += 1
        storage.lastInputTime = time
        storage.framesRunAtLastInput = storage.framesRun
        storage.restartedSinceInput = nil
    }

    private func runFrames(before time: Double) {
        precondition(time >= now, "simulation time cannot go backwards")
        // Whether a client needs frames is asked once here, then answered by each frame's pruning.
        var active = hasActiveClients
        // No client needs frames: forget them, as the next frame's pruning would, so the inputs of
        // a drag do not ask them again one by one (a client that moves again asks anew).
        if !active, !storage.frameClients.isEmpty { storage.frameClients.removeAll(keepingCapacity: true) }
        if active, !storage.hasMotionFailure {
            if let failure = runFrames(until: time, settleLimit: settleLimit) {
                storage.motionFailure = failure
                storage.hasMotionFailure = true
            }
            active = !storage.frameClients.isEmpty
        }
        if !active { storage.nextFrameIndex = max(storage.nextFrameIndex, firstFrameIndex(atOrAfter: time)) }
        storage.now = time
    }

    /// Runs refreshes until nothing moves.
    ///
    /// Throws if motion lasts longer than `limit` seconds after the last input or beyond `motionBudget`, or if that
    /// already happened between two inputs (`motionFailure`).
    ///
    /// - Parameter limit: The longest motion allowed after the last input, in seconds.
    /// - Throws: `SimulationError` when motion outlasts `limit` or the motion budget.
    public func runUntilIdle(limit: Double = 600) throws(SimulationError) {
        if storage.hasMotionFailure, let motionFailure { throw motionFailure }
        if hasActiveClients, let failure = runFrames(until: nil, settleLimit: limit) { throw failure }
    }

    /// Asks for display-link callbacks until `client.needsFrames` turns false.
    ///
    /// - Parameter client: The client to call on each refresh.
    public func requestFrames(for client: FrameClient) {
        if !storage.frameClients.contains(where: { $0 === client }) { storage.frameClients.append(client) }
        if storage.framesRun > storage.framesRunAtLastInput { storage.restartedSinceInput = ObjectIdentifier(client) }
    }

    /// Why the refresh at `time` must not run, if it must not.
    private func limitExceeded(before time: Double, settleLimit limit: Double) -> SimulationError? {
        if time - storage.lastInputTime > limit {
            return .didNotSettle(afterSeconds: limit, lastEventTime: storage.lastInputTime, stillMoving: stillMoving())
        }
        let budget = motionBudget + motionBudgetPerInput * Double(storage.inputCount)
        if Double(storage.framesRun) >= budget * screen.refreshRate { return .movedTooLong(totalSeconds: budget) }
        return nil
    }

    /// Whether a client still needs frames.
    ///
    /// No client (every input of a drag without motion) is answered without retaining the array and its elements.
    private var hasActiveClients: Bool {
        guard !storage.frameClients.isEmpty else { return false }
        return storage.frameClients.contains { $0.needsFrames }
    }

    /// What the first client that still needs frames moves, and whether a callback restarted it
    /// since the last input.
    private func stillMoving() -> StillMoving? {
        guard let client = storage.frameClients.first(where: { $0.needsFrames }), var moving = client.stillMoving else {
            return nil
        }
        moving.restartedByCallback = storage.restartedSinceInput == ObjectIdentifier(client)
        return moving
    }

    /// Runs refresh after refresh while a client needs frames, up to `end`.
    ///
    /// Runs refresh after refresh from `nextFrameIndex`, each one that falls before `end` (every one
    /// when nil), while a client needs frames; returns the limit's error when a limit forbids the
    /// next one (then it does not run). Call only when a client needs frames (`hasActiveClients`);
    /// afterwards `frameClients` holds exactly the clients that still do. A sole client (the
    /// usual case) is held once for all its frames rather than once per frame.
    private func runFrames(until end: Double?, settleLimit: Double) -> SimulationError? {
        while !storage.frameClients.isEmpty {
            var time = screen.frameTime(storage.nextFrameIndex)
            if let end, time >= end { return nil }
            if let failure = limitExceeded(before: time, settleLimit: settleLimit) { return failure }
            guard storage.frameClients.count == 1 else {
                runFrame(at: time)
                storage.nextFrameIndex += 1
                continue
            }
            let client = storage.frameClients[0]
            while runFrame(at: time, soleClient: client) {
                storage.nextFrameIndex += 1
                time = screen.frameTime(storage.nextFrameIndex)
                if let end, time >= end { return nil }
                if let failure = limitExceeded(before: time, settleLimit: settleLimit) { return failure }
            }
            storage.nextFrameIndex += 1
        }
        return nil
    }

    /// Runs the refresh at `time` on `client`, the one client, which needs frames.
    ///
    /// Returns true when it is still the only client afterwards and still needs frames.
    private func runFrame(at time: Double, soleClient client: FrameClient) -> Bool {
        storage.framesRun += 1
        storage.now = max(storage.now, time)
        client.displayFrame(at: time)
        // The list only grows during a frame (`requestFrames`): still one entry, it is this client.
        if storage.frameClients.count == 1 {
            if client.needsFrames { return true }
            storage.frameClients = []
            return false
        }
        pruneFrameClients()
        return false
    }

    /// Runs the refresh at `time` on every client that needs frames.
    private func runFrame(at time: Double) {
        storage.framesRun += 1
        storage.now = max(storage.now, time)
        let clients = storage.frameClients
        for client in clients where client.needsFrames { client.displayFrame(at: time) }
        pruneFrameClients()
    }

    /// Drops the clients that no longer need frames.
    ///
    /// Only rewrites the list when one stopped (most frames change nothing); filtered into a new array, so no access to
    /// the list is open while `needsFrames` runs.
    private func pruneFrameClients() {
        let current = storage.frameClients
        if current.contains(where: { !$0.needsFrames }) { storage.frameClients = current.filter(\.needsFrames) }
    }

    private func firstFrameIndex(atOrAfter time: Double) -> Int {
        let estimate = ((time - screen.frameOrigin) * screen.refreshRate).rounded(.up)
        var index = Int(max(min(estimate, 1e15), -1e15))
        while screen.frameTime(index) < time { index += 1 }
        while screen.frameTime(index - 1) >= time { index -= 1 }
        return index
    }
}
