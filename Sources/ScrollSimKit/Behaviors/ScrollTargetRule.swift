/// SwiftUI's built-in scroll target rules (`.paging`, `.viewAligned`) on plain numbers along one axis.
///
/// SwiftUI's built-in scroll target rules (`.paging`, `.viewAligned`) on plain numbers along one
/// axis, shared by `ScrollSimSwiftUI`'s behaviour types and the trace key `scrollTargetBehavior`.
/// The decisions go through `SnapPoints.decide`; every rule is a **choice**, unverified for
/// SwiftUI (Apple documents the names, not the numbers): see each function.
public enum ScrollTargetRule {
    /// `.paging` along one axis: pages are the multiples of `page` (the container's length).
    ///
    /// One page in the velocity's direction from the page nearest `start`, the page nearest `proposed` at zero velocity
    /// (UIKit's paging rule); clamped to `0…contentLength − page`.
    ///
    /// - Parameters:
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - page: The page's length (the container's), in points.
    ///   - contentLength: The content's length along the axis, in points.
    /// - Returns: The resting offset, in points.
    public static func pagedOffset(
        start: Double, proposed: Double, velocity: Double, page: Double, contentLength: Double
    ) -> Double {
        guard page > 0 else { return proposed }
        let decision = SnapPoints.grid(every: page, origin: 0).decide(
            rule: .byVelocityOrNearest, start: start, proposed: proposed, velocity: velocity, maxSteps: 1)
        return min(max(decision.offset, 0), max(contentLength - page, 0))
    }

    /// `.viewAligned` along one axis: the resting offset among the views' leading `edges`.
    ///
    /// `.viewAligned` along one axis: the views' leading `edges` (clamped to
    /// `0…contentLength − container`); without a `limit` the edge nearest `proposed`; with one, at
    /// least one and at most `limit` edges in the velocity's direction from the edge nearest
    /// `start` (the edge nearest `proposed` at zero velocity). `proposed` when there are no edges.
    /// O(n) in the edges when they are in order (O(n log n) otherwise).
    ///
    /// - Parameters:
    ///   - edges: The views' leading edges along the axis, in points.
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - container: The container's length along the axis, in points.
    ///   - contentLength: The content's length along the axis, in points.
    ///   - limit: The most views one release may pass, or nil for no limit.
    /// - Returns: The resting offset, in points.
    public static func alignedOffset(
        edges: [Double], start: Double, proposed: Double, velocity: Double, container: Double,
        contentLength: Double, limit: Int?
    ) -> Double {
        let end = max(contentLength - container, 0)
        guard !edges.isEmpty else { return proposed }
        return alignedOffset(
            points: SnapPoints.sorted(edges.map { min(max($0, 0), end) }), start: start, proposed: proposed,
            velocity: velocity, limit: limit)
    }

    /// `.viewAligned` among `points`, the views' leading edges already clamped.
    ///
    /// `.viewAligned` among `points`, the views' leading edges already clamped to
    /// `0…contentLength − container` (see `alignedOffset(edges:…)`, which comes here).
    /// O(log n) in the points for a list or `EvenOffsets`.
    ///
    /// - Parameters:
    ///   - points: The views' leading edges, clamped to the scrollable range.
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - limit: The most views one release may pass, or nil for no limit.
    /// - Returns: The resting offset, in points.
    public static func alignedOffset(
        points: SnapPoints, start: Double, proposed: Double, velocity: Double, limit: Int?
    ) -> Double {
        if let limit {
            return points.decide(
                rule: .byVelocityOrNearest, start: start, proposed: proposed, velocity: velocity, maxSteps: limit
            ).offset
        }
        return points.decide(rule: .nearest, start: start, proposed: proposed, velocity: 0, maxSteps: nil).offset
    }

    /// The limit of `limitBehavior` along an axis whose size class is compact or not.
    ///
    /// The limit of `limitBehavior` along an axis whose size class is compact or not: `alwaysByOne`
    /// 1; `alwaysByFew` and `always` the views that fit in `container` (its length over the
    /// smallest positive gap between `edges`, at least 1); `automatic` as `always` when compact
    /// (Apple's rule), else none; `never` none. O(n) in the edges when they are in order.
    ///
    /// - Parameters:
    ///   - limitBehavior: The scroll target's limit behaviour.
    ///   - compact: Whether the axis's size class is compact.
    ///   - edges: The views' leading edges along the axis, in points.
    ///   - container: The container's length along the axis, in points.
    /// - Returns: The most views one release may pass, or nil for no limit.
    public static func limit(
        _ limitBehavior: ScrollTargetLimit, compact: Bool, edges: [Double], container: Double
    ) -> Int? {
        limit(limitBehavior, compact: compact, container: container) { smallestGap(edges) }
    }

    /// `limit(_:compact:edges:container:)` given the smallest positive gap between the edges.
    ///
    /// `limit(_:compact:edges:container:)` given the smallest positive gap between the edges
    /// (nil when there is none), asked only when the limit depends on it. O(1) beyond `gap`.
    ///
    /// - Parameters:
    ///   - limitBehavior: The scroll target's limit behaviour.
    ///   - compact: Whether the axis's size class is compact.
    ///   - container: The container's length along the axis, in points.
    ///   - gap: A closure giving the smallest positive gap between the edges, in points, or nil when there is none.
    /// - Returns: The most views one release may pass, or nil for no limit.
    public static func limit(
        _ limitBehavior: ScrollTargetLimit, compact: Bool, container: Double, smallestGap gap: () -> Double?
    ) -> Int? {
        switch limitBehavior {
        case .never: return nil
        case .alwaysByOne: return 1
        case .always, .alwaysByFew: return fewViews(pitch: gap(), container: container)
        case .automatic: return compact ? fewViews(pitch: gap(), container: container) : nil
        }
    }

    static func fewViews(edges: [Double], container: Double) -> Int {
        fewViews(pitch: smallestGap(edges), container: container)
    }

    /// The views that fit in `container` at `pitch` apart: at least 1 (1 without a pitch).
    static func fewViews(pitch: Double?, container: Double) -> Int {
        guard let pitch else { return 1 }
        return max(1, Int(min((container / pitch).rounded(.down), 1e6)))
    }

    /// The smallest positive gap between successive `edges` in order, nil when none.
    static func smallestGap(_ edges: [Double]) -> Double? {
        let inOrder = zip(edges, edges.dropFirst()).allSatisfy { $0 <= $1 }
        let sorted = inOrder ? edges : edges.sorted()
        var smallest: Double?
        for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > 0 { smallest = min(smallest ?? b - a, b - a) }
        return smallest
    }
}

/// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior` cases by name.
public enum ScrollTargetLimit: String, CaseIterable, Equatable, Sendable {
    /// Limited in a compact size class along the axis, else unlimited.
    case automatic
    /// Always limited (to a few views).
    case always
    /// Never limited.
    case never
    /// One view per interaction.
    case alwaysByOne
    /// A few views per interaction.
    case alwaysByFew
}
