import ScrollSimJSON
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// What `explore` does and how much.
///
/// The seed, the number of runs, the invariants, the user's `--until` conditions and the shrink's bounds.
package struct ExploreOptions: Sendable {
    /// The default number of runs: under a second of a release build over a one-view corpus scene on one core.
    ///
    /// From the benchmark's `explore` figures: about 1 M instructions a run.
    package static let defaultRuns = 300
    /// The most moves (gestures, calls, changes) in a run.
    package static let defaultMaxMoves = 6
    /// How often a run is replayed a second time for ``Invariant/replayDeterministic``: every tenth run.
    ///
    /// A choice (scrollsim's own, no UIKit rule): the second replay costs as much as the run, so checking every run
    /// halved `explore`'s speed for an invariant no run of the corpus has broken; a state that leaks from one replay
    /// into the next is still seen within ten runs. `--determinism-every 1` checks every run, as before; a finding's
    /// shrink checks every candidate.
    package static let defaultDeterminismEvery = 10
    /// The largest `maxMoves` the command accepts: a run stays a trace a person can read, and its
    /// replay's memory bounded.
    package static let mostMoves = 1000

    /// The seed: the same seed gives the same runs on every machine.
    package var seed: UInt64
    /// How many runs.
    package var runs: Int
    /// The most moves per run (1…).
    package var maxMoves: Int
    /// Runs 1, 1 + k, 1 + 2k, … are replayed twice for ``Invariant/replayDeterministic`` (1…; 1: every run).
    package var determinismEvery: Int
    /// The invariants checked on every run, in order.
    package var invariants: [Invariant]
    /// The user's conditions: a run on which all hold is a finding too (empty: none).
    package var until: ConditionSet
    /// Bounds on shrinking a finding.
    package var shrinkLimits: ShrinkLimits

    /// Options; by default every built-in invariant, no `--until`, an unbounded shrink.
    package init(
        seed: UInt64 = 1, runs: Int = defaultRuns, maxMoves: Int = defaultMaxMoves,
        determinismEvery: Int = defaultDeterminismEvery, invariants: [Invariant] = Invariant.builtIn,
        until: ConditionSet = ConditionSet([]),
        shrinkLimits: ShrinkLimits = ShrinkLimits()
    ) {
        self.seed = seed
        self.runs = runs
        self.maxMoves = maxMoves
        self.determinismEvery = determinismEvery
        self.invariants = invariants
        self.until = until
        self.shrinkLimits = shrinkLimits
    }
}

/// Totals of an exploration.
package struct ExploreSummary: Sendable, Equatable {
    /// Runs replayed.
    package var runs = 0
    /// Events generated (gestures and calls, before expansion).
    package var events = 0
    /// Simulated time, summed over the runs (s): each run's last log line or rest time.
    package var simulatedSeconds = 0.0
    /// The names of the invariants checked on every run.
    package var invariants: [String] = []
    /// Findings dropped because they did not break the same invariant again when replayed.
    ///
    /// Findings dropped because neither their shrunk counterexample nor their run, written out and replayed, broke the
    /// same invariant again (nothing is written for them).
    package var unreplayed = 0

    /// Totals of nothing yet, checking `invariants`.
    package init(invariants: [String] = []) { self.invariants = invariants }
}

/// A violation found on a run, shrunk.
package struct ExploreFinding: Sendable {
    /// The run's number (1-based) under the seed.
    package var run: Int
    /// The violation on the shrunk trace (the same invariant as on the run).
    package var violation: InvariantViolation
    /// The run as generated.
    package var original: TraceDocument
    /// The shrunk counterexample.
    package var counterexample: TraceDocument
    /// Its text log.
    package var log: String
    /// Candidates the shrink tried.
    package var shrinkTries: Int
}

/// Generates runs against a scene, checks each, and shrinks the first violation with ``TraceShrinker``.
///
/// Generates runs against a scene, checks each against the invariants and the user's conditions, and shrinks the first
/// violation with ``TraceShrinker`` (the predicate: the same invariant still breaks).
package struct Explorer {
    /// The scene explored.
    package let scene: ExploreScene
    /// The options.
    package let options: ExploreOptions
    /// The scene's header decoded once, or nil when it does not decode.
    ///
    /// The scene's header decoded once: every run (and every shrink candidate that keeps the scene) is replayed from
    /// its event values (nil when the header does not decode: then each run's bytes are replayed, and report why).
    let template: ReplayTemplate?
    /// The scene's log header, read once for every run's log.
    let headers = ObservedHeader.Cache()

    /// An explorer of `scene`.
    package init(scene: ExploreScene, options: ExploreOptions) {
        self.scene = scene
        self.options = options
        template = ReplayTemplate(members: Self.members(of: scene, seed: options.seed, run: 0), plugins: scene.plugins)
    }

    /// The top-level members of run `index`'s trace: the scene's, with the run's `name` after
    /// `scrollsim`.
    static func members(of scene: ExploreScene, seed: UInt64, run index: Int) -> [(key: String, value: JSONValue)] {
        var members = scene.members
        let name = "explore-seed-\(seed)-run-\(index + 1)"
        members.insert(("name", .string(name)), at: members.firstIndex { $0.key == "scrollsim" }.map { $0 + 1 } ?? 0)
        return members
    }

    /// Run `index` (0-based) as a trace document.
    ///
    /// The scene's members, then its events (after the scene's own, when it keeps them).
    package func document(run index: Int) -> TraceDocument {
        var generator = ExploreGenerator(scene: scene, random: ExploreRandom(seed: options.seed, run: index))
        let moves = generator.moveCount(maximum: max(1, options.maxMoves))
        let events = scene.prefix + generator.run(moves: moves)
        return TraceDocument(members: Self.members(of: scene, seed: options.seed, run: index), events: events)
    }

    /// The first invariant `candidate` breaks, or the user's conditions when they all hold, or nil.
    ///
    /// The first invariant `candidate` breaks (the replay's own failure counts: `replay-settles` when the scene does
    /// not come to rest, `valid-trace` when the trace is rejected), or the user's conditions when they all hold
    /// (`until`), or nil.
    package func violation(in candidate: ShrinkCandidate) -> InvariantViolation? {
        evaluate(candidate).violation
    }

    /// ``violation(in:)``, with the run's simulated time when it replayed.
    ///
    /// The time is read from the lines the invariants read, so a run's log is read once. Without `repeats`, the
    /// candidate is replayed once and ``Invariant/replayDeterministic`` holds.
    func evaluate(_ candidate: ShrinkCandidate, repeats: Bool = true) -> (
        violation: InvariantViolation?, seconds: Double?
    ) {
        let bytes: [UInt8]
        switch candidate.logBytes {
        case .success(let log): bytes = log
        case .failure(let error):
            if case .simulation = error {
                return (InvariantViolation(invariant: "replay-settles", reason: error.description), nil)
            }
            return (InvariantViolation(invariant: "valid-trace", reason: error.description), nil)
        }
        let wantsRepeat = repeats && options.invariants.contains { $0.name == Invariant.replayDeterministic.name }
        var repeated: [UInt8]?
        if wantsRepeat,
            case .success(let again) = self.candidate(candidate.document).logBytes
        {
            repeated = again
        }
        let observation = ExploreObservation(bytes: bytes, repeatedBytes: repeated, headers: headers)
        let seconds = Self.simulatedSeconds(observation.scan)
        for invariant in options.invariants {
            if let reason = invariant.check(observation) {
                return (InvariantViolation(invariant: invariant.name, reason: reason), seconds)
            }
        }
        if !options.until.isEmpty, options.until.holds(on: candidate) {
            return (InvariantViolation(invariant: "until", reason: "the --until conditions hold"), seconds)
        }
        return (nil, seconds)
    }

    /// Explores: the runs in order until the first violation, which is shrunk.
    ///
    /// `progress` is told after each run (its 1-based number), `shrinkProgress` as the shrink goes (see
    /// ``TraceShrinker/progress``).
    package func explore(
        shouldStop: () -> Bool = { false }, progress: (Int) -> Void = { _ in },
        shrinkProgress: ((ShrinkProgress) -> Void)? = nil
    ) -> (ExploreSummary, ExploreFinding?) {
        var summary = ExploreSummary(invariants: options.invariants.map(\.name))
        for index in 0..<options.runs {
            if shouldStop() { break }
            let document = document(run: index)
            let repeats = index % max(1, options.determinismEvery) == 0
            let (found, seconds) = evaluate(candidate(document), repeats: repeats)
            summary.runs += 1
            summary.events += document.events.count - scene.prefix.count
            if let seconds { summary.simulatedSeconds += seconds }
            progress(index + 1)
            if let found {
                if let finding = shrink(document, run: index + 1, violation: found, progress: shrinkProgress) {
                    return (summary, finding)
                }
                summary.unreplayed += 1
            }
        }
        return (summary, nil)
    }

    /// Shrinks a run that broke `violation`'s invariant, keeping candidates that break the same one.
    ///
    /// For `replay-settles`, those are candidates whose scene does not come to rest either. A run the decoder rejects
    /// (`valid-trace`: a fault of the generator, not of the model) is returned unshrunk, as the shrinker keeps only
    /// valid traces.
    ///
    /// The counterexample is replayed before it is returned, from the bytes that will be written
    /// (``replays(_:breaking:)``): when the shrunk trace does not break the same invariant again,
    /// the run itself is tried; when that does not either, nil, and nothing is written (before,
    /// a counterexample that did not replay was written as a finding).
    func shrink(
        _ document: TraceDocument, run: Int, violation: InvariantViolation,
        progress: ((ShrinkProgress) -> Void)? = nil
    ) -> ExploreFinding? {
        var shrinker = TraceShrinker(plugins: scene.plugins, limits: options.shrinkLimits, progress: progress) {
            candidate in self.violation(in: candidate)?.invariant == violation.invariant
        }
        shrinker.keepsUnsettled = violation.invariant == "replay-settles"
        shrinker.template = template
        var counterexample = document
        var tries = 0
        if let result = try? shrinker.shrink(document) {
            counterexample = result.document
            tries = result.tries
        }
        var replayed = replays(counterexample, breaking: violation.invariant)
        if replayed == nil, counterexample != document {
            counterexample = document
            replayed = replays(document, breaking: violation.invariant)
        }
        guard let (candidate, final) = replayed else { return nil }
        return ExploreFinding(
            run: run, violation: final, original: document, counterexample: counterexample,
            log: Self.logText(of: candidate), shrinkTries: tries)
    }

    /// A candidate for `document`, replayed through the scene's template when it keeps the scene.
    func candidate(_ document: TraceDocument) -> ShrinkCandidate {
        ShrinkCandidate(document: document, template: template, plugins: scene.plugins)
    }

    /// `document` written out as a trace file's bytes, read back and replayed.
    ///
    /// The candidate and the violation when it breaks `invariant` again, else nil.
    func replays(_ document: TraceDocument, breaking invariant: String) -> (ShrinkCandidate, InvariantViolation)? {
        guard let written = try? TraceDocument(parsing: document.bytes) else { return nil }
        let candidate = ShrinkCandidate(document: written, plugins: scene.plugins)
        guard let found = violation(in: candidate), found.invariant == invariant else { return nil }
        return (candidate, found)
    }

    /// The counterexample's text log, up to where its replay stopped and why.
    ///
    /// The counterexample's text log; for a replay that stopped (its scene did not come to rest, or the trace was
    /// refused), the lines up to where it stopped, then `error: ` and why.
    static func logText(of candidate: ShrinkCandidate) -> String {
        switch candidate.log {
        case .success(let text):
            return text
        case .failure(let error):
            let lines = candidate.linesBeforeFailure
            return lines + (lines.isEmpty || lines.hasSuffix("\n") ? "" : "\n") + "error: \(error.description)\n"
        }
    }

    /// A run's simulated time: its last line's time or the latest rest time (s).
    static func simulatedSeconds(_ read: TextLogScan) -> Double {
        let last = read.lines.last?.endTime ?? 0
        return read.finals.reduce(last) { max($0, $1.restTime) }
    }
}
