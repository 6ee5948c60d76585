import ScrollSimJSON

extension TraceShrinker {
    /// Rounds numbers to fewer decimals; returns whether the best trace shrank.
    ///
    /// Rounds numbers to fewer decimals: first every number of the trace at once to 0, 1, 2 and 3 decimals (whole
    /// points first), then each event's numbers alone, from the last event to the first. `finger` and `scrollsim` are
    /// whole already. Returns whether the best trace shrank.
    static func roundNumbers(_ search: ShrinkSearch) -> Bool {
        var improved = false
        for decimals in 0...3 where !search.isStopped {
            var candidate = search.best
            candidate.members = candidate.members.map { ($0.key, rounded($0.value, decimals: decimals)) }
            candidate.events = candidate.events.map { rounded($0, decimals: decimals) }
            if search.tryCandidate(candidate) {
                improved = true
                break
            }
        }
        var index = search.best.events.count - 1
        while index >= 0 && !search.isStopped {
            for decimals in 0...3 where !search.isStopped {
                var candidate = search.best
                candidate.events[index] = rounded(candidate.events[index], decimals: decimals)
                if search.tryCandidate(candidate) {
                    improved = true
                    break
                }
            }
            index = min(index - 1, search.best.events.count - 1)
        }
        return improved
    }

    /// Shortens gestures and pauses; returns whether the best trace shrank.
    ///
    /// Shortens gestures and pauses: drops each gesture's `hold` and `holdBefore` (0 by default) and halves its
    /// `duration` (to 0.1 ms); moves the events after each pause of more than 0.1 s earlier by half the pause, when no
    /// finger is down across it, and every event earlier by the first one's time (the trace then starts at 0). Last
    /// events first. Returns whether the best trace shrank.
    static func shortenTimes(_ search: ShrinkSearch) -> Bool {
        var improved = false
        var index = search.best.events.count - 1
        while index >= 0 && !search.isStopped {
            if case .object(let object) = search.best.events[index], object["gesture"] != nil {
                for key in ["hold", "holdBefore"] where object[key] != nil && !search.isStopped {
                    var candidate = search.best
                    candidate.events[index] = .object(JSONObject(object.members.filter { $0.key != key }))
                    if search.tryCandidate(candidate) { improved = true }
                }
                if case .object(let current) = search.best.events[index],
                    case .number(let duration)? = current["duration"],
                    !search.isStopped
                {
                    let half = TouchRun.rounded(duration / 2, decimals: 4)
                    if half > 0 {
                        var candidate = search.best
                        candidate.events[index] = .object(replacing("duration", with: .number(half), in: current))
                        if search.tryCandidate(candidate) { improved = true }
                    }
                }
            }
            index = min(index - 1, search.best.events.count - 1)
        }
        var pauses = pausesWithoutTouch(search.best.events)
        if case .object(let first)? = search.best.events.first, case .number(let start)? = first["t"], start > 0 {
            pauses.insert((0, start * 2), at: 0)
        }
        for (position, gap) in pauses.reversed() where !search.isStopped {
            guard position < search.best.events.count else { continue }
            let shift = TouchRun.rounded(gap / 2, decimals: 4)
            var candidate = search.best
            for later in position..<candidate.events.count {
                guard case .object(let object) = candidate.events[later], case .number(let time)? = object["t"] else {
                    continue
                }
                candidate.events[later] = .object(
                    replacing("t", with: .number(TouchRun.rounded(time - shift, decimals: 4)), in: object))
            }
            if search.tryCandidate(candidate) { improved = true }
        }
        return improved
    }

    /// The pauses of more than 0.1 s before an event (its index and the pause, s) with no raw
    /// touch open across them.
    static func pausesWithoutTouch(_ events: [JSONValue]) -> [(Int, Double)] {
        var pauses: [(Int, Double)] = []
        var down: Set<Int> = []
        var previousTime: Double?
        for (index, event) in events.enumerated() {
            guard case .object(let object) = event, case .number(let time)? = object["t"] else { continue }
            if let previousTime, down.isEmpty, time - previousTime > 0.1 { pauses.append((index, time - previousTime)) }
            previousTime = max(previousTime ?? time, time)
            if case .string(let phase)? = object["phase"] {
                var finger = 0
                if case .number(let number)? = object["finger"], let whole = Int(exactly: number) { finger = whole }
                if phase == "began" { down.insert(finger) }
                if phase == "ended" || phase == "cancelled" { down.remove(finger) }
            }
        }
        return pauses
    }

    /// Drops parts of the scene; returns whether the best trace shrank.
    ///
    /// Drops parts of the scene: each top-level member but `scrollsim` and `name`, then each key of the objects and
    /// each element of the arrays inside them (a key that equals its default, a view, a behaviour, a `set`-able
    /// property nobody needs), deepest and last first. Returns whether the best trace shrank.
    static func dropSceneParts(_ search: ShrinkSearch) -> Bool {
        var improved = false
        var paths = removablePaths(search.best)
        while let path = paths.popLast(), !search.isStopped {
            var candidate = search.best
            guard removing(path, from: &candidate) else { continue }
            if search.tryCandidate(candidate) {
                improved = true
                paths = removablePaths(search.best).filter { $0.lexicographicallyPrecedes(path) }
            }
        }
        return improved
    }

    /// Paths (member index, then key or element positions) to every removable part of the
    /// members, in pre-order.
    private static func removablePaths(_ document: TraceDocument) -> [[Int]] {
        var paths: [[Int]] = []
        func visit(_ value: JSONValue, _ path: [Int]) {
            switch value {
            case .object(let object):
                for (position, member) in object.members.enumerated() {
                    paths.append(path + [position])
                    visit(member.value, path + [position])
                }
            case .array(let elements):
                for (position, element) in elements.enumerated() {
                    paths.append(path + [position])
                    visit(element, path + [position])
                }
            default: break
            }
        }
        for (position, member) in document.members.enumerated() where member.key != "scrollsim" && member.key != "name"
        {
            paths.append([position])
            visit(member.value, [position])
        }
        return paths
    }

    /// Removes the part at `path`; false when there is none.
    private static func removing(_ path: [Int], from document: inout TraceDocument) -> Bool {
        guard let first = path.first, first < document.members.count else { return false }
        if path.count == 1 {
            document.members.remove(at: first)
            return true
        }
        guard let value = removing(Array(path.dropFirst()), from: document.members[first].value) else { return false }
        document.members[first].value = value
        return true
    }

    private static func removing(_ path: [Int], from value: JSONValue) -> JSONValue? {
        guard let first = path.first else { return nil }
        switch value {
        case .object(let object) where first < object.count:
            var members = object.members
            if path.count == 1 {
                members.remove(at: first)
            } else {
                guard let inner = removing(Array(path.dropFirst()), from: members[first].value) else { return nil }
                members[first].value = inner
            }
            return .object(JSONObject(members))
        case .array(var elements) where first < elements.count:
            if path.count == 1 {
                elements.remove(at: first)
            } else {
                guard let inner = removing(Array(path.dropFirst()), from: elements[first]) else { return nil }
                elements[first] = inner
            }
            return .array(elements)
        default:
            return nil
        }
    }

    /// `value` with every number rounded to `decimals` places (`finger` untouched).
    static func rounded(_ value: JSONValue, decimals: Int) -> JSONValue {
        switch value {
        case .number(let number): return .number(TouchRun.rounded(number, decimals: decimals))
        case .array(let elements): return .array(elements.map { rounded($0, decimals: decimals) })
        case .object(let object):
            return .object(
                JSONObject(
                    object.members.map {
                        ($0.key, $0.key == "finger" ? $0.value : rounded($0.value, decimals: decimals))
                    }))
        default: return value
        }
    }

    /// `object` with the member `key` set to `value` (in place when present, else appended).
    static func replacing(_ key: String, with value: JSONValue, in object: JSONObject) -> JSONObject {
        var members = object.members
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = value
        } else {
            members.append((key, value))
        }
        return JSONObject(members)
    }
}
