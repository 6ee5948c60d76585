import Foundation
import Testing
@testable import ScrollPhysics

/// Free deceleration, bounce and crossings against the closed forms and measured numbers of
/// uikit-physics.md §1.3 and §3.
struct DecelerationAxisTests {
    /// Landing and positions agree with the formulas to well below a pixel.
    static let positionTolerance = 0.01

    /// Landing `(v − 10 pt/s)·0.499 s` and stop time `ln(v/10)/2.002` s (table in §1.3).
    @Test(arguments: [(250.0, 119.76, 1.61), (750, 369.26, 2.157), (1500, 743.51, 2.50), (3000, 1492.0, 2.85), (5000, 2490.0, 3.10)])
    func freeDecelerationLandsWhereUIKitDoes(_ velocity: Double, _ landing: Double, _ stopSeconds: Double) {
        var axis = DecelerationAxis(position: 0, velocity: velocity, time: 0, lower: -1e7, upper: 1e7, factor: 0.998, bounces: true)
        let stopTime = DeterministicMath.log(10 / velocity) / DeterministicMath.log(0.998) / 1000
        #expect(abs(stopTime - stopSeconds) < 0.01)
        let atStop = axis.sample(at: stopTime)
        #expect(abs(atStop.position - landing) < 0.5)
        #expect(abs(atStop.velocity - 10) < 1e-6)
    }

    @Test func positionDoesNotDependOnHowOftenItIsSampled() {
        var coarse = DecelerationAxis(position: 5074, velocity: 750, time: 0.12, lower: 0, upper: 39148, factor: 0.998, bounces: true)
        var fine = coarse
        for frame in 1...60 { _ = fine.sample(at: 0.12 + Double(frame) / 120) }
        #expect(abs(coarse.sample(at: 0.62).position - fine.sample(at: 0.62).position) < 1e-9)
    }

    /// The sheet's quoted values are rounded (and its 24 ms value is 0.4 pt off its own formula).
    static let quotedValueTolerance = 0.5

    /// Letting go 235 pt past the top with −0.625 pt/ms (rubberband_top): `d(t) = 0.99^t·[d0 + v0·F·(1 − r^t)]`,
    /// checked against the formula evaluated with libm and against the values quoted in §3.2.
    @Test(arguments: [(7.6, -222.1), (24.0, -195.7), (41.0, -171.9), (91.0, -115.0), (191.0, -49.0), (291.0, -20.0), (391.0, -7.9)])
    func bounceFromAHeldOverscroll(_ milliseconds: Double, _ quoted: Double) {
        var axis = DecelerationAxis(position: -235, velocity: -625, time: 0, lower: 0, upper: 39148, factor: 0.998, bounces: true)
        let formula = Foundation.pow(0.99, milliseconds) * (-235 - 0.625 * 499 * (1 - Foundation.pow(0.998, milliseconds)))
        let position = axis.sample(at: milliseconds / 1000).position
        #expect(abs(position - formula) < 1e-9)
        #expect(abs(position - quoted) < Self.quotedValueTolerance)
    }

    @Test func flingIntoAnEdgeOvershootsThenReturns() {
        var axis = DecelerationAxis(position: 900, velocity: 3000, time: 0, lower: 0, upper: 1000, factor: 0.998, bounces: true)
        var peak = 0.0
        var settled = false
        for frame in 1...600 {
            let sample = axis.sample(at: Double(frame) / 60)
            peak = max(peak, sample.position)
            if !sample.isBouncing, abs(sample.velocity) < 10 { settled = true; break }
        }
        #expect(peak > 1000 && peak < 1200)
        #expect(settled)
    }

    @Test func withoutBouncesTheAxisStopsAtTheEdge() {
        var axis = DecelerationAxis(position: 900, velocity: 3000, time: 0, lower: 0, upper: 1000, factor: 0.998, bounces: false)
        let sample = axis.sample(at: 1)
        #expect(sample.position == 1000)
        #expect(sample.velocity == 0)
    }

    @Test func inwardFlingFromOverscrollComesBackInside() {
        var axis = DecelerationAxis(position: -50, velocity: 3000, time: 0, lower: 0, upper: 10000, factor: 0.998, bounces: true)
        let sample = axis.sample(at: 1)
        #expect(sample.position > 100)
        #expect(!sample.isOutside)
    }
}
