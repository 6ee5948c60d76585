import ScrollSimExplore

// The help page of `scrollsim explore`.
extension HelpText {
    static let exploreUsage = """
        Usage: scrollsim explore <scene> [--with-events] [--seed <n>] [--runs <k>] [--moves <m>]
                                 [--output <dir>] [--until-matches <regex>] [--until-not-matches <regex>]
                                 [--until-command <cmd>] [--skip-invariant <name>] [--determinism-every <k>]
                                 [--max-shrink-time <seconds>] [--max-time <seconds>]
                                 [--condition-timeout <seconds>]

        """

    static var explore: String {
        let invariants = Invariant.builtIn.map { invariant in
            "  " + invariant.name + String(repeating: " ", count: max(1, 24 - invariant.name.count)) + invariant.summary
        }
        return """
            OVERVIEW: Hunt bugs nobody reported: random but realistic gesture runs against a scene.

            Each run is a trace of the scene of <scene> (its views, behaviours and coordinator; its
            own events are ignored, or replayed first with --with-events) with 1 to <m> moves:
            drags, flings from 50 to 8000 pt/s, taps, holds, reversals, catches of a deceleration or
            bounce, releases near edges and page boundaries, two-finger touches and pinches,
            programmatic calls and `set` changes in mid-gesture. The same seed gives the same runs on
            every machine. Every run is checked against the invariants below and, with --until-…,
            against your conditions (a run on which they all hold is a finding too). The first
            finding is shrunk (the same invariant must still break) and written to <dir> as
            counterexample-N.json (the trace), counterexample-N.log (its log) and
            counterexample-N.txt (one line: the invariant and why), N the run's number. A scene that
            never comes to rest (replay-settles) is shrunk to a trace that still does not, its log
            ending with the replay's error. On a terminal, standard error shows the progress.

            \(exploreUsage)
            ARGUMENTS:
              <scene>                 A trace file (any trace: only its scene is used).

            OPTIONS:
              --with-events           Replay the scene's own events before each run's moves, which
                                      start once everything has come to rest (for a bug that needs a
                                      state only those events reach); the shrink may cut them too.
              --seed <n>              The seed, 0 to 2^64-1. (default: 1)
              --runs <k>              How many runs. (default: \(ExploreOptions.defaultRuns))
              --moves <m>             The most moves in a run, 1 to \(ExploreOptions.mostMoves). (default: \(ExploreOptions.defaultMaxMoves))
              -o, --output <dir>      Where to write a counterexample (created if missing). (default: .)
              --until-matches <regex> A finding when some log line matches (repeatable; all must hold).
              --until-not-matches <regex>
                                      A finding when no log line matches (repeatable).
              --until-command <cmd>   A finding when <cmd> exits 0 given the run's trace path as its last
                                      argument (repeatable).
              --skip-invariant <name> Do not check this built-in invariant (repeatable).
              --determinism-every <k> Replay runs 1, 1+k, 1+2k, … a second time for replay-deterministic;
                                      1 checks every run. (default: \(ExploreOptions.defaultDeterminismEvery))
              --max-shrink-time <seconds>
                                      Stop shrinking after this long and keep the smallest trace so far.
              --max-time <seconds>    Stop starting runs after this long and print the summary line;
                                      Ctrl-C or SIGTERM prints it too (exit status 130 or 143).
              --condition-timeout <seconds>
                                      Kill an --until-command (its process group) after this long; it
                                      then does not hold. (default: 60)
              -h, --help              Show help information.

            INVARIANTS:
            \(invariants.joined(separator: "\n"))
              replay-settles          (always) every run's scene comes to rest
              valid-trace             (always) every generated run is a valid trace

            \(exitStatus(
                ExitStatusLine(0, "No run broke an invariant; a summary is printed (runs, events, simulated seconds)."),
                ExitStatusLine(1, "A counterexample was written."),
                .usageError(
                    "a bad seed, an unknown invariant, an unreadable scene,\na regular expression that does not "
                        + "compile, a command that is not found."),
                ExitStatusLine(130, "Interrupted (Ctrl-C): the summary of the runs so far was printed."),
                ExitStatusLine(143, "Terminated (SIGTERM): the summary of the runs so far was printed.")))
            """
    }
}
