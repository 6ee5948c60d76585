/// Observers for SwiftUI-style attachments (ScrollSimSwiftUI's `onScrollPhaseChange` and
/// `onScrollGeometryChange`): the model calls them at its own moments, so they see exactly what
/// the log sees, with nothing added to the log.
///
/// - A phase observer is called with the old and new `ScrollPhase` each time the model's phase
///   moves to one that maps to another `ScrollPhase` (the rules on `ScrollPhase`), before the
///   `scrollPhase` log line when that is on.
/// - A geometry observer is called after each `didScroll` (any offset change), and after a change
///   of `contentSize`, `contentInset` or `frame`; it reads what it needs from the view.
extension ScrollView {
    /// Registers `observer` for `ScrollPhase` changes.
    public func addScrollPhaseObserver(_ observer: @escaping (_ old: ScrollPhase, _ new: ScrollPhase) -> Void) {
        scrollPhaseObservers.append(observer)
        observesScrollPhases = true
    }

    /// Registers `observer`, called after anything that can change the geometry.
    public func addGeometryObserver(_ observer: @escaping () -> Void) {
        geometryObservers.append(observer)
        observesGeometry = true
    }

    /// Calls every geometry observer.
    func notifyGeometryObservers() {
        for observer in geometryObservers { observer() }
    }

    /// Calls every phase observer with `old` and `new`.
    func notifyScrollPhaseObservers(_ old: ScrollPhase, _ new: ScrollPhase) {
        for observer in scrollPhaseObservers { observer(old, new) }
    }
}
