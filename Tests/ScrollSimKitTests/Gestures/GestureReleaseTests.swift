import ScrollSimKit
import Testing

/// Tests the release velocity of `fling` and still `drag` gestures, and that a `tap` never begins a drag.
///
/// The hard requirements of the gesture model, driven through the real model: a `fling` releases with exactly its
/// velocity and the deceleration projection from it; a `drag` that holds still releases with zero velocity; a `tap`
/// never begins a drag.
struct GestureReleaseTests {
    /// The release velocity must equal v/1000 pt/ms within 1 % (the requirement).
    ///
    /// The model does better: see `exactTolerance`.
    static let requiredRelativeTolerance = 0.01
    /// What the expansion actually achieves: nanosecond times and micro-point locations keep the
    /// release within 10⁻⁵ relative.
    static let exactRelativeTolerance = 1e-5

    /// Records the release callbacks of one scroll view.
    final class Releases: ScrollViewDelegate {
        var velocities: [Point] = []
        var targets: [Point] = []
        var offsetsAtRelease: [Point] = []
        var willDecelerate: [Bool] = []
        var beganDragging = 0
        var beganDecelerating = 0

        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { beganDragging += 1 }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            velocities.append(velocity)
            targets.append(targetContentOffset)
            offsetsAtRelease.append(scrollView.contentOffset)
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            willDecelerate.append(decelerate)
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { beganDecelerating += 1 }
    }

    /// Performs `gesture` at `touchRate` Hz on a 393 × 852 pt view of 40 000 × 40 000 pt content
    /// (both axes scroll) offset to the middle, and runs until idle.
    static func perform(_ gesture: Gesture, touchRate: Double, refreshRate: Double = 60) throws -> (
        Releases, ScrollView
    ) {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: refreshRate), windowSize: Size(width: 393, height: 852),
            sink: EventLog())
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 40_000, height: 40_000),
            contentOffset: Point(x: 20_000, y: 20_000))
        let releases = Releases()
        view.delegate = releases
        simulation.add(view)
        for sample in gesture.samples(startingAt: 0, touchRate: touchRate) {
            switch sample.phase {
            case .began: simulation.touchBegan(finger: sample.finger, at: sample.location, time: sample.time)
            case .moved: simulation.touchMoved(finger: sample.finger, to: sample.location, time: sample.time)
            case .ended: simulation.touchEnded(finger: sample.finger, at: sample.location, time: sample.time)
            default: Issue.record("a gesture sends only began, moved and ended, got \(sample.phase)")
            }
        }
        try simulation.runUntilIdle()
        return (releases, view)
    }

    struct FlingCase: CustomTestStringConvertible, Sendable {
        var speed: Double
        /// Unit finger direction.
        var direction: Point
        var touchRate: Double
        var testDescription: String {
            "\(Int(speed)) pt/s toward (\(Int(direction.x)), \(Int(direction.y))) at \(Int(touchRate)) Hz"
        }
    }

    static let flingCases: [FlingCase] = {
        let speeds: [Double] = [300, 500, 750, 1000, 2000, 3000, 5000, 8000]
        let directions = [Point(x: 0, y: -1), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 1, y: 0)]
        let rates: [Double] = [60, 120, 240]
        return speeds.flatMap { speed in
            directions.flatMap { direction in rates.map { FlingCase(speed: speed, direction: direction, touchRate: $0) }
            }
        }
    }()

    @Test(arguments: flingCases)
    func flingReleasesWithItsVelocityAndTheProjectedTarget(_ c: FlingCase) throws {
        let velocity = c.direction * c.speed
        let (releases, view) = try Self.perform(
            .fling(from: Point(x: 196.5, y: 426), velocity: velocity), touchRate: c.touchRate)
        try #require(releases.velocities.count == 1)
        // Content moves against the finger; UIKit reports pt/ms.
        let expected = velocity * (-1 / 1000)
        let reported = releases.velocities[0]
        for axis in Axis.allCases {
            let error = abs(reported[axis] - expected[axis])
            #expect(error <= Self.requiredRelativeTolerance * c.speed / 1000)
            #expect(error <= Self.exactRelativeTolerance * c.speed / 1000)
        }
        // The target is the deceleration projection from the reported velocity:
        // offset + sign(v)·(|v| − 0.01)/|ln 0.998| per axis, on the 1/3 pt pixel grid.
        let offset = releases.offsetsAtRelease[0]
        let logRate = abs(DecelerationRate.normal.logarithm)
        for axis in Axis.allCases {
            let v = reported[axis]
            let distance = v == 0 ? 0 : (v > 0 ? 1 : -1) * (abs(v) - ScrollConstants.stopSpeed) / logRate
            #expect(releases.targets[0][axis] == PixelGrid.round(offset[axis] + distance, scale: 3))
        }
        #expect(releases.willDecelerate == [true])
        #expect(view.isDecelerating == false)
    }

    struct HoldCase: CustomTestStringConvertible, Sendable {
        var hold: Double
        var profile: GestureProfile
        var distance: Double
        var touchRate: Double
        var testDescription: String { "hold \(hold) s, \(profile), \(distance) pt at \(Int(touchRate)) Hz" }
    }

    static let holdCases: [HoldCase] = [0.1, 0.15, 0.3, 1].flatMap { hold in
        GestureProfile.allCases.flatMap { profile in
            [(300.0, 60.0), (-300, 120), (120, 240)].map {
                HoldCase(hold: hold, profile: profile, distance: $0.0, touchRate: $0.1)
            }
        }
    }

    @Test(arguments: holdCases)
    func dragThatHoldsReleasesWithZeroVelocity(_ c: HoldCase) throws {
        let (releases, view) = try Self.perform(
            .drag(
                from: Point(x: 196.5, y: 426), by: Point(x: 0, y: c.distance), duration: 0.2, hold: c.hold,
                profile: c.profile),
            touchRate: c.touchRate)
        #expect(releases.velocities == [.zero])
        #expect(releases.willDecelerate == [false])
        #expect(releases.beganDecelerating == 0)
        // The content followed the finger (less the 10 pt slop) and stays there.
        #expect(abs(view.contentOffset.y - (20_000 - c.distance + (c.distance > 0 ? 10 : -10))) <= 1.0 / 3)
    }

    @Test(arguments: [0.01, 0.05, 0.2, 1.5], [30.0, 120, 480])
    func tapNeverBeginsADrag(duration: Double, touchRate: Double) throws {
        let (releases, view) = try Self.perform(
            .tap(at: Point(x: 196.5, y: 426), duration: duration), touchRate: touchRate)
        #expect(releases.beganDragging == 0)
        #expect(releases.velocities.isEmpty)
        #expect(view.contentOffset == Point(x: 20_000, y: 20_000))
    }
}
