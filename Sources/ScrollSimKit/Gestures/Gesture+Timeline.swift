// The gesture as timed pieces, and its length.
extension Gesture {
    /// Samples delivered after the pan's 10 pt slop by a default-length fling: four.
    ///
    /// UIKit's release velocity weighs the last three raw samples (`0.6·s[n−2] + 0.35·s[n−1] + 0.05·s[n]`, see
    /// `ScrollView+Release`) and blends the last two pan callbacks, so three constant-velocity samples after the pan
    /// has begun already make the release velocity exactly the fling's; the fourth is margin for a pan that begins one
    /// sample late through rounding. A flick this short (under 0.1 s at 1 000 pt/s and 120 Hz) is what a quick real one
    /// is.
    public static let flingSamplesAfterSlop = 4

    /// A fling's default duration (s) for a finger moving at `speed` pt/s sampled at `touchRate` Hz.
    ///
    /// A fling's default duration (s): the shortest whole number of touch samples, at `touchRate`
    /// Hz, in which a finger moving at `speed` pt/s travels the pan's slop
    /// (`ScrollConstants.panHysteresis`, 10 pt), plus ``flingSamplesAfterSlop`` samples.
    /// Assumes the scroll view scrolls along the fling (on a vertical-only view a diagonal fling's
    /// slop is measured on its vertical component only, so its pan begins later). O(1).
    ///
    /// - Parameters:
    ///   - speed: The finger's speed, in points per second.
    ///   - touchRate: The touch sampling rate, in hertz.
    /// - Returns: The duration, in seconds.
    public static func defaultFlingDuration(speed: Double, touchRate: Double) -> Double {
        precondition(speed > 0 && touchRate > 0, "validate() the gesture first")
        let slop = ScrollConstants.panHysteresis
        func travel(_ samples: Int) -> Double { Double(samples) / touchRate * speed }
        var samples = max(1, Int(saturating: min((slop * touchRate / speed).rounded(.up), 1e9)))
        while samples > 1, travel(samples - 1) >= slop { samples -= 1 }
        while travel(samples) < slop { samples += 1 }
        return Double(samples + flingSamplesAfterSlop) / touchRate
    }

    /// Seconds from the touch-down to the lift at `touchRate` Hz (only a default-length fling depends on the rate).
    ///
    /// O(path points).
    ///
    /// - Parameter touchRate: The touch sampling rate, in hertz.
    /// - Returns: The time from the touch-down to the lift, in seconds.
    public func duration(touchRate: Double) -> Double {
        if case let .tap(_, duration, count) = motion, count > 1 {
            return Double(count) * duration + Double(count - 1) * Self.tapInterval
        }
        return segments(touchRate: touchRate).last?.end ?? 0
    }

    /// The motion as pieces, in order, covering 0…duration without gaps.
    ///
    /// O(path points).
    func segments(touchRate: Double) -> [GestureSegment] {
        var pieces: [GestureSegment] = []
        func still(at point: Point, for seconds: Double) {
            guard seconds > 0 else { return }
            let start = pieces.last?.end ?? 0
            pieces.append(GestureSegment(start: start, end: start + seconds, from: point, to: point))
        }
        func move(from: Point, to: Point, for seconds: Double, curve: TimingCurve = .linear) {
            let start = pieces.last?.end ?? 0
            pieces.append(GestureSegment(start: start, end: start + seconds, from: from, to: to, curve: curve))
        }
        switch motion {
        case let .drag(from, to, duration, profile, hold, holdBefore):
            still(at: from, for: holdBefore)
            move(from: from, to: to, for: duration, curve: profile.curve)
            still(at: to, for: hold)
        case let .fling(from, velocity, duration, holdBefore):
            let seconds = duration ?? Self.defaultFlingDuration(speed: velocity.length, touchRate: touchRate)
            still(at: from, for: holdBefore)
            move(from: from, to: GestureGrid.location(from + velocity * seconds), for: seconds)
        case let .tap(at, duration, _):
            // One tap's piece; the samples repeat it for each of `count` taps.
            still(at: at, for: duration)
        case let .path(points, hold, holdBefore):
            still(at: points[0].location, for: holdBefore)
            let motionStart = pieces.last?.end ?? 0
            for (previous, point) in zip(points, points.dropFirst()) {
                pieces.append(
                    GestureSegment(
                        start: motionStart + previous.time, end: motionStart + point.time, from: previous.location,
                        to: point.location))
            }
            still(at: points[points.count - 1].location, for: hold)
        case let .pinch(pinch, hold, holdBefore):
            return pinch.segments(side: -1, hold: hold, holdBefore: holdBefore)
        }
        return pieces
    }

    /// The pieces of a pinch's second finger (the same knots as ``segments(touchRate:)``), or nil for a one-finger
    /// gesture.
    ///
    /// O(1).
    func secondFingerSegments() -> [GestureSegment]? {
        guard case let .pinch(pinch, hold, holdBefore) = motion else { return nil }
        return pinch.segments(side: 1, hold: hold, holdBefore: holdBefore)
    }
}

extension Gesture.Pinch {
    /// The pieces of the finger on the `side` (−1: the gesture's `finger`, +1: `secondFinger`).
    ///
    /// Still for `holdBefore`, the straight move from the start distance to the end one over `duration` (linear, so the
    /// distance changes linearly), still for `hold`.
    func segments(side: Double, hold: Double, holdBefore: Double) -> [GestureSegment] {
        let from = location(side: side, distance: distance)
        let to = location(side: side, distance: distance * scale)
        var pieces: [GestureSegment] = []
        if holdBefore > 0 { pieces.append(GestureSegment(start: 0, end: holdBefore, from: from, to: from)) }
        pieces.append(GestureSegment(start: holdBefore, end: holdBefore + duration, from: from, to: to))
        if hold > 0 {
            pieces.append(
                GestureSegment(start: holdBefore + duration, end: holdBefore + duration + hold, from: to, to: to))
        }
        return pieces
    }
}
