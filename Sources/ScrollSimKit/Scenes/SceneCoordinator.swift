/// A built-in controller that drives a small view tree the way app code drives UIKit views.
///
/// It adds recognizers, is a scroll view's delegate, moves frames and starts animations.
///
/// The trace layer asks it what to say about its views in the log header and final lines. Keep a
/// reference to a coordinator for as long as its simulation runs: like a UIKit target–action
/// target, its recognizers' actions do not retain it.
public protocol SceneCoordinator: AnyObject {
    /// Recognizers the coordinator added, so a scene can name them in `simultaneous` pairs.
    var recognizers: [PanGestureRecognizer] { get }
    /// Extra header facts about `view` (empty for views the coordinator does not own).
    ///
    /// - Parameter view: The view whose header is written.
    /// - Returns: The log fields.
    func headerFields(for view: View) -> [LogField]
    /// Extra final-line facts about `view` (a sheet's position name and frame origin).
    ///
    /// - Parameter view: The view whose final line is written.
    /// - Returns: The log fields.
    func finalFields(for view: View) -> [LogField]
}
