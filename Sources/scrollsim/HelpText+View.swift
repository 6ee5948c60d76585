// The help page of `scrollsim view`.

extension HelpText {
    static let viewUsage = "Usage: scrollsim view <trace> [--output <file.html>] [--golden <log>]\n"

    static let view = """
        OVERVIEW: Write a replay as one self-contained HTML page to open in a browser.

        The page replays the log: each view drawn as its frame over its moving content, the
        visible rect over each scroll view's content, the fingers as dots with trails, each
        view's offset, flags, phase, velocity and zoom scale; a timeline with phase bands and
        callback ticks; a scrubber, play/pause (1x, 0.25x, 0.1x), stepping line by line with
        the left and right arrow keys, and the callback list (click a line to go to its time).
        Open FILE.html#t=1.25 to start at 1.25 s. Each view's state at the shown time is in the
        page as the attributes data-view, data-t, data-offset-x, data-offset-y, data-flags,
        data-phase, data-velocity-x, data-velocity-y (pt/s) and data-zoom of one element per
        view. Content is drawn as a grid (with items, cells or pages where the trace has them)
        that moves with the offset on both axes and scales with the zoom. Velocity is the
        model's where the log gives it (a release, a deceleration), 0 while nothing moves, and
        otherwise the offset's change; the phases are plot's. The page needs no network, and
        the same trace always gives the same bytes. The path written is printed.

        \(viewUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          -o, --output <file.html>
                                  Where to write the page (atomically). (default: X.html beside
                                  X.json; standard output for -)
          --golden <log>          A golden text log to show as a dashed ghost, with its first
                                  difference from the replay marked.
          -h, --help              Show help information.

        \(exitStatus(
            .success,
            .usageError(
                "bad arguments, a missing or unreadable file (the trace or the\ngolden), an invalid trace, a page that cannot be written.")))
        """
}
