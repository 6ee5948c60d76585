/// A gesture's touch samples, generated one at a time (O(1) memory besides the gesture's pieces).
///
/// The rule, one for every gesture:
/// - `began` at the start time itself, at the first location;
/// - a `moved` at every grid instant `start + n/touchRate` (n = 1, 2, …) strictly inside a piece,
///   at the finger's position on the piece (a still piece gives zero-delta moves, as a hardware
///   digitizer reports a resting finger), except a tap, which sends no moves;
/// - a `moved` at every knot between two pieces (the end of `holdBefore`, the arrival before a
///   `hold`, each path point), at the knot's exact location;
/// - `ended` at the end, at the exact last location.
///
/// A grid instant closer to a knot than 10⁻⁶ of a sample period merges into the knot, so no two
/// samples are a rounding error apart. Times are rounded to 1 ns and computed locations to
/// 10⁻⁶ pt (`GestureGrid`); the locations a gesture names (`from`, `to`, `at`, path points)
/// are kept exactly. A start that lies off the nanosecond grid is kept as written for the
/// `began`, and no later sample is rounded to before it (``Gesture/sampleTime(startingAt:elapsed:)``),
/// so the samples never go back in time.
///
/// A tap of `count` > 1 repeats its touch-down and lift, each next one ``Gesture/tapInterval`` s
/// after the previous lift.
///
/// A pinch moves two fingers on the same knots: every sample of its first finger is followed by
/// the second finger's sample at the same instant (two `began`s, then pairs of moves the replay
/// delivers as one touch event, then two `ended`s).
public struct GestureSamples: Sequence, IteratorProtocol, Sendable {
    private let pieces: [GestureSegment]
    /// The touch-down of the current tap (of the gesture, for every other kind).
    private var start: Double
    /// Taps still to make after the current one, and how far apart their touch-downs are (s).
    private var tapsLeft = 0
    private var tapPeriod: Double = 0
    private let touchRate: Double
    private let finger: Int
    /// A pinch's second finger and its pieces (the same knots as `pieces`).
    private let second: (finger: Int, pieces: [GestureSegment])?
    /// The second finger's sample at the instant just returned, due next.
    private var pendingSecond: TouchSample?
    private let sendsMoves: Bool
    /// Index of the piece being sampled; `pieces.count` once the lift was sent.
    private var piece = 0
    /// The next grid index to consider.
    private var gridIndex = 1
    private var beganSent = false

    /// Samples of `gesture`, touching down at `start` (s) and sampled at `touchRate` Hz (> 0).
    ///
    /// `gesture` must be valid (``Gesture/validate()``).
    init(_ gesture: Gesture, start: Double, touchRate: Double) {
        precondition(touchRate > 0, "touchRate must be positive")
        pieces = gesture.segments(touchRate: touchRate)
        precondition(!pieces.isEmpty, "validate() the gesture first")
        self.start = start
        self.touchRate = touchRate
        let fingers = gesture.fingers
        finger = fingers[0]
        second = gesture.secondFingerSegments().map { (fingers[1], $0) }
        if case let .tap(_, duration, count) = gesture.motion {
            sendsMoves = false
            tapsLeft = count - 1
            tapPeriod = duration + Gesture.tapInterval
        } else {
            sendsMoves = true
        }
    }

    /// A grid instant must be at least this far (s) from a knot to be sampled.
    private var knotMargin: Double { 1e-6 / touchRate }

    /// The next sample, or `nil` after the lift.
    ///
    /// O(1) amortised.
    public mutating func next() -> TouchSample? {
        if let due = pendingSecond {
            pendingSecond = nil
            return due
        }
        if !beganSent {
            beganSent = true
            if let second {
                pendingSecond = TouchSample(
                    time: start, finger: second.finger, phase: .began, location: second.pieces[0].from)
            }
            return TouchSample(time: start, finger: finger, phase: .began, location: pieces[0].from)
        }
        if piece == pieces.count, tapsLeft > 0 {
            tapsLeft -= 1
            start += tapPeriod
            piece = 0
            gridIndex = 1
            beganSent = true
            return TouchSample(
                time: Gesture.sampleTime(startingAt: start, elapsed: 0), finger: finger, phase: .began,
                location: pieces[0].from)
        }
        guard piece < pieces.count else { return nil }
        let index = piece
        let current = pieces[index]
        if sendsMoves {
            // Skip grid instants at or just after the piece's start knot.
            while Double(gridIndex) / touchRate <= current.start + knotMargin { gridIndex += 1 }
            let elapsed = Double(gridIndex) / touchRate
            if elapsed < current.end - knotMargin {
                gridIndex += 1
                if let second {
                    pendingSecond = sample(
                        .moved, at: elapsed, location: GestureGrid.location(second.pieces[index].location(at: elapsed)),
                        finger: second.finger)
                }
                return sample(
                    .moved, at: elapsed, location: GestureGrid.location(current.location(at: elapsed)), finger: finger)
            }
        }
        piece += 1
        let phase: TouchPhase = piece == pieces.count ? .ended : .moved
        if let second {
            pendingSecond = sample(phase, at: current.end, location: second.pieces[index].to, finger: second.finger)
        }
        return sample(phase, at: current.end, location: current.to, finger: finger)
    }

    private func sample(_ phase: TouchPhase, at elapsed: Double, location: Point, finger: Int) -> TouchSample {
        TouchSample(
            time: Gesture.sampleTime(startingAt: start, elapsed: elapsed), finger: finger, phase: phase,
            location: location)
    }
}

extension Gesture {
    /// The touch samples of this gesture touching down at `start` (s) at `touchRate` Hz.
    ///
    /// The touch samples of this gesture touching down at `start` (s) at `touchRate` Hz: `began`,
    /// the moves, `ended`, in time order (see ``GestureSamples`` for the rule). A pure function of
    /// the gesture, `start` and `touchRate`. The gesture must be valid (``validate()``).
    /// Complexity: O(1) per sample; duration × touchRate samples or so.
    ///
    /// - Parameters:
    ///   - start: The touch-down time, in seconds.
    ///   - touchRate: The touch sampling rate, in hertz.
    /// - Returns: The touch samples.
    public func samples(startingAt start: Double, touchRate: Double) -> GestureSamples {
        GestureSamples(self, start: start, touchRate: touchRate)
    }
}

extension Gesture {
    /// The time of the `ended` sample of ``samples(startingAt:touchRate:)``: when the finger is free again (s).
    ///
    /// O(path points).
    ///
    /// - Parameters:
    ///   - start: The touch-down time, in seconds.
    ///   - touchRate: The touch sampling rate, in hertz.
    /// - Returns: The lift time, in seconds.
    public func endTime(startingAt start: Double, touchRate: Double) -> Double {
        Self.sampleTime(startingAt: start, elapsed: duration(touchRate: touchRate))
    }

    /// The time of a sample `elapsed` s after a touch-down at `start`, never before `start`.
    ///
    /// The time of a sample `elapsed` s after a touch-down at `start`: rounded to the nanosecond
    /// (`GestureGrid.time`), but never before `start`. A start off the grid (a trace may give any
    /// `t`) would otherwise put a sample less than half a nanosecond after it before it, and the
    /// touches would go back in time. Identical to the plain rounding for a start on the grid
    /// (rounding is monotonic and leaves a grid value as it is). O(1).
    ///
    /// - Parameters:
    ///   - start: The touch-down time, in seconds.
    ///   - elapsed: The time since the touch-down, in seconds.
    /// - Returns: The sample's time, in seconds.
    public static func sampleTime(startingAt start: Double, elapsed: Double) -> Double {
        max(start, GestureGrid.time(start + elapsed))
    }
}
