// The help page of `scrollsim compare`.

extension HelpText {
    static let compareUsage = """
        Usage: scrollsim compare <trace> [--recording <file>] [--tolerance <pt>] [--json]
                                 [--view <file.html>] [--plot <file.svg>]

        """

    static let compare = """
        OVERVIEW: Compare what a device did with the replay of the same touches.

        The recording is the trace's own "recorded" key (written by ScrollSimRecorder) or, with
        --recording, a real-UIKit recording file ({"delegate", "willEndDragging", "samples",
        "finalOffset"}; of each frame's stale and fresh sample the fresh one is kept). Unless
        the trace sets screen.firstFrame, the replay's display refreshes are put on the
        recording's first frame. The report shows the delegate calls side by side (didScroll
        aside) with the first difference marked, willEndDragging's velocity and target, the
        rest offset and time, and each recorded frame's offset error (and zoom scale error)
        as max, p95 and median per phase of motion (tracking, deceleration, bounce, spring,
        animation, zoom bounce, rest) with the time of the worst frame. When the recording
        has them, it also compares the adjusted content inset per frame, a SwiftUI host's
        scroll phases and updateTarget calls (with the ratio of the velocities, which tells
        their units apart) and when each side's zoom bounce ended.

        \(compareUsage)
        ARGUMENTS:
          <trace>                 The trace (JSON, format 1), or - to read standard input.

        OPTIONS:
          --recording <file>      A real-UIKit recording to compare with (default: the trace's
                                  "recorded" key).
          --tolerance <pt>        The verdict's offset tolerance: every frame, each target and
                                  the rest offset within it, the rest time within one display
                                  frame and identical callbacks. (default: 0.5)
          --json                  Print the report as one JSON object.
          --view <file.html>      Also write the view page with the recording as the ghost.
          --plot <file.svg>       Also write the recorded offsets (dashed) against the
                                  replayed ones, with the errors per phase under the plot.
          -h, --help              Show help information.

        \(exitStatus(
            ExitStatusLine(0, "The recording is within the tolerance."),
            ExitStatusLine(1, "The recording is beyond the tolerance (the report says why)."),
            .usageError(
                "bad arguments, a missing or unreadable file, an invalid trace or\nrecording, no recording, an output that cannot be written.")))
        """
}
