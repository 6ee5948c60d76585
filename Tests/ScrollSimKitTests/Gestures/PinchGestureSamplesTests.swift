import Testing

@testable import ScrollSimKit

/// Tests how a pinch expands into two fingers' samples around a fixed centre, and how it is validated.
///
/// The pinch's expansion: two fingers on the same knots, first finger then second at every instant, the distance
/// changing linearly from `distance` to `distance × scale` around a fixed centre on a line at `angle`; and its
/// validation.
struct PinchGestureSamplesTests {
    /// Computed locations are rounded to 10⁻⁶ pt.
    static let locationTolerance = 0.5e-6
    /// Sample times are rounded to 1 ns.
    static let timeTolerance = 0.5e-9

    struct Case: Sendable, CustomTestStringConvertible {
        var angle: Double
        var scale: Double
        var hold: Double
        var holdBefore: Double
        var fingers: (first: Int, second: Int)
        var testDescription: String { "angle \(angle), scale \(scale), hold \(hold), holdBefore \(holdBefore)" }
    }

    @Test(arguments: [
        Case(angle: 0, scale: 2, hold: 0, holdBefore: 0, fingers: (0, 1)),
        Case(angle: 90, scale: 0.5, hold: 0.05, holdBefore: 0.1, fingers: (3, 2)),
        Case(angle: -30, scale: 1.5, hold: 0.2, holdBefore: 0, fingers: (20, 0)),
    ])
    func fingersMoveInPairsAroundTheCentre(_ pinch: Case) {
        let centre = Point(x: 200, y: 400)
        let gesture = Gesture.pinch(
            center: centre, distance: 100, scale: pinch.scale, duration: 0.25, hold: pinch.hold,
            holdBefore: pinch.holdBefore, angle: pinch.angle, fingers: pinch.fingers)
        #expect(gesture.fingers == [pinch.fingers.first, pinch.fingers.second])
        let samples = Array(gesture.samples(startingAt: 1, touchRate: 120))
        #expect(samples.count.isMultiple(of: 2))
        let end = 1 + pinch.holdBefore + 0.25 + pinch.hold
        for index in stride(from: 0, to: samples.count, by: 2) {
            let a = samples[index], b = samples[index + 1]
            #expect(a.finger == pinch.fingers.first && b.finger == pinch.fingers.second)
            #expect(a.time == b.time && a.phase == b.phase)
            // The centroid stays at the centre, the fingers on the line at `angle`.
            #expect(abs((a.location.x + b.location.x) / 2 - centre.x) <= Self.locationTolerance)
            #expect(abs((a.location.y + b.location.y) / 2 - centre.y) <= Self.locationTolerance)
            let distance = (b.location - a.location).length
            let motion = min(max(a.time - 1 - pinch.holdBefore, 0), 0.25) / 0.25
            #expect(abs(distance - 100 * (1 + (pinch.scale - 1) * motion)) <= 4 * Self.locationTolerance)
            if distance > 0 {
                let radians = pinch.angle * Double.pi / 180
                #expect(abs((b.location.x - a.location.x) / distance - DeterministicMath.cos(radians)) <= 1e-6)
                #expect(abs((b.location.y - a.location.y) / distance - DeterministicMath.sin(radians)) <= 1e-6)
            }
        }
        #expect(samples.prefix(2).map(\.phase) == [.began, .began])
        #expect(samples.suffix(2).map(\.phase) == [.ended, .ended])
        #expect(abs(samples[samples.count - 1].time - end) <= Self.timeTolerance)
        #expect(gesture.endTime(startingAt: 1, touchRate: 120) == samples[samples.count - 1].time)
    }

    @Test(arguments: [
        (Gesture.pinch(center: .zero, distance: 0, scale: 2, duration: 1), "distance"),
        (Gesture.pinch(center: .zero, scale: 0, duration: 1), "scale"),
        (Gesture.pinch(center: .zero, scale: .infinity, duration: 1), "scale"),
        (Gesture.pinch(center: .zero, scale: 2, duration: 0), "duration"),
        (Gesture.pinch(center: .zero, scale: 2, duration: 1, angle: 361), "angle"),
        (Gesture.pinch(center: .zero, scale: 2, duration: 1, fingers: (2, 2)), "fingers"),
        (Gesture.pinch(center: .zero, scale: 2, duration: 1, fingers: (2, 21)), "fingers"),
        (Gesture.pinch(center: .zero, scale: 2, duration: 1, hold: -1), "hold"),
        (Gesture.pinch(center: Point(x: .nan, y: 0), scale: 2, duration: 1), "center"),
    ])
    func invalidPinchesNameTheMember(_ gesture: Gesture, field: String) {
        #expect(throws: GestureError.self) { try gesture.validate() }
        do { try gesture.validate() } catch { #expect(error.field == field) }
    }

    @Test func aValidPinchValidatesAndItsKindIsPinch() throws {
        let gesture = Gesture.pinch(center: Point(x: 1, y: 2), scale: 3, duration: 0.5, angle: 360, fingers: (5, 4))
        try gesture.validate()
        #expect(gesture.kind == .pinch)
        #expect(gesture.finger == 5)
    }
}
