/// UIKit's repeated-flick acceleration ("fast scroll").
///
/// Flicking again before the previous fling has finished makes the next flings travel further.
///
/// Mechanism ([UIKitCore-RE] §4; ivars `_fastScrollCount`, `_fastScrollMultiplier`,
/// `_fastScrollStartMultiplier`, `_fastScrollEndTime` in the class dump, [Repo-iOS26Restore]): a release at
/// ≥ 0.6 pt/ms counts a flick; from the third counted flick on, a drag sets
/// `multiplier = min(start + (1 + (count − 3)/2)·min(distance/240, 0.9), 16)`, which scales the
/// deceleration distance and the reported target (not the bounce). The streak ends when the next
/// touch-down comes more than 1 s after the last release, the drag reverses, the drag slows below
/// 0.13 pt/ms, a release is slower than 0.6 pt/ms, or the deceleration reaches an edge or settles.
/// Paging releases do not count. [UIKitCore-RE] leaves open whether `(count − 3)/2` is an integer
/// division; scrollsim uses real division (**choice**; the alternative halves the growth).
/// Velocities in points per millisecond (UIKit's unit for this mechanism), times in seconds; every
/// constant is in `ScrollConstants` (`fastScroll…`).
public struct FastScrollStreak: Equatable, Sendable {
    /// Flicks counted so far.
    public private(set) var count = 0
    /// The distance multiplier for the current or next fling (1 when no streak).
    public private(set) var multiplier: Double = 1
    private var startMultiplier: Double = 1
    private var lastReleaseTime: Double = -.infinity
    private var lastFlingX: Double = 0
    private var lastFlingY: Double = 0

    /// A streak with nothing counted.
    public init() {}

    /// A finger touched down at `time`.
    ///
    /// - Parameter time: The touch-down's time, in seconds.
    public mutating func touchDown(at time: Double) {
        if time - lastReleaseTime > ScrollConstants.fastScrollStreakWindow { reset() }
        startMultiplier = multiplier
    }

    /// The drag moved.
    ///
    /// `velocity` is the latest drag velocity (pt/ms, content direction), `distance` the drag's length so far (pt),
    /// `hasSamples` whether the pan has real samples yet.
    ///
    /// - Parameters:
    ///   - velocityX: The drag's latest horizontal velocity, in points per millisecond (content direction).
    ///   - velocityY: The drag's latest vertical velocity, in points per millisecond (content direction).
    ///   - distance: The drag's length so far, in points.
    ///   - hasSamples: Whether the pan has real velocity samples yet.
    public mutating func dragMoved(velocityX: Double, velocityY: Double, distance: Double, hasSamples: Bool) {
        guard count > 0 else { return }
        if velocityX * lastFlingX + velocityY * lastFlingY < 0 {
            reset()
            return
        }
        let speedSquared = velocityX * velocityX + velocityY * velocityY
        let floor = ScrollConstants.fastScrollMinimumDragSpeed
        if hasSamples, speedSquared < floor * floor {
            reset()
            return
        }
        typealias C = ScrollConstants
        if count >= C.fastScrollFirstGrowingCount {
            let growth = 1 + Double(count - C.fastScrollFirstGrowingCount) * C.fastScrollGrowthPerFlick
            let distanceTerm = min(distance / C.fastScrollDistanceScale, C.fastScrollMaximumDistanceTerm)
            multiplier = min(startMultiplier + growth * distanceTerm, C.fastScrollMaximumMultiplier)
        }
    }

    /// The finger lifted at `time` with the latest raw drag velocity (pt/ms).
    ///
    /// - Parameters:
    ///   - velocityX: The latest raw horizontal drag velocity, in points per millisecond.
    ///   - velocityY: The latest raw vertical drag velocity, in points per millisecond.
    ///   - time: The lift's time, in seconds.
    ///   - paging: Whether the scroll view pages (a paging release does not count).
    public mutating func released(velocityX: Double, velocityY: Double, time: Double, paging: Bool) {
        guard !paging else { return }
        lastReleaseTime = time
        let speedSquared = velocityX * velocityX + velocityY * velocityY
        let flick = ScrollConstants.fastScrollFlickSpeed
        if speedSquared >= flick * flick {
            count += 1
            lastFlingX = velocityX
            lastFlingY = velocityY
        } else {
            reset()
        }
    }

    /// The deceleration settled or reached an edge: the streak ends.
    public mutating func reset() {
        count = 0
        multiplier = 1
        startMultiplier = 1
    }
}
