/// Why a ``Gesture`` cannot be expanded: the member at fault and what it must be.
///
/// Why a ``Gesture`` cannot be expanded: the member at fault (named as in trace format 1, e.g.
/// `duration` or `points[2].t`) and what it must be.
public struct GestureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The member at fault, as trace format 1 names it (`duration`, `points[2].t`, `finger`).
    public let field: String
    /// What was expected, for example `expected a duration greater than 0 s`.
    public let expectation: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - field: The field at fault.
    ///   - expectation: What the field should have been.
    public init(field: String, expectation: String) {
        self.field = field
        self.expectation = expectation
    }

    /// `FIELD: EXPECTATION`.
    public var description: String { "\(field): \(expectation)" }
}

extension Gesture {
    /// The slowest fling accepted (pt/s).
    ///
    /// Slower, the default duration (finger travel of 10 pt plus four samples) would run past 10 s, which no flick
    /// does; a slow motion is a `drag`.
    public static let minimumFlingSpeed: Double = 1
    /// Largest magnitude of any time or coordinate (s, pt): 10⁷, trace format 1's limit.
    public static let magnitudeLimit: Double = 10_000_000

    /// Throws the first problem that makes the gesture impossible to expand.
    ///
    /// Throws the first problem that makes the gesture impossible to expand: a duration that is
    /// not > 0, a hold that is negative, a fling slower than ``minimumFlingSpeed``, a path with
    /// fewer than two points or whose times do not start at 0 and increase, a finger outside
    /// 0…``maximumFinger``, a value that is not finite or beyond ``magnitudeLimit``; a pinch with
    /// a distance or scale that is not > 0, an angle beyond ±360°, or the same finger twice.
    /// Complexity: O(path points).
    public func validate() throws(GestureError) {
        guard (0...Self.maximumFinger).contains(finger) else {
            throw GestureError(field: "finger", expectation: "expected a finger from 0 to \(Self.maximumFinger)")
        }
        switch motion {
        case let .drag(from, to, duration, _, hold, holdBefore):
            try Self.check(point: from, "from")
            try Self.check(point: to, "to")
            try Self.check(duration: duration, "duration")
            try Self.check(hold: hold, "hold")
            try Self.check(hold: holdBefore, "holdBefore")
        case let .fling(from, velocity, duration, holdBefore):
            try Self.check(point: from, "from")
            try Self.check(point: velocity, "velocity")
            guard velocity.length >= Self.minimumFlingSpeed else {
                throw GestureError(field: "velocity", expectation: "expected a speed of at least 1 pt/s")
            }
            if let duration { try Self.check(duration: duration, "duration") }
            try Self.check(hold: holdBefore, "holdBefore")
        case let .tap(at, duration, count):
            try Self.check(point: at, "at")
            try Self.check(duration: duration, "duration")
            guard (1...Gesture.maximumTapCount).contains(count) else {
                throw GestureError(
                    field: "count", expectation: "expected a whole number of taps from 1 to \(Gesture.maximumTapCount)")
            }
        case let .path(points, hold, holdBefore):
            guard points.count >= 2 else {
                throw GestureError(field: "points", expectation: "expected at least two points")
            }
            for (index, point) in points.enumerated() {
                try Self.check(point: point.location, "points[\(index)]")
                if index == 0 {
                    guard point.time == 0 else {
                        throw GestureError(field: "points[0].t", expectation: "expected 0 (the motion starts there)")
                    }
                } else {
                    guard point.time > points[index - 1].time, point.time <= Self.magnitudeLimit else {
                        throw GestureError(
                            field: "points[\(index)].t", expectation: "expected a time after the previous point's")
                    }
                }
            }
            try Self.check(hold: hold, "hold")
            try Self.check(hold: holdBefore, "holdBefore")
        case let .pinch(pinch, hold, holdBefore):
            try Self.check(pinch: pinch)
            try Self.check(hold: hold, "hold")
            try Self.check(hold: holdBefore, "holdBefore")
        }
    }

    /// The largest pinch angle accepted (degrees, either sign): a full turn.
    public static let maximumPinchAngle: Double = 360

    private static func check(pinch: Pinch) throws(GestureError) {
        try check(point: pinch.center, "center")
        guard pinch.distance > 0, pinch.distance <= magnitudeLimit else {
            throw GestureError(
                field: "distance", expectation: "expected a distance greater than 0 pt and at most 10000000 pt")
        }
        guard pinch.scale > 0, pinch.scale.isFinite, pinch.distance * pinch.scale <= magnitudeLimit else {
            throw GestureError(
                field: "scale", expectation: "expected a scale greater than 0 (an end distance up to 10000000 pt)")
        }
        try check(duration: pinch.duration, "duration")
        guard pinch.angle.isFinite, pinch.angle.magnitude <= maximumPinchAngle else {
            throw GestureError(field: "angle", expectation: "expected an angle from -360 to 360 degrees")
        }
        guard (0...maximumFinger).contains(pinch.firstFinger), (0...maximumFinger).contains(pinch.secondFinger),
            pinch.secondFinger != pinch.firstFinger
        else {
            throw GestureError(
                field: "fingers", expectation: "expected two different fingers from 0 to \(maximumFinger)")
        }
    }

    private static func check(point: Point, _ field: String) throws(GestureError) {
        for value in [point.x, point.y] where !(value.isFinite && value.magnitude <= magnitudeLimit) {
            throw GestureError(field: field, expectation: "expected finite coordinates within ±10000000")
        }
    }

    private static func check(duration: Double, _ field: String) throws(GestureError) {
        guard duration > 0, duration <= magnitudeLimit else {
            throw GestureError(field: field, expectation: "expected a duration greater than 0 s and at most 10000000 s")
        }
    }

    private static func check(hold: Double, _ field: String) throws(GestureError) {
        guard hold >= 0, hold <= magnitudeLimit else {
            throw GestureError(field: field, expectation: "expected a duration from 0 s to 10000000 s")
        }
    }
}
