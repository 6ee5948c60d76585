/// A built-in behaviour: an ordinary `ScrollViewDelegate` that also logs its parameters and its decisions.
///
/// A built-in behaviour: an ordinary `ScrollViewDelegate` (written exactly as an app would write
/// its UIKit delegate) that also lists its parameters for the log header, and reports its own
/// decisions into the log as `.behavior` events. Its name in traces and logs belongs to its
/// plug-in descriptor (`ScrollSimTrace`'s `PluginRegistry`).
///
/// A behaviour is a delegate like any other: assign it to `ScrollView.delegate` and keep a strong
/// reference to it, since the delegate property is weak as in UIKit (`TraceScene` keeps the
/// behaviours it creates alive).
public protocol ScrollBehavior: ScrollViewDelegate {
    /// The parameters in a fixed order, for the log header.
    var parameters: [LogField] { get }
}

extension ScrollBehavior {
    /// Records a decision of this behaviour as a `.behavior(name:fields:)` event of `scrollView`.
    ///
    /// Records a decision of this behaviour as a `.behavior(name:fields:)` event of `scrollView`
    /// (with its current offset and flags). Does nothing outside a simulation.
    func report(_ event: String, _ fields: [LogField], for scrollView: ScrollView) {
        scrollView.simulation?.record(.behavior(name: event, fields: fields), for: scrollView)
    }
}
