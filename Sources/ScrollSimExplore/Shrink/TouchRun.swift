import ScrollSimJSON

/// One finger's raw touch events from `began` to `ended`, read from a trace's events.
///
/// The material the gesture pass replaces by one `drag`, `fling`, `tap` or `path` event.
struct TouchRun: Equatable {
    /// One touch sample.
    struct Sample: Equatable {
        var time: Double
        var x: Double
        var y: Double
    }

    /// The indices of its events in the trace's `events`, in order.
    var indices: [Int]
    /// The finger (0 when the events do not say).
    var finger: Int
    /// The samples, `began` first and `ended` last.
    var samples: [Sample]

    /// The plain touch runs of `events` with at least two samples, ordered by their first event.
    ///
    /// The runs of `events` with at least two samples that start with `began`, end with `ended` and carry only `t`,
    /// `phase`, `x`, `y` and `finger` (anything else a touch may say, such as a `view`, keeps the run raw). Ordered by
    /// their first event.
    static func runs(in events: [JSONValue], units: [[Int]]) -> [TouchRun] {
        var runs: [TouchRun] = []
        for unit in units where unit.count >= 2 {
            var samples: [Sample] = []
            var finger = 0
            var phases: [String] = []
            for index in unit {
                guard case .object(let object) = events[index],
                    object.keys.allSatisfy({ ["t", "phase", "x", "y", "finger"].contains($0) }),
                    case .string(let phase)? = object["phase"], case .number(let time)? = object["t"],
                    case .number(let x)? = object["x"], case .number(let y)? = object["y"]
                else { break }
                if case .number(let number)? = object["finger"], let whole = Int(exactly: number) { finger = whole }
                phases.append(phase)
                samples.append(Sample(time: time, x: x, y: y))
            }
            guard samples.count == unit.count, phases.first == "began", phases.last == "ended",
                phases.dropFirst().dropLast().allSatisfy({ $0 == "moved" || $0 == "stationary" })
            else { continue }
            runs.append(TouchRun(indices: unit, finger: finger, samples: samples))
        }
        return runs
    }

    /// The gesture events that may reproduce the run, the shortest first.
    ///
    /// A `tap` when the finger does not move, a `drag` from the first to the last point, a `fling` at the last samples'
    /// velocity, then `path`s through a few of the points (the first, the last and the last few before the lift, which
    /// the release velocity is estimated from) and through all of them. Times are rounded to 0.1 ms (the replay's own
    /// touch times are exact at the touch rate).
    func gestureCandidates() -> [JSONValue] {
        guard let first = samples.first, let last = samples.last else { return [] }
        let duration = Self.rounded(last.time - first.time, decimals: 4)
        guard duration > 0 else { return [] }
        var candidates: [JSONValue] = []
        func event(_ gesture: String, _ members: [(key: String, value: JSONValue)]) -> JSONValue {
            var all: [(key: String, value: JSONValue)] = [("t", .number(first.time)), ("gesture", .string(gesture))]
            all += members
            if finger != 0 { all.append(("finger", .number(Double(finger)))) }
            return .object(JSONObject(all))
        }
        let from = Self.point(first.x, first.y)
        if samples.allSatisfy({ $0.x == first.x && $0.y == first.y }) {
            candidates.append(event("tap", [("at", from), ("duration", .number(duration))]))
        }
        candidates.append(
            event("drag", [("from", from), ("to", Self.point(last.x, last.y)), ("duration", .number(duration))]))
        let tail = samples.suffix(4)
        if let tailFirst = tail.first, last.time > tailFirst.time {
            let span = last.time - tailFirst.time
            let velocity = Self.point(
                Self.rounded((last.x - tailFirst.x) / span, decimals: 1),
                Self.rounded((last.y - tailFirst.y) / span, decimals: 1))
            candidates.append(
                event("fling", [("from", from), ("velocity", velocity), ("duration", .number(duration))]))
        }
        for keep in [2, 4, 8] where samples.count > keep + 2 {
            candidates.append(
                event("path", [("points", pathPoints([0] + Array((samples.count - keep - 1)..<samples.count)))]))
        }
        candidates.append(event("path", [("points", pathPoints(Array(samples.indices)))]))
        return candidates
    }

    /// `{"x", "y", "t"}` points for the samples at `positions`, `t` relative to the first sample.
    private func pathPoints(_ positions: [Int]) -> JSONValue {
        var points: [JSONValue] = []
        var previous = -Double.infinity
        for position in positions {
            let sample = samples[position]
            let time = Self.rounded(sample.time - samples[0].time, decimals: 4)
            guard time > previous else { continue }
            previous = time
            points.append(
                .object(JSONObject([("x", .number(sample.x)), ("y", .number(sample.y)), ("t", .number(time))])))
        }
        return .array(points)
    }

    static func point(_ x: Double, _ y: Double) -> JSONValue {
        .object(JSONObject([("x", .number(x)), ("y", .number(y))]))
    }

    /// `value` rounded half away from zero to `decimals` places (never negative zero).
    static func rounded(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let result = (value * scale).rounded() / scale
        guard result.isFinite else { return value }
        return result == 0 ? 0 : result
    }
}
