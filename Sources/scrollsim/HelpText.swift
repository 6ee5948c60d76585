// The help and usage texts, built as plain strings.

/// Help pages and usage lines of the tool and its subcommands.
enum HelpText {
    /// The version line printed by `--version`.
    static let version = "scrollsim 0.1.0"

    static let exitStatus = """
        EXIT STATUS:
          0  Success; for check: every trace matches its golden.
          1  check: a trace mismatched, had no golden or was invalid
             (or an unreferenced golden was found with --unreferenced fail).
          2  Usage or input error: bad arguments, a missing or unreadable file,
             an invalid trace given to replay or expand, --update under CI.

        """

    static let toolUsage = "Usage: scrollsim <subcommand> [options]\n"

    static let replayUsage =
        "Usage: scrollsim replay <trace> [--format <format>] [--didscroll every|runs] [--output <file>]\n"
        + "                        [--max-input-bytes <n>]\n"

    static let plotUsage = "Usage: scrollsim plot <trace> [--output <file.svg>] [--view <id>] ...\n"
    static let expandUsage = "Usage: scrollsim expand <trace> [--output <file>]\n"

    static let checkUsage = """
        Usage: scrollsim check [<path> ...] [--update [all|missing]] [--filter <text>] [--artifacts <dir>]
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
          schema                  Print the JSON Schema of trace format 1.
          help                    Show help for a subcommand.

          See 'scrollsim help <subcommand>' for detailed help.

        \(exitStatus)
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
          -h, --help              Show help information.

        \(exitStatus)
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

        \(exitStatus)
        """

    static let check = """
        OVERVIEW: Check traces against their golden logs.

        The golden of X.json is X.log beside it: byte-identical to the text output of
        'scrollsim replay X.json'. Each failure is shown as a summary (the first differing
        line, each view's final offset and rest time golden -> actual, whether the sequence
        of non-didScroll callbacks changed, or that only line endings differ), then a
        unified diff from the golden to the actual log (at most 200 lines; the summary is
        never cut); the last line is 'N passed, N failed'.

        \(checkUsage)
        ARGUMENTS:
          <path>                  A trace, or a folder searched recursively for traces
                                  (*.json files that are traces, and any X.json with an
                                  X.log beside it). (default: traces)

        OPTIONS:
          --update [all|missing]  Write the goldens of failing and missing traces (all, the
                                  default) or only the missing ones, atomically, and list them.
                                  Refused when CI is set to 1, true, yes or on.
          --filter <text>         Check only the traces whose path contains <text>.
          --shard <k>/<n>         Check only shard k of n (1 ≤ k ≤ n): a fixed part of the traces,
                                  chosen by a hash of each path, the same on every machine.
          --artifacts <dir>       For each failing trace X, write <dir>/X.actual.log and, when
                                  the golden exists, <dir>/X.overlay.svg (golden and actual
                                  curves with the summary) and <dir>/X.summary.txt.
          -j, --jobs <n>          Traces replayed at once; the output is the same for every n.
                                  (default: the number of active cores)
          --unreferenced <policy> Goldens with no trace beside them: warn or fail.
                                  They are never deleted. (default: warn)
          --color <when>          Colour the diffs: auto, always or never. auto colours only
                                  when standard output is a terminal; NO_COLOR (non-empty)
                                  turns colour off whatever this says. (default: auto)
          --format junit          Also write a JUnit XML report; needs --output.
          -o, --output <file>     Where the --format report is written (atomically).
          -h, --help              Show help information.

        To accept a changed behaviour: run 'scrollsim check', read the diff, run
        'scrollsim check --update', review 'git diff traces/' and commit it.

        \(exitStatus)
        """

    static let plot = """
        OVERVIEW: Draw a replay as a self-contained SVG timeline.

        For each moving view and axis: the content offset (a plain view's position) and its
        velocity over a shared time axis, with bands for the phases (tracking, dragging,
        decelerating/bouncing, animating), the scrollable range, each callback as a labelled
        tick, willEndDragging's target as a dashed line and the touches as markers; a view
        whose zoom scale changes also gets a zoom-scale panel. Long traces keep at most two
        points per pixel column per line (the column's min and max).

        \(plotUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          -o, --output <file.svg> Where to write the SVG (atomically). (default: X.svg beside
                                  X.json; standard output for -)
          --view <id>             Plot this view (repeatable). (default: every view that moves)
          -h, --help              Show help information.

        \(exitStatus)
        """

    /// The full help page of `command` (nil: the tool).
    static func page(for command: String?) -> String {
        switch command {
        case "replay": return replay
        case "expand": return expand
        case "check": return check
        case "plot": return plot
        case "schema": return schema
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
        case "schema": return schemaUsage + "  See 'scrollsim help schema' for more information.\n"
        default: return toolUsage + "  See 'scrollsim --help' for more information.\n"
        }
    }
}
