/// How a scroll's resting point is chosen among `SnapPoints` when a drag ends.
///
/// `byVelocity` means one thing wherever it is written (`snapPoints`' `rule`, `flowLayout`'s `snap`):
/// at zero release velocity the point the drag started from, the behaviour of a snapper users
/// reported (its `flowLayout` card returns to the card it started on). The other reading, the point
/// nearest the release offset at zero velocity (a slow drag past the midpoint lands on the next
/// point; UIKit's own paging decides so, [UIScrollView-Decompile]), is the named rule
/// `byVelocityOrNearest`, so one word has one meaning.
public enum SnapRule: String, CaseIterable, Equatable, Sendable {
    /// The point nearest UIKit's projected target, within `maxSteps` of the drag's start point.
    ///
    /// The projected target is the `targetContentOffset` the delegate receives; the result is at most `maxSteps` points
    /// from the one nearest the offset at the drag's start.
    case nearest
    /// One step in the release velocity's direction from the point nearest the drag's start offset.
    ///
    /// Up to `maxSteps` when the projection reaches further; that start point again at zero velocity.
    case byVelocity
    /// As `byVelocity` while the release moves; at zero velocity the point nearest the release offset.
    ///
    /// At zero velocity it takes the point nearest the release offset instead of the start point.
    case byVelocityOrNearest

    /// The limit on steps when a trace gives none: unlimited for `nearest`, 1 for the `byVelocity`
    /// rules.
    public var defaultMaxSteps: Int? { self == .nearest ? nil : 1 }
}

/// One decision: the index chosen among the points and its offset, with the start index.
public struct SnapDecision: Equatable, Sendable {
    /// The index of the point nearest the offset at the drag's start.
    public var startIndex: Double
    /// The chosen index.
    public var index: Double
    /// The chosen point's offset (points).
    public var offset: Double
}

extension SnapPoints {
    /// The resting point `rule` chooses for a drag that started at `start` and was released with `velocity`.
    ///
    /// The resting point `rule` chooses for a drag that started at `start`, released with
    /// `velocity` (any unit: only its sign is read) and projected by UIKit to `proposed`
    /// (points along the axis). `maxSteps` limits the distance from the start point in steps
    /// (nil: the rule's default; the `byVelocity` rules always move at least one step when
    /// `velocity` ≠ 0).
    ///
    /// - Parameters:
    ///   - rule: The snapping rule.
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - maxSteps: The most steps from the start point, or nil for the rule's default.
    /// - Returns: The chosen snap point and how it was chosen.
    public func decide(
        rule: SnapRule, start: Double, proposed: Double, velocity: Double, maxSteps: Int?
    ) -> SnapDecision {
        let startIndex = nearestIndex(to: start)
        let nearest = nearestIndex(to: proposed)
        let limit = (maxSteps ?? rule.defaultMaxSteps).map(Double.init)
        var index: Double
        switch rule {
        case .nearest:
            index = nearest
            if let limit { index = min(max(index, startIndex - limit), startIndex + limit) }
        case .byVelocity, .byVelocityOrNearest:
            if velocity == 0 {
                index = rule == .byVelocity ? startIndex : nearest
            } else {
                let direction: Double = velocity > 0 ? 1 : -1
                var steps = max((nearest - startIndex) * direction, 1)
                if let limit { steps = min(steps, max(limit, 1)) }
                index = startIndex + direction * steps
            }
        }
        index = clamped(index)
        return SnapDecision(startIndex: startIndex, index: index, offset: offset(at: index))
    }
}
