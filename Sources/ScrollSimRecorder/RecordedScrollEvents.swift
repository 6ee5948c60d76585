import ScrollSimJSON
import ScrollSimTrace

/// A SwiftUI scroll view's phase change as a device reported it (`onScrollPhaseChange`).
///
/// Recorded beside the touches so the unverified phase rules (`ScrollPhase` in ScrollSimKit) can be checked against a
/// device: the trace's `recorded.scrollPhases`.
public struct RecordedScrollPhaseChange: Equatable, Sendable {
    /// When the change was reported: seconds on the touches' uptime clock (`CACurrentMediaTime()`).
    public var timestamp: Double
    /// The phase before.
    public var old: ScrollPhase
    /// The phase after.
    public var new: ScrollPhase
    /// The scroll geometry's `contentOffset` at the change (`ScrollPhaseChangeContext.geometry`), when captured.
    ///
    /// With the frames, where a `.paging` view recorded unwrapped came to rest.
    public var offset: Point?
    /// The scroll geometry's `containerSize` at the change, when captured.
    ///
    /// Shows whether it excludes the safe area, and so what size `.paging`'s pages have.
    public var containerSize: Size?
    /// `ScrollPhaseChangeContext.velocity` as the device gave it, when SwiftUI gave one.
    ///
    /// Its unit is unknown; compare it with the pan's release velocity.
    public var velocity: Point?

    /// Creates a change; the context's values are optional.
    ///
    /// - Parameters:
    ///   - timestamp: When the change was reported, in seconds on the touches' uptime clock.
    ///   - old: The phase before.
    ///   - new: The phase after.
    ///   - offset: The scroll geometry's `contentOffset` at the change, in points, or nil.
    ///   - containerSize: The scroll geometry's `containerSize` at the change, in points, or nil.
    ///   - velocity: The context's velocity as the device gave it (unit unknown), or nil.
    public init(
        timestamp: Double, old: ScrollPhase, new: ScrollPhase, offset: Point? = nil, containerSize: Size? = nil,
        velocity: Point? = nil
    ) {
        self.timestamp = timestamp
        self.old = old
        self.new = new
        self.offset = offset
        self.containerSize = containerSize
        self.velocity = velocity
    }

    /// Every number the trace would hold: coordinates within ±limit, sizes 0…limit.
    func isValid(limit: Double) -> Bool {
        let coordinates =
            [timestamp] + (offset.map { [$0.x, $0.y] } ?? []) + (velocity.map { [$0.x, $0.y] } ?? [])
        let sizes = containerSize.map { [$0.width, $0.height] } ?? []
        return coordinates.allSatisfy { $0.magnitude <= limit } && sizes.allSatisfy { $0 >= 0 && $0 <= limit }
    }
}

/// One `updateTarget(_:context:)` call of a SwiftUI scroll target behaviour on a device.
///
/// Recorded beside the touches so the unverified rules (when `updateTarget` is called, the unit of `context.velocity`)
/// can be checked: the trace's `recorded.targetUpdates`.
public struct RecordedTargetUpdate: Equatable, Sendable {
    /// When the call was made: seconds on the touches' uptime clock.
    public var timestamp: Double
    /// The target's origin as proposed (before the behaviour).
    public var proposed: Point
    /// The target's origin as the behaviour left it.
    public var target: Point
    /// `context.velocity` as the device gave it, in its own unknown unit.
    ///
    /// What the recording is for: compare it with the pan's release velocity in pt/s and pt/ms.
    public var velocity: Point
    /// `context.originalTarget.rect.origin`: the target before any behaviour, when captured.
    ///
    /// Shows in which space SwiftUI's rects are: the content's or the offset's.
    public var originalTarget: Point?
    /// `context.containerSize`, when captured (whether it excludes the safe area).
    public var containerSize: Size?
    /// `context.contentSize`, when captured.
    public var contentSize: Size?

    /// Creates a call record; the context's other values are optional.
    ///
    /// - Parameters:
    ///   - timestamp: When the call was made, in seconds on the touches' uptime clock.
    ///   - proposed: The target's origin as proposed, in points.
    ///   - target: The target's origin as the behaviour left it, in points.
    ///   - velocity: The context's velocity as the device gave it (unit unknown).
    ///   - originalTarget: The origin of the context's original target, in points, or nil.
    ///   - containerSize: The context's `containerSize`, in points, or nil.
    ///   - contentSize: The context's `contentSize`, in points, or nil.
    public init(
        timestamp: Double, proposed: Point, target: Point, velocity: Point, originalTarget: Point? = nil,
        containerSize: Size? = nil, contentSize: Size? = nil
    ) {
        self.timestamp = timestamp
        self.proposed = proposed
        self.target = target
        self.velocity = velocity
        self.originalTarget = originalTarget
        self.containerSize = containerSize
        self.contentSize = contentSize
    }

    /// Every number the trace would hold: coordinates within ±limit, sizes 0…limit.
    func isValid(limit: Double) -> Bool {
        let coordinates =
            [timestamp, proposed.x, proposed.y, target.x, target.y, velocity.x, velocity.y]
            + (originalTarget.map { [$0.x, $0.y] } ?? [])
        let sizes = [containerSize, contentSize].compactMap { $0 }.flatMap { [$0.width, $0.height] }
        return coordinates.allSatisfy { $0.magnitude <= limit } && sizes.allSatisfy { $0 >= 0 && $0 <= limit }
    }
}

extension GestureRecording {
    /// Records a phase change reported by the SwiftUI host.
    ///
    /// Dropped like an odd frame (see ``recordFrame(_:)``): before the first touch, earlier than the previous change, a
    /// number beyond the trace limits, or no change at all. O(1) amortised.
    ///
    /// - Parameter change: The phase change.
    public mutating func recordScrollPhaseChange(_ change: RecordedScrollPhaseChange) {
        guard hasBegun, change.old != change.new, change.isValid(limit: Self.frameNumberLimit) else { return }
        if let last = scrollPhaseChanges.last, change.timestamp < last.timestamp { return }
        guard scrollPhaseChanges.count < Self.maximumFrames else { return }
        scrollPhaseChanges.append(change)
    }

    /// Records an `updateTarget` call of the SwiftUI host's behaviour.
    ///
    /// Dropped before the first touch, earlier than the previous call, or with a number trace format 1 would reject (a
    /// negative size among them). O(1) amortised.
    ///
    /// - Parameter update: The `updateTarget` call.
    public mutating func recordTargetUpdate(_ update: RecordedTargetUpdate) {
        guard hasBegun, update.isValid(limit: Self.frameNumberLimit) else { return }
        if let last = targetUpdates.last, update.timestamp < last.timestamp { return }
        guard targetUpdates.count < Self.maximumFrames else { return }
        targetUpdates.append(update)
    }
}

extension GestureRecording {
    /// `recorded`'s `scrollPhases` and `targetUpdates`, each only when recorded; times re-based to `start`.
    ///
    /// `scrollPhases` as `{"t", "old", "new"}` and, when captured, `offset`, `containerSize`, `velocity`;
    /// `targetUpdates` as `{"t", "proposed", "target", "velocity"}` and, when captured, `originalTarget`,
    /// `containerSize`, `contentSize`.
    func scrollEventMembers(start: Double) -> [(key: String, value: JSONValue)] {
        func point(_ p: Point) -> JSONValue { .object(JSONObject([("x", .number(p.x)), ("y", .number(p.y))])) }
        func time(_ timestamp: Double) -> JSONValue { .number(GestureGrid.time(timestamp - start)) }
        var members: [(key: String, value: JSONValue)] = []
        func size(_ s: Size) -> JSONValue {
            .object(JSONObject([("width", .number(s.width)), ("height", .number(s.height))]))
        }
        if !scrollPhaseChanges.isEmpty {
            let changes = scrollPhaseChanges.map { change -> JSONValue in
                var members: [(key: String, value: JSONValue)] = [
                    ("t", time(change.timestamp)), ("old", .string(change.old.rawValue)),
                    ("new", .string(change.new.rawValue)),
                ]
                if let offset = change.offset { members.append(("offset", point(offset))) }
                if let container = change.containerSize { members.append(("containerSize", size(container))) }
                if let velocity = change.velocity { members.append(("velocity", point(velocity))) }
                return .object(JSONObject(members))
            }
            members.append(("scrollPhases", .array(changes)))
        }
        if !targetUpdates.isEmpty {
            let updates = targetUpdates.map { update -> JSONValue in
                var members: [(key: String, value: JSONValue)] = [
                    ("t", time(update.timestamp)), ("proposed", point(update.proposed)),
                    ("target", point(update.target)), ("velocity", point(update.velocity)),
                ]
                if let original = update.originalTarget { members.append(("originalTarget", point(original))) }
                if let container = update.containerSize { members.append(("containerSize", size(container))) }
                if let content = update.contentSize { members.append(("contentSize", size(content))) }
                return .object(JSONObject(members))
            }
            members.append(("targetUpdates", .array(updates)))
        }
        return members
    }
}
