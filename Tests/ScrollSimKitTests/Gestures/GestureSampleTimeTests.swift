import Testing

@testable import ScrollSimKit

/// Gestures that start off the nanosecond grid never send a sample before their `began`.
///
/// A gesture that starts off the nanosecond grid, or whose first knot lies less
/// than half a nanosecond after its start, used to send a sample rounded to before its `began`
/// (the replay then trapped on time going backwards). Samples never go back in time.
struct GestureSampleTimeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var gesture: Gesture
        var start: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "drag 0.4 ns off the grid, holdBefore 0.1 ns",
            gesture: .drag(from: Point(x: 100, y: 500), by: Point(x: 0, y: -100), duration: 0.1, holdBefore: 1e-10),
            start: 0.000_000_000_4),
        Case(
            name: "path whose first segment lasts 0.1 ns",
            gesture: .path(
                [
                    .init(location: Point(x: 100, y: 500), time: 0),
                    .init(location: Point(x: 100, y: 400), time: 1e-10),
                    .init(location: Point(x: 100, y: 300), time: 0.1),
                ]),
            start: 1.000_000_000_4),
        Case(
            name: "fling with holdBefore 5e-324 at 10752.488333334333",
            gesture: .fling(
                from: Point(x: 0.5, y: 0.5), velocity: Point(x: 0, y: -1000), holdBefore: .leastNonzeroMagnitude),
            start: 10752.488333334333),
        Case(
            name: "drag on the grid (unchanged rounding)",
            gesture: .drag(from: Point(x: 1, y: 2), by: Point(x: 0, y: 50), duration: 0.1, holdBefore: 0.013),
            start: 12.5),
    ]

    @Test(arguments: cases)
    func samplesStartAtTheTouchDownAndNeverGoBack(_ c: Case) throws {
        for rate in [60.0, 120, 480] {
            let samples = Array(c.gesture.samples(startingAt: c.start, touchRate: rate))
            let first = try #require(samples.first)
            #expect(first.time == c.start && first.phase == .began)
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(rate) Hz")
            #expect(samples.last?.time == c.gesture.endTime(startingAt: c.start, touchRate: rate))
        }
    }

    /// On the grid the clamp changes nothing: every sample is the plain nanosecond rounding.
    @Test func aStartOnTheGridKeepsThePlainRounding() {
        for elapsed in [0.0, 1e-10, 0.4e-9, 0.6e-9, 0.013, 0.1, 1e6 + 0.3] {
            #expect(Gesture.sampleTime(startingAt: 12.5, elapsed: elapsed) == GestureGrid.time(12.5 + elapsed))
        }
        #expect(Gesture.sampleTime(startingAt: 0.000_000_000_4, elapsed: 1e-10) == 0.000_000_000_4)
    }
}
