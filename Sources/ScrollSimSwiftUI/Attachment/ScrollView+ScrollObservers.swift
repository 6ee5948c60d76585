import Foundation

// SwiftUI's `onScrollPhaseChange(_:)` and `onScrollGeometryChange(for:of:action:)` on a simulated scroll view.
//
// iOS 18, [Apple-onScrollPhaseChange], [Apple-onScrollGeometryChange]: the actions run at the model's own moments as
// the same gestures drive it, with nothing added to the log (see `ScrollView+Observers` in ScrollSimKit).
//
// SwiftUI attaches them to a view of the hierarchy and reports the first scroll view in it; here
// they attach to the scroll view itself. The phases follow `ScrollPhase`'s rules (each with its
// source, in ScrollSimKit); the geometry is read as `ScrollGeometry` says.
extension ScrollView {
    /// Runs `action(oldPhase, newPhase)` at each `ScrollPhase` change.
    ///
    /// - Parameter action: Runs with the old and the new phase.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> ScrollView {
        addScrollPhaseObserver(action)
        return self
    }

    /// Runs `action(oldPhase, newPhase, context)` at each `ScrollPhase` change.
    ///
    /// The context holds the geometry and the velocity at the change (see `ScrollPhaseChangeContext`).
    ///
    /// - Parameter action: Runs with the old phase, the new phase and the change's context.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> ScrollView {
        addScrollPhaseObserver { [unowned self] old, new in
            action(old, new, ScrollPhaseChangeContext(geometry: scrollGeometry, velocity: gestureVelocity(old, new)))
        }
        return self
    }

    /// Runs `action(oldValue, newValue)` each time `transform` of the geometry gives another value.
    ///
    /// Values are compared with `==`; the first value is read when the observer is attached.
    ///
    /// - Parameters:
    ///   - type: The type of the observed value.
    ///   - transform: Computes the observed value from the scroll geometry.
    ///   - action: Runs with the old and the new value.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> ScrollView {
        var value = transform(scrollGeometry)
        addGeometryObserver { [unowned self] in
            let new = transform(scrollGeometry)
            guard new != value else { return }
            let old = value
            value = new
            action(old, new)
        }
        return self
    }

    /// The view's geometry now, as `ScrollGeometry`.
    public var scrollGeometry: ScrollGeometry {
        let inset = adjustedContentInset
        return ScrollGeometry(
            contentOffset: CGPoint(x: contentOffset.x, y: contentOffset.y),
            contentSize: CGSize(width: contentSize.width, height: contentSize.height),
            contentInsets: EdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            containerSize: CGSize(width: frame.size.width, height: frame.size.height))
    }

    /// The pan's velocity (pt/s, content direction) for a change into or out of `interacting`.
    private func gestureVelocity(_ old: ScrollPhase, _ new: ScrollPhase) -> CGVector? {
        guard old == .interacting || new == .interacting else { return nil }
        let finger = panGestureRecognizer.velocity(in: nil)
        return CGVector(dx: -finger.x, dy: -finger.y)
    }
}

extension UIScrollView {
    /// `onScrollPhaseChange(_:)` on the model behind this view.
    ///
    /// - Parameter action: Runs with the old and the new phase.
    /// - Returns: This view, for chaining.
    @MainActor @discardableResult
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> Self {
        scrollsimScrollView.onScrollPhaseChange(action)
        return self
    }

    /// `onScrollPhaseChange(_:)` with the context, on the model behind this view.
    ///
    /// - Parameter action: Runs with the old phase, the new phase and the change's context.
    /// - Returns: This view, for chaining.
    @MainActor @discardableResult
    public func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> Self {
        scrollsimScrollView.onScrollPhaseChange(action)
        return self
    }

    /// `onScrollGeometryChange(for:of:action:)` on the model behind this view.
    ///
    /// - Parameters:
    ///   - type: The type of the observed value.
    ///   - transform: Computes the observed value from the scroll geometry.
    ///   - action: Runs with the old and the new value.
    /// - Returns: This view, for chaining.
    @MainActor @discardableResult
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> Self {
        scrollsimScrollView.onScrollGeometryChange(for: type, of: transform, action: action)
        return self
    }
}
