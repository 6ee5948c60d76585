// Delegates in a scene.
//
// `ScrollView.delegate` is weak, as in UIKit, so the scene keeps every delegate it installs — the trace's built-in
// behaviours and those attached from Swift — alive for as long as the scene exists.
extension TraceScene {
    /// Makes `delegate` the delegate of `scrollView` and keeps a strong reference to it.
    ///
    /// It replaces a built-in behaviour, if the trace declared one.
    ///
    /// - Parameters:
    ///   - delegate: The delegate to attach; the scene keeps it alive.
    ///   - scrollView: The scene's scroll view that gets the delegate.
    public func attach(_ delegate: ScrollViewDelegate, to scrollView: ScrollView) {
        retainedDelegates.append(delegate)
        scrollView.delegate = delegate
    }

    /// The scroll view with log id `id`, if the scene has one.
    ///
    /// - Parameter id: The scroll view's log id.
    /// - Returns: The scroll view, or nil when the scene has none of that id.
    public func scrollView(id: String) -> ScrollView? {
        scrollViews.first { $0.id == id }
    }

    /// Installs the behaviour `spec` declares on `scrollView`; returns it for the scene to retain.
    static func installBehavior(_ spec: BehaviorSpec?, on scrollView: ScrollView) -> [ScrollViewDelegate] {
        guard let behavior = spec?.makeBehavior() else { return [] }
        scrollView.delegate = behavior
        return [behavior]
    }
}
