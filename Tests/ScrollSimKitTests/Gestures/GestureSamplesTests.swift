import ScrollSimKit
import Testing

/// Tests how a gesture expands into touch samples on the touch-rate grid and at every knot.
///
/// The expansion rule: began at the start, moves on the grid `start + n/touchRate` and at every knot, ended at the
/// exact end point; still pieces send zero-delta moves, a tap none.
struct GestureSamplesTests {
    /// Sample times are rounded to 1 ns.
    static let timeTolerance = 0.5e-9
    /// Computed locations are rounded to 10⁻⁶ pt.
    static let locationTolerance = 0.5e-6

    @Test func linearDragSamplesOnTheGridAndEndsExactly() {
        let samples = Array(
            Gesture.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 300.123456789), duration: 0.1)
                .samples(startingAt: 2, touchRate: 120))
        #expect(samples.first == TouchSample(time: 2, finger: 0, phase: .began, location: Point(x: 100, y: 500)))
        // 0.1 s at 120 Hz is 12 intervals: 11 grid moves, then the lift at the exact `to`.
        #expect(samples.count == 13)
        for (n, sample) in samples.enumerated().dropFirst().dropLast() {
            #expect(sample.phase == .moved)
            #expect(abs(sample.time - (2 + Double(n) / 120)) <= Self.timeTolerance)
            let expectedY = 500 + (300.123456789 - 500) * (Double(n) / 120 / 0.1)
            #expect(abs(sample.location.y - expectedY) <= Self.locationTolerance + 1e-9)
        }
        #expect(
            samples.last == TouchSample(time: 2.1, finger: 0, phase: .ended, location: Point(x: 100, y: 300.123456789)))
    }

    @Test func holdsSendZeroDeltaMovesAndKnotsAreSampled() {
        // holdBefore 0.02 s and duration 0.1 s are off the 60 Hz grid: both knots are sampled.
        let gesture = Gesture.drag(
            from: Point(x: 0, y: 0), to: Point(x: 0, y: 60), duration: 0.1, hold: 0.05, holdBefore: 0.02, finger: 3)
        let samples = Array(gesture.samples(startingAt: 0, touchRate: 60))
        let times = samples.map(\.time)
        #expect(
            times == [
                0, 0.016666667, 0.02, 0.033333333, 0.05, 0.066666667, 0.083333333, 0.1, 0.116666667, 0.12,
                0.133333333, 0.15, 0.166666667, 0.17,
            ])
        #expect(samples.allSatisfy { $0.finger == 3 })
        #expect(samples[1].location == .zero && samples[2].location == .zero)
        #expect(samples[9] == TouchSample(time: 0.12, finger: 3, phase: .moved, location: Point(x: 0, y: 60)))
        #expect(samples[10...].allSatisfy { $0.location == Point(x: 0, y: 60) })
        #expect(samples.last?.phase == .ended)
        #expect(gesture.endTime(startingAt: 0, touchRate: 60) == 0.17)
    }

    @Test func aGridInstantWithinAMillionthOfAPeriodOfAKnotMergesIntoIt() {
        // 0.1 s + 1e-12 s is within 10⁻⁶ periods of the 12th grid instant: one lift, no extra move.
        let samples = Array(
            Gesture.drag(from: .zero, to: Point(x: 0, y: 50), duration: 0.1 + 1e-12).samples(
                startingAt: 0, touchRate: 120))
        #expect(samples.count == 13)
        #expect(samples.last?.location == Point(x: 0, y: 50))
    }

    @Test func tapSendsNoMoves() {
        let samples = Array(Gesture.tap(at: Point(x: 5, y: 6)).samples(startingAt: 1, touchRate: 480))
        #expect(samples.map(\.phase) == [.began, .ended])
        #expect(samples.map(\.time) == [1, 1.05])
        #expect(samples.allSatisfy { $0.location == Point(x: 5, y: 6) })
    }

    @Test func pathGoesThroughEveryPointAtItsTime() {
        let points = [
            Gesture.PathPoint(location: Point(x: 10, y: 10), time: 0),
            Gesture.PathPoint(location: Point(x: 10, y: 40), time: 0.025),
            Gesture.PathPoint(location: Point(x: 70, y: 40), time: 0.05),
        ]
        let samples = Array(Gesture.path(points, hold: 0.01).samples(startingAt: 0, touchRate: 100))
        #expect(samples.map(\.time) == [0, 0.01, 0.02, 0.025, 0.03, 0.04, 0.05, 0.06])
        #expect(samples[3].location == Point(x: 10, y: 40))
        #expect(samples[2].location == Point(x: 10, y: 34))
        #expect(samples[4].location == Point(x: 22, y: 40))
        #expect(samples[6].location == Point(x: 70, y: 40) && samples[6].phase == .moved)
        #expect(samples[7] == TouchSample(time: 0.06, finger: 0, phase: .ended, location: Point(x: 70, y: 40)))
    }

    @Test func easedDragsStartAndEndOnTheirPointsAndStayBetween() {
        for profile in [GestureProfile.easeOut, .easeInOut] {
            let samples = Array(
                Gesture.drag(from: .zero, to: Point(x: 0, y: 100), duration: 0.25, profile: profile).samples(
                    startingAt: 0, touchRate: 120))
            let ys = samples.map(\.location.y)
            #expect(ys.first == 0 && ys.last == 100)
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
        }
        // easeOut covers more distance early than linear, easeInOut less.
        let early = { (profile: GestureProfile) in
            Array(
                Gesture.drag(from: .zero, to: Point(x: 0, y: 100), duration: 0.25, profile: profile).samples(
                    startingAt: 0, touchRate: 120))[6].location.y
        }
        #expect(early(.easeOut) > early(.linear))
        #expect(early(.easeInOut) < early(.linear))
    }

    struct DefaultFlingCase: CustomTestStringConvertible, Sendable {
        var speed: Double
        var touchRate: Double
        /// Samples until the finger has travelled 10 pt.
        var slopSamples: Int
        var testDescription: String { "\(speed) pt/s at \(touchRate) Hz" }
    }

    @Test(arguments: [
        DefaultFlingCase(speed: 1000, touchRate: 120, slopSamples: 2), // 8.33 pt, 16.67 pt
        DefaultFlingCase(speed: 300, touchRate: 120, slopSamples: 4), // exactly 10 pt at 4 samples
        DefaultFlingCase(speed: 8000, touchRate: 60, slopSamples: 1),
        DefaultFlingCase(speed: 1, touchRate: 480, slopSamples: 4800),
        DefaultFlingCase(speed: 250, touchRate: 60, slopSamples: 3),
    ])
    func defaultFlingDurationIsTheSlopPlusFourSamples(_ c: DefaultFlingCase) {
        let duration = Gesture.defaultFlingDuration(speed: c.speed, touchRate: c.touchRate)
        #expect(duration == Double(c.slopSamples + Gesture.flingSamplesAfterSlop) / c.touchRate)
        let gesture = Gesture.fling(from: .zero, velocity: Point(x: 0, y: c.speed))
        let samples = Array(gesture.samples(startingAt: 0, touchRate: c.touchRate))
        #expect(samples.count == c.slopSamples + Gesture.flingSamplesAfterSlop + 1)
        let travelled = samples.map(\.location.y)
        #expect(travelled[c.slopSamples] >= ScrollConstants.panHysteresis - Self.locationTolerance)
        if c.slopSamples > 1 { #expect(travelled[c.slopSamples - 1] < ScrollConstants.panHysteresis) }
    }

    @Test func samplesArePureAndSortedAtAnyStart() {
        let gesture = Gesture.fling(from: Point(x: 1, y: 2), velocity: Point(x: 500, y: -700), holdBefore: 0.013)
        let a = Array(gesture.samples(startingAt: 12.5, touchRate: 90))
        #expect(a == Array(gesture.samples(startingAt: 12.5, touchRate: 90)))
        #expect(zip(a, a.dropFirst()).allSatisfy { $0.time < $1.time })
        #expect(a.last?.time == gesture.endTime(startingAt: 12.5, touchRate: 90))
    }

    @Test(arguments: [
        (
            Gesture.drag(from: .zero, to: .zero, duration: 0),
            "duration: expected a duration greater than 0 s and at most 10000000 s"
        ),
        (
            Gesture.drag(from: .zero, to: .zero, duration: 1, hold: -1),
            "hold: expected a duration from 0 s to 10000000 s"
        ),
        (
            Gesture.tap(at: .zero, duration: -0.5),
            "duration: expected a duration greater than 0 s and at most 10000000 s"
        ),
        (Gesture.fling(from: .zero, velocity: Point(x: 0.5, y: 0)), "velocity: expected a speed of at least 1 pt/s"),
        (
            Gesture.fling(from: .zero, velocity: Point(x: 0, y: 900), holdBefore: -1),
            "holdBefore: expected a duration from 0 s to 10000000 s"
        ),
        (Gesture.tap(at: Point(x: .nan, y: 0)), "at: expected finite coordinates within ±10000000"),
        (Gesture.tap(at: .zero, finger: 21), "finger: expected a finger from 0 to 20"),
        (Gesture.path([Gesture.PathPoint(location: .zero, time: 0)]), "points: expected at least two points"),
        (
            Gesture.path([Gesture.PathPoint(location: .zero, time: 0.1), Gesture.PathPoint(location: .zero, time: 0.2)]
            ),
            "points[0].t: expected 0 (the motion starts there)"
        ),
        (
            Gesture.path([
                Gesture.PathPoint(location: .zero, time: 0), Gesture.PathPoint(location: .zero, time: 0.2),
                Gesture.PathPoint(location: .zero, time: 0.2),
            ]),
            "points[2].t: expected a time after the previous point's"
        ),
    ])
    func invalidGesturesAreRejected(gesture: Gesture, message: String) {
        #expect(throws: GestureError.self) { try gesture.validate() }
        do {
            try gesture.validate()
        } catch {
            #expect(error.description == message)
        }
    }
}
