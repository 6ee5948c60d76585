import ScrollSimJSON
import ScrollSimTrace

/// A SwiftUI scroll view's phase change as a device reported it (`onScrollPhaseChange`), recorded
/// beside the touches so the unverified phase rules (`ScrollPhase` in ScrollSimKit) can be checked
/// against a device: the trace's `recorded.scrollPhases`.
public struct RecordedScrollPhaseChange: Equatable, Sendable {
    /// When the change was reported: seconds on the touches' uptime clock (`CACurrentMediaTime()`).
    public var timestamp: Double
    /// The phase before.
    public var old: ScrollPhase
    /// The phase after.
    public var new: ScrollPhase

    /// Creates a change.
    public init(timestamp: Double, old: ScrollPhase, new: ScrollPhase) {
        self.timestamp = timestamp
        self.old = old
        self.new = new
    }
}

/// One `updateTarget(_:context:)` call of a SwiftUI scroll target behaviour on a device, recorded
/// beside the touches so the unverified rules (when `updateTarget` is called, the unit of
/// `context.velocity`) can be checked: the trace's `recorded.targetUpdates`.
public struct RecordedTargetUpdate: Equatable, Sendable {
    /// When the call was made: seconds on the touches' uptime clock.
    public var timestamp: Double
    /// The target's origin as proposed (before the behaviour).
    public var proposed: Point
    /// The target's origin as the behaviour left it.
    public var target: Point
    /// `context.velocity` as the device gave it, in its own unknown unit (what the recording is
    /// for: compare it with the pan's release velocity in pt/s and pt/ms).
    public var velocity: Point

    /// Creates a call record.
    public init(timestamp: Double, proposed: Point, target: Point, velocity: Point) {
        self.timestamp = timestamp
        self.proposed = proposed
        self.target = target
        self.velocity = velocity
    }
}

extension GestureRecording {
    /// Records a phase change reported by the SwiftUI host. Dropped like an odd frame (see
    /// ``recordFrame(_:)``): before the first touch, earlier than the previous change, a time beyond
    /// the trace limits, or no change at all. O(1) amortised.
    public mutating func recordScrollPhaseChange(_ change: RecordedScrollPhaseChange) {
        guard hasBegun, change.old != change.new, change.timestamp.magnitude <= Self.frameNumberLimit else { return }
        if let last = scrollPhaseChanges.last, change.timestamp < last.timestamp { return }
        guard scrollPhaseChanges.count < Self.maximumFrames else { return }
        scrollPhaseChanges.append(change)
    }

    /// Records an `updateTarget` call of the SwiftUI host's behaviour. Dropped before the first
    /// touch, earlier than the previous call, or with a number trace format 1 would reject.
    /// O(1) amortised.
    public mutating func recordTargetUpdate(_ update: RecordedTargetUpdate) {
        let numbers = [
            update.timestamp, update.proposed.x, update.proposed.y, update.target.x, update.target.y,
            update.velocity.x, update.velocity.y,
        ]
        guard hasBegun, numbers.allSatisfy({ $0.magnitude <= Self.frameNumberLimit }) else { return }
        if let last = targetUpdates.last, update.timestamp < last.timestamp { return }
        guard targetUpdates.count < Self.maximumFrames else { return }
        targetUpdates.append(update)
    }
}

extension GestureRecording {
    /// `recorded`'s `scrollPhases` (`{"t", "old", "new"}`) and `targetUpdates` (`{"t", "proposed",
    /// "target", "velocity"}`), each only when recorded; times re-based to `start`.
    func scrollEventMembers(start: Double) -> [(key: String, value: JSONValue)] {
        func point(_ p: Point) -> JSONValue { .object(JSONObject([("x", .number(p.x)), ("y", .number(p.y))])) }
        func time(_ timestamp: Double) -> JSONValue { .number(GestureGrid.time(timestamp - start)) }
        var members: [(key: String, value: JSONValue)] = []
        if !scrollPhaseChanges.isEmpty {
            let changes = scrollPhaseChanges.map { change -> JSONValue in
                .object(
                    JSONObject([
                        ("t", time(change.timestamp)), ("old", .string(change.old.rawValue)),
                        ("new", .string(change.new.rawValue)),
                    ]))
            }
            members.append(("scrollPhases", .array(changes)))
        }
        if !targetUpdates.isEmpty {
            let updates = targetUpdates.map { update -> JSONValue in
                .object(
                    JSONObject([
                        ("t", time(update.timestamp)), ("proposed", point(update.proposed)),
                        ("target", point(update.target)), ("velocity", point(update.velocity)),
                    ]))
            }
            members.append(("targetUpdates", .array(updates)))
        }
        return members
    }
}
