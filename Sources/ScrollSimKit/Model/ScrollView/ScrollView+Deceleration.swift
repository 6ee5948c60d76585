// Driving a release motion from the display link.
//
// Each frame the motion is evaluated at the frame's time (frames less than 1 ms after the last
// update are skipped [UIKitCore-RE] §2, [UIScrollView-Decompile]), the pixel-rounded offset is set (one
// `didScroll` if it changed), and the motion ends when the velocity is below 0.01 pt/ms
// (`vx² + vy² < 1e-4`) and no axis is bouncing (outside its range by 0.5 pt or more); then the
// offset is pinned into the range and `scrollViewDidEndDecelerating` is sent [UIScrollView-Decompile] ~601K–694K.
// A retargeted axis snaps onto its target once it reaches or passes it, and crawls towards it
// at a constant speed if it ran out of speed first ([UIScrollView-Decompile], [Radar-18746849]).
extension ScrollView {
    /// Advances `motion` to the frame at `time` (s), as described above.
    ///
    /// Inlined into `displayFrame(at:)`, its one caller.
    @inline(__always) func stepMotion(_ motion: Motion, at time: Double) {
        guard UIKitUnits.milliseconds(fromSeconds: time - storage.motionClock) >= ScrollConstants.minimumFrameStep
        else {
            return
        }
        let elapsed = time - storage.motionClock
        let generation = motion.generation
        // The motion goes on in place: its clock, and its axes in `freeMotion` or `pagingMotion`
        // (the phase, which holds only its kind, generation and touch, does not change).
        storage.motionClock = time
        switch motion.kind {
        case .free:
            var sampleX = storage.freeMotion.x.sample(at: time)
            var sampleY = storage.freeMotion.y.sample(at: time)
            if let target = storage.freeMotion.targetX {
                storage.freeMotion.finishRetargetedAxis(
                    .horizontal, &sampleX, target: target, at: time, elapsed: elapsed)
            }
            if let target = storage.freeMotion.targetY {
                storage.freeMotion.finishRetargetedAxis(.vertical, &sampleY, target: target, at: time, elapsed: elapsed)
            }
            if sampleX.isOutside || sampleY.isOutside { storage.fastScroll.reset() }
            setOffset(Point(x: sampleX.position, y: sampleY.position))
            guard isCurrent(generation) else { return }
            let vx = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: sampleX.velocity)
            let vy = UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: sampleY.velocity)
            let stop = ScrollConstants.stopSpeed
            if vx * vx + vy * vy < stop * stop, !sampleX.isBouncing, !sampleY.isBouncing {
                setOffset(clampedOffset(contentOffset))
                guard isCurrent(generation) else { return }
                finishDeceleration()
            }
        case .paging:
            var offset = contentOffset
            if storage.pagingMotion.x != nil { offset.x = storage.pagingMotion.x!.step(to: time) }
            if storage.pagingMotion.y != nil { offset.y = storage.pagingMotion.y!.step(to: time) }
            // Read before this frame's `didScroll`, whose callbacks may move the motion.
            let finished = (storage.pagingMotion.x?.isFinished ?? true) && (storage.pagingMotion.y?.isFinished ?? true)
            setOffset(offset)
            guard isCurrent(generation) else { return }
            if finished {
                storage.pagingFlight = PagingFlight()
                finishDeceleration()
            }
        }
    }

    /// True while the motion numbered `generation` is still the running one.
    ///
    /// A callback during the frame may have replaced or ended it.
    private func isCurrent(_ generation: Int) -> Bool {
        if case .decelerating(let current) = phase, current.generation == generation { return true }
        return false
    }

    private func finishDeceleration() {
        storage.fastScroll.reset()
        endMotion()
        notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
    }

    /// The running motion continues from `offset` at `time` with its current velocity.
    ///
    /// For a programmatic offset change during a deceleration; its axes are changed in place.
    func rebaseMotion(_ kind: Motion.Kind, to offset: Point, at time: Double) {
        switch kind {
        case .free: storage.freeMotion.rebase(to: offset, at: time)
        case .paging: storage.pagingMotion.rebase(to: offset, at: time)
        }
    }

    /// `axes` continuing from `offset` at `time` with their current velocity.
    func rebased(_ axes: MotionAxes, to offset: Point, at time: Double) -> MotionAxes {
        switch axes {
        case .free(var free):
            free.rebase(to: offset, at: time)
            return .free(free)
        case .paging(var paging):
            paging.rebase(to: offset, at: time)
            return .paging(paging)
        }
    }

    /// Starts the motion of `axes` now: a new generation, its axes stored beside the phase.
    func startMotion(_ axes: MotionAxes) {
        storage.motionGeneration += 1
        let kind: Motion.Kind
        switch axes {
        case .free(let free):
            storage.freeMotion = free
            kind = .free
        case .paging(let paging):
            storage.pagingMotion = paging
            kind = .paging
        }
        storage.motionClock = now
        phase = .decelerating(Motion(kind: kind, touchStillDown: true, generation: storage.motionGeneration))
    }
}

extension ScrollView.FreeMotion {
    /// What `freeMotion` holds before the first free deceleration: both axes at rest at zero.
    static let resting: Self = {
        let axis = DecelerationAxis(
            position: 0, velocity: 0, time: 0, lower: 0, upper: 0, factor: DecelerationRate.normal.rawValue,
            bounces: false)
        return Self(x: axis, y: axis)
    }()

    /// Continues from `offset` at `time` with the current velocity.
    mutating func rebase(to offset: Point, at time: Double) {
        let vx = x.sample(at: time).velocity, vy = y.sample(at: time).velocity
        x = x.restarted(position: offset.x, velocity: vx, time: time)
        y = y.restarted(position: offset.y, velocity: vy, time: time)
    }

    /// The end rules of a retargeted axis after this frame's step: a snap onto the target, or a crawl towards it.
    ///
    /// The end rules of a retargeted axis after this frame's step (`elapsed` s since the last
    /// one): a snap onto the target once the axis reaches or passes it; else, once it is slower
    /// than the stop speed, a crawl towards the target at a constant speed in time, from the next
    /// frame until it arrives ([UIScrollView-Decompile]: "a constant-speed crawl until it snaps"; [Radar-18746849]:
    /// "then slides linearly"). The crawl is linear rather than integrated with the axis's decay
    /// factor: integrated, its distance per frame shrank with the factor (0.16 pt per 60 Hz frame
    /// at 0.998, 0.001 pt at 0.1), so a glide at a low custom rate never ended.
    mutating func finishRetargetedAxis(
        _ along: Axis, _ sample: inout DecelerationAxis.Sample, target: Double, at time: Double, elapsed: Double
    ) {
        guard !sample.isOutside else { return }
        if along == .horizontal {
            Self.finishRetargeted(&x, &sample, &crawlingX, target: target, at: time, elapsed: elapsed)
        } else {
            Self.finishRetargeted(&y, &sample, &crawlingY, target: target, at: time, elapsed: elapsed)
        }
    }

    /// ``finishRetargetedAxis`` for one axis and its crawl flag.
    private static func finishRetargeted(
        _ axis: inout DecelerationAxis, _ sample: inout DecelerationAxis.Sample, _ crawling: inout Bool,
        target: Double, at time: Double, elapsed: Double
    ) {
        let speed = UIKitUnits.pointsPerSecond(fromPointsPerMillisecond: ScrollConstants.retargetCrawlSpeed)
        let direction: Double = target > sample.position ? 1 : -1
        if crawling {
            let step = speed * elapsed
            if abs(target - sample.position) > step {
                sample.position += direction * step
                sample.velocity = direction * speed
                axis = axis.restarted(position: sample.position, velocity: 0, time: time)
                return
            }
            sample.position = target
        }
        let v = sample.velocity
        let reached =
            (v > 0 && sample.position >= target) || (v < 0 && sample.position <= target) || sample.position == target
        if reached {
            crawling = false
            axis = axis.restarted(position: target, velocity: 0, time: time)
            sample = DecelerationAxis.Sample(position: target, velocity: 0, isBouncing: false, isOutside: false)
        } else if abs(UIKitUnits.pointsPerMillisecond(fromPointsPerSecond: v)) < ScrollConstants.stopSpeed {
            crawling = true
            axis = axis.restarted(position: sample.position, velocity: 0, time: time)
            sample.velocity = direction * speed
        }
    }
}

extension ScrollView.PagingMotion {
    /// Continues from `offset` at `time`.
    mutating func rebase(to offset: Point, at time: Double) {
        x = x?.restarted(position: offset.x, time: time)
        y = y?.restarted(position: offset.y, time: time)
    }
}
