import ScrollPhysics
import Testing

/// Tests `FastScrollStreak` against UIKit's repeated-flick acceleration: what counts, the multiplier, what ends it.
///
/// UIKit's repeated-flick acceleration against the mechanism `FastScrollStreak` documents ([UIKitCore-RE] §4): a
/// release at ≥ 0.6 pt/ms counts; from the third counted flick on a drag sets `multiplier = min(start + (1 + (count −
/// 3)/2)·min(distance/240, 0.9), 16)`; the streak ends on a touch-down more than 1 s after the last release, a
/// reversal, a drag slower than 0.13 pt/ms, a release slower than 0.6 pt/ms or a reset; paging releases do not count.
struct FastScrollStreakTests {
    /// The multiplier is a handful of additions and one division; it matches the formula to rounding.
    static let multiplierTolerance = 1e-12

    /// Builds a streak of `flicks` downward flicks of 1 pt/ms and returns it with the time of the next touch-down.
    ///
    /// A streak after `flicks` downward flicks at 1 pt/ms, one every 0.5 s (each before the previous fling could have
    /// finished), each drag 100 pt long; `time` is the next touch-down, 0.4 s after the last release.
    static func streak(flicks: Int) -> (streak: FastScrollStreak, time: Double) {
        var streak = FastScrollStreak()
        var time = 0.0
        for _ in 0..<flicks {
            streak.touchDown(at: time)
            streak.dragMoved(velocityX: 0, velocityY: 1, distance: 100, hasSamples: true)
            time += 0.1
            streak.released(velocityX: 0, velocityY: 1, time: time, paging: false)
            time += 0.4
        }
        return (streak, time)
    }

    /// The last release of `streak(flicks:)`, 0.4 s before its `time`.
    static let releaseToTouch = 0.4

    /// The documented formula, written out, for a drag that starts from `start`.
    static func formula(count: Int, distance: Double, start: Double) -> Double {
        guard count >= 3 else { return start }
        return min(start + (1 + Double(count - 3) / 2) * min(distance / 240, 0.9), 16)
    }

    @Test(arguments: [
        // counted flicks before the drag, drag distance (pt)
        (0, 120.0), (2, 120), (3, 24), (3, 120), (3, 216), (3, 500), (4, 120), (5, 120), (9, 1000), (40, 1000),
    ])
    func theDragSetsTheDocumentedMultiplier(count: Int, distance: Double) {
        var (streak, time) = Self.streak(flicks: count)
        #expect(streak.count == count)
        let start = streak.multiplier
        streak.touchDown(at: time)
        streak.dragMoved(velocityX: 0, velocityY: 1, distance: distance, hasSamples: true)
        let expected = Self.formula(count: count, distance: distance, start: start)
        #expect(abs(streak.multiplier - expected) <= Self.multiplierTolerance)
    }

    /// Worked values: after three flicks, 120 pt is half a step (1 + 0.5); a long drag is capped at
    /// 0.9 of a step; after many flicks the multiplier stops at 16.
    @Test func workedValues() {
        var (three, time) = Self.streak(flicks: 3)
        let start = three.multiplier
        three.touchDown(at: time)
        three.dragMoved(velocityX: 0, velocityY: 1, distance: 120, hasSamples: true)
        #expect(abs(three.multiplier - (start + 0.5)) <= Self.multiplierTolerance)
        three.dragMoved(velocityX: 0, velocityY: 1, distance: 10_000, hasSamples: true)
        #expect(abs(three.multiplier - (start + 0.9)) <= Self.multiplierTolerance)
        var (many, later) = Self.streak(flicks: 60)
        many.touchDown(at: later)
        many.dragMoved(velocityX: 0, velocityY: 1, distance: 10_000, hasSamples: true)
        #expect(many.multiplier == 16)
    }

    /// Each way a streak ends: the count and multiplier go back to 0 and 1.
    @Test(arguments: ["late touch", "reversal", "slow drag", "slow release", "reset"])
    func theStreakEnds(_ way: String) {
        var (streak, time) = Self.streak(flicks: 4)
        #expect(streak.count == 4)
        switch way {
        case "late touch":
            streak.touchDown(at: time - Self.releaseToTouch + 1.01)
        case "reversal":
            streak.touchDown(at: time)
            streak.dragMoved(velocityX: 0, velocityY: -1, distance: 50, hasSamples: true)
        case "slow drag":
            streak.touchDown(at: time)
            streak.dragMoved(velocityX: 0, velocityY: 0.12, distance: 50, hasSamples: true)
        case "slow release":
            streak.touchDown(at: time)
            streak.released(velocityX: 0, velocityY: 0.59, time: time + 0.1, paging: false)
        default:
            streak.reset()
        }
        #expect(streak.count == 0)
        #expect(streak.multiplier == 1)
    }

    /// Tests the events that leave a streak running, such as a quick touch-down or a paging release.
    ///
    /// What does not end it: a touch-down within 1 s, a slow first move before the pan has samples, a diagonal drag
    /// that does not oppose the last fling, a paging release (which also does not count).
    @Test func whatKeepsTheStreak() {
        var (streak, time) = Self.streak(flicks: 3)
        streak.touchDown(at: time - Self.releaseToTouch + 0.99)
        streak.dragMoved(velocityX: 0, velocityY: 0.01, distance: 1, hasSamples: false)
        streak.dragMoved(velocityX: 1, velocityY: 0.2, distance: 60, hasSamples: true)
        #expect(streak.count == 3)
        streak.released(velocityX: 0, velocityY: 2, time: time + 1.1, paging: true)
        #expect(streak.count == 3)
        streak.released(velocityX: 0, velocityY: 0.6, time: time + 1.2, paging: false)
        #expect(streak.count == 4)
    }
}
