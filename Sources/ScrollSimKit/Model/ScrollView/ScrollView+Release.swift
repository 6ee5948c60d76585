// The lift: release velocity, the reported target, the delegate's chance to rewrite it, and the
// choice of motion.
//
// - Release velocity (pt/ms, content direction): `0.75·previous + 0.25·latest` of the per-callback
//   drag velocities when the previous one is non-zero, else the latest; this is
//   `0.6·s[n−2] + 0.35·s[n−1] + 0.05·s[n]` in raw samples [UIKitCore-RE] §4. If the latest
//   raw velocity is below 0.25 pt/ms everything is zeroed (no fling) [UIKitCore-RE], [UIKit-Recordings] touch_calib.
// - Reported target: `offset + sign(v)·(|v| − 0.01)/|ln r|·m`, pixel-rounded and clamped
//   [UIKitCore-RE] §5, while the motion itself lands at `(|v| − 0.01)·r/(1 − r)`, about 0.1 %
//   short (measured: 5443.667 reported vs 5443.333 settled in decel_v750).
// - The layout hook (`layoutTargetContentOffset`) may move the target first; the delegate then
//   sees and may rewrite the layout's answer.
// - A rewritten target is handled as `_scrollViewWillEndDraggingWithDeceleration:` does
//   [UIScrollView-Decompile]: rounded, clamped, then per axis either the velocity is
//   kept and the decay factor solved (`exp(−(v − s)/D)`, [UIScrollView-Decompile]'s formula), or, for a target beyond
//   the natural projection (a far target, or a glide from rest), the velocity solved for the rate
//   (0.985 below the floor), which raises the speed at the lift (the far-target speed-up).
//   **Choice**: that velocity is solved so that the integrator's own reach `v·r/(1 − r)` covers
//   the distance (`v' = s + D·(1 − r)/r`) and the glide lands on the target; [UIScrollView-Decompile]'s reading solves
//   the continuous `−1/ln r` (`v' = s − D·ln r`), which the integrator undershoots by 0.1 % at
//   `.normal` and 0.75 % at 0.985 (a crawl of a pixel or two) but by 74 % at a rate of 0.1, so a
//   glide there crawled for minutes and got slower as the rate fell.
// - `willDecelerate`: a fling, a view left out of bounds (a bounce counts as deceleration
//   [UIKit-Recordings] rubberband_top), or a rewritten target away from the current offset.
// - The motion is decided before `didEndDragging`; an offset the delegate sets there moves its
//   start, as a set during the deceleration does (`contentOffset`). UIKit's integrator restarting
//   from its own last offset was not read ([UIScrollView-Decompile] was not read there): **choice**, consistent
//   with the model's rule for sets during a deceleration.
extension ScrollView {
    func endDrag(cancelled: Bool) {
        guard case .dragging(let drag) = phase else { return }
        let interrupted = drag.interruptedDeceleration
        let latestRaw = cancelled ? Point.zero : drag.latestVelocity
        var velocity =
            drag.previousVelocity != .zero && !cancelled
            ? drag.previousVelocity * options.constants.releaseBlendPreviousWeight
                + latestRaw * (1 - options.constants.releaseBlendPreviousWeight)
            : latestRaw
        let floor = ScrollConstants.flingFloor
        if latestRaw.x * latestRaw.x + latestRaw.y * latestRaw.y < floor * floor { velocity = .zero }
        if options.repeatedFlickAcceleration {
            storage.fastScroll.released(
                velocityX: latestRaw.x, velocityY: latestRaw.y, time: now, paging: isPagingEnabled)
        }
        let multiplier = options.repeatedFlickAcceleration && !isPagingEnabled ? storage.fastScroll.multiplier : 1

        let proposed: Point
        if isPagingEnabled {
            proposed = pageTarget(from: contentOffset, rawVelocity: latestRaw)
        } else if velocity != .zero {
            proposed = clampedOffset(pixelRounded(contentOffset + projectedDistance(velocity) * multiplier))
        } else {
            proposed = contentOffset
        }

        phase = .releasing(
            Release(stage: .willEndDragging, interruptedDeceleration: interrupted, pendingAnimationTarget: nil))
        var target = layoutTargetContentOffset?(proposed, velocity) ?? proposed
        if let simulation {
            let held = simulation.beginHeldEntry(
                simulation.entry(.willEndDragging(velocity: velocity, target: proposed), for: self))
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            let landing = isPagingEnabled ? pageLanding(proposed: proposed, returned: target) : target
            simulation.completeHeldEntry(
                held,
                event: .willEndDragging(velocity: velocity, target: target, landing: landing == target ? nil : landing))
        } else {
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        }

        let kind: MotionAxes?
        if isPagingEnabled {
            kind = pagingMotion(proposed: proposed, returned: target, velocity: velocity)
        } else if target != proposed {
            kind = retargetedMotion(target: target, velocity: velocity, multiplier: multiplier)
        } else if velocity != .zero || isOutOfBounds(contentOffset) {
            kind = .free(freeMotion(velocity: velocity, multiplier: multiplier))
        } else {
            kind = nil
        }
        let willDecelerate = kind != nil

        guard case .releasing(var release) = phase else { return }
        release.stage = .didEndDragging(willDecelerate: willDecelerate)
        phase = .releasing(release)
        let releaseOffset = contentOffset
        notify(.didEndDragging(willDecelerate: willDecelerate)) {
            $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        guard case .releasing(let afterDidEnd) = phase else { return }

        if var kind {
            // An offset set from didEndDragging moves the motion's start with it, as a set during
            // the deceleration does (`contentOffset`); otherwise the first frame would jump back.
            if contentOffset != releaseOffset { kind = rebased(kind, to: contentOffset, at: now) }
            // The display link is running when willBeginDecelerating is sent, so a delegate can stop
            // the deceleration from there with setContentOffset (a well-known UIKit recipe).
            startMotion(kind)
            simulation?.requestFrames(for: self)
            notify(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
            // A zoom bounce that began on this lift (the pinch's action ran first, under
            // `.outermostFirst`) owns the offset: it stops the deceleration as it would have had it
            // begun after it, so both action orders send the same calls.
            if storage.zoomPhase.isAnimated, case .decelerating = phase { stopMotionForProgrammaticScroll() }
            // **Choice**: an animated setContentOffset requested during the lift is dropped when a
            // deceleration starts (UIKit runs both; which one shows is undetermined).
            return
        }
        if afterDidEnd.interruptedDeceleration {
            var ending = afterDidEnd
            ending.stage = .endingInterruptedDeceleration
            phase = .releasing(ending)
            notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
        }
        guard case .releasing = phase else { return }
        phase = .idle
        comeToRest()
        if let pending = afterDidEnd.pendingAnimationTarget, pending != contentOffset {
            startAnimation(to: pending, purpose: .setContentOffset)
        }
    }

    /// The distance a release at `velocity` projects the offset per axis, in points.
    ///
    /// `sign(v)·(|v| − 0.01)/|ln r|` per axis, points [UIKitCore-RE] §5; [UIScrollView-Decompile]'s `(v − s)/ln r` is
    /// the same]. Neither source floors `|v| − 0.01` at 0, so a release slower than 0.01 pt/ms on an
    /// axis (a blend of a reversal, whose latest value passed the fling floor) projects up to
    /// 0.01/|ln r| (5 pt at `.normal`) behind the offset. An axis with v = 0 projects 0 ([UIKitCore-RE]'s
    /// sign(0); [UIScrollView-Decompile]'s `s = +0.01` for v = 0 would give −5 pt: **choice**, see TheModelAndItsSources.md).
    func projectedDistance(_ velocity: Point) -> Point {
        let logRate = abs(decelerationRate.logarithm)
        func axis(_ v: Double) -> Double {
            guard v != 0 else { return 0 }
            return (v > 0 ? 1 : -1) * (abs(v) - ScrollConstants.stopSpeed) / logRate
        }
        return Point(x: axis(velocity.x), y: axis(velocity.y))
    }

    func freeMotion(
        velocity: Point, multiplier: Double, factorX: Double? = nil, factorY: Double? = nil,
        springTarget: Point? = nil
    ) -> FreeMotion {
        var minimum = minimumContentOffset, maximum = maximumContentOffset
        if let springTarget {
            // Out of bounds with a rewritten target: the spring settles onto the target instead of
            // the edge [UIScrollView-Decompile] ~601K–621K.
            for axis in Axis.allCases {
                if contentOffset[axis] < minimum[axis] { minimum[axis] = springTarget[axis] }
                if contentOffset[axis] > maximum[axis] { maximum[axis] = springTarget[axis] }
            }
        }
        let perSecond = velocity * UIKitUnits.millisecondsPerSecond
        let decay = options.constants.offsetBounceDecayPerMillisecond
        return FreeMotion(
            x: DecelerationAxis(
                position: contentOffset.x, velocity: perSecond.x, time: now, lower: minimum.x, upper: maximum.x,
                factor: factorX ?? decelerationRate.rawValue, velocityScale: multiplier, bounces: bounces,
                bounceDecay: decay),
            y: DecelerationAxis(
                position: contentOffset.y, velocity: perSecond.y, time: now, lower: minimum.y, upper: maximum.y,
                factor: factorY ?? decelerationRate.rawValue, velocityScale: multiplier, bounces: bounces,
                bounceDecay: decay),
            targetX: nil, targetY: nil)
    }

    /// The delegate moved the target: solve per axis how to reach it [UIScrollView-Decompile] ~486K–501K.
    func retargetedMotion(target requested: Point, velocity: Point, multiplier: Double) -> MotionAxes? {
        let target = clampedOffset(pixelRounded(requested))
        let offset = contentOffset
        if target == offset && !isOutOfBounds(offset) { return nil }
        let rate = decelerationRate.rawValue
        let natural = projectedDistance(velocity)
        /// The distance to the target along `axis`, before the repeated-flick multiplier.
        func distanceToTarget(_ axis: Axis) -> Double { (target[axis] - offset[axis]) / multiplier }
        /// The stop speed with the sign of the release velocity along `axis` (+ for 0).
        func signedStopSpeed(_ axis: Axis) -> Double {
            velocity[axis] < 0 ? -ScrollConstants.stopSpeed : ScrollConstants.stopSpeed
        }
        var solved: [Axis: (velocity: Double, factor: Double, adjusted: Bool)] = [:]
        for axis in Axis.allCases {
            let v = velocity[axis]
            let distance = distanceToTarget(axis)
            let s = signedStopSpeed(axis)
            if abs(distance) < ScrollConstants.retargetDistanceEpsilon {
                solved[axis] = (0, rate, false)
                continue
            }
            let notFarther = (v > 0 && distance <= natural[axis]) || (v < 0 && distance >= natural[axis])
            if notFarther {
                // No lower bound is visible in the binary; a factor that underflows to 0 (a target a
                // hair ahead of a fast release) is kept just above 0 so the motion stays defined.
                let factor = min(
                    max(DeterministicMath.exp(-(v - s) / distance), ScrollConstants.retargetFactorFloor),
                    ScrollConstants.retargetFactorCap)
                solved[axis] = (v, factor, true)
            } else {
                var newVelocity = s + distance / DecelerationRate(rawValue: rate).geometricSum
                var factor = rate
                // A rate so small (subnormal) that the speed it needs overflows takes the slow
                // factor too, so the motion stays finite (no rule in the binary; a choice).
                if !newVelocity.isFinite || abs(newVelocity) < ScrollConstants.flingFloor {
                    factor = ScrollConstants.retargetSlowFactor
                    newVelocity = s + distance / DecelerationRate(rawValue: factor).geometricSum
                }
                solved[axis] = (newVelocity, factor, factor != rate)
            }
        }
        // Both axes adjusted: both take the slower decay, and the other axis's speed is re-solved.
        if let sx = solved[.horizontal], let sy = solved[.vertical], sx.adjusted, sy.adjusted, sx.factor != sy.factor {
            let slower: Axis = sx.factor > sy.factor ? .horizontal : .vertical
            let other: Axis = slower == .horizontal ? .vertical : .horizontal
            let factor = solved[slower]!.factor
            solved[other] = (
                signedStopSpeed(other) + distanceToTarget(other) / DecelerationRate(rawValue: factor).geometricSum,
                factor, true
            )
        }
        var motion = freeMotion(
            velocity: Point(x: solved[.horizontal]!.velocity, y: solved[.vertical]!.velocity),
            multiplier: multiplier, factorX: solved[.horizontal]!.factor, factorY: solved[.vertical]!.factor,
            springTarget: target)
        motion.targetX = target.x
        motion.targetY = target.y
        return .free(motion)
    }
}
