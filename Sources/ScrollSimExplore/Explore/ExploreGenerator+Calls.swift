import ScrollSimJSON

extension ExploreGenerator {
    /// `{"t", "call": "setContentOffset", "view", "x", "y", "animated"}`.
    mutating func setContentOffset(_ target: ExploreScene.Target, x: Double, y: Double, animated: Bool, at time: Double)
    {
        call(
            "setContentOffset", target, at: time, [("x", .number(x)), ("y", .number(y)), ("animated", .bool(animated))])
    }

    /// One of the programmatic calls the trace format has, on `target`.
    ///
    /// `setContentOffset` (animated or not, to an offset in the range or up to 10 % past it), `scrollToTop`, the
    /// `contentOffset` setter, and on views that have them `setZoomScale`, `zoomTo` and `endRefreshing`.
    mutating func programmatic(_ target: ExploreScene.Target) {
        var choices: [(Int, Double)] = [(0, 5), (1, 2), (2, 2)]
        if target.zooms { choices += [(3, 2), (4, 1)] }
        if target.hasRefreshControl { choices.append((5, 2)) }
        let offset = randomOffset(target)
        switch random.weighted(choices) {
        case 0: setContentOffset(target, x: offset.x, y: offset.y, animated: random.chance(0.6), at: clock)
        case 1: call("scrollToTop", nil, at: clock, [])
        case 2:
            call(
                "set", target, at: clock,
                [("property", .string("contentOffset")), ("value", Self.point(offset.x, offset.y))])
        case 3:
            let limits = target.zoomLimits
            let scale = ExploreRandom.rounded(
                random.uniform(limits.lowerBound * 0.8, limits.upperBound * 1.2), decimals: 2)
            call(
                "setZoomScale", target, at: clock,
                [("scale", .number(max(0.01, scale))), ("animated", .bool(random.chance(0.5)))])
        case 4:
            let size = target.frame.size
            let width = Self.points(random.uniform(0.2, 1.5) * size.width)
            let height = Self.points(random.uniform(0.2, 1.5) * size.height)
            let rect = JSONValue.object(
                JSONObject([
                    ("x", .number(Self.points(random.uniform(0, size.width)))),
                    ("y", .number(Self.points(random.uniform(0, size.height)))),
                    ("width", .number(max(1, width))), ("height", .number(max(1, height))),
                ]))
            call("zoomTo", target, at: clock, [("rect", rect), ("animated", .bool(random.chance(0.5)))])
        default: call("endRefreshing", target, at: clock, [])
        }
        clock = Self.time(clock + random.uniform(0, 0.2))
    }

    /// A `set` of one of the properties a trace can change, on `target` (or, one time in eight, a plain view's frame).
    ///
    /// The content size grown or shrunk by up to 60 %, an inset of up to 120 pt, `bounces`, `isPagingEnabled`,
    /// `decelerationRate`, the frame resized by up to 20 %, `isScrollEnabled` off (and on again 0.2–1 s later), the
    /// zoom scale.
    mutating func sceneChange(_ target: ExploreScene.Target, at time: Double) {
        if let plain = scene.plainViews.first, random.chance(1.0 / 8.0) {
            let frame = plain.frame
            let value = Self.rect(
                frame.origin.x, frame.origin.y + Self.points(random.uniform(-80, 80)), frame.size.width,
                frame.size.height)
            call("set", nil, viewID: plain.id, at: time, [("property", .string("frame")), ("value", value)])
            return
        }
        var choices: [(Int, Double)] = [(1, 3), (2, 2), (3, 2), (4, 1), (5, 1), (6, 2)]
        if !target.hasFlowLayout { choices.append((0, 4)) }
        if target.zooms { choices.append((7, 1)) }
        let value: JSONValue
        let property: String
        switch random.weighted(choices) {
        case 0:
            let size = target.contentSize
            let factor = random.uniform(0.4, 1.6)
            let vertical = target.range.maximum.y > target.range.minimum.y || random.chance(0.5)
            let width = vertical ? size.width : Self.points(size.width * factor)
            let height = vertical ? Self.points(size.height * factor) : size.height
            (property, value) = (
                "contentSize", .object(JSONObject([("width", .number(width)), ("height", .number(height))]))
            )
        case 1:
            let edge = ["top", "bottom", "left", "right"][random.index(below: 4)]
            (property, value) = (
                "contentInset", .object(JSONObject([(edge, .number(Self.points(random.uniform(0, 120))))]))
            )
        case 2: (property, value) = ("bounces", .bool(random.chance(0.5)))
        case 3: (property, value) = ("isPagingEnabled", .bool(random.chance(0.5)))
        case 4:
            let rates: [JSONValue] = [
                .string("normal"), .string("fast"),
                .number(ExploreRandom.rounded(random.uniform(0.9, 0.999), decimals: 3)),
            ]
            (property, value) = ("decelerationRate", rates[random.index(below: rates.count)])
        case 5:
            let frame = target.frame
            let factor = random.uniform(0.8, 1.2)
            (property, value) = (
                "frame",
                Self.rect(
                    frame.origin.x, frame.origin.y, Self.points(frame.size.width * factor),
                    Self.points(frame.size.height * factor))
            )
        case 6:
            call("set", target, at: time, [("property", .string("isScrollEnabled")), ("value", .bool(false))])
            (property, value) = ("isScrollEnabled", .bool(true))
            call(
                "set", target, at: Self.time(time + random.uniform(0.2, 1)),
                [("property", .string(property)), ("value", value)])
            return
        default:
            let limits = target.zoomLimits
            (property, value) = (
                "zoomScale",
                .number(ExploreRandom.rounded(random.uniform(limits.lowerBound, limits.upperBound), decimals: 2))
            )
        }
        call("set", target, at: time, [("property", .string(property)), ("value", value)])
    }

    /// An offset in `target`'s range, or up to 10 % of the range's length past either end.
    mutating func randomOffset(_ target: ExploreScene.Target) -> (x: Double, y: Double) {
        let range = target.range
        func along(_ low: Double, _ high: Double) -> Double {
            let span = high - low
            return Self.points(random.uniform(low - span * 0.1, high + span * 0.1))
        }
        return (along(range.minimum.x, range.maximum.x), along(range.minimum.y, range.maximum.y))
    }

    /// Appends `{"t", "call": name, "view"?, …members}`; `target` nil leaves `view` out.
    mutating func call(
        _ name: String, _ target: ExploreScene.Target?, viewID: String? = nil, at time: Double,
        _ members: [(String, JSONValue)]
    ) {
        var all: [(String, JSONValue)] = [("t", .number(time)), ("call", .string(name))]
        if let view = viewID ?? target?.id { all.append(("view", .string(view))) }
        append(.object(JSONObject(all + members)), at: time)
    }

    /// `{"x", "y", "width", "height"}`.
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
        .object(
            JSONObject([
                ("x", .number(x == 0 ? 0 : x)), ("y", .number(y == 0 ? 0 : y)), ("width", .number(max(0.001, width))),
                ("height", .number(max(0.001, height))),
            ]))
    }
}
