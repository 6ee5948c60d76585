import ScrollSimJSON

extension TraceShrinker {
    /// Delta debugging over the events (`ddmin`); returns whether the best trace shrank.
    ///
    /// Delta debugging over the events (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input",
    /// IEEE TSE 2002, `ddmin`, its complement steps): the units are split into n chunks and each chunk is tried
    /// removed, from the last to the first; a removal that keeps the predicate is kept (n decreases by one), else n
    /// doubles, until chunks are single units. `grouped`: a unit is one finger's touch sequence (`began` to `ended` or
    /// `cancelled`) or one other event, so a touch is deleted whole; otherwise each event is a unit. Returns whether
    /// the best trace shrank.
    static func deleteEvents(_ search: ShrinkSearch, grouped: Bool) -> Bool {
        var units = grouped ? touchSequences(search.best.events) : search.best.events.indices.map { [$0] }
        guard units.count > 1 || (units.count == 1 && !search.best.events.isEmpty) else { return false }
        var improved = false
        var chunkCount = min(2, units.count)
        while chunkCount <= units.count && !search.isStopped {
            let chunks = split(units.count, into: chunkCount)
            var removedOne = false
            for chunk in chunks.reversed() where !search.isStopped {
                let kept = Array(units[..<chunk.lowerBound]) + Array(units[chunk.upperBound...])
                if search.tryCandidate(document(search.best, keeping: kept, of: units)) {
                    units = renumbered(kept)
                    improved = true
                    removedOne = true
                    break
                }
            }
            if removedOne {
                chunkCount = max(min(chunkCount - 1, units.count), 1)
                if units.isEmpty { break }
            } else {
                if chunkCount == units.count { break }
                chunkCount = min(chunkCount * 2, units.count)
            }
        }
        return improved
    }

    /// Tries deleting each event alone, from the last to the first, until none can be deleted.
    ///
    /// Afterwards removing any single event makes the predicate false (1-minimal).
    static func deleteEventsOneByOne(_ search: ShrinkSearch) -> Bool {
        var improved = false
        var index = search.best.events.count - 1
        while index >= 0 && !search.isStopped {
            var candidate = search.best
            candidate.events.remove(at: index)
            if search.tryCandidate(candidate) { improved = true }
            index = min(index - 1, search.best.events.count - 1)
        }
        return improved
    }

    /// `count` units split into `chunks` contiguous ranges of near-equal size (the first ones
    /// one larger), in order.
    static func split(_ count: Int, into chunks: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for chunk in 0..<chunks {
            let size = count / chunks + (chunk < count % chunks ? 1 : 0)
            ranges.append(start..<(start + size))
            start += size
        }
        return ranges
    }

    /// The events grouped into units, ordered by their first event.
    ///
    /// The events grouped into units: each finger's touch sequence from `began` through `ended` or `cancelled` (touches
    /// in between of other fingers or other events are their own units), every other event alone. Units are ordered by
    /// their first event.
    static func touchSequences(_ events: [JSONValue]) -> [[Int]] {
        var units: [[Int]] = []
        var open: [Int: Int] = [:] // finger → unit index
        for (index, event) in events.enumerated() {
            guard case .object(let object) = event, case .string(let phase)? = object["phase"] else {
                units.append([index])
                continue
            }
            let finger: Int
            if case .number(let number)? = object["finger"], let whole = Int(exactly: number) {
                finger = whole
            } else {
                finger = 0
            }
            if phase == "began" || open[finger] == nil {
                open[finger] = units.count
                units.append([index])
            } else if let unit = open[finger] {
                units[unit].append(index)
            }
            if phase == "ended" || phase == "cancelled" { open[finger] = nil }
        }
        return units
    }

    /// `base` with only the events of `kept` (units of event indices into `base.events`).
    private static func document(_ base: TraceDocument, keeping kept: [[Int]], of units: [[Int]]) -> TraceDocument {
        var document = base
        document.events = kept.flatMap { $0 }.sorted().map { base.events[$0] }
        return document
    }

    /// Units re-indexed to the events that remain once only `kept` is left.
    private static func renumbered(_ kept: [[Int]]) -> [[Int]] {
        let order = kept.flatMap { $0 }.sorted()
        var position: [Int: Int] = [:]
        for (new, old) in order.enumerated() { position[old] = new }
        return kept.map { $0.map { position[$0]! } }
    }
}
