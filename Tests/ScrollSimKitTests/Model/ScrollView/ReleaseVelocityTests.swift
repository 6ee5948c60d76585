import ScrollSimKit
import Testing

/// The velocity a scroll view releases with ([UIKitCore-RE] §4, §7).
///
/// The velocity a scroll view releases with ([UIKitCore-RE] §4, §7): each drag
/// callback stores `V = 0.2·s[k] + 0.8·s[k−1]` (pt/ms, content direction); the lift reports
/// `0.75·V[n−1] + 0.25·V[n]` when the previous pair is non-zero, else `V[n]`; and the fling floor
/// (0.25 pt/ms) is tested on the latest `V[n]`, not on the blend. The UIKit recordings use
/// constant-speed drags, where every estimator agrees, so these cases vary the speed.
struct ReleaseVelocityTests {
    /// Release velocities are sums of a few products of exact binary fractions.
    static let velocityTolerance = 1e-9

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Finger moves along y (pt), one every 8 ms; negative moves the content forwards.
        var steps: [Double]
        /// Expected release velocity (pt/ms, content direction).
        var velocity: Double
        var willDecelerate: Bool
        /// Expected reported target y (pt), when the case checks it.
        var target: Double? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // s = 1.5, 0.5, 1.0, 2.0 pt/ms: 0.6·0.5 + 0.35·1.0 + 0.05·2.0 = 0.75 (the began callback
        // has no previous sample, V = 0.2·1.5; it is the pair before the last that is blended).
        Case(
            name: "weights 0.6/0.35/0.05 on a varying drag", steps: [-12, -4, -8, -16], velocity: 0.75,
            willDecelerate: true),
        // s = 1.5, 1.5, 0.125, 0.125: V[n] = 0.125 < 0.25, so no fling although the blend is 0.95.
        Case(
            name: "floor tested on the latest value, not the blend", steps: [-12, -12, -1, -1], velocity: 0,
            willDecelerate: false),
        // The pan begins on the last move (4 + 4 + 4 pt), so the previous pair is zero: V[n] = 0.5
        // is released unblended (blending with zero would give 0.125).
        Case(
            name: "previous pair zero releases the latest value", steps: [-4, -4, -4], velocity: 0.5,
            willDecelerate: true),
        // s = 1.5, −0.325, 0.5, 0.5: V = 0.3, 1.135, −0.16, 0.5; the release blends to 0.005 pt/ms
        // (latest 0.5 passes the floor). The projection `(|v| − 0.01)/|ln r|` is −2.4975 pt, not
        // floored at 0: 5007.333 − 2.4975 = 5004.836, on the 1/3-pt grid 5005 ([UIKitCore-RE] §5,
        // [UIScrollView-Decompile]).
        Case(
            name: "a release below 0.01 pt/ms projects behind the offset", steps: [-12, 2.6, -4, -4], velocity: 0.005,
            willDecelerate: true, target: 5005),
    ]

    final class Recorder: ScrollViewDelegate {
        var velocity: Point?
        var target: Point?
        var willDecelerate: Bool?
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
        ) {
            self.velocity = velocity
            target = targetContentOffset
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            willDecelerate = decelerate
        }
    }

    @Test(arguments: cases)
    func releaseVelocity(_ scenario: Case) {
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852))
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 40000),
            contentOffset: Point(x: 0, y: 5000))
        let recorder = Recorder()
        view.delegate = recorder
        simulation.add(view)
        var point = Point(x: 200, y: 700)
        var time = 0.0
        simulation.touchBegan(at: point, time: time)
        for step in scenario.steps {
            time += 0.008
            point.y += step
            simulation.touchMoved(to: point, time: time)
        }
        simulation.touchEnded(at: point, time: time + 0.008)
        #expect(abs((recorder.velocity?.y ?? .nan) - scenario.velocity) <= Self.velocityTolerance)
        #expect(recorder.velocity?.x == 0)
        #expect(recorder.willDecelerate == scenario.willDecelerate)
        if let target = scenario.target { #expect(recorder.target?.y == target) }
    }
}
