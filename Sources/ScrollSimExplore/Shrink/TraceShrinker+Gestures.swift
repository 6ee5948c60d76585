import ScrollSimJSON

extension TraceShrinker {
    /// Replaces runs of raw touch samples by one gesture event; returns whether the best trace shrank.
    ///
    /// Replaces runs of raw touch samples (one finger's `began` … `ended`) by one gesture event that the replay expands
    /// into touches (the `tap`, `drag`, `fling` and `path` plug-ins of ScrollSimTrace: the expansion is theirs), trying
    /// ``TouchRun/gestureCandidates()`` in order and keeping the first the predicate accepts. Runs are visited from the
    /// last to the first. Returns whether the best trace shrank.
    static func replaceTouchRuns(_ search: ShrinkSearch) -> Bool {
        var improved = false
        var remaining = TouchRun.runs(in: search.best.events, units: touchSequences(search.best.events)).count
        while remaining > 0 && !search.isStopped {
            remaining -= 1
            let runs = TouchRun.runs(in: search.best.events, units: touchSequences(search.best.events))
            guard remaining < runs.count else { continue }
            let run = runs[remaining]
            for gesture in run.gestureCandidates() where !search.isStopped {
                var candidate = search.best
                let dropped = Set(run.indices)
                var events: [JSONValue] = []
                events.reserveCapacity(candidate.events.count - dropped.count + 1)
                for (index, event) in candidate.events.enumerated() {
                    if index == run.indices[0] { events.append(gesture) }
                    if !dropped.contains(index) { events.append(event) }
                }
                candidate.events = events
                if search.tryCandidate(candidate) {
                    improved = true
                    break
                }
            }
        }
        return improved
    }
}
