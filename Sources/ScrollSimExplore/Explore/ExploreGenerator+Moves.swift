import ScrollSimJSON

extension ExploreGenerator {
    /// A fling, then a touch 10 ms to 0.6 s after its lift (40 % within 100 ms): a tap, a drag or another fling, either
    /// way.
    ///
    /// At that moment the content is decelerating, or bouncing if the fling reached an edge.
    mutating func catchDeceleration(_ target: ExploreScene.Target) {
        let finger = freeFinger()
        let direction = randomDirection(target)
        let lift = fling(target, at: clock, finger: finger, direction: direction)
        let delay = random.chance(0.4) ? random.uniform(0.01, 0.1) : random.uniform(0.1, 0.6)
        clock = Self.time(lift + delay)
        let catcher = freeFinger()
        let heading = Heading(vertical: direction.vertical, sign: random.chance(0.5) ? 1 : -1)
        switch random.index(below: 3) {
        case 0: clock = tap(target, at: clock, finger: catcher, duration: random.uniform(0.03, 0.3))
        case 1: clock = drag(target, at: clock, finger: catcher, direction: heading)
        default: clock = fling(target, at: clock, finger: catcher, direction: heading)
        }
    }

    /// Puts the content near an edge or a page boundary, then drags or flings so the release comes near it.
    ///
    /// Puts the content near an edge or a page boundary (a non-animated `setContentOffset`), then drags or flings so
    /// the release comes near it: a drag ends within 40 pt of it, a fling heads at it. One time in three a tap follows
    /// 10–300 ms after the lift, catching the bounce or the settle onto the page.
    mutating func releaseNearEdge(_ target: ExploreScene.Target) {
        let direction = randomDirection(target)
        let range = target.range
        let low = direction.vertical ? range.minimum.y : range.minimum.x
        let high = direction.vertical ? range.maximum.y : range.maximum.x
        let page = direction.vertical ? target.frame.size.height : target.frame.size.width
        var mark = direction.sign > 0 ? high : low
        if target.isPaging, page > 0, high - low > page, random.chance(0.6) {
            let pages = ((high - low) / page).rounded(.down)
            mark = low + page * Double(1 + random.index(below: max(1, Int(min(pages, 1000)))))
        }
        let approach = random.uniform(5, 200)
        let startAlong = min(high, max(low, mark - direction.sign * approach))
        var offset = (x: range.minimum.x, y: range.minimum.y)
        if direction.vertical { offset.y = startAlong } else { offset.x = startAlong }
        setContentOffset(target, x: Self.points(offset.x), y: Self.points(offset.y), animated: false, at: clock)
        clock = Self.time(clock + random.uniform(0.05, 0.3))
        let finger = freeFinger()
        if random.chance(0.5) {
            let distance = max(1, abs(mark - startAlong) + random.uniform(-40, 40))
            clock = drag(target, at: clock, finger: finger, direction: direction, distance: distance)
        } else {
            clock = fling(target, at: clock, finger: finger, direction: direction)
        }
        if random.chance(1.0 / 3.0) {
            clock = Self.time(clock + random.uniform(0.01, 0.3))
            let catcher = freeFinger()
            clock = tap(target, at: clock, finger: catcher, duration: random.uniform(0.03, 0.3))
        }
    }

    /// Two fingers at once: a pinch on a view that zooms (half the time), else two drags.
    ///
    /// The second drag touches down while the first still moves.
    mutating func twoFingers(_ target: ExploreScene.Target) {
        let first = freeFinger()
        fingerFreeAt[first] = .infinity
        let second = freeFinger()
        fingerFreeAt[first] = 0
        if target.zooms && random.chance(0.5) {
            clock = pinch(target, at: clock, fingers: (first, second))
            return
        }
        let firstLift = drag(target, at: clock, finger: first, direction: randomDirection(target))
        let secondStart = Self.time(clock + random.uniform(0.01, max(0.02, firstLift - clock)))
        let secondLift = drag(target, at: secondStart, finger: second, direction: randomDirection(target))
        clock = max(firstLift, secondLift)
    }

    /// A drag or fling with a `set` change at a random moment from its touch-down to 0.5 s after its lift.
    ///
    /// So the change comes during the drag, at the lift or during the deceleration. Turning scrolling off is followed
    /// by turning it back on.
    mutating func sceneChangeMidGesture(_ target: ExploreScene.Target) {
        let start = clock
        let finger = freeFinger()
        let direction = randomDirection(target)
        let lift =
            random.chance(0.5)
            ? drag(target, at: clock, finger: finger, direction: direction)
            : fling(target, at: clock, finger: finger, direction: direction)
        let changeTime = Self.time(random.uniform(clock, lift + 0.5))
        sceneChange(target, at: changeTime)
        clock = max(lift, changeTime, start)
    }
}
