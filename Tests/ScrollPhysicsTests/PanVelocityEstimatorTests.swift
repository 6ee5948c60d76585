import ScrollPhysics
import Testing

/// UIKit's pan velocity: `0.2·current + 0.8·previous` per delivered event ([UIKitCore-RE] §7).
struct PanVelocityEstimatorTests {
    static let tolerance = 1e-9

    @Test func constantDragReportsItsSpeed() {
        var estimator = PanVelocityEstimator(position: 0, time: 0)
        for step in 1...5 { estimator.record(position: Double(step) * 6, time: Double(step) * 0.008) }
        #expect(abs(estimator.velocity - 750) < Self.tolerance)
    }

    @Test func firstSampleIsWeightedByOneFifth() {
        var estimator = PanVelocityEstimator(position: 0, time: 0)
        estimator.record(position: 10, time: 0.01)
        #expect(abs(estimator.velocity - 200) < Self.tolerance)
    }

    @Test func blendOfTheLastTwoSamples() {
        var estimator = PanVelocityEstimator(position: 0, time: 0)
        estimator.record(position: 10, time: 0.01) // 1000 pt/s
        estimator.record(position: 12, time: 0.02) // 200 pt/s
        #expect(abs(estimator.velocity - (0.2 * 200 + 0.8 * 1000)) < Self.tolerance)
    }

    @Test func eventsAtTheSameInstantFoldIntoTheNextSample() {
        var estimator = PanVelocityEstimator(position: 0, time: 0)
        estimator.record(position: 5, time: 0)
        #expect(estimator.velocity == 0)
        estimator.record(position: 10, time: 0.01)
        #expect(abs(estimator.velocity - 200) < Self.tolerance)
    }

    /// Tests that a velocity sample shorter than 1 ms counts as 0 pt/s and one of 1 ms or more counts.
    ///
    /// A sample shorter than 1 ms counts as 0 pt/s (UIKit's `_convertVelocitySample:…`), so samples a microsecond apart
    /// cannot make the velocity unbounded; from 1 ms on a sample counts.
    @Test(arguments: [
        (interval: 0.000_001, expectedSample: 0.0), (interval: 0.000_999, expectedSample: 0.0),
        (interval: 0.001, expectedSample: 100_000.0), (interval: 0.002, expectedSample: 50_000.0),
    ])
    func samplesShorterThanAMillisecondCountAsZero(interval: Double, expectedSample: Double) {
        var estimator = PanVelocityEstimator(position: 0, time: 0)
        estimator.record(position: 6, time: 0.008) // 750 pt/s
        estimator.record(position: 106, time: 0.008 + interval) // 100 pt more
        #expect(abs(estimator.latestSample - expectedSample) < Self.tolerance * max(1, expectedSample))
        #expect(abs(estimator.velocity - (0.2 * expectedSample + 0.8 * 750)) < Self.tolerance * max(1, expectedSample))
    }

    @Test(arguments: [
        (5443.3333333, 3.0, 5443.333333333333), (-2.7413, 3.0, -2.6666666666666665), (3.8, 1.0, 4.0), (-0.1, 3.0, 0.0),
    ])
    func pixelGrid(_ value: Double, _ scale: Double, _ expected: Double) {
        #expect(PixelGrid.round(value, scale: scale) == expected)
        #expect(PixelGrid.round(value, scale: scale).sign == expected.sign || expected == 0)
    }
}
