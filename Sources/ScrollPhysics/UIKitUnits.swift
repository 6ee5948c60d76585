/// The one place where UIKit's per-millisecond quantities meet scrollsim's internal units.
///
/// Inside scrollsim, time is in seconds, distances in points and velocities in points per second.
/// UIKit reports `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` velocities in
/// points per *millisecond* (Apple's documentation of the method), and its deceleration
/// integrator runs in milliseconds (`dt_ms = (now − last)·1000`, [UIKitCore-RE] §2).
/// Every conversion between the two goes through this type, so a unit mistake has one place to live.
public enum UIKitUnits {
    /// Milliseconds per second.
    public static let millisecondsPerSecond: Double = 1000

    /// Converts a duration in seconds to milliseconds.
    ///
    /// - Parameter seconds: The duration, in seconds.
    /// - Returns: The duration, in milliseconds.
    @inlinable public static func milliseconds(fromSeconds seconds: Double) -> Double {
        seconds * millisecondsPerSecond
    }

    /// Converts a duration in milliseconds to seconds.
    ///
    /// - Parameter milliseconds: The duration, in milliseconds.
    /// - Returns: The duration, in seconds.
    @inlinable public static func seconds(fromMilliseconds milliseconds: Double) -> Double {
        milliseconds / millisecondsPerSecond
    }

    /// Converts a velocity in points per second to points per millisecond (UIKit's delegate unit).
    ///
    /// - Parameter velocity: The velocity, in points per second.
    /// - Returns: The velocity, in points per millisecond.
    @inlinable public static func pointsPerMillisecond(fromPointsPerSecond velocity: Double) -> Double {
        velocity / millisecondsPerSecond
    }

    /// Converts a rate per second (a frequency in Hz, a decay constant) to the same rate per millisecond.
    ///
    /// Per millisecond is the unit of UIKit's per-millisecond integrators and of FloatingPanel's spring.
    ///
    /// - Parameter rate: The rate, per second.
    /// - Returns: The rate, per millisecond.
    @inlinable public static func perMillisecond(fromPerSecond rate: Double) -> Double {
        rate / millisecondsPerSecond
    }

    /// Converts a velocity in points per millisecond (UIKit's delegate unit) to points per second.
    ///
    /// - Parameter velocity: The velocity, in points per millisecond.
    /// - Returns: The velocity, in points per second.
    @inlinable public static func pointsPerSecond(fromPointsPerMillisecond velocity: Double) -> Double {
        velocity * millisecondsPerSecond
    }
}
