/// [Seed-SnapDrag]: a sticky snap point, the Photos edit-slider detent.
///
/// All logic runs in `scrollViewDidScroll`, in three states, exactly as the seed wrote it:
///
/// - `willSnap` (initial): snap when the offset is within `minDistanceToSnap` of a snap point, the
///   pan speed `|panGestureRecognizer.velocity(in:)|` (pt/s) is at most `minVelocityToSnap`, and
///   either `snapDuringDecelerating` or the speed is above 0. Then remember
///   `startSnapLocation = pan.location(in: scrollView)` and go to `didSnap`.
/// - `didSnap`: on **every** `didScroll` call `setContentOffset(snapPoint, animated: false)` (which
///   re-enters `didScroll` synchronously when the offset changes); then if the finger travelled
///   more than `minDragDistanceToReleaseSnap` from `startSnapLocation` (in scroll-view
///   coordinates), reset `startSnapLocation` to zero and go to `willRelease`.
/// - `willRelease`: once the offset is more than `minDistanceToSnap` from the snap point, go back
///   to `willSnap` (the hysteresis that stops an immediate re-snap).
///
/// Distances are Euclidean (the seed's `hypotf`), so the velocity's sign does not matter. The
/// seed computes them in `Float`; scrollsim uses `Double` (`Point.length`, a correctly rounded
/// square root), which can differ only for a value within a `Float` ulp of a threshold.
///
/// Several snap points: in `willSnap` the point nearest to the offset is tested (the first in
/// the list on a tie); the point that snapped is the one pinned in `didSnap` and measured from
/// in `willRelease`.
///
/// Logged: `snapState` with `from`, `to` and the values that decided the change.
public final class SnapDragBehavior: ScrollBehavior {
    /// The seed's constants; the defaults are [Seed-SnapDrag]'s values.
    public struct Configuration: Equatable, Sendable {
        /// Content offsets to snap to (seed: one point, (367, 0)).
        ///
        /// Must not be empty.
        public var snapPoints: [Point]
        /// Snap when the offset is at most this far from the point (pt; seed 7).
        public var minDistanceToSnap: Double
        /// Snap only when the pan speed is at most this (pt/s; seed 25).
        public var minVelocityToSnap: Double
        /// Release once the finger travelled more than this since the snap (pt; seed 7).
        public var minDragDistanceToReleaseSnap: Double
        /// Also snap while decelerating, when the pan reads zero velocity (seed false).
        public var snapDuringDecelerating: Bool

        /// Creates a configuration; every argument defaults to [Seed-SnapDrag]'s value.
        ///
        /// - Parameters:
        ///   - snapPoints: The snap offsets, in points.
        ///   - minDistanceToSnap: The distance within which the view snaps, in points.
        ///   - minVelocityToSnap: The speed below which the view snaps, in points per second.
        ///   - minDragDistanceToReleaseSnap: The drag distance that releases a snap, in points.
        ///   - snapDuringDecelerating: Whether the view also snaps while decelerating.
        public init(
            snapPoints: [Point] = [Point(x: 367, y: 0)], minDistanceToSnap: Double = 7, minVelocityToSnap: Double = 25,
            minDragDistanceToReleaseSnap: Double = 7, snapDuringDecelerating: Bool = false
        ) {
            precondition(!snapPoints.isEmpty, "SnapDragBehavior needs at least one snap point")
            self.snapPoints = snapPoints
            self.minDistanceToSnap = minDistanceToSnap
            self.minVelocityToSnap = minVelocityToSnap
            self.minDragDistanceToReleaseSnap = minDragDistanceToReleaseSnap
            self.snapDuringDecelerating = snapDuringDecelerating
        }
    }

    /// The seed's `SnapState`.
    public enum SnapState: String, Sendable {
        /// Waiting to come close to a snap point, slowly.
        case willSnap
        /// Pinned to the snap point until the finger moves far enough.
        case didSnap
        /// Released; waiting to leave the snap point's neighbourhood.
        case willRelease
    }

    /// The parameters.
    public let configuration: Configuration
    /// The current state.
    public private(set) var snapState: SnapState = .willSnap
    /// The point that snapped last (the first point before any snap).
    public private(set) var activeSnapPoint: Point
    /// The pan location in the scroll view when the snap happened (zero after a release).
    public private(set) var startSnapLocation: Point = .zero

    /// Creates the behaviour.
    ///
    /// - Parameter configuration: The snap points and thresholds.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
        activeSnapPoint = configuration.snapPoints[0]
    }

    /// The configuration as log fields (one `snapPoint` field per point).
    public var parameters: [LogField] {
        configuration.snapPoints.map { LogField("snapPoint", .point($0)) } + [
            LogField("minDistanceToSnap", .number(configuration.minDistanceToSnap, .points)),
            LogField("minVelocityToSnap", .number(configuration.minVelocityToSnap, .speed)),
            LogField("minDragDistanceToReleaseSnap", .number(configuration.minDragDistanceToReleaseSnap, .points)),
            LogField("snapDuringDecelerating", .bool(configuration.snapDuringDecelerating)),
        ]
    }

    /// The seed's state machine (see the type's documentation).
    ///
    /// - Parameter scrollView: The scroll view whose offset changed.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let pan = scrollView.panGestureRecognizer!
        switch snapState {
        case .willSnap:
            let (point, distanceFromSnapPoint) = nearestSnapPoint(to: scrollView.contentOffset)
            let velocityDistance = pan.velocity(in: scrollView.superview).length
            if distanceFromSnapPoint <= configuration.minDistanceToSnap
                && velocityDistance <= configuration.minVelocityToSnap
                && (configuration.snapDuringDecelerating || velocityDistance > 0)
            {
                startSnapLocation = pan.location(in: scrollView)
                activeSnapPoint = point
                change(
                    to: .didSnap, scrollView,
                    [
                        LogField("snapPoint", .point(point)),
                        LogField("distance", .number(distanceFromSnapPoint, .points)),
                        LogField("velocity", .number(velocityDistance, .speed)),
                    ])
            }
        case .didSnap:
            scrollView.setContentOffset(activeSnapPoint, animated: false)
            let location = pan.location(in: scrollView)
            let dragDistance = (location - startSnapLocation).length
            if dragDistance > configuration.minDragDistanceToReleaseSnap {
                startSnapLocation = .zero
                change(to: .willRelease, scrollView, [LogField("dragDistance", .number(dragDistance, .points))])
            }
        case .willRelease:
            let distanceFromSnapPoint = (scrollView.contentOffset - activeSnapPoint).length
            if distanceFromSnapPoint > configuration.minDistanceToSnap {
                change(to: .willSnap, scrollView, [LogField("distance", .number(distanceFromSnapPoint, .points))])
            }
        }
    }

    /// The snap point nearest to `offset` and its distance; the first such point on a tie.
    func nearestSnapPoint(to offset: Point) -> (Point, Double) {
        var best = (configuration.snapPoints[0], (offset - configuration.snapPoints[0]).length)
        for point in configuration.snapPoints.dropFirst() {
            let distance = (offset - point).length
            if distance < best.1 { best = (point, distance) }
        }
        return best
    }

    /// Sets the state; logs `snapState` only when it actually changes.
    ///
    /// Re-entrancy: the nested `didScroll` from the pin may release first; the outer call then sets the same state
    /// again.
    private func change(to state: SnapState, _ scrollView: ScrollView, _ fields: [LogField]) {
        guard state != snapState else { return }
        let from = snapState
        snapState = state
        report(
            "snapState", [LogField("from", .string(from.rawValue)), LogField("to", .string(state.rawValue))] + fields,
            for: scrollView)
    }
}
