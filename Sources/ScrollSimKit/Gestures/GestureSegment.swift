/// One piece of a gesture's motion between two knots, on the gesture's own clock.
///
/// The clock counts seconds since its touch-down; the finger goes from `from` to `to` along `curve` (still when they
/// are equal).
struct GestureSegment: Equatable, Sendable {
    /// Seconds since the touch-down at which the piece starts.
    var start: Double
    /// Seconds since the touch-down at which it ends (> `start`).
    var end: Double
    /// Where the finger is at `start` (pt).
    var from: Point
    /// Where it is at `end` (pt); sampled exactly.
    var to: Point
    /// Time progress → distance progress.
    var curve: TimingCurve = .linear

    /// The finger's position at `elapsed` seconds since the touch-down (within the piece).
    ///
    /// O(1).
    func location(at elapsed: Double) -> Point {
        if from == to { return from }
        let progress = curve.progress((elapsed - start) / (end - start))
        return from + (to - from) * progress
    }
}
