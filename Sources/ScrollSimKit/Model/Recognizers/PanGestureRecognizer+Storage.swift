extension PanGestureRecognizer {
    /// The mutable state of a pan recognizer, in one value: what `panStorage` holds.
    ///
    /// One stored property without a runtime exclusivity check instead of one per value (the reason is on
    /// `panStorage`).
    struct Storage {
        /// The view the recognizer is attached to.
        ///
        /// Unowned rather than weak, and cleared by the view's `deinit` (see `View.Storage.superview`).
        unowned(safe) var view: View?
        /// The recognizer's state (`PanGestureRecognizer.State`).
        var state = State.possible
        /// The fingers down on the recognizer and where (window coordinates, points).
        var fingers = FingerTable()
        /// The centroid of `fingers` (window coordinates, points).
        var centroid: Point = .zero
        /// The centroid's accumulated movement since the touch-down (points).
        var travel: Point = .zero
        /// What `setTranslation` added to `travel` (points).
        var translationAdjustment: Point = .zero
        /// The horizontal velocity estimate (pt/s) over `travel.x`.
        var estimatorX = PanVelocityEstimator(position: 0, time: 0)
        /// The vertical velocity estimate (pt/s) over `travel.y`.
        var estimatorY = PanVelocityEstimator(position: 0, time: 0)
        /// The velocity estimator's newest-sample weight, read at each touch-down.
        ///
        /// `PanVelocityEstimator.currentSampleWeight`; a scroll view sets its model options' `panVelocityCurrentWeight`.
        var velocityCurrentWeight = PanVelocityEstimator.currentSampleWeight
        /// The recognizers that must fail before this one may begin or recognize (see `requireToFail`).
        var failureRequirements: [UnownedRecognizer] = []
        /// The recognizers that wait for this one to fail (see `requireToFail`).
        var failureDependents: [UnownedRecognizer] = []
    }
}
