import ScrollSimJSON
import ScrollSimTrace

/// Generates one run: a short sequence of gestures, calls and `set` changes against an ``ExploreScene``.
///
/// Generates one run: a short sequence of gestures, programmatic calls and `set` changes against an ``ExploreScene``,
/// as trace events (the existing `drag`, `fling`, `tap`, `path`, `pinch` gestures and `call` events, so the replay's
/// one gesture expansion serves them).
///
/// The moves are weighted toward the interactions where scroll bugs live (see ``Move``): releases
/// near edges and page boundaries, touches that catch a deceleration or a bounce, and scene changes
/// in the middle of a gesture. Every number is rounded (times to 1 ms, points to 0.1 pt, speeds to
/// 1 pt/s) so a counterexample reads cleanly, and every draw comes from ``ExploreRandom``, so a seed
/// gives the same events on every machine.
package struct ExploreGenerator {
    /// The kinds of move a run is made of, with their relative weights.
    ///
    /// The kinds of move a run is made of, with their weights (relative; a choice, unverified: tuned so that each
    /// bug-prone interaction appears in a few percent of the moves).
    package enum Move: String, CaseIterable, Sendable {
        /// A drag of a human length and duration, sometimes held still before the lift.
        case drag
        /// A fling at a speed across the human range (``ExploreGenerator/flingSpeeds``).
        case fling
        /// A fling, then a touch (tap, drag or fling) that catches its deceleration or bounce.
        case catchDeceleration
        /// A non-animated `setContentOffset` near an edge or page boundary, then a drag or fling
        /// released near it.
        case releaseNearEdge
        /// A `path` that reverses: out and partly back, released moving (a user changing their mind).
        case reversal
        /// A tap.
        case tap
        /// A finger resting 0.3–1.5 s without moving.
        case hold
        /// Two fingers at once: overlapping drags, or a pinch on a view that zooms.
        case twoFingers
        /// A programmatic call.
        ///
        /// `setContentOffset` (animated or not), `scrollToTop`, the `contentOffset` setter, `setZoomScale`, `zoomTo`,
        /// `endRefreshing`.
        case programmatic
        /// A drag or fling with a `set` change while it runs or just after.
        case sceneChangeMidGesture

        /// Its weight among the moves.
        package var weight: Double {
            switch self {
            case .drag: return 16
            case .fling: return 16
            case .catchDeceleration: return 18
            case .releaseNearEdge: return 14
            case .reversal: return 5
            case .tap: return 5
            case .hold: return 4
            case .twoFingers: return 6
            case .programmatic: return 9
            case .sceneChangeMidGesture: return 12
            }
        }
    }

    /// The human range of fling speeds, pt/s: from 50 to 8 000.
    ///
    /// The human range of fling speeds, pt/s: from 50, below UIKit's 250 pt/s fling floor
    /// (`ScrollConstants.flingFloor`, [UIKitCore-RE] §4) so releases that do not fling are tried too, to 8 000, the
    /// fastest fling Android's framework accepts (`MAXIMUM_FLING_VELOCITY`, 8 000 dp/s, AOSP
    /// `android.view.ViewConfiguration`), taken as the top of what a thumb does. Drawn log-uniformly above the floor;
    /// 15 % of the draws fall below it. The split and the top are choices, unverified against a published distribution
    /// of iPhone flings.
    package static let flingSpeeds = (belowFloor: 50.0, floor: 250.0, top: 8000.0, shareBelowFloor: 0.15)

    /// The fingers a run uses (UIKit tracks up to 20; four are enough for two-finger overlaps).
    static let fingerCount = 4

    let scene: ExploreScene
    var random: ExploreRandom
    /// Events generated so far, with their time and generation order (sorted at the end).
    var events: [(time: Double, order: Int, value: JSONValue)] = []
    /// The time the next move starts at.
    var clock = 0.0
    /// When each finger is free again (its last gesture's lift).
    var fingerFreeAt = [Double](repeating: 0, count: fingerCount)

    /// A generator for one run.
    package init(scene: ExploreScene, random: ExploreRandom) {
        self.scene = scene
        self.random = random
        // After the scene's own events, when they are kept (``ExploreScene/movesStart``).
        clock = scene.movesStart
        fingerFreeAt = [Double](repeating: scene.movesStart, count: Self.fingerCount)
    }

    /// The events of a run of `moves` moves, in time order (ties in generation order).
    ///
    /// Every number is inside the format's limits (``withinLimits(_:)``).
    package mutating func run(moves: Int) -> [JSONValue] {
        for _ in 0..<moves {
            let move = random.weighted(Move.allCases.map { ($0, $0.weight) })
            perform(move)
            advanceClock()
        }
        return events.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map { Self.withinLimits($0.value) }
    }

    /// The largest magnitude the generator writes for a coordinate, size, speed, scale or time.
    ///
    /// The largest magnitude the trace format accepts for a coordinate, size, speed, scale or time
    /// (`Trace.coordinateLimit`, 10⁷), less a margin for what the replay adds to a value (a gesture's end after its
    /// start, a touch after its start point): the generated values of a scene 10⁷ pt tall (an offset 10 % past its
    /// range, a content size grown by 60 %) stay readable.
    static let valueLimit = Trace.coordinateLimit - 10_000

    /// `value` with every number clamped into ±``valueLimit``.
    ///
    /// Once, for a view 10⁷ pt tall, the generator wrote offsets and sizes the trace reader refuses. One place for
    /// every move: each kind of value the generator writes is within the limit in sign already, only its size can
    /// overflow.
    static func withinLimits(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): .number(min(max(number, -valueLimit), valueLimit))
        case .array(let elements): .array(elements.map(withinLimits))
        case .object(let object): .object(JSONObject(object.members.map { ($0.key, withinLimits($0.value)) }))
        default: value
        }
    }

    /// The moves of one run: 1 to `maximum`, fewer more often (short runs shrink fast).
    package mutating func moveCount(maximum: Int) -> Int {
        1 + min(random.index(below: maximum), random.index(below: maximum))
    }

    mutating func perform(_ move: Move) {
        let target = pickTarget()
        switch move {
        case .drag:
            let finger = freeFinger()
            clock = drag(target, at: clock, finger: finger, direction: randomDirection(target))
        case .fling:
            let finger = freeFinger()
            clock = fling(target, at: clock, finger: finger, direction: randomDirection(target))
        case .catchDeceleration: catchDeceleration(target)
        case .releaseNearEdge: releaseNearEdge(target)
        case .reversal:
            let finger = freeFinger()
            clock = reversal(target, at: clock, finger: finger, direction: randomDirection(target))
        case .tap:
            let finger = freeFinger()
            clock = tap(target, at: clock, finger: finger, duration: random.uniform(0.03, 0.15))
        case .hold:
            let finger = freeFinger()
            clock = tap(target, at: clock, finger: finger, duration: random.uniform(0.3, 1.5))
        case .twoFingers: twoFingers(target)
        case .programmatic: programmatic(target)
        case .sceneChangeMidGesture: sceneChangeMidGesture(target)
        }
    }

    /// The pause before the next move: short ones catch the last motion, long ones let it rest.
    mutating func advanceClock() {
        let pause: Double
        switch random.index(below: 10) {
        case 0..<4: pause = random.uniform(0.02, 0.4)
        case 4..<8: pause = random.uniform(0.4, 1.5)
        default: pause = random.uniform(1.5, 4)
        }
        clock = Self.time(clock + pause)
    }

    /// The first scroll view two times in three, else any.
    mutating func pickTarget() -> ExploreScene.Target {
        let targets = scene.targets
        if targets.count == 1 || random.chance(2.0 / 3.0) { return targets[0] }
        return targets[random.index(below: targets.count)]
    }

    /// A finger free at the clock; if none is, the clock moves on to the first lift.
    mutating func freeFinger() -> Int {
        if let free = fingerFreeAt.firstIndex(where: { $0 <= clock }) { return free }
        let earliest = fingerFreeAt.indices.min { fingerFreeAt[$0] < fingerFreeAt[$1] } ?? 0
        clock = max(clock, fingerFreeAt[earliest])
        return earliest
    }

    mutating func append(_ value: JSONValue, at time: Double) {
        events.append((time, events.count, value))
    }

    /// A time rounded to 1 ms.
    static func time(_ value: Double) -> Double { ExploreRandom.rounded(value, decimals: 3) }
    /// A coordinate rounded to 0.1 pt.
    static func points(_ value: Double) -> Double { ExploreRandom.rounded(value, decimals: 1) }
}
