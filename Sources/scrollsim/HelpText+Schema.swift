// The help page of `scrollsim schema`.

extension HelpText {
    static let schemaUsage = "Usage: scrollsim schema [--output <file>]\n"

    static let schema = """
        OVERVIEW: Print the JSON Schema (draft 2020-12) of trace format 1.

        Generated from the key tables the trace decoder reads (every built-in behaviour,
        coordinator and gesture plug-in), with a description and unit for every key, so
        editors complete and validate traces. Point an editor at it with a top-level
        "$schema" member in the trace (scrollsim accepts and ignores it) or, in VS Code,
        with the json.schemas setting. The schema checks each member on its own; rules
        across members (t never decreasing, a finger's touch order, view references,
        zoom limits in order) are the decoder's, which 'scrollsim replay' reports.

        \(schemaUsage)
        OPTIONS:
          -o, --output <file>     Write the schema to <file> (atomically) instead of standard output.
          -h, --help              Show help information.

        \(exitStatus(.success, .usageError("bad arguments, an --output that cannot be written.")))
        """
}
