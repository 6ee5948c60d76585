// The help page of `scrollsim fit`.

extension HelpText {
    static let fitUsage = """
        Usage: scrollsim fit <constant> [<constant>] --recordings <trace> ... [--apply <file>]
               scrollsim fit --list

        """

    static let fit = """
        OVERVIEW: Fit the model's unverified constants to device recordings.

        For each named constant (one, or two searched together), finds the value that
        minimises the error of the replays against the recordings (the traces' own "recorded"
        keys, as scrollsim compare reads them): the root mean square over every recorded frame
        of its offset error and its zoom scale error times the view's width. The search is
        bounded and deterministic: 21 evenly spaced values of the constant's range (the error
        curve printed), then a golden-section search around the best; two constants are
        searched in turn, three times. Prints the values before and after, the error before
        and after and each constant's error curve. Nothing in scrollsim changes: --apply
        writes the values as a model options file for 'scrollsim replay --model-options'
        (or a trace's "modelOptions" key).

        \(fitUsage)
        ARGUMENTS:
          <constant>              A constant's name (see --list).

        OPTIONS:
          --recordings <trace> ...
                                  The traces with "recorded" to fit against.
          --apply <file>          Write the fitted values as a model options file (atomically).
          --list                  List every constant with its current value, the range
                                  searched and its source.
          -h, --help              Show help information.

        \(exitStatus(
            .success,
            .usageError(
                "bad arguments, an unknown constant, a missing or unreadable file,\nan invalid trace, a trace without recorded frames, an output that cannot be written.")))
        """
}
