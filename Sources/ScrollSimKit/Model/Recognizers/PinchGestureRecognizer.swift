/// A pinch recognizer, like `UIPinchGestureRecognizer`: two fingers spreading or closing.
///
/// It waits for exactly two fingers and begins once the distance between them has changed by more
/// than `hysteresis` (8 pt) since the second finger landed; that initial distance is then moved
/// 8 pt towards the current one, so `scale` (current distance ÷ initial distance) starts near 1
/// without a jump ([PinchDriver-Decompile]; Apple: "begins when the user moves the two fingers
/// enough", "ends when both fingers have lifted" [Apple-UIPinchGestureRecognizer]). While only one
/// finger is down the scale holds; a finger that lands again continues from it. `velocity` is the
/// change of the scale per second between the last two moves. A two-finger move changes the scale
/// only when pinching dominates it (`ScrollConstants.pinchDominanceWeights`): a two-finger pan or
/// turn holds the scale, its initial distance re-based as UIKit's driver does. `anchorPoint` is the
/// fingers' centroid at the last two-finger sample, which a lift of one finger leaves in place
/// (`_anchorPoint`, [PinchDriver-Decompile]). As a subclass of
/// `PanGestureRecognizer` it also reports the fingers' centroid (`location(in:)`) and its
/// translation and velocity.
open class PinchGestureRecognizer: PanGestureRecognizer {
    // Unchecked: single-threaded model; each access is a load, a store or arithmetic calling no recognizer code.
    /// The pinch's own mutable state in one value, beside the pan's `panStorage`.
    @exclusivity(unchecked) var pinchStorage = Storage()

    /// The mutable state of a pinch recognizer, in one value: what `pinchStorage` holds.
    struct Storage {
        /// The finger distance at scale 1 (points); 0 until two fingers are down.
        var initialDistance: Double = 0
        /// The distance between the fingers relative to `initialDistance` (see `scale`).
        var scale: Double = 1
        /// The change of `scale` per second at the last move (1/s).
        var velocity: Double = 0
        /// When the scale last changed, or the second finger landed (s).
        var lastScaleTime: Double = 0
        /// When the fingers last moved or landed (s).
        var lastMoveTime: Double = 0
        /// The centroid of the last sample with exactly two fingers down (window coordinates, points).
        var anchorPoint: Point = .zero
    }

    /// Creates a recognizer with UIKit's 8 pt hysteresis.
    ///
    /// - Parameters:
    ///   - name: The recognizer's name in the log.
    ///   - action: The closure called on each state change, or nil.
    public override init(name: String = "pinch", action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        hysteresis = ScrollConstants.pinchHysteresis
    }

    /// The distance between two fingers at one point: 10⁻⁶ pt, so the initial distance is never 0.
    ///
    /// Two fingers that meet are a defined state, not a division by zero: a scale below ``smallestScale`` holds the
    /// last one (`updateScale`). A choice; UIKit's would read 0.
    static let meetingDistance = 1e-6

    /// The distance between the two fingers, at least ``meetingDistance``; nil unless exactly two
    /// are down.
    private var pairDistance: Double? { panStorage.fingers.pairDistance.map { max($0, Self.meetingDistance) } }

    /// The distance between the fingers relative to the initial one.
    ///
    /// Setting it keeps the gesture going from the new value (UIKit rescales the initial distance the same way); a
    /// value that is not a positive finite number is ignored.
    public var scale: Double {
        get { pinchStorage.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            if pinchStorage.initialDistance > 0 { pinchStorage.initialDistance *= pinchStorage.scale / newValue }
            pinchStorage.scale = newValue
        }
    }

    /// The smallest scale the fingers set, so that no division by the scale overflows.
    ///
    /// Below it (fingers meeting) the scale holds: `1 / 10⁷`, the trace format's largest distance, inverted.
    static let smallestScale: Double = 1e-7

    /// The change of `scale` per second at the last move (0 before the gesture began).
    public var velocity: Double { pinchStorage.velocity }

    /// Begins once exactly two fingers are down and their distance changed by more than `hysteresis`.
    ///
    /// Changed from the initial one, which then moves `hysteresis` towards the current distance.
    open override func beginDecision() -> BeginDecision {
        guard let distance = pairDistance, pinchStorage.initialDistance > 0 else { return .wait }
        let initial = pinchStorage.initialDistance * pinchStorage.scale
        guard abs(distance - initial) > hysteresis else { return .wait }
        let shifted = initial + (distance > initial ? hysteresis : -hysteresis)
        pinchStorage.initialDistance = shifted / pinchStorage.scale
        updateScale(distance: distance, time: pinchStorage.lastMoveTime)
        return .begin
    }

    open override func didReset() {
        pinchStorage.initialDistance = 0
        pinchStorage.scale = 1
        pinchStorage.velocity = 0
    }

    override func addTouch(finger: Int, at point: Point, time: Double) {
        super.addTouch(finger: finger, at: point, time: time)
        if let distance = pairDistance {
            // The new pair continues from the current scale (`_initialScale` = the transform's scale).
            pinchStorage.initialDistance = distance / pinchStorage.scale
            pinchStorage.lastScaleTime = time
            pinchStorage.anchorPoint = panStorage.fingers.centroid
        }
        pinchStorage.lastMoveTime = time
    }

    override func moveTouches(_ moves: [(finger: Int, location: Point)], time: Double) {
        let before = panStorage.fingers.pair
        super.moveTouches(moves, time: time)
        pinchStorage.lastMoveTime = time
        guard let after = panStorage.fingers.pair else { return }
        pinchStorage.anchorPoint = panStorage.centroid
        guard state == .began || state == .changed, let distance = pairDistance, pinchStorage.initialDistance > 0 else {
            return
        }
        if let before, !Self.pinchingDominates(from: before, to: after) {
            // `_applyScale:…` re-bases the initial distance so the scale holds, and the velocity is 0.
            pinchStorage.initialDistance = distance / pinchStorage.scale
            pinchStorage.velocity = 0
            pinchStorage.lastScaleTime = time
            return
        }
        updateScale(distance: distance, time: time)
    }

    /// True when a two-finger move from `before` to `after` is mostly a pinch.
    ///
    /// True when a two-finger move from `before` to `after` is mostly a pinch: its weighted change of
    /// finger distance is at least its weighted turn and its weighted centroid travel (see
    /// `ScrollConstants.pinchDominanceWeights`). A move of nothing counts as a pinch.
    static func pinchingDominates(
        from before: (first: Point, second: Point), to after: (first: Point, second: Point)
    ) -> Bool {
        let weights = ScrollConstants.pinchDominanceWeights
        let spanBefore = before.second - before.first, spanAfter = after.second - after.first
        let lengthBefore = spanBefore.length
        let pinching = abs(spanAfter.length - lengthBefore)
        let turn = lengthBefore > 0 ? abs(spanBefore.x * spanAfter.y - spanBefore.y * spanAfter.x) / lengthBefore : 0
        let travel = ((after.first + after.second) - (before.first + before.second)).length / 2
        let score = weights.pinching * pinching
        return score >= weights.rotation * turn && score >= weights.translation * travel
    }

    /// Sets the scale for the fingers' current `distance`.
    ///
    /// Fingers that meet (distance 0, or a scale too small to divide by) hold the last scale and report no velocity: a
    /// pinch distance of 0 is a defined state, not a division (no UIKit rule is public; a choice that keeps every
    /// offset finite). A pair that landed on one point takes its first non-zero distance as the distance at the current
    /// scale.
    private func updateScale(distance: Double, time: Double) {
        if pinchStorage.initialDistance <= 0 {
            guard distance > 0 else { return }
            pinchStorage.initialDistance = distance / pinchStorage.scale
        }
        let next = distance / pinchStorage.initialDistance
        guard next.isFinite, next >= Self.smallestScale else {
            pinchStorage.velocity = 0
            pinchStorage.lastScaleTime = time
            return
        }
        let elapsed = time - pinchStorage.lastScaleTime
        if elapsed > 0 {
            pinchStorage.velocity = (next - pinchStorage.scale) / elapsed
            pinchStorage.lastScaleTime = time
        }
        pinchStorage.scale = next
    }
}
