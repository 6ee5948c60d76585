// The help and usage texts, built as plain strings.

/// Help pages and usage lines of the tool and its subcommands.
enum HelpText {
    /// The version line printed by `--version`.
    static let version = "scrollsim 0.1.0"

    /// The tool's overview page's statuses; each subcommand's page lists only its own.
    static let toolStatuses = exitStatus(
        .success,
        ExitStatusLine(
            1,
            "A subcommand's own failure: check found a mismatch, compare a recording\nbeyond its tolerance (see each subcommand's help)."
        ),
        .usageError("bad arguments, an unknown subcommand."))

    static let toolUsage = "Usage: scrollsim <subcommand> [options]\n"

    static let replayUsage =
        "Usage: scrollsim replay <trace> [--format <format>] [--didscroll every|runs] [--output <file>]\n"
        + "                        [--max-input-bytes <n>] [--model-options <file>]\n"

    static let plotUsage = "Usage: scrollsim plot <trace> [--output <file.svg>] [--view <id>] ...\n"
    static let expandUsage = "Usage: scrollsim expand <trace> [--output <file>]\n"

    static let checkUsage = """
        Usage: scrollsim check [<path> ...] [--update [all|missing|pending]] [--filter <text>] [--artifacts <dir>]
                               [--jobs <n>] [--unreferenced <policy>] [--color <when>] [--shard <k>/<n>]
                               [--format junit --output <file>]

        """

    static let tool = """
        OVERVIEW: A headless, deterministic simulator of iOS UIScrollView.

        A JSON touch trace goes in; the exact UIScrollViewDelegate event log comes out.

        \(toolUsage)
        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          replay                  Replay a touch trace and print its delegate event log.
          expand                  Print a trace with its gestures replaced by touch events.
          check                   Check traces against their golden logs.
          plot                    Draw a replay as an SVG timeline.
          view                    Write a replay as an HTML page that plays it back.
          review                  Accept or reject pending goldens (check --update pending).
          shrink                  Find a smaller trace on which a condition still holds.
          schema                  Print the JSON Schema of trace format 1.
          explore                 Hunt bugs: random gestures against a scene, checked against invariants.
          compare                 Compare a device recording with its replay, per phase of motion.
          fit                     Fit the model's unverified constants to device recordings.
          help                    Show help for a subcommand.

          See 'scrollsim help <subcommand>' for detailed help.

        \(toolStatuses)
        """

    static let replay = """
        OVERVIEW: Replay a touch trace and print its UIScrollViewDelegate event log.

        \(replayUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          --format <format>       text (the golden format), jsonl (one JSON object per line),
                                  csv (one row per event, RFC 4180) or chrome-trace (Chrome
                                  Trace Event JSON for Perfetto UI). (default: text)
          --didscroll <mode>      In the text log, every (one line per didScroll call) or runs
                                  (one line per run of calls). (default: the trace's "log"
                                  option, else every)
          -o, --output <file>     Write the log to <file> (atomically) instead of standard output.
          --max-input-bytes <n>   Refuse a trace larger than <n> bytes. (default: 1073741824, 1 GiB)
          --model-options <file>  Values for the model's unverified constants (a JSON object, as
                                  the trace key "modelOptions"; see 'scrollsim fit --list').
          -h, --help              Show help information.

        \(exitStatus(
            .success,
            .usageError("bad arguments, a missing or unreadable file, an invalid\ntrace (the log up to it is printed), an output that cannot be written.")))
        """

    static let expand = """
        OVERVIEW: Print a trace with every gesture replaced by the touch events it sends.

        The result is trace format 1: 'scrollsim' first, the other top-level members as
        written, then one event per line. Events written by hand are kept as written;
        numbers print with the fewest decimals that read back exactly, so replaying the
        expanded trace gives a log byte-identical to replaying the original.

        \(expandUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          -o, --output <file>     Write the trace to <file> (atomically) instead of standard output.
          -h, --help              Show help information.

        \(exitStatus(
            .success,
            .usageError("bad arguments, a missing or unreadable file, an invalid\ntrace, an output that cannot be written.")))
        """

    static let check = """
        OVERVIEW: Check traces against their golden logs.

        The golden of X.json is X.log beside it: byte-identical to the text output of
        'scrollsim replay X.json'. Each failure leads with what changed: a summary (the
        first differing line, each view's final offset and rest time golden -> actual,
        whether the sequence of non-didScroll callbacks changed, or that only line endings
        differ; never cut), every changed line that is not a didScroll call, then a unified
        diff from the golden to the actual log with didScroll calls folded into runs
        ('didScroll ×136 … y 0.667 → 140.000'), then the command that prints the full diff.
        Changed lines and diff are each capped at 200 lines. The last line is
        'N passed, N failed'.

        \(checkUsage)
        ARGUMENTS:
          <path>                  A trace, or a folder searched recursively for traces
                                  (*.json files that are traces, and any X.json with an
                                  X.log beside it). (default: traces)

        OPTIONS:
          --update [<mode>]       all (the default): write the goldens of failing and missing
                                  traces; missing: only the missing ones; pending: write each
                                  failing trace's log as X.log.new beside X.log for 'scrollsim
                                  review' (the trace still fails). Written atomically and listed;
                                  a stale X.log.new beside a golden that now matches or was
                                  written is removed. Only these three modes: a word after
                                  --update that is neither a mode nor an existing path is an
                                  error. Refused when CI is set to 1, true, yes or on, except
                                  pending with --artifacts (the .new files then go there).
          --filter <text>         Check only the traces whose path contains <text>.
          --shard <k>/<n>         Check only shard k of n (1 ≤ k ≤ n): a fixed part of the traces,
                                  chosen by a hash of each path, the same on every machine.
          --artifacts <dir>       For each failing trace X, write <dir>/X.actual.log and, when
                                  the golden exists, <dir>/X.overlay.svg (golden and actual
                                  curves with the summary) and <dir>/X.summary.txt, and
                                  <dir>/X.view.html (the replay page of 'scrollsim view').
          -j, --jobs <n>          Traces replayed at once; the output is the same for every n.
                                  (default: the number of active cores)
          --unreferenced <policy> Goldens with no trace beside them: warn or fail.
                                  They are never deleted. (default: warn)
          --color <when>          Colour the diffs: auto, always or never. auto colours only
                                  when standard output is a terminal and NO_COLOR is unset or
                                  empty; always and never win over NO_COLOR. (default: auto)
          --format junit          Also write a JUnit XML report; needs --output.
          -o, --output <file>     Where the --format report is written (atomically).
          -h, --help              Show help information.

        To accept a changed behaviour: run 'scrollsim check', read the diff, run
        'scrollsim check --update pending' and 'scrollsim review' (or 'scrollsim check
        --update' for all at once), review 'git diff traces/' and commit it. Pending goldens
        left behind are listed as warnings.

        \(exitStatus(
            ExitStatusLine(0, "Every trace matches its golden (or --update all|missing wrote it)."),
            ExitStatusLine(
                1, "A trace mismatched, had no golden or was invalid (also under\n--update pending), or an unreferenced golden was found with\n--unreferenced fail."),
            .usageError(
                "bad arguments, a path that names nothing, --update under CI\n(except --update pending with --artifacts), a report that cannot be written.")))
        """

    static let plot = """
        OVERVIEW: Draw a replay as a self-contained SVG timeline.

        For each moving view and axis: the content offset (a plain view's position) and its
        velocity over a shared time axis, with bands for the phases (tracking, dragging,
        decelerating/bouncing, animating), the scrollable range, each callback as a labelled
        tick, willEndDragging's target as a dashed line and the touches as markers; a view
        whose zoom scale changes also gets a zoom-scale panel. Offsets hold their value until
        the next line (a change is a vertical jump); the velocity is each interval's average,
        left out where another event came between, with willEndDragging's own velocity as a
        dot. Labels that do not fit are counted as "+N". Long traces keep at most two points
        per pixel column per line (the column's min and max). The path written is printed.

        \(plotUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          -o, --output <file.svg> Where to write the SVG (atomically). (default: X.svg beside
                                  X.json; standard output for -)
          --view <id>             Plot this view (repeatable). (default: every view that moves)
          -h, --help              Show help information.

        \(exitStatus(
            .success,
            .usageError("bad arguments, a missing or unreadable file, an invalid\ntrace, an SVG that cannot be written.")))
        """

    /// The full help page of `command` (nil: the tool).
    static func page(for command: String?) -> String {
        switch command {
        case "replay": return replay
        case "expand": return expand
        case "check": return check
        case "plot": return plot
        case "view": return view
        case "review": return review
        case "shrink": return shrink
        case "schema": return schema
        case "explore": return explore
        case "compare": return compare
        case "fit": return fit
        default: return tool
        }
    }

    /// What follows a usage error: the usage and where to read more.
    static func usageBlock(for command: String?) -> String {
        switch command {
        case "replay": return replayUsage + "  See 'scrollsim help replay' for more information.\n"
        case "expand": return expandUsage + "  See 'scrollsim help expand' for more information.\n"
        case "check": return checkUsage + "  See 'scrollsim help check' for more information.\n"
        case "plot": return plotUsage + "  See 'scrollsim help plot' for more information.\n"
        case "view": return viewUsage + "  See 'scrollsim help view' for more information.\n"
        case "review": return reviewUsage + "  See 'scrollsim help review' for more information.\n"
        case "shrink": return shrinkUsage + "  See 'scrollsim help shrink' for more information.\n"
        case "schema": return schemaUsage + "  See 'scrollsim help schema' for more information.\n"
        case "explore": return exploreUsage + "  See 'scrollsim help explore' for more information.\n"
        case "compare": return compareUsage + "  See 'scrollsim help compare' for more information.\n"
        case "fit": return fitUsage + "  See 'scrollsim help fit' for more information.\n"
        default: return toolUsage + "  See 'scrollsim --help' for more information.\n"
        }
    }
}
