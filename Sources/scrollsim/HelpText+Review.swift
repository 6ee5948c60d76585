// `scrollsim help review`.

extension HelpText {
    static let reviewUsage =
        "Usage: scrollsim review [<path> ... | --from <dir>] [--accept-all | --reject-all] [--color <when>]\n"

    static let review = """
        OVERVIEW: Accept or reject the pending goldens 'check --update pending' wrote.

        A pending golden X.log.new holds the log a failing trace printed; its golden is X.log
        beside it. For each one, review shows the failure summary, the changed lines that are
        not didScroll calls and the diff with didScroll calls folded into runs, then asks:
        accept (a) renames X.log.new over X.log atomically (never over what is not a regular
        file), reject (r) deletes X.log.new, skip (s) leaves it, quit (q) stops. Without a
        terminal on standard input it does not ask: it exits 2 and names --accept-all and
        --reject-all. A CI run writes its pending goldens into its --artifacts folder: download
        it and run 'scrollsim review --from <dir>' where the check ran; accepting writes each
        one over the golden it came from.

        \(reviewUsage)
        ARGUMENTS:
          <path>                  A folder searched recursively for X.log.new files, a pending
                                  golden X.log.new or its golden X.log. (default: traces)

        OPTIONS:
          --from <dir>            Review the pending goldens of a CI run's artifacts folder
                                  (DIR/<trace without .json>.log.new, from 'check --update
                                  pending --artifacts DIR'), each against <trace>.log here.
          --accept-all            Accept every pending golden without asking.
          --reject-all            Reject every pending golden without asking.
          --color <when>          Colour the diffs: auto, always or never. auto colours only
                                  when standard output is a terminal and NO_COLOR is unset or
                                  empty; always and never win over NO_COLOR. (default: auto)
          -h, --help              Show help information.

        \(exitStatus(
            ExitStatusLine(0, "Every decision was carried out (or nothing was pending)."),
            .usageError(
                "bad arguments, a path that names nothing, no terminal to ask\non, a pending golden that could not be accepted or rejected.")))
        """
}
