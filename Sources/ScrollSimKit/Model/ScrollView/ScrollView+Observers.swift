// Observers for SwiftUI-style attachments, called at the model's own moments.
//
// For ScrollSimSwiftUI's `onScrollPhaseChange` and `onScrollGeometryChange`: the model calls them at its own moments,
// so they see exactly what the log sees, with nothing added to the log.
//
// - A phase observer is called with the old and new `ScrollPhase` each time the model's phase
//   moves to one that maps to another `ScrollPhase` (the rules on `ScrollPhase`), before the
//   `scrollPhase` log line when that is on.
// - A geometry observer is called after each `didScroll` (any offset change), and after a change
//   of `contentSize`, `contentInset` or `frame`; it reads what it needs from the view. A property
//   set while the scene runs (`apply(_:)`) and the offset adjustment it causes are one change:
//   the observers run once, after both, so they never see a range and an offset that do not
//   belong together (a grown frame before its clamp).
extension ScrollView {
    /// The observers and their state, one stored property of the view.
    struct Observers {
        var scrollPhase: [(ScrollPhase, ScrollPhase) -> Void] = []
        var geometry: [() -> Void] = []
        /// Whether the arrays are non-empty: one load on the hot paths.
        ///
        /// The phase is written at every drag step, the offset at every frame, where reading an array costs a retain.
        var observesScrollPhases = false
        var observesGeometry = false
        /// While above 0, geometry changes wait for the end of the batch (`batchingGeometry`).
        var batchDepth = 0
        var changedInBatch = false
    }

    /// Registers `observer` for `ScrollPhase` changes.
    ///
    /// - Parameter observer: The closure called with the old and the new phase.
    public func addScrollPhaseObserver(_ observer: @escaping (_ old: ScrollPhase, _ new: ScrollPhase) -> Void) {
        storage.observers.scrollPhase.append(observer)
        storage.observers.observesScrollPhases = true
    }

    /// Registers `observer`, called after anything that can change the geometry.
    ///
    /// - Parameter observer: The closure to call.
    public func addGeometryObserver(_ observer: @escaping () -> Void) {
        storage.observers.geometry.append(observer)
        storage.observers.observesGeometry = true
    }

    /// Calls every geometry observer (at the end of the batch, inside `batchingGeometry`).
    func notifyGeometryObservers() {
        guard storage.observers.batchDepth == 0 else {
            storage.observers.changedInBatch = true
            return
        }
        for observer in storage.observers.geometry { observer() }
    }

    /// Runs `body`, then calls the geometry observers once if anything in it changed the geometry.
    func batchingGeometry(_ body: () -> Void) {
        storage.observers.batchDepth += 1
        body()
        storage.observers.batchDepth -= 1
        if storage.observers.batchDepth == 0, storage.observers.changedInBatch {
            storage.observers.changedInBatch = false
            notifyGeometryObservers()
        }
    }

    /// Calls every phase observer with `old` and `new`.
    func notifyScrollPhaseObservers(_ old: ScrollPhase, _ new: ScrollPhase) {
        for observer in storage.observers.scrollPhase { observer(old, new) }
    }
}
