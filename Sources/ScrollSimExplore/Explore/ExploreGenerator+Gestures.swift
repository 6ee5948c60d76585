import ScrollSimJSON

/// Which way a gesture moves the content along one axis.
///
/// The offset grows (`sign` +1, the finger moving up or left) or shrinks (−1).
struct Heading: Equatable {
    /// True for the vertical axis.
    var vertical: Bool
    /// +1: the content offset grows; −1: it shrinks.
    var sign: Double

    /// The finger's displacement for a content motion of `distance` pt (the finger moves the other way).
    func fingerDisplacement(_ distance: Double) -> (x: Double, y: Double) {
        vertical ? (0, -sign * distance) : (-sign * distance, 0)
    }
}

extension ExploreGenerator {
    /// A heading along an axis the target scrolls on (vertical when it scrolls on neither).
    mutating func randomDirection(_ target: ExploreScene.Target) -> Heading {
        let range = target.range
        let vertical = range.maximum.y > range.minimum.y, horizontal = range.maximum.x > range.minimum.x
        let useVertical = vertical && horizontal ? random.chance(0.5) : !horizontal
        return Heading(vertical: useVertical, sign: random.chance(0.5) ? 1 : -1)
    }

    /// A fling speed (pt/s) from ``flingSpeeds``.
    mutating func flingSpeed() -> Double {
        let speeds = Self.flingSpeeds
        let speed =
            random.chance(speeds.shareBelowFloor)
            ? random.uniform(speeds.belowFloor, speeds.floor) : random.logUniform(speeds.floor, speeds.top)
        return ExploreRandom.rounded(speed, decimals: 0)
    }

    /// A drag of `distance` pt of content motion (a human length when nil); returns its lift time.
    mutating func drag(
        _ target: ExploreScene.Target, at time: Double, finger: Int, direction: Heading, distance: Double? = nil
    ) -> Double {
        let extent = direction.vertical ? scene.window.height : scene.window.width
        let length = distance ?? random.logUniform(4, max(8, min(600, extent * 0.8)))
        let by = direction.fingerDisplacement(length)
        let from = start(in: target, travelling: by)
        let duration = Self.time(random.uniform(0.05, 0.8))
        var members: [(String, JSONValue)] = [
            ("t", .number(time)), ("gesture", .string("drag")), ("from", Self.point(from.x, from.y)),
            ("by", Self.point(Self.points(by.x), Self.points(by.y))), ("duration", .number(duration)),
        ]
        var end = time + duration
        if random.chance(0.3) {
            let hold = Self.time(random.uniform(0.05, 0.4))
            members.append(("hold", .number(hold)))
            end += hold
        }
        if random.chance(0.12) {
            let holdBefore = Self.time(random.uniform(0.05, 0.5))
            members.append(("holdBefore", .number(holdBefore)))
            end += holdBefore
        }
        switch random.index(below: 20) {
        case 0..<5: members.append(("profile", .string("easeOut")))
        case 5..<8: members.append(("profile", .string("easeInOut")))
        default: break
        }
        return emit(members, finger: finger, at: time, end: end)
    }

    /// A fling at `speed` pt/s (drawn from the human range when nil); returns its lift time.
    ///
    /// Its duration is the gesture's default rounded up to 1 ms (the slop in whole touch samples plus four), written
    /// out so the lift time is known here.
    mutating func fling(
        _ target: ExploreScene.Target, at time: Double, finger: Int, direction: Heading, speed: Double? = nil
    ) -> Double {
        let speed = speed ?? flingSpeed()
        let rate = scene.touchRate
        let samples = (10 * rate / speed).rounded(.up) + 4
        let duration = ((samples / rate) * 1000).rounded(.up) / 1000
        let velocity = direction.fingerDisplacement(speed)
        let travel = (x: velocity.x * duration, y: velocity.y * duration)
        let from = start(in: target, travelling: travel)
        var members: [(String, JSONValue)] = [
            ("t", .number(time)), ("gesture", .string("fling")), ("from", Self.point(from.x, from.y)),
            ("velocity", Self.point(velocity.x, velocity.y)), ("duration", .number(duration)),
        ]
        var end = time + duration
        if random.chance(0.1) {
            let holdBefore = Self.time(random.uniform(0.05, 0.4))
            members.append(("holdBefore", .number(holdBefore)))
            end += holdBefore
        }
        return emit(members, finger: finger, at: time, end: end)
    }

    /// A `path` out by 20–300 pt and back by 30–120 % of that, lifted while moving back; returns its lift time.
    ///
    /// Each leg takes 0.08–0.4 s.
    mutating func reversal(_ target: ExploreScene.Target, at time: Double, finger: Int, direction: Heading) -> Double {
        let out = direction.fingerDisplacement(random.uniform(20, 300))
        let back = random.uniform(0.3, 1.2)
        let from = start(in: target, travelling: out)
        let firstLeg = Self.time(random.uniform(0.08, 0.4))
        let secondLeg = Self.time(firstLeg + random.uniform(0.08, 0.4))
        let turn = (x: Self.points(from.x + out.x), y: Self.points(from.y + out.y))
        let end = (x: Self.points(turn.x - out.x * back), y: Self.points(turn.y - out.y * back))
        func knot(_ point: (x: Double, y: Double), _ t: Double) -> JSONValue {
            .object(JSONObject([("x", .number(point.x)), ("y", .number(point.y)), ("t", .number(t))]))
        }
        let members: [(String, JSONValue)] = [
            ("t", .number(time)), ("gesture", .string("path")),
            ("points", .array([knot(from, 0), knot(turn, firstLeg), knot(end, secondLeg)])),
        ]
        return emit(members, finger: finger, at: time, end: time + secondLeg)
    }

    /// A touch that lifts after `duration` s without moving; returns its lift time.
    mutating func tap(_ target: ExploreScene.Target, at time: Double, finger: Int, duration: Double) -> Double {
        let at = start(in: target, travelling: (0, 0))
        let duration = Self.time(max(0.001, duration))
        let members: [(String, JSONValue)] = [
            ("t", .number(time)), ("gesture", .string("tap")), ("at", Self.point(at.x, at.y)),
            ("duration", .number(duration)),
        ]
        return emit(members, finger: finger, at: time, end: time + duration)
    }

    /// A pinch with `fingers`; returns its lift time.
    mutating func pinch(_ target: ExploreScene.Target, at time: Double, fingers: (Int, Int)) -> Double {
        let center = start(in: target, travelling: (0, 0))
        let duration = Self.time(random.uniform(0.15, 0.8))
        var members: [(String, JSONValue)] = [
            ("t", .number(time)), ("gesture", .string("pinch")), ("center", Self.point(center.x, center.y)),
            ("distance", .number(Self.points(random.uniform(60, 260)))),
            ("scale", .number(ExploreRandom.rounded(random.logUniform(0.25, 4), decimals: 2))),
            ("duration", .number(duration)),
            ("fingers", .array([.number(Double(fingers.0)), .number(Double(fingers.1))])),
        ]
        var end = time + duration
        if random.chance(0.3) {
            let hold = Self.time(random.uniform(0.05, 0.3))
            members.append(("hold", .number(hold)))
            end += hold
        }
        fingerFreeAt[fingers.0] = Self.time(end + 0.002)
        fingerFreeAt[fingers.1] = Self.time(end + 0.002)
        append(.object(JSONObject(members)), at: time)
        return end
    }

    /// Appends a one-finger gesture and marks its finger busy until just after `end`.
    mutating func emit(_ members: [(String, JSONValue)], finger: Int, at time: Double, end: Double) -> Double {
        var members = members
        if finger != 0 { members.append(("finger", .number(Double(finger)))) }
        append(.object(JSONObject(members)), at: time)
        fingerFreeAt[finger] = Self.time(end + 0.002)
        return end
    }

    /// A touch-down point on the visible part of `target`.
    ///
    /// It is placed so that a motion by `travel` stays in the window where it can.
    mutating func start(in target: ExploreScene.Target, travelling travel: (x: Double, y: Double)) -> (
        x: Double, y: Double
    ) {
        let frame = target.windowFrame
        let margin = 4.0
        var lowX = max(0, frame.origin.x) + margin,
            highX = min(scene.window.width, frame.origin.x + frame.size.width) - margin
        var lowY = max(0, frame.origin.y) + margin,
            highY = min(scene.window.height, frame.origin.y + frame.size.height) - margin
        if lowX > highX { (lowX, highX) = (margin, max(margin, scene.window.width - margin)) }
        if lowY > highY { (lowY, highY) = (margin, max(margin, scene.window.height - margin)) }
        let fitLowX = max(lowX, lowX - travel.x), fitHighX = min(highX, highX - travel.x)
        let fitLowY = max(lowY, lowY - travel.y), fitHighY = min(highY, highY - travel.y)
        let x = fitLowX <= fitHighX ? random.uniform(fitLowX, fitHighX) : random.uniform(lowX, highX)
        let y = fitLowY <= fitHighY ? random.uniform(fitLowY, fitHighY) : random.uniform(lowY, highY)
        return (Self.points(x), Self.points(y))
    }

    /// `{"x": x, "y": y}`.
    static func point(_ x: Double, _ y: Double) -> JSONValue {
        .object(JSONObject([("x", .number(x == 0 ? 0 : x)), ("y", .number(y == 0 ? 0 : y))]))
    }
}
