// The help page of `scrollsim shrink`.

extension HelpText {
    static let shrinkUsage = """
        Usage: scrollsim shrink <trace> [--while-differs[=<golden>]] [--while-matches <regex> ...]
                                [--while-not-matches <regex> ...] [--while-command <command> ...]
                                [--output <file>] [--max-time <seconds>] [--max-tries <n>]
                                [--condition-timeout <seconds>]

        """

    static let shrink = """
        OVERVIEW: Find a smaller trace on which a condition still holds.

        Deletes touches, gestures and events (delta debugging, then one at a time, so
        that removing any single event of the result breaks the condition), replaces
        raw touches by tap, drag, fling or path gestures, shortens durations, holds
        and pauses, rounds numbers and drops scene keys, views and behaviours, until
        nothing more helps. Every candidate is replayed in-process; all conditions
        must hold. The result is re-checked and is the same for the same input.

        \(shrinkUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        CONDITIONS (at least one):
          --while-differs[=<golden>]
                                  The log differs from <golden> (default: the trace's own
                                  golden, X.log beside X.json) and still has the input's
                                  first differing line (didScroll lines and times aside).
          --while-matches <regex> Some log line matches <regex> (repeatable).
          --while-not-matches <regex>
                                  No log line matches <regex> (repeatable).
          --while-command <command>
                                  <command> (split at spaces, found on PATH) exits 0 when
                                  run with the candidate trace's path as its last argument.

        OPTIONS:
          -o, --output <file>     Write the smallest trace to <file> (atomically) instead of
                                  standard output.
          --max-time <seconds>    Stop after this long and keep the best trace so far.
          --max-tries <n>         Stop after this many candidates and keep the best so far.
          --condition-timeout <seconds>
                                  Kill a --while-command (its process group) after this long (and
                                  after --max-time at most); it then does not hold. (default: 60)
          -h, --help              Show help information.

        Progress (candidates, events and bytes before and now, elapsed time) goes to
        standard error when it is a terminal. Ctrl-C stops the search: the best trace
        so far is written as usual (exit status 130; 143 for SIGTERM), never a partial
        file, and the running command is killed.

        \(exitStatus(
            ExitStatusLine(0, "A smaller (or the same) trace on which every condition holds was written."),
            ExitStatusLine(1, "The written trace no longer satisfies the conditions when checked\nagain at the end (a --while-command that is not deterministic)."),
            .usageError("bad arguments, a missing or invalid trace, a regex that does\nnot compile, a command not found, a condition false on the input."),
            ExitStatusLine(130, "Interrupted (Ctrl-C): the best trace so far was written."),
            ExitStatusLine(143, "Terminated (SIGTERM): the best trace so far was written.")))
        """
}
