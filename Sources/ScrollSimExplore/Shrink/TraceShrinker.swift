import ScrollSimTrace

/// Finds a smaller trace on which a predicate still holds.
///
/// Delta debugging over the events, then simplifications of what is left, repeated until none helps (or a limit is
/// reached).
///
/// The predicate gets a ``ShrinkCandidate`` (the document, its bytes, its replay's log computed
/// once); `shrink` calls it with candidates in a fixed order and keeps the first smaller one it
/// accepts, so the same input and predicate give the same result, byte for byte. Each pass is in
/// its own `TraceShrinker+Pass.swift` file; ``ShrinkSearch`` counts the tries and applies the limits.
///
///     let shrinker = TraceShrinker(conditions: conditions)
///     let result = try shrinker.shrink(TraceDocument(parsing: bytes))
package struct TraceShrinker {
    /// The plug-ins the candidates' replays may name.
    package var plugins: PluginRegistry
    /// Bounds on the search.
    package var limits: ShrinkLimits
    /// Called after every improvement and about once a second otherwise (the CLI prints it on a
    /// terminal); nil: no reports.
    package var progress: ((ShrinkProgress) -> Void)?
    /// Whether a candidate is interesting (still shows what is being shrunk).
    ///
    /// Nil when it is, else why not (the message when the input itself is not interesting).
    package let failure: (ShrinkCandidate) -> String?
    /// Whether a candidate whose scene never comes to rest may be kept.
    ///
    /// Whether a candidate whose scene never comes to rest (its replay stops with `ReplayError.simulation`: it did not
    /// settle, or moved too long) may be kept, for shrinking a trace that shows exactly that (`explore`'s
    /// `replay-settles`). False by default: every candidate must then replay to its end. A trace the decoder rejects is
    /// never kept.
    package var keepsUnsettled = false
    /// The header decoded once for candidates that keep the input's top-level members.
    ///
    /// When nil, it is made from the input's members when the shrink starts. See ``ReplayTemplate``.
    package var template: ReplayTemplate?

    /// A shrinker keeping candidates on which `isInteresting` is true.
    package init(
        plugins: PluginRegistry = .builtIn, limits: ShrinkLimits = ShrinkLimits(),
        progress: ((ShrinkProgress) -> Void)? = nil, isInteresting: @escaping (ShrinkCandidate) -> Bool
    ) {
        self.plugins = plugins
        self.limits = limits
        self.progress = progress
        self.failure = { isInteresting($0) ? nil : "the predicate is false" }
    }

    /// A shrinker keeping candidates on which every condition of `conditions` holds.
    package init(
        conditions: ConditionSet, plugins: PluginRegistry = .builtIn, limits: ShrinkLimits = ShrinkLimits(),
        progress: ((ShrinkProgress) -> Void)? = nil
    ) {
        self.plugins = plugins
        self.limits = limits
        self.progress = progress
        self.failure = { conditions.failure(on: $0) }
    }

    /// Shrinks `document`.
    ///
    /// Throws when the predicate is false on the input itself. The result is one the predicate accepted, and is checked
    /// once more at the end from its bytes (``ShrinkResult/recheckFailure``).
    package func shrink(_ document: TraceDocument) throws(ShrinkError) -> ShrinkResult {
        let template = template ?? ReplayTemplate(members: document.members, plugins: plugins)
        let input = ShrinkCandidate(document: document, template: template, plugins: plugins)
        let keepsUnsettled = keepsUnsettled
        if let reason = Self.validity(input, keepsUnsettled: keepsUnsettled) ?? failure(input) {
            throw .notInterestingInput(reason)
        }
        let search = ShrinkSearch(input: input, limits: limits, progress: progress) {
            [plugins, failure] document in
            let candidate = ShrinkCandidate(document: document, template: template, plugins: plugins)
            return Self.validity(candidate, keepsUnsettled: keepsUnsettled) == nil && failure(candidate) == nil
        }
        var changed = true
        while changed && !search.isStopped {
            changed = false
            changed = Self.runRound(search)
        }
        let recheckFailure: String?
        do {
            let reread = try TraceDocument(parsing: search.bestBytes)
            let candidate = ShrinkCandidate(document: reread, plugins: plugins)
            recheckFailure = Self.validity(candidate, keepsUnsettled: keepsUnsettled) ?? failure(candidate)
        } catch {
            recheckFailure = "the result does not read back: \(error)"
        }
        return ShrinkResult(
            document: search.best, bytes: search.bestBytes, tries: search.tries, stop: search.stop ?? .fixedPoint,
            recheckFailure: recheckFailure)
    }

    /// Nil when `candidate` is a trace that replays, else the replay's error.
    ///
    /// Every candidate must be one, whatever the predicate says (a command may not replay it), so the result is always
    /// a valid trace. With `keepsUnsettled`, a valid trace whose scene does not come to rest counts too (the predicate
    /// then judges it).
    static func validity(_ candidate: ShrinkCandidate, keepsUnsettled: Bool = false) -> String? {
        guard case .failure(let error) = candidate.log else { return nil }
        if keepsUnsettled, case .simulation = error { return nil }
        return "the trace does not replay: \(error)"
    }

    /// Runs the passes of one round, in order; returns whether any improved the best trace.
    ///
    /// Deletions of whole touches and gestures come first (they shrink most), then raw touches become gestures, single
    /// events go, times shorten, numbers round and scene parts drop; the one-at-a-time deletion is last, so a round
    /// that changes nothing has checked every single-event deletion: the result is 1-minimal.
    static func runRound(_ search: ShrinkSearch) -> Bool {
        let passes: [(ShrinkSearch) -> Bool] = [
            { deleteEvents($0, grouped: true) }, replaceTouchRuns, { deleteEvents($0, grouped: false) },
            shortenTimes, roundNumbers, dropSceneParts, deleteEventsOneByOne,
        ]
        var improved = false
        for pass in passes where !search.isStopped {
            if pass(search) { improved = true }
        }
        return improved
    }
}
